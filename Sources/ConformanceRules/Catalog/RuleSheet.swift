import A11yModel

/// `morph-audit rules show ID`: everything the catalog knows about one rule, as text.
public enum RuleSheet {
    public static func render(_ rule: any Rule) -> String {
        let metadata = rule.metadata
        var lines = ["\(metadata.id): \(metadata.title)"]
        lines.append("  pack: \(metadata.pack)" + (metadata.definedIn.map { " (\($0))" } ?? " (built-in)"))
        lines.append("  severity: \(metadata.defaultSeverity.rawValue)    scope: \(metadata.scope.rawValue)")
        lines.append("")
        lines += wrap(metadata.summary, width: 96, indent: "  ")
        lines.append("")
        lines.append("References:")
        lines += metadata.references.map { "  - \($0)" + ($0.url.map { " <\($0)>" } ?? "") }
        if !metadata.parameters.isEmpty {
            lines.append("")
            lines.append("Parameters:")
            for parameter in metadata.parameters {
                lines.append("  - \(parameter.name) (\(parameter.defaultValue.typeName)) = \(parameter.defaultValue)"
                    + " — \(parameter.summary)")
                let profiles = Profile.allCases.map { "\($0.rawValue) \(parameter.value(for: $0))" }
                lines.append("      profiles: " + profiles.joined(separator: ", "))
                lines.append("      source: \(parameter.source)")
                if let range = parameter.range { lines.append("      accepts: \(range)") }
            }
        }
        if let declarative = rule as? any DeclarativeRule {
            let definition = declarative.definition
            lines.append("")
            lines.append("XPath:")
            var parts = [("applicability", definition.applicability.text)]
            if let cantTell = definition.cantTell { parts.append(("cant-tell", cantTell.text)) }
            parts.append(("expectation", definition.expectation.text))
            parts.append(("message", definition.message.source))
            if let message = definition.cantTellMessage { parts.append(("cant-tell-message", message.source)) }
            if let measured = definition.measured { parts.append(("measured", measured.source)) }
            if let threshold = definition.threshold { parts.append(("threshold", threshold.source)) }
            for (name, text) in parts {
                lines.append("  \(name): " + text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            }
        }
        lines.append("")
        lines.append("Examples:")
        for example in metadata.examples {
            var heading = "  \(example.expected.rawValue): \(example.name)"
            if !example.targets.isEmpty { heading += " — targets: " + example.targets.sorted().joined(separator: ", ") }
            if example.profile != .default { heading += " — profile \(example.profile.rawValue)" }
            if !example.parameters.isEmpty {
                heading += " — " + example.parameters.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
            }
            lines.append(heading)
            lines.append("    at \(example.location)")
            for snapshot in example.scenario.snapshots {
                if example.scenario.snapshots.count > 1 || example.scenario.transitions.count > 0 {
                    lines.append("    snapshot \(snapshot.id) [\(snapshot.environment.variantName)]")
                }
                lines += TreeDumper.dump(snapshot.root).split(separator: "\n").map { "      " + $0 }
            }
            for transition in example.scenario.transitions {
                lines.append("    transition \(transition.id): \(transition.kind) \(transition.from) → \(transition.to), "
                    + "\(transition.tracks.count) track\(transition.tracks.count == 1 ? "" : "s")")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            if !current.isEmpty, current.count + word.count + 1 > width {
                lines.append(indent + current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(indent + current) }
        return lines
    }
}
