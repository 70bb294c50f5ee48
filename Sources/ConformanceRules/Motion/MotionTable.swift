import A11yModel

/// `morph-audit motion`'s text: for each transition a short header (kind, states, environment,
/// counterpart, total settle time) and a table of its tracks. Numbers are formatted by
/// `MotionNumber`, so the output is the same in every locale.
public enum MotionTable {
    public static func render(_ summary: MotionSummary, scenario: Scenario) -> String {
        var lines = [scenario.title.map { "\(scenario.id) — \($0)" } ?? scenario.id]
        let tolerances = summary.tolerances.map(MotionNumber.percent).joined(separator: ", ")
        lines.append("settle tolerances \(tolerances) of the travel; times in seconds from each track's start; "
            + "UIKit spring durations read as SwiftUI responses")
        for motion in summary.transitions {
            lines.append("")
            lines += section(motion, tolerances: summary.tolerances)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func section(_ motion: TransitionMotion, tolerances: [Double]) -> [String] {
        let transition = motion.transition
        let environment = transition.environment
        let viewport = environment.viewport
        var lines = ["transition \(transition.id): \(transition.kind.token) \(motion.fromState) → \(motion.toState)"]
        lines.append("  environment  \(environment.variantName); viewport \(MotionNumber.trimmed(viewport.width))×\(MotionNumber.trimmed(viewport.height)) pt")
        let other = environment.motionReduced ? "without Reduce Motion" : "with Reduce Motion"
        lines.append("  counterpart  " + (motion.counterpartID.map { "\($0) (\(other))" } ?? "none recorded \(other)"))
        lines.append("  settles in   " + (motion.duration.map(MotionNumber.seconds) ?? "never (a track repeats forever)"))
        guard transition.knows(.tracks) else {
            lines.append("  tracks not captured")
            return lines
        }
        guard !motion.tracks.isEmpty else {
            lines.append("  no animated track")
            return lines
        }
        var table = TextTable(columnTitles(tolerances: tolerances).enumerated().map { index, title in
            .init(title: title, alignment: index < textColumns ? .left : .right)
        })
        for row in motion.tracks { table.append(cells(row)) }
        lines.append("")
        lines += table.lines(indent: "  ")
        return lines
    }

    /// The columns of a track table (`cells` fills them): the first `textColumns` are words, the
    /// rest numbers. The HTML report's motion tables use the same.
    static func columnTitles(tolerances: [Double]) -> [String] {
        ["node", "property", "driver", "curve", "delay"] + tolerances.map { "settle \(MotionNumber.percent($0))" }
            + ["overshoot", "peak velocity", "travel", "of viewport"]
    }

    static let textColumns = 4

    static func cells(_ row: TrackMotionRow) -> [String] {
        let track = row.track
        var cells = [track.node ?? "(component)", track.property.token, track.driver.rawValue,
                     MotionCurveText.describe(track.curve), MotionNumber.seconds(track.delay)]
        guard let analysis = row.analysis else {
            return cells + row.settleTimes.map { _ in "n/a" } + ["n/a", "n/a", travel(row), "–"]
        }
        cells += row.settleTimes.map(MotionNumber.seconds)
        var overshoot = MotionNumber.percent(analysis.curve.overshoot)
        if row.isInPoints, analysis.overshoot > 0 {
            overshoot += analysis.overshoot < 0.05 ? " (< 0.1 pt)" : " (\(MotionNumber.points(analysis.overshoot)))"
        }
        cells.append(overshoot)
        cells.append(row.isInPoints ? MotionNumber.speed(analysis.peakVelocity)
                                    : MotionNumber.trimmed(analysis.peakVelocity, 2) + " /s")
        cells.append(travel(row))
        cells.append(row.viewportFraction.map { MotionNumber.trimmed($0 * 100, 1) + " %" } ?? "–")
        return cells
    }

    private static func travel(_ row: TrackMotionRow) -> String {
        let change = abs(row.track.delta)
        return row.isInPoints ? MotionNumber.points(change) : "Δ " + MotionNumber.trimmed(change)
    }
}
