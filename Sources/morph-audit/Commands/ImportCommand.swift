import A11yModel
import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit import FORMAT FILE [-o OUT] [--to json|xml] [--density D] [environment options]`:
/// a hierarchy dump from a UI test as a scenario with one snapshot.
enum ImportCommand: Command {
    static let format = Argument(name: "format", help: "The dump's format, or 'auto' to detect it from the content.",
                                 allowedValues: ["auto"] + importable.map(\.rawValue))
    /// Dumps, printouts and capture sets.
    static let importable = HierarchyImport.formats + [ScenarioFormat.captureSet]
    static let file = Argument(name: "file", help: "The dump to import.")
    static let output = Option(long: "output", short: "o", valueName: "path",
                               help: "Write here instead of standard output (replaced atomically); a .xml name writes XML.")
    static let to = Option(long: "to", valueName: "encoding", help: "The scenario encoding to write (default json, or xml for a .xml output).",
                           allowedValues: ["json", "xml"])

    static var spec: CommandSpec {
        CommandSpec(
            name: "import", abstract: "Convert a UI-test hierarchy dump, a Compose or Flutter semantics printout, or a capture set into a scenario.",
            discussion: """
                Formats:
                """ + importable.map { "\n  \($0.rawValue.padded(toLength: 22))\(HierarchyImport.summary(of: $0))" }.joined() + """


                A dump gives one snapshot; a capture set one snapshot per dump it names, and its transitions
                (paths relative to the capture set; a dump that cannot be read is reported and the rest imported,
                exit status 2). What the format cannot carry (modal containment, escape actions,
                hints, colours, text styles, touch areas…) is listed in the snapshot's 'unknown' facts, so rules
                that need it answer can't tell. Sheets, dialogs, scrims and handles are inferred from documented
                clues. Notes on what was inferred go to standard error as 'file: note: …'. The same dumps can be
                given to 'validate' (and 'audit') directly; their format is detected from the content.
                """,
            arguments: [format, file], options: [output, to] + ImportOptionSet.options, flags: ImportOptionSet.flags)
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        guard let formatName = invocation.value(format), let path = invocation.value(file) else {
            throw UsageError("Missing expected argument '\(file.display)'")
        }
        let options = try ImportOptionSet.parse(invocation)
        let destination = invocation.value(output).flatMap { $0 == "-" ? nil : $0 }
        try Console.refuseInput(destination, inputs: [path])
        let asXML = invocation.value(to).map { $0 == "xml" } ?? (destination?.lowercased().hasSuffix(".xml") ?? false)
        let loaded: LoadedScenario
        do {
            loaded = try load(path, formatName: formatName, options: options)
        } catch {
            for problem in error.errors { console.error(problem.description) }
            return .inputError
        }
        ImportOptionSet.printNotes(loaded, console: console)
        for problem in loaded.problems { console.error(problem.description) }
        let data: Data
        do {
            data = asXML ? try ScenarioXML.encode(loaded.scenario) : try ScenarioJSON.encode(loaded.scenario)
        } catch {
            console.error(InputError(file: path, codingPath: (error as? ModelIssue)?.codingPath,
                                     message: "cannot be written as \(asXML ? "XML" : "JSON"): "
                                        + ((error as? ModelIssue)?.message ?? "\(error)")).description)
            return .inputError
        }
        let written = console.write(data, to: destination)
        return loaded.problems.isEmpty ? written : .inputError
    }

    /// Reads `path` as the named format; `auto` detects it and refuses files that already are
    /// scenarios (convert handles those).
    static func load(_ path: String, formatName: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        if let named = ScenarioFormat(rawValue: formatName) {
            return try ScenarioLoader.load(path, format: named, importOptions: options)
        }
        // A scenario is told from its head, so one too large to be read whole gets this answer too.
        if let scenario = ScenarioLoader.scenarioFormat(ofFileAt: path) {
            throw refusal(path, scenario)
        }
        let data = try ScenarioLoader.readFile(path)
        guard let detected = ScenarioLoader.detectFormat(of: data, path: path), importable.contains(detected) else {
            throw refusal(path, ScenarioLoader.detectFormat(of: data, path: path))
        }
        return try ScenarioLoader.decode(data, file: path, format: detected, importOptions: options)
    }

    /// Why `auto` does not import the file: it is a scenario already, or nothing it recognises.
    private static func refusal(_ path: String, _ scenario: ScenarioFormat?) -> LoadFailure {
        let what = scenario.map { "a morph-audit scenario (\($0.rawValue.uppercased())); use 'convert'" }
            ?? "not a hierarchy dump this version recognises; name its format"
        return LoadFailure(InputError(file: path, message: "cannot import: the file is \(what)"))
    }
}
