import A11yModel

/// TRN-05: sticky headers and footers survive a morph on screen, so they must survive it for
/// assistive technology too: same element (focus on them is kept), and a changed step title or
/// counter must reach VoiceOver users, not only sighted ones.
struct StickyPersistenceRule: TransitionRule {
    let metadata = RuleDescription(
        id: "sticky-persistence",
        pack: TransitionsPack.id,
        title: "Sticky elements persist and announce their changes across a morph",
        summary: """
            Sticky header and footer elements of the front card that a replace (morph) keeps on \
            screen must keep their ids — an element recreated under a new id drops VoiceOver focus \
            and restarts its reading (recreated means: gone from the new state while a sticky \
            element with the same part, or the same role and label, appears under an id the old \
            state did not have). When a persisting element's label or value changes (a step title, \
            a counter) the change must be announced: an announcement, a layoutChanged or \
            screenChanged notification, or focus moving onto the element (WCAG 4.1.2 change \
            notification, 4.1.3 status messages). Known limits: the visible text is not in the model, \
            so a label that fails to follow the visible text is not detected; a recreated element \
            whose label also changed reads as removed; any notification counts as announcing the \
            change even when VoiceOver speaks a different element.
            """,
        severity: .error,
        references: [
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            .wcag("4.1.3", "Status Messages", level: "AA"),
            RuleReference(.seed, "MorphModalKit StickyElementsContainer: persistent UI across replace animations"),
        ],
        scope: .transition,
        examples: StickyPersistenceRule.examples
    )

    private static let announcingKinds: [NotificationKind] = [.announcement, .layoutChanged, .screenChanged]

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind == .replace else { return [] }
        let ends: (from: SnapshotIndex, to: SnapshotIndex)
        switch context.bothEnds() {
        case .success(let found): ends = found
        case .failure(let gap): return [gap.verdict]
        }
        let before = Self.stickyNodes(in: ends.from)
        guard !before.isEmpty else { return [] }
        let newcomers = Self.stickyNodes(in: ends.to).filter { ends.from.node($0.node.id) == nil }
        return before.compactMap { node in
            if let after = ends.to.node(node.node.id) {
                return judgeChange(from: node, to: after, context: context, in: ends.to)
            }
            if let twin = newcomers.first(where: { Self.sameElement(node, $0) }) {
                return .failed(node.node.id, in: ends.from.id,
                               "sticky '\(node.node.id)' was recreated as '\(twin.node.id)', so focus on it is lost",
                               measured: "new id '\(twin.node.id)'", threshold: "same id across the morph")
            }
            return nil // removed on purpose (a Back button on the first step): nothing to keep
        }
    }

    /// A persisting element passes unless its label or value changed without being announced.
    private func judgeChange(from old: VisitedNode, to new: VisitedNode, context: TransitionContext,
                             in to: SnapshotIndex) -> Verdict {
        let id = new.node.id
        let changed = old.node.label != new.node.label || old.node.value != new.node.value
        guard old.isExposedElement, new.isExposedElement, changed else {
            return .passed(id, in: to.id, threshold: "same id across the morph")
        }
        let transition = context.transition
        let change = "\(Self.spoken(old.node)) → \(Self.spoken(new.node))"
        let threshold = "change announced"
        let focused = transition.knows(.focus) && {
            if case .moved(let landing) = FocusLanding(transition, to: to) { return landing.node.id == id }
            return false
        }()
        if focused || !context.posted(Self.announcingKinds).isEmpty {
            return .passed(id, in: to.id, measured: change, threshold: threshold)
        }
        guard transition.knows(.notifications) else {
            return .cantTell(id, in: to.id, "sticky '\(id)' changed but the notifications were not captured",
                             measured: change, threshold: threshold)
        }
        return .failed(id, in: to.id, "sticky '\(id)' changed without an announcement or layoutChanged",
                       measured: change, threshold: threshold)
    }

    /// Sticky bars and containers of the cards people face, and the elements inside them.
    static func stickyNodes(in index: SnapshotIndex) -> [VisitedNode] {
        index.nodes.filter { visited in
            guard !isInBackgroundCard(visited, index) else { return false }
            if isStickyPart(visited.node.part) { return true }
            return visited.isExposedElement && index.ancestors(of: visited).contains { isStickyPart($0.node.part) }
        }
    }

    private static func isStickyPart(_ part: Part?) -> Bool {
        guard let part else { return false }
        return part.isSticky || part == .stickyContainer
    }

    private static func isInBackgroundCard(_ node: VisitedNode, _ index: SnapshotIndex) -> Bool {
        index.stackDepth(enclosing: node) > 0
    }

    /// Two sticky nodes are the same element when they play the same sticky part, or have the
    /// same role and (non-empty) label.
    private static func sameElement(_ old: VisitedNode, _ new: VisitedNode) -> Bool {
        if isStickyPart(old.node.part) { return new.node.part == old.node.part }
        return new.node.role == old.node.role && old.node.hasName && new.node.label == old.node.label
    }

    /// `'Step 1 of 3'`, with the value when there is one.
    private static func spoken(_ node: Node) -> String {
        "'" + [node.label, node.value].compactMap { $0 }.joined(separator: ", ") + "'"
    }
}
