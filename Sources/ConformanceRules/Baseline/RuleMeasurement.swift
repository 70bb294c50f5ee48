/// Which way each rule's measurement gets worse: the one place that decides whether a problem the
/// baseline knows is still the same problem or a worse one (`docs/baselines.md` prints the table).
///
/// A rule's `measured` text is what the reports print (`1.12:1`, `36×21 pt`, `0.503 % (spring …)`);
/// its quantity says how to read the number out of it and whether more is better. The number is
/// compared at the precision the rule prints, so a value that only moves below the printed digits
/// is the same value. Rules without a direction here (fixed heights, names, which focus moved
/// where) and declarative rules are never "worse": their known problems stay known while they last.
public enum RuleMeasurement {
    /// The quantity `rule` measures, or nil when it has no direction.
    public static func quantity(of rule: String) -> MeasuredQuantity? { byRule[rule] }

    /// Every rule with a direction, by id.
    public static let byRule: [String: MeasuredQuantity] = {
        var table: [String: MeasuredQuantity] = [:]
        for rule in ["handle-contrast", "text-contrast", "nontext-ui-contrast", "contrast-under-overlays"] {
            table[rule] = .contrastRatio
        }
        for rule in ["handle-hit-frame", "platform-target-size", "target-size-floor", "wcag-target-minimum"] {
            table[rule] = .targetSize
        }
        table["rm-no-overshoot"] = MeasuredQuantity("overshoot", better: .lower, reading: .numberBefore(" %", several: .largest))
        table["large-motion-metric"] = MeasuredQuantity("share of the viewport or scale change", better: .lower,
                                                        reading: .numberBefore(" %", several: .largest))
        table["pause-stop-hide"] = MeasuredQuantity("duration", better: .lower, reading: .seconds)
        table["flash-threshold"] = MeasuredQuantity("flashes in one second", better: .lower,
                                                    reading: .numberBefore(" flashes", several: .largest))
        table["focus-not-obscured"] = MeasuredQuantity("share of the focused element visible", better: .higher,
                                                       reading: .numberBefore(" % visible", several: .smallest))
        table["nested-controls"] = MeasuredQuantity("share of a control covered by another", better: .lower,
                                                    reading: .numberBefore(" % of", several: .largest))
        table["modal-containment"] = .reachableOutside
        table["nested-modal-restore"] = .reachableOutside
        table["single-visible-sheet"] = MeasuredQuantity("sheets visible", better: .lower,
                                                         reading: .numberBefore(" visible", several: .largest))
        table["one-live-tree-after-morph"] = MeasuredQuantity("trees exposed", better: .lower,
                                                              reading: .numberBefore(" exposed", several: .largest))
        table["distinct-control-names"] = MeasuredQuantity("controls named alike", better: .lower,
                                                           reading: .numberBefore(" controls named alike", several: .largest))
        return table
    }()
}

/// What a rule measures (its measured-value class) and which way is better.
public struct MeasuredQuantity: Sendable, Hashable {
    public enum Direction: String, Sendable, Hashable {
        case higher, lower
    }

    /// How the number is found in a measured text.
    enum Reading: Sendable, Hashable {
        /// The number written just before `marker` (`1.12` in `1.12:1`); when it occurs several
        /// times (one per animated property), the largest or smallest of them.
        case numberBefore(String, several: Pick)
        /// The smaller side of `W×H` (`21` in `36×21 pt`): a target fails by its short side.
        case smallerSide
        /// Seconds (`2.500 s`); `forever` is longer than any.
        case seconds
    }

    enum Pick: Sendable, Hashable {
        case largest, smallest
    }

    /// The measured-value class, as documentation and messages name it.
    public let name: String
    public let better: Direction
    let reading: Reading

    init(_ name: String, better: Direction, reading: Reading) {
        self.name = name
        self.better = better
        self.reading = reading
    }

    static let contrastRatio = MeasuredQuantity("contrast ratio", better: .higher, reading: .numberBefore(":1", several: .smallest))
    static let targetSize = MeasuredQuantity("target size", better: .higher, reading: .smallerSide)
    static let reachableOutside = MeasuredQuantity("elements reachable outside the modal", better: .lower,
                                                   reading: .numberBefore(" reachable outside", several: .largest))

    /// The number in a measured text, or nil when it holds none of this quantity.
    public func value(of text: String) -> Double? {
        switch reading {
        case .numberBefore(let marker, let several):
            let numbers = MeasuredText.numbers(before: marker, in: text)
            return several == .largest ? numbers.max() : numbers.min()
        case .smallerSide:
            return MeasuredText.smallerSide(in: text)
        case .seconds:
            if text.hasPrefix("forever") { return .infinity }
            return MeasuredText.numbers(before: " s", in: text).max()
        }
    }

    /// The worst of several measured texts (one per environment), with its number; nil when none
    /// can be read.
    public func worst(of texts: [String]) -> (text: String, value: Double)? {
        var worst: (text: String, value: Double)?
        for text in texts {
            guard let value = value(of: text) else { continue }
            if let current = worst, !isWorse(value, than: current.value) { continue }
            worst = (text, value)
        }
        return worst
    }

    /// Whether `value` is worse than `recorded`; equal is not worse.
    public func isWorse(_ value: Double, than recorded: Double) -> Bool {
        better == .higher ? value < recorded : value > recorded
    }
}

/// Reads numbers out of the texts rules print as `measured`.
enum MeasuredText {
    /// The decimal numbers written immediately before each occurrence of `marker`.
    static func numbers(before marker: String, in text: String) -> [Double] {
        var numbers: [Double] = []
        var rest = text[...]
        while let range = rest.firstRange(of: marker) {
            if let number = number(endingAt: range.lowerBound, in: text) { numbers.append(number) }
            rest = text[range.upperBound...]
        }
        return numbers
    }

    /// `min(W, H)` of the first `W×H` in the text.
    static func smallerSide(in text: String) -> Double? {
        guard let times = text.firstIndex(of: "×"), let width = number(endingAt: times, in: text) else { return nil }
        let after = text[text.index(after: times)...].prefix { $0.isNumber || $0 == "." }
        guard let height = Double(after), height.isFinite else { return nil }
        return min(width, height)
    }

    /// The number made of the digits and points just before `end`.
    private static func number(endingAt end: String.Index, in text: String) -> Double? {
        var start = end
        while start > text.startIndex {
            let previous = text.index(before: start)
            guard text[previous].isASCII, text[previous].isNumber || text[previous] == "." else { break }
            start = previous
        }
        guard start < end, let value = Double(text[start..<end]), value.isFinite else { return nil }
        return value
    }
}
