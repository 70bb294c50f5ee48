import A11yModel

/// ACT-06: a function that fires on touch-down cannot be aborted by sliding away, so a slip of the
/// finger commits it.
struct PointerCancellationRule: NodeRule {
    let metadata = RuleDescription(
        id: "pointer-cancellation",
        pack: ActionsPack.id,
        title: "Pointer cancellation",
        summary: """
            Tap, double-tap, drag and swipe gestures must complete on the up-event, so that moving \
            the finger away before lifting it aborts them (WCAG 2.5.2); a drag-to-dismiss decides on \
            release and springs back below its threshold. MorphModalKit passes: its pan decides in \
            .ended (140 pt or 600 pt/s). Each visible node with such a gesture completing on the \
            down-event fails. A capture that records no gestures (no hierarchy dump does) passes by \
            the platforms' convention: their own controls and sheets complete on the up-event \
            (technique G212); a custom handler acting on touch-down is invisible to a dump, so a \
            scenario file has to describe it. Known limits: the exceptions of 2.5.2 (an abort or \
            undo mechanism, an essential down-event such as a piano key) are not modelled and need \
            a suppression with the reason; long presses and pinches are not judged.
            """,
        severity: .error,
        references: [
            .wcag("2.5.2", "Pointer Cancellation", level: "A"),
            RuleReference(.seed, "MorphModalKit decides drag dismissal in .ended and springs back otherwise"),
            RuleReference(.wcag, "WCAG technique G212: native controls complete on the up-event (Android View clicks "
                + "on ACTION_UP, UIKit .touchUpInside; platform sheets settle on release)",
                url: "https://www.w3.org/WAI/WCAG22/Techniques/general/G212"),
        ],
        scope: .node,
        examples: examples
    )

    private static let judged: [GestureKind] = [.tap, .doubleTap, .drag, .swipe]

    let interest = NodeInterest { visited in
        visited.depth == 0 || visited.node.gestures.contains { PointerCancellationRule.judged.contains($0.kind) }
    }

    func evaluate(_ node: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let gestures = node.node.gestures.filter { Self.judged.contains($0.kind) }
        if node.depth == 0 && gestures.isEmpty {
            // No dump records a gesture's phase; what a capture shows is the platform's own controls
            // and sheets, which complete on the up-event unless code overrides them (G212).
            return context.snapshot.knows(.gestures)
                ? nil : .passed(node.node.id, measured: "up-event (platform convention)", threshold: "up-event")
        }
        guard !gestures.isEmpty, node.effectiveOpacity > 0 else { return nil }
        let early = gestures.filter { $0.completesOn == .down }.map(\.kind.token)
        return .check(early.isEmpty, node.node.id,
                      failure: "\(node.messageName) completes its \(early.joined(separator: " and ")) on touch-down",
                      measured: early.isEmpty ? "up-event" : "down-event", threshold: "up-event")
    }
}
