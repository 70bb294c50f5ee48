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
    /// The objects met, by coding path, with the keys their type asked for.
    private var objects: [String: ObjectRecord] = [:]
    private var order: [String] = []

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
        problems.append(Problem(line: value.line, column: value.column, codingPath: renderCodingPath(codingPath),
                                message: message))
    }

    /// The record of the object at `codingPath`, made on its first container; repeated keys are
    /// problems (the first one is used, as in XML an attribute can be given once).
    func record(for object: LocatedJSON, members: [LocatedJSON.Member], codingPath: [any CodingKey]) -> ObjectRecord {
        let path = renderCodingPath(codingPath)
        if let known = objects[path] { return known }
        var byKey: [String: LocatedJSON] = [:]
        for member in members {
            if let first = byKey[member.key] {
                note(member.value, codingPath + [PathKey(member.key)],
                     "key '\(member.key)' appears twice; the first, at line \(first.line), is used")
                continue
            }
            byKey[member.key] = member.value
        }
        let record = ObjectRecord(members: members, byKey: byKey, codingPath: codingPath)
        objects[path] = record
        order.append(path)
        return record
    }

    /// Reports the keys no type declared, once every object has been decoded, with the closest
    /// key the type asked for.
    func reportUnknownKeys() {
        for path in order {
            guard let record = objects[path] else { continue }
            for member in record.members where !member.key.hasPrefix(extensionPrefix) && !record.declared(member.key) {
                let suggestion = NameSuggestion.closest(member.key, among: record.knownKeys)
                note(member.value, record.codingPath + [PathKey(member.key)],
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
    let byKey: [String: LocatedJSON]
    let codingPath: [any CodingKey]
    /// Keys the type's `CodingKeys` accept (whether or not it read them).
    private var declaredKeys: Set<String> = []
    /// Keys the type asked for, present or not: the candidates of a did-you-mean.
    private var askedKeys: [String] = []

    init(members: [LocatedJSON.Member], byKey: [String: LocatedJSON], codingPath: [any CodingKey]) {
        self.members = members
        self.byKey = byKey
        self.codingPath = codingPath
    }

    func declare<Key: CodingKey>(_ type: Key.Type) {
        for member in members where Key(stringValue: member.key) != nil { declaredKeys.insert(member.key) }
    }

    func ask(_ key: String) {
        if !askedKeys.contains(key) { askedKeys.append(key) }
    }

    func declared(_ key: String) -> Bool { declaredKeys.contains(key) }

    var knownKeys: [String] { askedKeys + declaredKeys.sorted().filter { !askedKeys.contains($0) } }
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
