import A11yModel

/// STR-03: cards covered by the front card are not where the person is; VoiceOver must not wander
/// into them.
struct StackBackgroundHiddenRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "stack-background-hidden",
        pack: StructurePack.id,
        title: "Covered cards hidden",
        summary: """
            Every stacked card behind the front one (stack depth 1 or more) must be hidden from \
            assistive technology with everything it holds: sticky container, handle, snapshot image \
            and content. Covered cards are not the focus of user action, and a peeking card that \
            VoiceOver still reads confuses where the person is. MorphModalKit hides only the live \
            content view of a covered card (a side effect of its snapshots) and leaves the sticky \
            container and handle exposed. Each exposed element inside a covered card is a target. \
            Known limit: the rule trusts the stack depth the capture declares; a covered card recorded \
            at depth 0 is judged by modal-containment and single-visible-sheet instead.
            """,
        severity: .error,
        references: [
            .wcag("1.3.1", "Info and Relationships", level: "A"),
            .wcag("2.4.3", "Focus Order", level: "A"),
            RuleReference(.apple, "accessibilityElementsHidden for views covered by a new view",
                          url: "https://developer.apple.com/documentation/objectivec/nsobject/1615080-accessibilityelementshidden"),
            RuleReference(.seed, "MorphModalKit leaves covered cards' sticky containers and handles exposed"),
        ],
        scope: .snapshot,
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        let front = index.frontSheet?.node.id
        guard context.snapshot.knows(.sheet) else {
            return index.sheets.filter { $0.node.id != front }
                .map { .cantTell($0.node.id, "stack depth was not captured, so covered cards cannot be told apart") }
        }
        return index.sheets.filter { ($0.node.sheet?.stackDepth ?? 0) >= 1 }.flatMap { card -> [Verdict] in
            let depth = card.node.sheet?.stackDepth ?? 0
            let exposed = index.subtree(card.node.id).filter(\.isExposedElement)
            guard !exposed.isEmpty else { return [.passed(card.node.id)] }
            return exposed.map {
                .failed($0.node.id, "\($0.messageName) in covered card \(card.node.id) (depth \(depth)) is exposed to assistive technology")
            }
        }
    }
}
