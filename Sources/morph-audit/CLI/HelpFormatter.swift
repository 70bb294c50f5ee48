/// Help and usage text in swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS).
struct HelpFormatter {
    let spec: CommandSpec
    /// `["morph-audit", "schema", "scenario"]`
    let path: [String]

    static let helpFlag = Flag(long: "help", short: "h", help: "Show help information.")

    var usage: String {
        var parts = [path.joined(separator: " ")]
        if !spec.subcommands.isEmpty {
            parts.append("<subcommand>")
        } else {
            for option in spec.options where option.isRequired { parts.append(option.display) }
            parts += spec.arguments.map(\.display)
            for option in spec.options where !option.isRequired {
                parts.append("[\(option.display)]" + (option.isRepeatable ? " ..." : ""))
            }
            parts += spec.flags.map { "[--\($0.long)]" }
        }
        return parts.joined(separator: " ")
    }

    /// The two lines printed after `Error: …`.
    var usageBlock: String {
        "Usage: \(usage)\n  See '\(path.joined(separator: " ")) --help' for more information."
    }

    var help: String {
        var sections = ["OVERVIEW: \(spec.abstract)"]
        if let discussion = spec.discussion { sections.append(discussion) }
        sections.append("USAGE: \(usage)")
        if !spec.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + spec.arguments.map { row("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        var optionRows = spec.options.map { option in
            row((option.short.map { "-\($0), " } ?? "") + option.display, option.help
                + (option.allowedValues.map { " (values: \($0.joined(separator: ", ")))" } ?? ""))
        }
        optionRows += (spec.flags + [Self.helpFlag]).map { flag in
            row((flag.short.map { "-\($0), " } ?? "") + "--\(flag.long)", flag.help)
        }
        sections.append("OPTIONS:\n" + optionRows.joined(separator: "\n"))
        if !spec.subcommands.isEmpty {
            let rows = spec.subcommands.map { row($0.spec.name, $0.spec.abstract) }
            sections.append("SUBCOMMANDS:\n" + rows.joined(separator: "\n")
                + "\n\n  See '" + ([path[0], "help"] + path.dropFirst()).joined(separator: " ")
                + " <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n")
    }

    private func row(_ label: String, _ text: String) -> String {
        let padded = "  " + label
        return padded.count < 26 ? padded.padded(toLength: 26) + text
            : padded + "\n" + String(repeating: " ", count: 26) + text
    }
}
