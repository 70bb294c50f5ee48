import A11yModel

/// Typed access to an element's attributes. XSD validation has already checked the lexical
/// forms; these conversions still fail with a located problem rather than trap, so the reader
/// is safe on its own.
struct AttributeReader {
    let element: XMLElement

    init(_ element: XMLElement) {
        self.element = element
    }

    func problem(_ attribute: String, _ message: String) -> ScenarioXMLProblem {
        ScenarioXMLProblem(element, attribute: attribute, "attribute '\(attribute)' of <\(element.name)>: \(message)")
    }

    func string(_ name: String) -> String? { element[attribute: name] }

    func required(_ name: String) throws(ScenarioXMLProblem) -> String {
        guard let value = element[attribute: name] else {
            throw ScenarioXMLProblem(element, "<\(element.name)> needs the attribute '\(name)'")
        }
        return value
    }

    /// The value with XSD's white-space collapsing applied (all non-string types).
    func collapsed(_ name: String) -> String? {
        element[attribute: name].map { value in
            value.split(whereSeparator: Self.isXMLSpace).joined(separator: " ")
        }
    }

    static func isXMLSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n"
    }

    func bool(_ name: String) throws(ScenarioXMLProblem) -> Bool? {
        guard let text = collapsed(name) else { return nil }
        switch text {
        case "true", "1": return true
        case "false", "0": return false
        default: throw problem(name, "'\(text)' is not a boolean; expected true or false")
        }
    }

    func number(_ name: String) throws(ScenarioXMLProblem) -> Double? {
        guard let text = collapsed(name) else { return nil }
        guard let value = Self.parseNumber(text) else {
            throw problem(name, "'\(text)' is not a finite number")
        }
        return value
    }

    func requiredNumber(_ name: String) throws(ScenarioXMLProblem) -> Double {
        guard let value = try number(name) else { _ = try required(name); return 0 }
        return value
    }

    func integer(_ name: String) throws(ScenarioXMLProblem) -> Int? {
        guard let text = collapsed(name) else { return nil }
        guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else {
            throw problem(name, "'\(text)' is not an integer")
        }
        return value
    }

    func token<T: OpenVocabulary>(_ name: String, as type: T.Type = T.self) -> T? {
        collapsed(name).map { T(token: $0) }
    }

    func tokens<T: OpenVocabulary>(_ name: String, as type: T.Type = T.self) -> [T] {
        (collapsed(name) ?? "").split(separator: " ").map { T(token: String($0)) }
    }

    func enumeration<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type = T.self)
        throws(ScenarioXMLProblem) -> T? where T.RawValue == String
    {
        guard let text = collapsed(name) else { return nil }
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw problem(name, "'\(text)' is not one of \(allowed)")
        }
        return value
    }

    func numbers(_ name: String, count: Int, shape: String) throws(ScenarioXMLProblem) -> [Double]? {
        guard let text = collapsed(name) else { return nil }
        let values = text.split(separator: " ").compactMap { Self.parseNumber(String($0)) }
        guard values.count == count, text.split(separator: " ").count == count else {
            throw problem(name, "'\(text)' is not \(count) numbers (\(shape))")
        }
        return values
    }

    func rect(_ name: String) throws(ScenarioXMLProblem) -> Rect? {
        guard let v = try numbers(name, count: 4, shape: "x y width height") else { return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func size(_ name: String) throws(ScenarioXMLProblem) -> Size? {
        guard let v = try numbers(name, count: 2, shape: "width height") else { return nil }
        return Size(width: v[0], height: v[1])
    }

    func color(_ name: String) throws(ScenarioXMLProblem) -> Color? {
        guard let text = collapsed(name) else { return nil }
        guard let color = Color(hex: text) else {
            throw problem(name, "'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    /// Decimal numbers only: `Double(_:)` would also take `inf`, `nan` and hexadecimal forms.
    static func parseNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        }), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
