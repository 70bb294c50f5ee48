/// Walks a configuration file's JSON, building the file's settings and collecting every problem
/// with its coding path (`parameters.handle-contrast.minimumRatio`, `suppressions[2].reason`).
struct ConfigurationFileReader {
    let path: String
    let catalog: RuleCatalog
    private(set) var errors: [InputError] = []

    init(path: String, catalog: RuleCatalog) {
        self.path = path
        self.catalog = catalog
    }

    private static let keys: Set<String> = [
        "version", "profile", "failOn", "packs", "disabledRules", "severity", "parameters", "suppressions",
    ]
    private static let suppressionKeys: Set<String> = ["rule", "scenario", "subject", "node", "reason"]

    mutating func read(_ value: JSONValue) -> ConfigurationFile {
        var file = ConfigurationFile(path: path)
        guard case .object(let root) = value else {
            fail("", "expected an object, found \(value.kindDescription)")
            return file
        }
        rejectUnknownKeys(root, allowed: Self.keys, at: [])
        switch root["version"] {
        case nil: fail("version", "required key 'version' is missing (this build reads version \(ConfigurationFile.currentVersion))")
        case .number(let number) where number == Double(ConfigurationFile.currentVersion): break
        case .number(let number):
            fail("version", "version \(ParameterValue.number(number)) is not supported; this build reads version \(ConfigurationFile.currentVersion)")
        case let other?: fail("version", "expected a number, found \(other.kindDescription)")
        }
        if let value = root["profile"] {
            file.profile = choice(value, at: ["profile"], Profile.allCases.map(\.rawValue)).flatMap(Profile.init(rawValue:))
        }
        if let value = root["failOn"] {
            file.failOn = choice(value, at: ["failOn"], AuditConfiguration.failOnNames)
        }
        if let value = root["packs"] {
            file.packs = strings(value, at: ["packs"]).enumerated().compactMap { index, pack in
                catalog.packs.contains(pack) ? pack
                    : failing("packs[\(index)]", "unknown pack '\(pack)'; known packs: \(catalog.packs.joined(separator: ", "))")
            }
        }
        if let value = root["disabledRules"] {
            file.disabledRules = strings(value, at: ["disabledRules"]).enumerated().compactMap { index, id in
                knownRule(id, at: "disabledRules[\(index)]") ? id : nil
            }
        }
        if let value = root["severity"] {
            for (id, entry) in members(value, at: ["severity"]) where knownRule(id, at: "severity.\(id)") {
                if let severity = choice(entry, at: ["severity", id], Severity.allCases.map(\.rawValue)) {
                    file.severity[id] = Severity(rawValue: severity)
                }
            }
        }
        if let value = root["parameters"] {
            for (id, entry) in members(value, at: ["parameters"]) where knownRule(id, at: "parameters.\(id)") {
                file.parameters[id] = parameters(entry, rule: id)
            }
        }
        if case .array(let entries)? = root["suppressions"] {
            file.suppressions = entries.enumerated().compactMap { suppression($1, at: "suppressions[\($0)]") }
        } else if let other = root["suppressions"] {
            fail("suppressions", "expected an array, found \(other.kindDescription)")
        }
        return file
    }

    private mutating func parameters(_ value: JSONValue, rule id: String) -> [String: ParameterValue] {
        guard let rule = catalog.rule(id)?.metadata else { return [:] }
        var values: [String: ParameterValue] = [:]
        for (name, entry) in members(value, at: ["parameters", id]) {
            let at = "parameters.\(id).\(name)"
            guard let parameter = rule.parameter(name) else {
                let known = rule.parameters.map(\.name)
                fail(at, "rule '\(id)' has no parameter '\(name)'"
                     + (known.isEmpty ? "; it takes none" : "; its parameters: \(known.joined(separator: ", "))"))
                continue
            }
            let converted: ParameterValue? = switch (parameter.defaultValue, entry) {
            case (.number, .number(let number)) where number.isFinite: .number(number)
            case (.bool, .bool(let bool)): .bool(bool)
            case (.string, .string(let string)): .string(string)
            default: nil
            }
            if let converted, case .number(let number) = converted, let range = parameter.range, !range.contains(number) {
                fail(at, "\(converted) is outside the range of '\(name)': \(range)")
            } else if let converted {
                values[name] = converted
            } else {
                fail(at, "expected \(parameter.defaultValue.typeName == "boolean" ? "a boolean" : "a \(parameter.defaultValue.typeName)"), found \(entry.kindDescription)")
            }
        }
        return values
    }

