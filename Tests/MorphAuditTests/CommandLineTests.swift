import ConformanceRules
import Foundation
import Testing
@testable import morph_audit

@Suite("morph-audit command line")
struct CommandLineTests {
    @Test("help is on stdout with exit 0, from anywhere", arguments: [
        ["help"], ["--help"], ["-h"], ["help", "convert"], ["convert", "--help"], ["validate", "x", "-h"],
        ["schema", "scenario", "--help"], ["help", "schema", "scenario"],
        // `help` as any command's first argument.
        ["rules", "help"], ["rules", "help", "show"], ["audit", "help"], ["rules", "show", "help"], ["schema", "help", "pack"],
    ])
    func help(_ arguments: [String]) {
        let result = ToolRunner.inProcess(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(result.standardOutput.contains("USAGE: morph-audit"))
        #expect(result.standardError.isEmpty)
    }

    @Test("the root help lists every subcommand")
    func rootHelp() {
        let result = ToolRunner.inProcess(["help"])
        for command in MorphAudit.commands {
            #expect(result.standardOutput.contains("\n  \(command.spec.name) "))
        }
        #expect(result.standardOutput.contains("See 'morph-audit help <subcommand>' for detailed help."))
    }

    @Test("exit statuses keep their documented values")
    func exitStatuses() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 64])
    }

    @Test("usage errors go to stderr with the usage line and exit 64, end to end", arguments: [
        (["convert", "x.xml", "--too", "json"], "Error: Unknown option '--too'. Did you mean '--to'?", "Usage: morph-audit convert"),
        (["valdate", "x"], "Error: Unknown subcommand 'valdate'. Did you mean 'validate'?", "Usage: morph-audit <subcommand>"),
        (["convert", "x.xml"], "Error: Missing expected argument '--to <format>'", "Usage: morph-audit convert"),
        (["convert", "x.xml", "--to", "yaml"], "Error: The value 'yaml' is invalid for '--to <format>'", "Usage: morph-audit convert"),
        (["schema"], "Error: Missing expected subcommand", "Usage: morph-audit schema <subcommand>"),
        (["--bogus"], "Error: Unknown option '--bogus'", "Usage: morph-audit <subcommand>"),
        ([], "Error: Missing expected subcommand", "Usage: morph-audit <subcommand>"),
    ])
    func usageErrors(_ arguments: [String], _ message: String, _ usage: String) throws {
        let result = try ToolRunner.process(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(message) == true, "stderr: \(result.standardError)")
        #expect(lines.dropFirst().first?.hasPrefix(usage) == true, "stderr: \(result.standardError)")
    }

    @Test("version and --version print the version, end to end")
    func version() throws {
        for arguments in [["version"], ["--version"]] {
            let result = try ToolRunner.process(arguments)
            #expect(result.status == 0)
            #expect(result.standardOutput == "morph-audit \(MorphAudit.version)\n")
        }
    }

    @Test("a valid file exits 0, end to end")
    func validFile() throws {
        let folder = try Fixtures.Folder()
        let good = try folder.write("good.xml", Fixtures.goodXML)
        let result = try ToolRunner.process(["validate", good])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("Validated 1 file: 1 valid, 0 invalid"))
    }

    @Test("a missing file or an empty folder is an input error, not a usage error")
    func missingInputs() throws {
        let folder = try Fixtures.Folder()
        let missing = ToolRunner.inProcess(["validate", folder.path("nope.xml")])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("nope.xml: error: no such file or folder"))
        let empty = ToolRunner.inProcess(["validate", folder.url.path])
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("no scenario or pack files found"))
    }

    @Test("validate searches folders, in sorted order, skipping what is not a scenario")
    func folders() throws {
        let folder = try Fixtures.Folder()
        try folder.write("b/two.xml", Fixtures.goodXML)
        try folder.write("a.xml", Fixtures.goodXML)
        try folder.write("reports/junit.xml", "<testsuites/>")
        try folder.write("notes.json", #"{"hello": "world"}"#)
        try folder.write(".hidden/three.xml", Fixtures.goodXML)
        try folder.write("README.md", "# not a scenario")
        let result = ToolRunner.inProcess(["validate", folder.url.path])
        #expect(result.status == 0)
        let validLines = result.standardOutput.split(separator: "\n").filter { $0.contains(": valid") }
        #expect(validLines.map { String($0.prefix { $0 != ":" }) } == [folder.path("a.xml"), folder.path("b/two.xml")])
    }

    @Test("convert XML → JSON → XML gives back the same bytes, through files and stdout")
    func convert() throws {
        let folder = try Fixtures.Folder()
        let xml = try folder.write("in.xml", Fixtures.goodXML)
        let json = folder.path("out.json")
        let toJSON = ToolRunner.inProcess(["convert", xml, "--to", "json", "-o", json])
        #expect(toJSON.status == 0)
        let back = ToolRunner.inProcess(["convert", json, "--to=xml"])
        #expect(back.status == 0)
        let canonical = try ScenarioXML.encode(try ScenarioLoader.load(xml).scenario)
        #expect(back.standardOutput == String(decoding: canonical, as: UTF8.self))
        let original = try ScenarioLoader.load(xml).scenario
        #expect(try ScenarioLoader.load(json).scenario == original)
    }

    @Test("convert refuses values XML cannot carry, naming the coding path")
    func convertUnrepresentable() throws {
        let folder = try Fixtures.Folder()
        let json = try folder.write("bell.json", #"{"id": "x", "snapshots": [{"id": "a", "root": {"id": "r", "label": "ding\u0007"}}]}"#)
        let result = ToolRunner.inProcess(["convert", json, "--to", "xml"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("at snapshots[0].root.label: cannot be written as XML: contains U+7"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("schema scenario prints the XSD every valid scenario satisfies")
    func schema() throws {
        let result = ToolRunner.inProcess(["schema", "scenario"])
        #expect(result.status == 0)
        let problems = try XMLSchemaValidator.validate(Fixtures.goodXML, against: result.standardOutput)
        #expect(problems.isEmpty)
    }
}
