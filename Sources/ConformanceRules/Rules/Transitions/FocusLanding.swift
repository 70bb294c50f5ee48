import A11yModel

/// Where assistive-technology focus ends up after a transition, as far as the capture tells.
///
/// The recorded `focusAfter` wins. Without it, the last screen- or layout-changed notification
/// with a target decides, since VoiceOver moves to that argument; a screen change posted without
/// one moves VoiceOver to the first element it can reach in the new state. When nothing moved
/// focus it stays on `focusBefore` — if that element survived the transition — or is orphaned.
enum FocusLanding: Sendable {
    /// Focus was moved to this node of the `to` snapshot.
    case moved(VisitedNode)
    /// Focus was not moved and stays on an element that is still exposed.
    case stayed(VisitedNode)
    /// Focus was not moved and the element it was on is gone or hidden from assistive technology.
    case orphaned(String)
    /// Focus was not moved, and where it was before is not recorded.
    case notMoved
    /// Focus was sent to an id the `to` snapshot does not contain.
    case unknownTarget(String)

    init(_ transition: Transition, to: SnapshotIndex) {
        if let id = transition.focusAfter ?? FocusLanding.notifiedTarget(transition) {
            self = to.node(id).map(FocusLanding.moved) ?? .unknownTarget(id)
        } else if transition.posted(.screenChanged).contains(where: { $0.target == nil }),
                  let first = to.reachableElements.first {
            self = .moved(first)
        } else if let before = transition.focusBefore {
            if let node = to.node(before), !node.isHiddenFromAT {
                self = .stayed(node)
            } else {
                self = .orphaned(before)
            }
        } else {
            self = .notMoved
        }
    }

    /// The last focus-moving notification's target.
    private static func notifiedTarget(_ transition: Transition) -> String? {
        transition.notifications.last { ($0.kind == .screenChanged || $0.kind == .layoutChanged) && $0.target != nil }?.target
    }

    /// The node focus rests on in the `to` snapshot, moved there or left there.
    var node: VisitedNode? {
        switch self {
        case .moved(let node), .stayed(let node): node
        case .orphaned, .notMoved, .unknownTarget: nil
        }
    }

    /// `on 'title'`, `not moved`, for measured values and messages.
    var summary: String {
        switch self {
        case .moved(let node): "moved to '\(node.node.id)'"
        case .stayed(let node): "stayed on '\(node.node.id)'"
        case .orphaned(let id): "left on hidden or removed '\(id)'"
        case .notMoved: "not moved"
        case .unknownTarget(let id): "sent to unknown '\(id)'"
        }
    }

    /// Why focus did not arrive inside `surface`, or nil when it did (on an element assistive
    /// technology can reach).
    func problem(reaching surface: VisitedNode, in index: SnapshotIndex) -> String? {
        let name = surface.node.id
        switch self {
        case .moved(let node), .stayed(let node):
            if !index.isDescendant(node, of: name) {
                return "focus \(summary), outside '\(name)'"
            }
            if node.isHiddenFromAT { return "focus \(summary), which is hidden from assistive technology" }
            return nil
        case .orphaned: return "focus \(summary)"
        case .notMoved: return "focus was not moved into '\(name)'"
        case .unknownTarget(let id): return "focus was sent to '\(id)', which is not in '\(index.id)'"
        }
    }
}
