/// Writes a baseline as JSON that reads well in a diff: the version and fingerprint scheme first,
/// then one entry per line, in the baseline's sorted order, each with its keys in one fixed order.
/// The same baseline always gives the same bytes.
public enum BaselineWriter {
    public static func encode(_ baseline: Baseline) -> [UInt8] {
        var text = "{\n  \"version\": \(Baseline.currentVersion),\n  \"fingerprint\": \(quoted(ProblemFingerprint.name)),\n"
        if baseline.entries.isEmpty {
            text += "  \"entries\": []\n}\n"
        } else {
            text += "  \"entries\": [\n"
            text += baseline.entries.map { "    " + line($0) }.joined(separator: ",\n")
            text += "\n  ]\n}\n"
        }
        return Array(text.utf8)
    }

    /// `{"fingerprint": "…", "rule": "…", …}` on one line.
    static func line(_ entry: BaselineEntry) -> String {
        var members = [("fingerprint", entry.fingerprint), ("rule", entry.rule), ("scenario", entry.scenario),
                       (entry.state.isTransition ? "transition" : "state", entry.state.state)]
        if let element = entry.element { members.append(("element", element)) }
        members.append(("outcome", entry.outcome.rawValue))
        if let measured = entry.measured { members.append(("measured", measured)) }
        members += [("file", entry.file), ("since", entry.since)]
        return "{" + members.map { quoted($0.0) + ": " + quoted($0.1) }.joined(separator: ", ") + "}"
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
