import A11yModel
import ConformanceRules
import Foundation

// Prints, as one JSON array, every verdict (passes included) of the named rules on each snapshot
// of the scenario files given: what Differential/axe_agreement.py compares with axe-core node by node.
//
//     agreement-verdicts --rules text-contrast,wcag-target-minimum,sheet-title FILE...
//     agreement-verdicts --rules ... --write-examples FOLDER
//
// The second form writes each example of the named rules as a scenario file (JSON) to FOLDER,
// named after the rule and the example's position, so the examples can be compared too.
// Exit status 2 when a file cannot be read (the others are still printed), 64 on bad arguments.

var arguments = Array(CommandLine.arguments.dropFirst())
var ruleIDs: [String] = []
if let flag = arguments.firstIndex(of: "--rules"), flag + 1 < arguments.count {
    ruleIDs = arguments[flag + 1].split(separator: ",").map(String.init)
    arguments.removeSubrange(flag...flag + 1)
}
let rules = BuiltInRules.all.filter { ruleIDs.contains($0.metadata.id) }
if arguments.count == 2, arguments[0] == "--write-examples", !rules.isEmpty {
    let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for rule in rules {
        for (position, example) in rule.metadata.examples.enumerated() where example.profile == .default {
            let name = "\(rule.metadata.id)-\(position + 1)-\(example.expected.rawValue).json"
            try ScenarioJSON.encode(example.scenario).write(to: folder.appendingPathComponent(name))
        }
    }
    exit(0)
}
guard !arguments.isEmpty, rules.count == ruleIDs.count, !rules.isEmpty else {
    FileHandle.standardError.write(Data("usage: agreement-verdicts --rules ID[,ID...] FILE...\n".utf8))
    exit(64)
}

var rows: [[String: String]] = []
var status: Int32 = 0
for path in arguments {
    do {
        let loaded = try ScenarioLoader.load(path)
        for entry in VerdictProbe.verdicts(of: rules, in: loaded.scenario) {
            rows.append(["file": path, "snapshot": entry.snapshotID, "rule": entry.ruleID,
                         "target": entry.verdict.target, "outcome": entry.verdict.outcome.rawValue,
                         "message": entry.verdict.message, "measured": entry.verdict.measured ?? ""])
        }
    } catch {
        FileHandle.standardError.write(Data("\(path): \(error.errors.map(\.description).joined(separator: "; "))\n".utf8))
        status = 2
    }
}
let json = try JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys])
FileHandle.standardOutput.write(json)
FileHandle.standardOutput.write(Data("\n".utf8))
exit(status)
