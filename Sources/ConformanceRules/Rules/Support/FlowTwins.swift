import A11yModel

/// The chips of one flow beside a chip an edge cuts. A FlowRow or a Wrap lays its chips out from
/// one template, side by side and row under row, as siblings: they differ in width, with their
/// words, but not in height. Where an Android dump shows a chip of such a flow cut by its scroll
/// view's edge, the whole chips of the same flow show the height it has beyond the edge.
enum FlowTwins {
    /// Siblings looked at on either side of the cut chip, at most.
    static let reach = 16

    /// The targets of `target`'s template beside it among its siblings, up to the first sibling
    /// of another kind (a heading between two flows ends both), that no edge cuts along `axis`
    /// and that are at least as long that way as the part of `target` shown (`frame`).
    static func twins(of target: VisitedNode, frame: Rect, along axis: CutAxis,
                      in context: SnapshotContext) -> [VisitedNode] {
        let index = context.index
        var run: [VisitedNode] = []
        for forward in [false, true] {
            var current = target
            for _ in 0..<reach {
                guard let sibling = forward ? index.nextSibling(of: current) : index.previousSibling(of: current),
                      sharesTemplate(sibling.node, with: target.node) else { break }
                run.append(sibling)
                current = sibling
            }
        }
        return run.filter { twin in
            guard let twinFrame = twin.node.touchFrame else { return false }
            return axis.length(of: twinFrame) >= axis.length(of: frame) && !axis.cuts(twinFrame, of: twin, in: context)
        }
    }

    /// Whether two elements come from one template: the same role, resource id, traits and
    /// actions. Whether one is selected, or has nothing to read where the other has words
    /// (a cut chip whose words lie beyond the edge), is not the template's.
    static func sharesTemplate(_ node: Node, with other: Node) -> Bool {
        guard node.role == other.role, node.identifier == other.identifier, TouchTargets.isPointerTarget(node) else { return false }
        let sameActions = node.actions.count == other.actions.count && zip(node.actions, other.actions).allSatisfy { $0.kind == $1.kind }
            || Set(node.actions.map(\.kind)) == Set(other.actions.map(\.kind))
        guard sameActions else { return false }
        if node.traits == other.traits { return true }
        let ofState: Set<Trait> = [.selected, .nothingToRead]
        return Set(node.traits).subtracting(ofState) == Set(other.traits).subtracting(ofState)
    }

    /// Whether two of `twins` share a line of the flow: they overlap along the way an edge cuts
    /// (`axis`) and not across it, as chips in one row do.
    static func standSideBySide(_ twins: [VisitedNode], across axis: CutAxis) -> Bool {
        let frames = twins.compactMap(\.node.touchFrame)
        for (offset, frame) in frames.enumerated() {
            for other in frames[(offset + 1)...] {
                let overlapAlong, overlapAcross: Bool
                switch axis {
                case .vertical:
                    overlapAlong = frame.minY < other.maxY && other.minY < frame.maxY
                    overlapAcross = frame.minX < other.maxX && other.minX < frame.maxX
                case .horizontal:
                    overlapAlong = frame.minX < other.maxX && other.minX < frame.maxX
                    overlapAcross = frame.minY < other.maxY && other.minY < frame.maxY
                }
                if overlapAlong && !overlapAcross { return true }
            }
        }
        return false
    }
}
