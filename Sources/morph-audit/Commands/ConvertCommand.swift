import A11yModel
import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit convert FILE --to json|xml [-o OUT]`: the other encoding of a scenario, with
/// nothing lost (converting back gives the same scenario).
enum ConvertCommand: Command {
    static let file = Argument(name: "file", help: "The scenario to convert (JSON or XML).")
    static let to = Option(long: "to", valueName: "format", help: "The encoding to write.",
                           allowedValues: ["json", "xml"], isRequired: true)
    static let from = Option(long: "from", valueName: "format",
                             help: "Read the input as this encoding instead of detecting it.", allowedValues: ["json", "xml"])
    static let output = Option(long: "output", short: "o", valueName: "path",
                               help: "Write here instead of standard output (replaced atomically).")

    static var spec: CommandSpec {
        CommandSpec(
            name: "convert", abstract: "Convert a scenario between its JSON and XML encodings, losing nothing.",
            discussion: """
                The input is checked as 'validate' checks it. A value the XML form cannot carry (a control
                character XML 1.0 forbids, a vocabulary token with white space) is an error, never altered.
                """,
            arguments: [file], options: [to, from, output])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        guard let path = invocation.value(file), let target = invocation.value(to).flatMap(ScenarioFormat.init(rawValue:))
        else { throw UsageError("Missing expected argument '\(to.display)'") }
        try Console.refuseInput(invocation.value(output), inputs: [path])
        let loaded: LoadedScenario
        do {
            loaded = try ScenarioLoader.load(path, format: invocation.value(from).flatMap(ScenarioFormat.init(rawValue:)))
        } catch {
            for problem in error.errors { console.error(problem.description) }
            return .inputError
        }
        let data: Data
        do {
            data = target == .xml ? try ScenarioXML.encode(loaded.scenario) : try ScenarioJSON.encode(loaded.scenario)
        } catch {
            console.error(InputError(file: path, codingPath: (error as? ModelIssue)?.codingPath,
                                     message: "cannot be written as \(target.rawValue.uppercased()): "
                                        + ((error as? ModelIssue)?.message ?? "\(error)")).description)
            return .inputError
        }
        return console.write(data, to: invocation.value(output))
    }
}
