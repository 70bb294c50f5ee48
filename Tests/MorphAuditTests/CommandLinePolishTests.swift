import ConformanceRules
import Foundation
import Testing
@testable import morph_audit

/// What a new user runs into first: the help the help text promises, file errors in one line,
/// output folders created alike by every writer, and no path of the build machine in any output.
@Suite("command-line polish")
struct CommandLinePolishTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every "See '…' for detailed help." line works as printed.
    @Test func theHelpCommandsTheHelpTextPrintsWork() {
        var groups: [[String]] = [[]]
        for command in MorphAudit.commands where !command.spec.subcommands.isEmpty { groups.append([command.spec.name]) }
        #expect(groups.count >= 3)
        for group in groups {
            let help = ToolRunner.inProcess(group + ["--help"])
            guard let printed = help.standardOutput.firstMatch(of: /See '([^']+) <subcommand>' for detailed help\./) else {
                Issue.record("no 'See … <subcommand>' line in the help of \(group)")
                continue
            }
            let first = MorphAudit.commands.first { $0.spec.name == group.first }?.spec.subcommands.first?.spec.name
                ?? MorphAudit.commands[0].spec.name
            let words = printed.output.1.split(separator: " ").dropFirst().map(String.init) + [first]
            let result = ToolRunner.inProcess(words)
            #expect(result.status == 0, "morph-audit \(words.joined(separator: " ")): \(result.standardError)")
            #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        }
    }

    @Test func everyWriterCreatesMissingFoldersAndFailsInOneLine() throws {
        let folder = try Fixtures.Folder()
        let scenario = try folder.write("in.xml", Fixtures.goodXML)
        let deep = folder.path("a/b/c")
        let writes: [[String]] = [
            ["convert", scenario, "--to", "json", "-o", deep + "/out.json"],
            ["motion", scenario, "--svg", deep + "/motion.svg"],
            ["audit", scenario, "--quiet", "--report", "sarif:" + deep + "/r.sarif"],
        ]
        for arguments in writes {
            let result = ToolRunner.inProcess(arguments)
            #expect(result.status != 2 && result.standardError.isEmpty, "\(arguments): \(result.standardError)")
        }
        for name in ["out.json", "motion.svg", "r.sarif"] {
            #expect(FileManager.default.fileExists(atPath: deep + "/" + name), "\(name)")
        }
        // A file where a folder should be: one line each, the system's reason, no Foundation dump.
        let blocked = try folder.write("blocked", "a file")
        let failing: [([String], String)] = [
            (["convert", scenario, "--to", "json", "-o", blocked + "/out.json"], blocked + "/out.json"),
            (["motion", scenario, "--svg", blocked + "/sub/motion.svg"], blocked + "/sub/motion.svg"),
            (["audit", scenario, "--quiet", "--report", "json:" + blocked + "/r.json"], blocked + "/r.json"),
            (["merge", folder.path("missing.xml"), "-o", folder.path("merged.xml")], folder.path("missing.xml")),
        ]
        for (arguments, file) in failing {
            let result = ToolRunner.inProcess(arguments)
            #expect(result.status == 2, "\(arguments)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(result.standardError)")
            #expect(lines.first?.hasPrefix(file + ": error: cannot be ") == true, "\(result.standardError)")
            #expect(lines.first?.hasSuffix("Not a directory") == true || lines.first?.hasSuffix("No such file or directory") == true,
                    "\(result.standardError)")
            #expect(!result.standardError.contains("NSCocoaErrorDomain") && !result.standardError.contains("Error Domain"))
        }
    }

    /// The package's own folder never appears in what the tool prints or writes when it is given
    /// relative paths: not in `rules show` (example locations), `rules test`, nor the reports.
    @Test func noPathOfTheBuildMachineInAnyOutput() throws {
        let packageRoot = Self.root.path
        let catalog = BuiltInRules.all.map(\.metadata.id)
        var outputs: [String] = []
        for arguments in [["rules", "list"], ["rules", "show", catalog[0]], ["rules", "show", catalog[catalog.count - 1]],
                          ["rules", "test"], ["version"]] {
            let result = try ToolRunner.process(arguments, in: Self.root)
            outputs.append(result.standardOutput + result.standardError)
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("no-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let reports = ["junit", "sarif", "json", "terminal"].map { "\($0):\(out.path)/r.\($0)" }.flatMap { ["--report", $0] }
        let audit = try ToolRunner.process(["audit", "Examples"] + reports, in: Self.root)
        outputs.append(audit.standardOutput + audit.standardError)
        for kind in ["junit", "sarif", "json", "terminal"] {
            outputs.append(try String(contentsOf: out.appendingPathComponent("r.\(kind)"), encoding: .utf8))
        }
        #expect(outputs.allSatisfy { !$0.isEmpty })
        for output in outputs { #expect(!output.contains(packageRoot), "\(output.prefix(300))") }
    }
}
