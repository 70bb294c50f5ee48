/// Geometry of the motion chart, in SVG user units (CSS pixels): two panels per row, the
/// full-motion track on the left and its Reduce Motion counterpart on the right, sharing the time
/// axis of their section and the progress axis of their row.
enum MotionChartLayout {
    static let margin = 24.0
    static let panelWidth = 440.0
    static let panelGap = 40.0
    /// Room left of the plot for the progress labels.
    static let plotInset = 44.0
    static let plotWidth = panelWidth - plotInset - 8
    static let plotHeight = 96.0
    /// The panel title above the plot, and the time labels below it.
    static let titleHeight = 20.0
    static let axisHeight = 26.0
    static let rowHeight = titleHeight + plotHeight + axisHeight
    static let sectionHeaderHeight = 52.0
    static let sectionGap = 20.0
    static let width = 2 * margin + 2 * panelWidth + panelGap
    /// Samples per panel path: enough for a smooth spring at this width.
    static let samples = 320

    /// Left edge of a panel: 0 for the full-motion side, 1 for the counterpart.
    static func panelX(_ side: Int) -> Double { margin + Double(side) * (panelWidth + panelGap) }

    static func plotX(_ side: Int) -> Double { panelX(side) + plotInset }

    /// The longest time axis drawn: tracks that run longer (a long delay, a slow repeat) are cut
    /// off at the right edge rather than squeezing every sheet transition into a sliver.
    static let maximumDuration = 60.0

    /// The time axis: `seconds` padded by 5 % and rounded up to a whole number of ticks.
    static func axisDuration(for seconds: Double) -> Double {
        let padded = min(max(seconds.isFinite ? seconds : maximumDuration, 0.05) * 1.05, maximumDuration)
        let step = tickStep(for: padded)
        return (padded / step).rounded(.up) * step
    }

    /// A round tick spacing (1, 2 or 5 × a power of ten) giving at most eight ticks.
    static func tickStep(for duration: Double) -> Double {
        var decade = 0.001
        while decade < 1e6 {
            for factor in [1.0, 2, 5] where duration / (factor * decade) <= 8 { return factor * decade }
            decade *= 10
        }
        return decade
    }

    /// Progress bounds of a row: at least 0…1, widened to every sample, with a margin.
    static func progressRange(low: Double, high: Double) -> (low: Double, high: Double) {
        let low = min(0, low.isFinite ? low : 0), high = max(1, high.isFinite ? high : 1)
        let pad = (high - low) * 0.08
        return (low - pad, high + pad)
    }
}

/// Maps time and progress to plot coordinates for one panel.
struct PlotScale {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    let duration: Double
    let low: Double
    let high: Double

    func x(seconds: Double) -> Double { x + min(max(seconds / duration, 0), 1) * width }

    func y(progress: Double) -> Double {
        let clamped = min(max(progress, low), high)
        return y + height - (clamped - low) / (high - low) * height
    }
}
