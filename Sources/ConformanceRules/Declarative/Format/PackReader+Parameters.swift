import A11yModel

extension PackReader {
    /// `<parameter name type default source>` with its summary and profile values, each value
    /// checked against the declared type.
    mutating func parameter(_ element: XMLElement) -> RuleParameter? {
        let name = element[attribute: "name"] ?? ""
        let type = element[attribute: "type"] ?? "number"
        guard let value = Self.value(element[attribute: "default"] ?? "", type: type) else {
            record(source.error(element, attribute: "default", Self.typeMismatch(element[attribute: "default"] ?? "", type: type, name: name)))
            return nil
        }
        var profiles: [Profile: ParameterValue] = [:]
        for profile in element.children(named: "profile") {
            let text = profile[attribute: "value"] ?? ""
            guard let kind = Profile(rawValue: profile[attribute: "name"] ?? ""), let parsed = Self.value(text, type: type) else {
                record(source.error(profile, attribute: "value", Self.typeMismatch(text, type: type, name: name)))
                continue
            }
            profiles[kind] = parsed
        }
        return RuleParameter(name, value, summary: Self.prose(element.children(named: "summary").first),
                             source: element[attribute: "source"] ?? "", profiles: profiles)
    }

    /// `<parameter name value>` inside an example: a declared parameter, with a value of its type.
    mutating func exampleParameter(_ element: XMLElement, declared: [RuleParameter]) -> (String, ParameterValue)? {
        let name = element[attribute: "name"] ?? ""
        let text = element[attribute: "value"] ?? ""
        guard let declaration = declared.first(where: { $0.name == name }) else {
            record(source.error(element, attribute: "name", "'\(name)' is not a parameter of this rule"
                + NameSuggestion.didYouMean(name, among: declared.map(\.name))))
            return nil
        }
        let type = declaration.defaultValue.typeName
        guard let value = Self.value(text, type: type) else {
            record(source.error(element, attribute: "value", Self.typeMismatch(text, type: type, name: name)))
            return nil
        }
        return (name, value)
    }

    static func value(_ text: String, type: String) -> ParameterValue? {
        let trimmed = text.trimming(.whitespacesAndNewlines)
        switch type {
        case "number": return XMLValueText.parseNumber(trimmed).map(ParameterValue.number)
        case "boolean": return trimmed == "true" ? .bool(true) : trimmed == "false" ? .bool(false) : nil
        default: return .string(text)
        }
    }

    static func typeMismatch(_ text: String, type: String, name: String) -> String {
        let expected = type == "boolean" ? "true or false" : "a finite decimal number"
        return "'\(text)' is not a \(type) (parameter '\(name)' is declared type=\"\(type)\"; expected \(expected))"
    }
}
