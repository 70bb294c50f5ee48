/// General flashes in a luminance-over-time plot, for WCAG 2.3.1 (Three Flashes or Below Threshold).
///
/// WCAG 2.2 defines a general flash as "a pair of opposing changes in relative luminance of 10 % or
/// more of the maximum relative luminance (1.0) where the relative luminance of the darker image
/// is below 0.80", and a transition as the change between adjacent peaks and valleys of the plot;
/// a flash is two opposing transitions. Content fails when more than three flashes fall in any
/// one-second period (and the flashing area is above the threshold).
///
/// What this approximates:
/// - The whole flashing region is treated as one uniform luminance (a scrim, a full-screen fade);
///   the area threshold (0.006 sr, ≈ 25 % of a 10° field) is not evaluated, so any qualifying
///   flash counts — conservative for full-screen scrims, pessimistic for small elements.
/// - Red flashes (saturated red chromaticity) are not counted; only general flashes.
/// - Peaks and valleys are found with a hysteresis of the 10 % threshold: a reversal smaller than
///   that is noise inside one transition (it could never be a qualifying change on its own).
/// - Each transition is placed at the time it completes (its peak or valley). A window counts the
///   qualifying transitions completing in `[t, t + 1 s)`; flashes in it = transitions ÷ 2, so seven
///   transitions (3.5 flashes) already exceed three, as transition-counting flash analysers do.
public struct FlashAnalysis: Sendable, Hashable {
    /// A change of at least 10 % of the maximum relative luminance (1.0).
    public static let changeThreshold = 0.1
    /// The darker side of a qualifying change is below 0.80.
    public static let darkerThreshold = 0.8
    /// WCAG 2.3.1's window, seconds, and its limit of flashes per window.
    public static let window = 1.0
    public static let maximumFlashesPerWindow = 3

    /// Every transition between adjacent peaks and valleys, in time order.
    public let transitions: [LuminanceTransition]
    /// Flashes: a qualifying transition followed by the next qualifying one in the opposite direction.
    public let flashCount: Int
    /// The most qualifying transitions completing within any one-second window.
    public let maxTransitionsInAnySecond: Int

    /// Analyses `samples` in time order; non-finite samples are dropped.
    public init(samples: [LuminanceSample]) {
        let finite = samples.filter { $0.time.isFinite && $0.luminance.isFinite }
        // Sampled curves come in time order already; only others need the (stable) sort.
        let inOrder = zip(finite, finite.dropFirst()).allSatisfy { $0.time <= $1.time }
        let clean = inOrder ? finite
            : finite.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        transitions = Self.transitions(in: clean)
        let qualifying = transitions.filter(\.isQualifying)

        var flashes = 0
        var pending: LuminanceTransition?
        for transition in qualifying {
            if let previous = pending, previous.isIncrease != transition.isIncrease {
                flashes += 1
                pending = nil
            } else {
                pending = transition
            }
        }
        flashCount = flashes

        // Half-open windows; a nanosecond of slack keeps sample-time rounding from turning a
        // spacing of exactly one second into two transitions in the same window.
        let ends = qualifying.map(\.end.time)
        var most = 0, first = 0
        for last in ends.indices {
            while ends[last] - ends[first] >= Self.window - 1e-9 { first += 1 }
            most = max(most, last - first + 1)
        }
        maxTransitionsInAnySecond = most
    }

    /// The most flashes in any one-second window, in halves (3.5 = seven transitions).
    public var maxFlashesInAnySecond: Double { Double(maxTransitionsInAnySecond) / 2 }

    /// More than three flashes in some one-second window: fails WCAG 2.3.1 unless the flashing
    /// area is below the threshold (not evaluated here).
    public var exceedsThreeFlashesPerSecond: Bool {
        maxTransitionsInAnySecond > 2 * Self.maximumFlashesPerWindow
    }

    /// Peaks and valleys with a hysteresis of `changeThreshold`, then the transitions between them.
    private static func transitions(in samples: [LuminanceSample]) -> [LuminanceTransition] {
        guard var low = samples.first else { return [] }
        var high = low
        var result: [LuminanceTransition] = []
        var turn: LuminanceSample?          // the last confirmed peak or valley
        var extreme = low                   // the running extreme since `turn`
        var rising = false
        for sample in samples.dropFirst() {
            guard let start = turn else {
                // No direction yet: wait until the range seen so far is a full threshold wide.
                if sample.luminance < low.luminance { low = sample }
                if sample.luminance > high.luminance { high = sample }
                if high.luminance - low.luminance >= changeThreshold {
                    rising = high.time > low.time
                    turn = rising ? low : high
                    extreme = rising ? high : low
                }
                continue
            }
            if rising ? sample.luminance > extreme.luminance : sample.luminance < extreme.luminance {
                extreme = sample
            } else if abs(extreme.luminance - sample.luminance) >= changeThreshold {
                result.append(LuminanceTransition(start: start, end: extreme))
                turn = extreme
                extreme = sample
                rising.toggle()
            }
        }
        if let start = turn, extreme != start {
            result.append(LuminanceTransition(start: start, end: extreme))
        }
        return result
    }
}

/// A relative luminance (WCAG 2.x, 0 = black, 1 = white) at a time in seconds.
public struct LuminanceSample: Sendable, Hashable {
    public var time: Double
    public var luminance: Double

    public init(time: Double, luminance: Double) {
        self.time = time
        self.luminance = luminance
    }
}

/// A change in relative luminance between an adjacent valley and peak (or peak and valley).
public struct LuminanceTransition: Sendable, Hashable {
    public var start: LuminanceSample
    public var end: LuminanceSample

    public var change: Double { end.luminance - start.luminance }
    public var isIncrease: Bool { change > 0 }
    /// The luminance of the darker side.
    public var darker: Double { min(start.luminance, end.luminance) }

    /// Counts towards a general flash: a change of 10 % or more of the maximum relative luminance
    /// (1.0) with the darker side below 0.80.
    public var isQualifying: Bool {
        abs(change) >= FlashAnalysis.changeThreshold && darker < FlashAnalysis.darkerThreshold
    }
}
