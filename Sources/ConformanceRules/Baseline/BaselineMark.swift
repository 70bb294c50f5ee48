/// What a baseline says about the problem a finding belongs to (`audit --baseline FILE`): known
/// findings are reported but do not fail the run, new ones fail as usual. Every finding of one
/// problem carries the same mark; nil when no baseline was given or the finding is suppressed.
public struct BaselineMark: Sendable, Hashable {
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// In the baseline, measured no worse than it recorded: reported, never failing.
        case known
        /// Not in the baseline: fails as it would without one.
        case new
        /// In the baseline, but its measured value got worse than recorded: new again.
        case worse
    }

    public var state: State
    /// The day the baseline first recorded the problem (`2026-11-01`), for known and worse ones.
    public var since: String?
    /// The value the baseline recorded (the worst over the problem's environments), when the rule
    /// measures one.
    public var recorded: String?

    public init(_ state: State, since: String? = nil, recorded: String? = nil) {
        self.state = state
        self.since = since
        self.recorded = recorded
    }

    public var isKnown: Bool { state == .known }
}
