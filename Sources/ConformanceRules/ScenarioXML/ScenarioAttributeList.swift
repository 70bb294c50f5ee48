import A11yModel

/// Attributes of one element being written, each checked to be representable in XML so that the
/// file reads back to the same value; a value that is not fails with its coding path instead of
/// being altered.
struct ScenarioAttributeList {
    let path: String
    let includeDefaults: Bool
    private(set) var items: [XMLAttribute] = []

    init(path: String, includeDefaults: Bool) {
        self.path = path
        self.includeDefaults = includeDefaults
    }

    func issue(_ name: String, _ message: String) -> ModelIssue {
        let key = Self.camelCase(name)
        return ModelIssue(codingPath: path.isEmpty ? key : path + "." + key, message: message)
    }

    mutating func string(_ name: String, _ value: String?) throws(ModelIssue) {
        guard let value else { return }
        if let scalar = XMLText.firstForbiddenScalar(in: value) {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
            throw issue(name, "contains \(code), which XML 1.0 cannot represent")
        }
        items.append(XMLAttribute(name: name, value: value))
    }

    mutating func token(_ name: String, _ value: (some OpenVocabulary)?) throws(ModelIssue) {
        guard let value else { return }
        try checkToken(name, value.token)
        items.append(XMLAttribute(name: name, value: value.token))
    }

    mutating func tokens(_ name: String, _ values: [some OpenVocabulary]) throws(ModelIssue) {
        guard !values.isEmpty else { return }
        for value in values { try checkToken(name, value.token) }
        items.append(XMLAttribute(name: name, value: values.map(\.token).joined(separator: " ")))
    }

    mutating func number(_ name: String, _ value: Double?) throws(ModelIssue) {
        guard let value else { return }
        items.append(XMLAttribute(name: name, value: try Self.format(value, issue: issue(name, "is not finite"))))
    }

    mutating func number(_ name: String, _ value: Double, default defaultValue: Double) throws(ModelIssue) {
        if includeDefaults || value != defaultValue { try number(name, value) }
    }

    mutating func numbers(_ name: String, _ values: [Double]?) throws(ModelIssue) {
        guard let values else { return }
        var parts: [String] = []
        for value in values { parts.append(try Self.format(value, issue: issue(name, "is not finite"))) }
        items.append(XMLAttribute(name: name, value: parts.joined(separator: " ")))
    }

    mutating func integer(_ name: String, _ value: Int, default defaultValue: Int?) {
        if includeDefaults || value != defaultValue { items.append(XMLAttribute(name: name, value: String(value))) }
    }

    mutating func bool(_ name: String, _ value: Bool?) {
        guard let value else { return }
        items.append(XMLAttribute(name: name, value: value ? "true" : "false"))
    }

    mutating func bool(_ name: String, _ value: Bool, default defaultValue: Bool) {
        if includeDefaults || value != defaultValue { bool(name, value) }
    }

    mutating func raw<T: RawRepresentable & Equatable>(_ name: String, _ value: T, default defaultValue: T?) where T.RawValue == String {
        if includeDefaults || value != defaultValue { items.append(XMLAttribute(name: name, value: value.rawValue)) }
    }

    mutating func color(_ name: String, _ value: Color?) {
        if let value { items.append(XMLAttribute(name: name, value: value.hex)) }
    }

    /// Tokens are separated by white space in lists and collapsed by XSD: they cannot hold it.
    private func checkToken(_ name: String, _ token: String) throws(ModelIssue) {
        if token.isEmpty { throw issue(name, "has an empty token, which XML cannot carry") }
        if token.contains(where: XMLValueText.isXMLSpace) || XMLText.firstForbiddenScalar(in: token) != nil {
            throw issue(name, "token '\(token)' contains white space or a control character, which XML tokens cannot carry")
        }
    }

    /// Shortest text that reads back to the same `Double`: `52`, `0.4`, `1e-05`, `-0.0`.
    static func format(_ value: Double, issue: @autoclosure () -> ModelIssue) throws(ModelIssue) -> String {
        guard value.isFinite else { throw issue() }
        if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// `is-accessibility-element` → `isAccessibilityElement`, for coding paths.
    static func camelCase(_ kebab: String) -> String {
        let parts = kebab.split(separator: "-")
        guard let first = parts.first else { return kebab }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
