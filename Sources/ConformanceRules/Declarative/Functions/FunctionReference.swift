/// The `ma:` functions described for people: `morph-audit rules functions` prints this, and
/// `docs/authoring-packs.md` carries the same table.
public enum FunctionReference {
    public static let namespaceURI = ModelFunctions.namespaceURI

    /// Groups in the order the guide presents them, each with its functions.
    static let groups: [(title: String, functions: [ModelFunction])] = [
        ("Nodes", NodeFunctions.all),
        ("Sizes, positions and colours", GeometryFunctions.all),
        ("Text", TextFunctions.all),
        ("Environment", EnvironmentFunctions.all),
        ("Values and messages", ValueFunctions.all),
        ("Motion (transition rules)", MotionFunctions.all),
    ]

    /// A Markdown section per group: signature, what it does, an example.
    public static var markdown: String {
        groups.map { group in
            "#### \(group.title)\n\n| function | what it gives | example |\n| --- | --- | --- |\n"
                + group.functions.map { function in
                    "| `\(function.signature)` | \(escaped(function.summary)) | `\(escaped(function.example))` |"
                }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// Plain text for a terminal.
    public static var text: String {
        groups.map { group in
            "\(group.title):\n" + group.functions.map { function in
                "  \(function.signature)\n" + RuleSheet.wrap(function.summary, width: 92, indent: "      ").joined(separator: "\n")
                    + "\n      e.g. \(function.example)"
            }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private static func escaped(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
