import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit motion --svg`: every track's progress over time (0 = its `from`, 1 = its `to`),
/// with the tolerance bands around the target, a marker where it settles within each tolerance,
/// and its Reduce Motion counterpart in the panel beside it. Written through libxml2's
/// `xmlTextWriter`; plain SVG 1.1 with presentation attributes, so browsers and `rsvg-convert`
/// draw it alike. Elements carry `class` and `data-*` attributes naming what they show.
public enum MotionSVG {
    static let fullMotionColor = "#1565C0"
    static let reducedColor = "#2E7D32"

    public static func render(_ summary: MotionSummary, scenario: Scenario) throws -> Data {
        let title = "Motion of \(scenario.id): each track's progress over time, beside its Reduce Motion counterpart"
        return try document(MotionChartSection.sections(summary), tolerances: summary.tolerances, title: title,
                            heading: scenario.title.map { "\(scenario.id) — \($0)" } ?? scenario.id,
                            description: description(summary))
    }

    /// The chart of the sections showing any of `transitions` alone (a JUnit attachment), named
    /// `label`; nil when none of them is drawn.
    static func render(_ summary: MotionSummary, transitions: Set<String>, heading: String, label: String) throws -> Data? {
        let sections = MotionChartSection.sections(summary).filter { section in
            transitions.contains(section.primary.transition.id)
                || section.counterpart.map { transitions.contains($0.transition.id) } == true
        }
        guard !sections.isEmpty else { return nil }
        return try document(sections, tolerances: summary.tolerances, title: label, heading: heading, description: label)
    }

    /// The same as an `<svg>` element for an HTML page: no XML declaration.
    static func fragment(_ summary: MotionSummary, transitions: Set<String>, heading: String, label: String) throws -> String? {
        guard let data = try render(summary, transitions: transitions, heading: heading, label: label) else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("<?xml"), let end = text.firstRange(of: "?>") {
            text.removeSubrange(text.startIndex..<end.upperBound)
        }
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }

    private static func document(_ sections: [MotionChartSection], tolerances: [Double], title: String, heading: String,
                                 description: String) throws -> Data {
        typealias L = MotionChartLayout
        let headingHeight = 44.0
        let height = 2 * L.margin + headingHeight + sections.map(sectionHeight).reduce(0, +)
        var writer = try XMLWriter()
        try writer.element("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
            "width": number(L.width), "height": number(height), "viewBox": "0 0 \(number(L.width)) \(number(height))",
            "font-family": "Helvetica, Arial, sans-serif", "font-size": "11", "role": "img", "aria-label": title,
        ]) { svg in
            try svg.element("title") { try $0.text(title) }
            try svg.element("desc") { try $0.text(description) }
            try svg.element("rect", ["width": "100%", "height": "100%", "fill": "#FFFFFF"])
            try text(&svg, x: L.margin, y: L.margin + 14, heading, size: 15, weight: "bold")
            try text(&svg, x: L.margin, y: L.margin + 32,
                     "progress 0 = from, 1 = to; bands: settle tolerances \(tolerances.map(MotionNumber.percent).joined(separator: ", ")); dashed: follows the finger",
                     size: 11, color: "#555555")
            var top = L.margin + headingHeight
            for section in sections {
                try draw(section, top: top, tolerances: tolerances, into: &svg)
                top += sectionHeight(section)
            }
        }
        return try writer.finish()
    }

    static func sectionHeight(_ section: MotionChartSection) -> Double {
        MotionChartLayout.sectionHeaderHeight + Double(max(section.rows.count, 1)) * MotionChartLayout.rowHeight
            + MotionChartLayout.sectionGap
    }

    private static func description(_ summary: MotionSummary) -> String {
        summary.transitions.map { motion in
            "\(motion.transition.id): \(motion.transition.kind.token), \(motion.tracks.count) track(s)"
                + (motion.counterpartID.map { ", counterpart \($0)" } ?? "")
        }.joined(separator: "; ")
    }

    private static func draw(_ section: MotionChartSection, top: Double, tolerances: [Double],
                             into svg: inout XMLWriter) throws {
        typealias L = MotionChartLayout
        let primary = section.primary.transition
        try svg.element("g", ["class": "section", "data-transition": primary.id,
                              "data-counterpart": section.counterpart?.transition.id ?? ""]) { group in
            try text(&group, x: L.margin, y: top + 16,
                     "\(primary.kind.token): \(section.primary.fromState) → \(section.primary.toState)", size: 13, weight: "bold")
            for side in 0..<2 {
                let motion = side == 0 ? section.primary : section.counterpart
                try text(&group, x: L.panelX(side), y: top + 38, sideLabel(motion, other: section.primary, side: side),
                         size: 11, color: side == 0 ? fullMotionColor : reducedColor, weight: "bold")
            }
            guard !section.rows.isEmpty else {
                try text(&group, x: L.plotX(0), y: top + L.sectionHeaderHeight + 30, "no animated track", size: 11, color: "#555555")
                return
            }
            for (index, row) in section.rows.enumerated() {
                let rowTop = top + L.sectionHeaderHeight + Double(index) * L.rowHeight
                let range = progressRange([row.primary, row.counterpart].compactMap { $0 }, duration: section.duration)
                for side in 0..<2 {
                    let scale = PlotScale(x: L.plotX(side), y: rowTop + L.titleHeight, width: L.plotWidth,
                                          height: L.plotHeight, duration: section.duration, low: range.low, high: range.high)
                    let motion = side == 0 ? section.primary : section.counterpart
                    let track = side == 0 ? row.primary : row.counterpart
                    let partner = side == 0 ? row.counterpart : row.primary
                    try panel(track, partner: partner, in: motion, side: side, scale: scale, tolerances: tolerances,
                              into: &group)
                }
            }
        }
    }

    private static func sideLabel(_ motion: TransitionMotion?, other: TransitionMotion, side: Int) -> String {
        guard let motion else {
            let missing = other.transition.environment.motionReduced ? "without" : "with"
            return "no recording \(missing) Reduce Motion"
        }
        let setting = motion.transition.environment.motionReduced ? "with Reduce Motion" : "without Reduce Motion"
        return "\(motion.transition.id) — \(setting)"
    }

    /// One panel: frame, bands, target, the track's path and its settle markers; or a note when
    /// the other recording has no such track.
    private static func panel(_ row: TrackMotionRow?, partner: TrackMotionRow?, in motion: TransitionMotion?,
                              side: Int, scale: PlotScale, tolerances: [Double], into svg: inout XMLWriter) throws {
        let reduced = motion?.transition.environment.motionReduced ?? (side == 1)
        let color = reduced ? reducedColor : fullMotionColor
        let named = row ?? partner
        let node = named?.track.node ?? "(component)", property = named?.track.property.token ?? ""
        try svg.element("g", [
            "class": "panel", "data-side": reduced ? "reduce-motion" : "full-motion",
            "data-transition": motion?.transition.id ?? "", "data-node": node, "data-property": property,
            "data-plot-x": number(scale.x), "data-plot-y": number(scale.y), "data-plot-width": number(scale.width),
            "data-plot-height": number(scale.height), "data-duration": number(scale.duration),
            "data-progress-low": number(scale.low), "data-progress-high": number(scale.high),
        ]) { group in
            guard let row else {
                try group.element("rect", ["class": "missing", "x": number(scale.x), "y": number(scale.y),
                                            "width": number(scale.width), "height": number(scale.height),
                                            "fill": "#FAFAFA", "stroke": "#BBBBBB", "stroke-dasharray": "4 3"])
                let what = motion.map { "no \(node) \(property) track in \($0.transition.id)" } ?? "not recorded"
                try text(&group, x: scale.x + 10, y: scale.y + scale.height / 2 + 4, what, size: 11, color: "#555555")
                return
            }
            try text(&group, x: scale.x - MotionChartLayout.plotInset, y: scale.y - 6, title(row), size: 11)
            try frame(scale, into: &group)
            for tolerance in tolerances.sorted(by: >) { try band(tolerance, scale: scale, into: &group) }
            try path(row, scale: scale, color: color, into: &group)
            for (index, tolerance) in tolerances.enumerated() {
                try marker(row, tolerance: tolerance, index: index, scale: scale, color: color, into: &group)
            }
        }
    }

    /// `card-1 translationY · spring uikit 0.4 s ζ 0.86 v0 0.8 · 408 pt`.
    private static func title(_ row: TrackMotionRow) -> String {
        let track = row.track
        let travel = row.isInPoints ? MotionNumber.points(abs(track.delta))
            : "\(MotionNumber.trimmed(track.from)) → \(MotionNumber.trimmed(track.to))"
        var parts = ["\(track.node ?? "(component)") \(track.property.token)", MotionCurveText.describe(track.curve), travel]
        if track.driver != .animation { parts.append(track.driver.rawValue) }
        if track.delay > 0 { parts.append("after \(MotionNumber.seconds(track.delay))") }
        return parts.joined(separator: " · ")
    }

    /// Plot area, the from (0) and to (1) lines with their labels, and the time ticks.
    private static func frame(_ scale: PlotScale, into svg: inout XMLWriter) throws {
        try svg.element("rect", ["class": "plot", "x": number(scale.x), "y": number(scale.y), "width": number(scale.width),
                                 "height": number(scale.height), "fill": "#FFFFFF", "stroke": "#CCCCCC"])
        for (progress, label) in [(0.0, "0"), (1.0, "1")] {
            let y = scale.y(progress: progress)
            try svg.element("line", ["class": progress == 1 ? "target" : "start", "x1": number(scale.x), "y1": number(y),
                                     "x2": number(scale.x + scale.width), "y2": number(y), "stroke": "#999999",
                                     "stroke-dasharray": "2 2"])
            try text(&svg, x: scale.x - 6, y: y + 4, label, size: 10, color: "#555555", anchor: "end")
        }
        let step = MotionChartLayout.tickStep(for: scale.duration)
        for index in 0...Int((scale.duration / step).rounded()) {
            let tick = Double(index) * step
            let x = scale.x(seconds: tick)
            let bottom = scale.y + scale.height
            try svg.element("line", ["class": "tick", "x1": number(x), "y1": number(bottom), "x2": number(x),
                                     "y2": number(bottom + 4), "stroke": "#999999"])
            try text(&svg, x: x, y: bottom + 15, MotionNumber.trimmed(tick, 3) + " s", size: 9, color: "#555555",
                     anchor: "middle")
        }
    }

    /// The band within `tolerance` of the target.
    private static func band(_ tolerance: Double, scale: PlotScale, into svg: inout XMLWriter) throws {
        let top = scale.y(progress: 1 + tolerance), bottom = scale.y(progress: 1 - tolerance)
        try svg.element("rect", ["class": "tolerance-band", "data-tolerance": MotionNumber.trimmed(tolerance, 6),
                                 "x": number(scale.x), "y": number(top), "width": number(scale.width),
                                 "height": number(max(bottom - top, 0)), "fill": "#F9A825", "fill-opacity": "0.35"])
    }

    /// The track's progress from the start of the transition to the end of the time axis.
    private static func path(_ row: TrackMotionRow, scale: PlotScale, color: String, into svg: inout XMLWriter) throws {
        guard let analysis = row.analysis else {
            try text(&svg, x: scale.x + 10, y: scale.y + 20, "the curve describes no motion", size: 11, color: "#B71C1C")
            return
        }
        let track = row.track
        func progress(_ time: Double) -> Double {
            track.delta == 0 ? 0 : (analysis.value(at: time) - track.from) / track.delta
        }
        let count = MotionChartLayout.samples
        var times = (0...count).map { scale.duration * Double($0) / Double(count) }
        if track.delay > 0, track.delay < scale.duration { times.append(track.delay) }
        times.sort()
        var points = times.map { "\(number(scale.x(seconds: $0))) \(number(scale.y(progress: progress($0))))" }
        // A jump reaches its target at the very instant it starts: draw the step as a vertical edge.
        if !analysis.curve.isAnimated, let start = times.firstIndex(where: { $0 >= track.delay }) {
            points.insert("\(number(scale.x(seconds: track.delay))) \(number(scale.y(progress: 0)))", at: start)
        }
        try svg.element("path", ["class": "track", "data-node": track.node ?? "", "data-property": track.property.token,
                                 "data-driver": track.driver.rawValue, "d": "M " + points.joined(separator: " L "),
                                 "fill": "none", "stroke": color, "stroke-width": "2",
                                 "stroke-dasharray": track.driver == .gesture ? "6 3" : "none"])
    }

    /// A vertical line where the track enters `tolerance` for good, labelled with the time.
    private static func marker(_ row: TrackMotionRow, tolerance: Double, index: Int, scale: PlotScale, color: String,
                               into svg: inout XMLWriter) throws {
        guard index < row.settleTimes.count, row.analysis?.curve.isAnimated == true else { return }
        let settle = row.settleTimes[index]
        let seconds = row.track.delay + settle
        guard settle.isFinite, seconds <= scale.duration else { return }
        let x = scale.x(seconds: seconds)
        let label = "\(MotionNumber.percent(tolerance)) \(MotionNumber.seconds(settle))"
        try svg.element("line", ["class": "settle", "data-tolerance": MotionNumber.trimmed(tolerance, 6),
                                 "data-seconds": MotionNumber.fixed(seconds, 4), "x1": number(x), "y1": number(scale.y),
                                 "x2": number(x), "y2": number(scale.y + scale.height), "stroke": color,
                                 "stroke-width": "1", "stroke-dasharray": index == 0 ? "5 3" : "1 2"]) { line in
            try line.element("title") { try $0.text("settles within \(label)") }
        }
        // Near the bottom, where a settled curve is not; left of the line in the right half.
        let right = x > scale.x + scale.width / 2
        try text(&svg, x: right ? x - 3 : x + 3, y: scale.y + scale.height - 6 - 11 * Double(index), label, size: 9,
                 color: color, anchor: right ? "end" : "start")
    }

    private static func progressRange(_ rows: [TrackMotionRow], duration: Double) -> (low: Double, high: Double) {
        var low = 0.0, high = 1.0
        for row in rows {
            guard let analysis = row.analysis, row.track.delta != 0 else { continue }
            for step in 0...MotionChartLayout.samples {
                let time = duration * Double(step) / Double(MotionChartLayout.samples)
                let progress = (analysis.value(at: time) - row.track.from) / row.track.delta
                guard progress.isFinite else { continue }
                low = min(low, progress)
                high = max(high, progress)
            }
        }
        return MotionChartLayout.progressRange(low: low, high: high)
    }

    private static func text(_ svg: inout XMLWriter, x: Double, y: Double, _ content: String, size: Double,
                             color: String = "#212121", weight: String = "normal", anchor: String = "start") throws {
        try svg.element("text", ["x": number(x), "y": number(y), "font-size": MotionNumber.trimmed(size),
                                 "fill": color, "font-weight": weight, "text-anchor": anchor]) { try $0.text(content) }
    }

    /// Coordinates with two decimals, locale-independent.
    private static func number(_ value: Double) -> String { MotionNumber.trimmed(value, 2) }
}
