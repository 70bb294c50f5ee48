import A11yModel

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
