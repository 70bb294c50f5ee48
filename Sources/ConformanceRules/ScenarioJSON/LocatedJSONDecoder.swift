import A11yModel

/// Decodes the model's `Decodable` types from a `LocatedJSON` tree, as strictly as the XSD reads
/// XML: a key the type does not declare (`lable`, `hitFrame_`) and a value outside a closed list
/// (`"colorScheme": "purple"`) are problems with their line, column, coding path and the closest
/// expected name, and `x-` keys are a team's own data, skipped. Problems are collected rather than
/// thrown, so one read reports them all; a value of the wrong type still stops the decode
/// (`DecodingError`, located by its coding path).
final class LocatedJSONDecoding {
    /// One problem the decode found and went past.
    struct Problem {
        var line: Int
        var column: Int
        var codingPath: String
        var message: String
    }

    private(set) var problems: [Problem] = []
    /// The objects met that may have keys to report (a key no type declared, or one given twice),
    /// by their members' storage, in the order met. An object whose every key its type declared
    /// is only remembered as such: a large scenario has hundreds of thousands of objects.
    private var objects: [UnsafeRawPointer: ObjectRecord] = [:]
    private var order: [ObjectRecord] = []
    private var declaredObjects: Set<UnsafeRawPointer> = []

    /// The value at the top of `tree`.
    func decode<T: Decodable>(_ type: T.Type, from tree: LocatedJSON) throws -> T {
        try decode(type, from: tree, codingPath: [])
    }

    func decode<T: Decodable>(_ type: T.Type, from value: LocatedJSON, codingPath: [any CodingKey]) throws -> T {
        if let allowed = Self.closedValues(of: type), case .string(let text) = value.value, !allowed.contains(text),
           let first = allowed.first {
            let name = codingPath.last.map { $0.intValue == nil ? $0.stringValue : "value" } ?? "value"
            let hint = NameSuggestion.closest(text, among: allowed).map { "; did you mean '\($0)'?" }
                ?? "; expected " + ReportText.list(allowed, conjunction: "or")
            note(value, codingPath, "'\(text)' is not a valid \(name)" + hint)
            // Decoding goes on with a stand-in, so the rest of the file is checked too.
            let standIn = LocatedJSON(value: .string(first), line: value.line, column: value.column)
            return try T(from: LocatedValueDecoder(value: standIn, codingPath: codingPath, decoding: self))
        }
        return try T(from: LocatedValueDecoder(value: value, codingPath: codingPath, decoding: self))
    }

    func note(_ value: LocatedJSON, _ codingPath: [any CodingKey], _ message: String) {
        note(value, renderCodingPath(codingPath), message)
    }

    private func note(_ value: LocatedJSON, _ codingPath: String, _ message: String) {
        problems.append(Problem(line: value.line, column: value.column, codingPath: codingPath, message: message))
    }

    /// The record of the object at `codingPath`, made on its first container, with the keys of
    /// `Key` declared; repeated keys are problems (the first one is used, as in XML an attribute
    /// can be given once).
    func record<Key: CodingKey>(members: [LocatedJSON.Member], codingPath: [any CodingKey], declaring _: Key.Type) -> ObjectRecord {
        let identity = members.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        if let identity, let known = objects[identity] {
            known.declare(Key.self)
            return known
        }
        if let identity, declaredObjects.contains(identity) { return ObjectRecord(members: members, declared: true) }
        let record = ObjectRecord(members: members, declared: false)
        var firstLines: [String: Int] = [:]
        var repeated = false
        for member in members {
            if let line = firstLines[member.key] {
                note(member.value, codingPath + [PathKey(member.key)], "key '\(member.key)' appears twice; the first, at line \(line), is used")
                repeated = true
                continue
            }
            firstLines[member.key] = member.value.line
        }
        record.declare(Key.self)
        if let identity {
            if record.allDeclared, !repeated {
                declaredObjects.insert(identity)
            } else {
                record.path = renderCodingPath(codingPath)
                objects[identity] = record
                order.append(record)
            }
        }
        return record
    }

