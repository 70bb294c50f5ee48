import A11yModel
import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit motion FILE [--svg PATH] [--tolerance T]...`: the spring and curve analysis of
/// every transition, as a table and optionally as an SVG chart.
enum MotionCommand: Command {
    static let file = Argument(name: "file", help: "The scenario to analyse (JSON or XML).")
    static let svg = Option(long: "svg", valueName: "path",
                            help: "Also draw every track's progress over time, beside its Reduce Motion counterpart, as SVG.")
    static let tolerance = Option(long: "tolerance", valueName: "fraction",
                                  help: "A settle tolerance: a fraction of the travel (0.01) or a percentage (1%). Repeatable; default 1% and 0.1%.",
                                  isRepeatable: true)

    static var spec: CommandSpec {
        CommandSpec(
            name: "motion", abstract: "Spring and curve analysis of every transition.",
            discussion: """
                For each transition: its kind, states and environment, its counterpart under the other Reduce
                Motion setting, and per track the node, property, driver and curve, the time to settle within
                each tolerance, the overshoot, the peak velocity (pt/s for positions and sizes) and the travel
                in points and as a share of the viewport. Springs are solved in closed form; UIKit's spring
                duration is read as a SwiftUI response. Exit status 2 when the file cannot be read.
                """,
            arguments: [file], options: [svg, tolerance])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        guard let path = invocation.value(file) else { throw UsageError("Missing expected argument '\(file.display)'") }
        let tolerances = try parseTolerances(invocation.values(tolerance))
        try Console.refuseInput(invocation.value(svg), inputs: [path])
        let loaded: LoadedScenario
        do {
            loaded = try ScenarioLoader.load(path)
        } catch {
            for problem in error.errors { console.error(problem.description) }
            return .inputError
        }
        let summary = MotionSummary(loaded.scenario, tolerances: tolerances)
        console.out(data: Data(MotionTable.render(summary, scenario: loaded.scenario).utf8))
        guard let destination = invocation.value(svg) else { return .success }
        let data: Data
        do {
            data = try MotionSVG.render(summary, scenario: loaded.scenario)
        } catch {
            console.error("\(destination): error: the SVG could not be drawn: \(error)")
            return .inputError
        }
        return console.write(data, to: destination)
    }

    /// `0.01`, `1%` or `1 %` → 0.01; each must lie strictly between 0 and 1. Sorted coarse to fine,
    /// duplicates dropped.
    static func parseTolerances(_ values: [String]) throws(UsageError) -> [Double] {
        guard !values.isEmpty else { return CurveAnalysis.defaultTolerances }
        var result: [Double] = []
        for text in values {
            let trimmed = text.trimming(.whitespaces)
            let isPercent = trimmed.hasSuffix("%")
            let number = isPercent ? String(trimmed.dropLast()).trimming(.whitespaces) : trimmed
            guard let value = Double(number), value.isFinite else {
                throw UsageError("The value '\(text)' is invalid for '\(tolerance.display)': expected a fraction such as 0.01 or a percentage such as 1%")
            }
            let fraction = isPercent ? value / 100 : value
            guard fraction > 0, fraction < 1 else {
                throw UsageError("The value '\(text)' is invalid for '\(tolerance.display)': a tolerance lies between 0 and 100 %")
            }
            if !result.contains(fraction) { result.append(fraction) }
        }
        return result.sorted(by: >)
    }
}
