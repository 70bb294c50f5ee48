import A11yModel

/// The findings of a rule that checks several facts about one target: any failure fails it,
/// otherwise any fact the capture lacks makes it "can't tell", otherwise it passes. A failure
/// that can be proved from what was captured is reported even when another fact is missing.
struct TransitionChecklist {
    private(set) var failures: [String] = []
    private(set) var doubts: [String] = []

    mutating func fail(_ message: String) { failures.append(message) }

    mutating func doubt(_ message: String) { doubts.append(message) }

    mutating func require(_ condition: Bool, _ failure: @autoclosure () -> String) {
        if !condition { failures.append(failure()) }
    }

    func verdict(for target: String, in snapshot: String? = nil, measured: String? = nil,
                 threshold: String? = nil) -> Verdict {
        if !failures.isEmpty {
            return .failed(target, in: snapshot, failures.joined(separator: "; "), measured: measured, threshold: threshold)
        }
        if !doubts.isEmpty {
            return .cantTell(target, in: snapshot, doubts.joined(separator: "; "), measured: measured, threshold: threshold)
        }
        return .passed(target, in: snapshot, measured: measured, threshold: threshold)
    }
}

extension TransitionContext {
    /// Both ends of the transition, or a "can't tell" naming the snapshot that is missing.
    func bothEnds() -> Result<(from: SnapshotIndex, to: SnapshotIndex), TransitionGap> {
        guard let from else { return .failure(TransitionGap(transition: transition, snapshot: transition.from)) }
        guard let to else { return .failure(TransitionGap(transition: transition, snapshot: transition.to)) }
        return .success((from, to))
    }

    /// The sheet or stacked card people face in `index`: the front sheet, or — for captures
    /// without sheet facts — the last visible node whose part is a sheet or card.
    func frontSurface(of index: SnapshotIndex) -> VisitedNode? {
        index.frontSheet ?? index.nodes.last { ($0.node.part?.isSurface ?? false) && $0.effectiveOpacity > 0 }
    }

    /// Notifications of the given kinds the transition posted.
    func posted(_ kinds: [NotificationKind]) -> [PostedNotification] {
        transition.notifications.filter { kinds.contains($0.kind) }
    }
}

/// A transition names a snapshot the scenario does not have.
struct TransitionGap: Error {
    let transition: Transition
    let snapshot: String

    var verdict: Verdict {
        .cantTell(transition.id, "snapshot '\(snapshot)' of the \(transition.kind.token) is missing")
    }
}

extension Array where Element == NotificationKind {
    /// `screenChanged or layoutChanged`, for messages and thresholds.
    var spelled: String { map(\.token).joined(separator: " or ") }
}
