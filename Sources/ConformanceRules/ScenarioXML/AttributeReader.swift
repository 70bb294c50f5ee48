import A11yModel

/// Where an element sits, enough to locate a problem with it: its name, its line, and its
/// position among the document's elements (which finds the exact start tag, see `XMLSourceText`).
struct ElementMark: Sendable, Hashable {
    var name: String
    var line: Int?
    var documentOrder: Int?
}

extension XMLElement {
    var mark: ElementMark { ElementMark(name: name, line: line, documentOrder: documentOrder) }
}

/// Typed access to an element's attributes, addressed by key. The values were checked against
/// the XSD's types already (by libxml2's validator or by the streaming reader); these conversions
/// still fail with a located problem rather than trap, so the readers are safe on their own.
struct AttributeReader<Key: ScenarioAttributeKey> {
    let element: ElementMark
    /// Indexed by `Key.rawValue`; nil where the attribute is absent.
    let values: [String?]

    init(_ element: ElementMark, values: [String?]) {
        self.element = element
        self.values = values
    }

    /// The attributes of a parsed element; names the element does not declare are left out.
    init(_ element: XMLElement) {
        var values = [String?](repeating: nil, count: Key.allCases.count)
        for key in Key.allCases {
            values[key.rawValue] = element[attribute: key.name]
        }
        self.init(element.mark, values: values)
    }

    func problem(_ key: Key, _ message: String) -> ScenarioXMLProblem {
        ScenarioXMLProblem(element, attribute: key.name, "attribute '\(key.name)' of <\(element.name)>: \(message)")
    }

    /// The keys present, in declaration order.
    var present: [Key] { Key.allCases.filter { values[$0.rawValue] != nil } }

    func string(_ key: Key) -> String? { values[key.rawValue] }

    func required(_ key: Key) throws(ScenarioXMLProblem) -> String {
        guard let value = values[key.rawValue] else {
            throw ScenarioXMLProblem(element, "<\(element.name)> needs the attribute '\(key.name)'")
        }
        return value
    }

    /// The value with XSD's white-space collapsing applied (all non-string types).
    func collapsed(_ key: Key) -> String? { values[key.rawValue].map(XMLValueText.collapse) }

    func bool(_ key: Key) throws(ScenarioXMLProblem) -> Bool? {
        guard let text = collapsed(key) else { return nil }
        switch text {
        case "true", "1": return true
        case "false", "0": return false
        default: throw problem(key, "'\(text)' is not a boolean; expected true or false")
        }
    }

    func number(_ key: Key) throws(ScenarioXMLProblem) -> Double? {
        guard let text = collapsed(key) else { return nil }
        guard let value = XMLValueText.parseNumber(text) else {
            throw problem(key, "'\(text)' is not a finite number")
        }
        return value
    }

    func requiredNumber(_ key: Key) throws(ScenarioXMLProblem) -> Double {
        guard let value = try number(key) else { _ = try required(key); return 0 }
        return value
    }

    func integer(_ key: Key) throws(ScenarioXMLProblem) -> Int? {
        guard let text = collapsed(key) else { return nil }
        guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else {
            throw problem(key, "'\(text)' is not an integer")
        }
        return value
    }

    func token<T: OpenVocabulary>(_ key: Key, as type: T.Type = T.self) -> T? {
        collapsed(key).map { T(token: $0) }
    }

    func tokens<T: OpenVocabulary>(_ key: Key, as type: T.Type = T.self) -> [T] {
        guard let text = collapsed(key), !text.isEmpty else { return [] }
        // Most lists hold one token (`traits="button"`): it is the value itself, with no split.
        guard text.utf8.contains(UInt8(ascii: " ")) else { return [T(token: text)] }
        return text.split(separator: " ").map { T(token: String($0)) }
    }

    func enumeration<T: RawRepresentable & CaseIterable>(_ key: Key, as type: T.Type = T.self)
        throws(ScenarioXMLProblem) -> T? where T.RawValue == String
    {
        guard let text = collapsed(key) else { return nil }
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw problem(key, "'\(text)' is not one of \(allowed)")
        }
        return value
    }

    func numbers(_ key: Key, count: Int, shape: String) throws(ScenarioXMLProblem) -> [Double]? {
        guard let text = values[key.rawValue] else { return nil }
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        let read = XMLValueText.forEachWord(text) { word in
            guard numbers.count < count,
                  let value = XMLValueText.exactDecimal(word) ?? XMLValueText.parseNumber(String(decoding: word, as: UTF8.self))
            else { return false }
            numbers.append(value)
            return true
        }
        guard read, numbers.count == count else {
            throw problem(key, "'\(XMLValueText.collapse(text))' is not \(count) numbers (\(shape))")
        }
        return numbers
    }

    func rect(_ key: Key) throws(ScenarioXMLProblem) -> Rect? {
        guard let v = try numbers(key, count: 4, shape: "x y width height") else { return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func size(_ key: Key) throws(ScenarioXMLProblem) -> Size? {
        guard let v = try numbers(key, count: 2, shape: "width height") else { return nil }
        return Size(width: v[0], height: v[1])
    }

    func color(_ key: Key) throws(ScenarioXMLProblem) -> Color? {
        guard let text = collapsed(key) else { return nil }
        guard let color = Color(hex: text) else {
            throw problem(key, "'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA")
        }
        return color
    }
}