    /// Reports the keys no type declared, once every object has been decoded, with the closest
    /// key the type asked for.
    func reportUnknownKeys() {
        for record in order {
            for (index, member) in record.members.enumerated() where !member.key.hasPrefix(extensionPrefix) && !record.declared(index) {
                let suggestion = NameSuggestion.closest(member.key, among: record.knownKeys)
                note(member.value, record.path.isEmpty ? member.key : record.path + "." + member.key,
                     "unknown key '\(member.key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                        + " Keys of your own start with '\(extensionPrefix)'")
            }
        }
    }

    /// The raw values of a closed enumeration (`ColorScheme`, `FontWeight`…), or nil for any
    /// other type.
    static func closedValues(of type: Any.Type) -> [String]? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return rawValues(iterable)
    }

    private static func rawValues<T: CaseIterable>(_ type: T.Type) -> [String]? {
        let values = T.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
        return values.isEmpty || values.count != T.allCases.count ? nil : values
    }
}

/// The keys of one JSON object and which of them its type declares and asks for.
final class ObjectRecord {
    let members: [LocatedJSON.Member]
    /// The coding path, rendered, of an object kept for `reportUnknownKeys`.
    var path = ""
    /// The first member of each key, for objects too large to search.
    private let firstIndex: [String: Int]?
    /// Which members a type's `CodingKeys` accept (whether or not it read them), by position.
    private var declaredLow: UInt64 = 0
    private var declaredHigh: [UInt64] = []
    private(set) var allDeclared: Bool
    /// Keys the type asked for, present or not: the candidates of a did-you-mean, so only kept
    /// while some member is not declared.
    private var askedKeys: [String] = []

    private static let searchedMembers = 16

    init(members: [LocatedJSON.Member], declared: Bool) {
        self.members = members
        allDeclared = declared || members.isEmpty
        if members.count > Self.searchedMembers {
            var firstIndex: [String: Int] = [:]
            for (index, member) in members.enumerated() where firstIndex[member.key] == nil { firstIndex[member.key] = index }
            self.firstIndex = firstIndex
        } else {
            firstIndex = nil
        }
        if members.count > 64 { declaredHigh = Array(repeating: 0, count: (members.count - 1) / 64) }
    }

    /// The value of the first member named `key`.
    func value(forKey key: String) -> LocatedJSON? {
        if let firstIndex { return firstIndex[key].map { members[$0].value } }
        return members.first { $0.key == key }?.value
    }

    /// Every key once, sorted.
    var keys: [String] { Set(members.lazy.map(\.key)).sorted() }

    func declare<Key: CodingKey>(_ type: Key.Type) {
        guard !allDeclared else { return }
        var all = true
        for (index, member) in members.enumerated() where !declared(index) {
            if Key(stringValue: member.key) != nil {
                if index < 64 { declaredLow |= 1 << UInt64(index) } else { declaredHigh[index / 64 - 1] |= 1 << UInt64(index % 64) }
            } else {
                all = false
            }
        }
        allDeclared = all
    }

    func ask(_ key: String) {
        if !allDeclared, !askedKeys.contains(key) { askedKeys.append(key) }
    }

    /// Whether a type declared the member at `index`.
    func declared(_ index: Int) -> Bool {
        if allDeclared { return true }
        return index < 64 ? declaredLow & (1 << UInt64(index)) != 0 : declaredHigh[index / 64 - 1] & (1 << UInt64(index % 64)) != 0
    }

    var knownKeys: [String] {
        let declaredKeys = Set(members.indices.filter(declared).map { members[$0].key })
        return askedKeys + declaredKeys.sorted().filter { !askedKeys.contains($0) }
    }
}

/// A key of a coding path made from a JSON member name or an array index.
struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "\(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