    private mutating func suppression(_ value: JSONValue, at path: String) -> Suppression? {
        guard case .object(let members) = value else {
            fail(path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        rejectUnknownKeys(members, allowed: Self.suppressionKeys, at: [path])
        func text(_ key: String) -> String? {
            switch members[key] {
            case nil: return nil
            case .string(let string)?: return string
            case let other?:
                fail("\(path).\(key)", "expected a string, found \(other.kindDescription)")
                return nil
            }
        }
        let rule = text("rule"), reason = text("reason")
        let scenario = text("scenario"), subject = text("subject"), node = text("node")
        if members["rule"] == nil { fail(path, "required key 'rule' is missing") }
        if members["reason"] == nil { fail(path, "required key 'reason' is missing: every suppression says why") }
        if let reason, reason.allSatisfy(\.isWhitespace) { fail("\(path).reason", "the reason is empty: every suppression says why") }
        // Every finding it suppresses repeats the reason, and each is matched against the patterns.
        if let reason, reason.utf8.count > InputError.maximumMessageLength {
            fail("\(path).reason", "the reason is \(reason.utf8.count) bytes long; a reason is at most \(InputError.maximumMessageLength)")
        }
        for (key, pattern) in [("rule", rule), ("scenario", scenario), ("subject", subject), ("node", node)] {
            guard let pattern, pattern.utf8.count > Glob.maximumLength else { continue }
            fail("\(path).\(key)", "the pattern is \(pattern.utf8.count) bytes long; a pattern is at most \(Glob.maximumLength)")
        }
        if let rule, rule.utf8.count <= Glob.maximumLength, !catalog.rules.contains(where: { Glob.matches(rule, $0.metadata.id) }) {
            fail("\(path).rule", "'\(rule)' matches no rule")
        }
        guard let rule, let reason, !reason.allSatisfy(\.isWhitespace), reason.utf8.count <= InputError.maximumMessageLength,
              [rule, scenario, subject, node].allSatisfy({ ($0?.utf8.count ?? 0) <= Glob.maximumLength }) else { return nil }
        return Suppression(rule: rule, scenario: scenario, subject: subject, node: node, reason: reason)
    }

    // MARK: - Shapes

    private mutating func rejectUnknownKeys(_ members: [String: JSONValue], allowed: Set<String>, at path: [String]) {
        for key in members.keys.sorted() where !allowed.contains(key) {
            fail((path + [key]).joined(separator: "."), "unknown key '\(key)'; expected one of \(allowed.sorted().joined(separator: ", "))")
        }
    }

    private mutating func members(_ value: JSONValue, at path: [String]) -> [(String, JSONValue)] {
        guard case .object(let members) = value else {
            fail(path.joined(separator: "."), "expected an object, found \(value.kindDescription)")
            return []
        }
        return members.sorted { $0.key < $1.key }
    }

    private mutating func strings(_ value: JSONValue, at path: [String]) -> [String] {
        guard case .array(let elements) = value else {
            fail(path.joined(separator: "."), "expected an array of strings, found \(value.kindDescription)")
            return []
        }
        return elements.enumerated().compactMap { index, element in
            if case .string(let string) = element { return string }
            fail(path.joined(separator: ".") + "[\(index)]", "expected a string, found \(element.kindDescription)")
            return nil
        }
    }

    private mutating func choice(_ value: JSONValue, at path: [String], _ allowed: [String]) -> String? {
        let at = path.joined(separator: ".")
        guard case .string(let string) = value else {
            fail(at, "expected a string, found \(value.kindDescription)")
            return nil
        }
        guard allowed.contains(string) else {
            fail(at, "unknown value '\(string)'; expected one of \(allowed.joined(separator: ", "))")
            return nil
        }
        return string
    }

    private mutating func knownRule(_ id: String, at path: String) -> Bool {
        if catalog.rule(id) != nil { return true }
        fail(path, "unknown rule '\(id)'")
        return false
    }

    private mutating func fail(_ codingPath: String, _ message: String) {
        errors.append(InputError(file: path, codingPath: codingPath, message: message))
    }

    private mutating func failing(_ codingPath: String, _ message: String) -> String? {
        fail(codingPath, message)
        return nil
    }
}
