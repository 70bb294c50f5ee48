/// One rule's judgement of one target: a node, or the subject itself (a snapshot or transition).
public struct Verdict: Sendable, Hashable {
    public var outcome: Outcome
    /// Node id, or the subject's id for findings about the snapshot or transition as a whole.
    public var target: String
    /// Set when the target is a node: which snapshot it is in (transition rules may name nodes of
    /// either end).
    public var snapshotID: String?
    public var message: String
    /// What was measured (`1.12:1`, `22×22 pt`, `0.502 %`).
    public var measured: String?
    /// What it was held to (`3:1`, `24×24 pt`).
    public var threshold: String?

    public init(_ outcome: Outcome, target: String, snapshotID: String? = nil, message: String,
                measured: String? = nil, threshold: String? = nil) {
        self.outcome = outcome
        self.target = target
        self.snapshotID = snapshotID
        self.message = message
        self.measured = measured
        self.threshold = threshold
    }

    public static func passed(_ target: String, in snapshot: String? = nil, _ message: String = "",
                              measured: String? = nil, threshold: String? = nil) -> Verdict {
        Verdict(.passed, target: target, snapshotID: snapshot, message: message, measured: measured, threshold: threshold)
    }

    public static func failed(_ target: String, in snapshot: String? = nil, _ message: String,
                              measured: String? = nil, threshold: String? = nil) -> Verdict {
        Verdict(.failed, target: target, snapshotID: snapshot, message: message, measured: measured, threshold: threshold)
    }

    public static func cantTell(_ target: String, in snapshot: String? = nil, _ message: String,
                                measured: String? = nil, threshold: String? = nil) -> Verdict {
        Verdict(.cantTell, target: target, snapshotID: snapshot, message: message, measured: measured, threshold: threshold)
    }

    /// Passed or failed depending on `condition`. A pass keeps its measurement too: the audit
    /// only counts passes, but `VerdictProbe` lists them with what was measured.
    public static func check(_ condition: Bool, _ target: String, in snapshot: String? = nil, failure: @autoclosure () -> String,
                             measured: String? = nil, threshold: String? = nil) -> Verdict {
        condition ? .passed(target, in: snapshot, measured: measured, threshold: threshold)
            : .failed(target, in: snapshot, failure(), measured: measured, threshold: threshold)
    }
}
