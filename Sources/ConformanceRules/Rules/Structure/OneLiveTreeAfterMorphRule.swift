import A11yModel

/// STR-10: during a morph the outgoing and incoming views coexist; once it settles, assistive
/// technology must see only the new one.
struct OneLiveTreeAfterMorphRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "one-live-tree-after-morph",
        pack: StructurePack.id,
        title: "One live content tree",
        summary: """
            The front card must expose exactly one content tree to assistive technology: after a \
            replace (morph) the outgoing view may linger, faded to alpha 0 but still in the tree, \
            as MorphModalKit's does until its animation completes, and VoiceOver then reads both the \
            old and the new content. The rule counts the outermost content parts of the front card \
            that hold an exposed element; more than one fails on the card. It judges every snapshot, \
            not only those captured after a replace. Known limits: content not marked with the \
            content part is not seen, and a card that deliberately shows two content regions must \
            mark one of them with another part.
            """,
        severity: .error,
        references: [
            .wcag("1.3.1", "Info and Relationships", level: "A"),
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.seed, "MorphModalKit's replace fades the outgoing view to alpha 0 and removes it at completion"),
        ],
        scope: .snapshot,
        parameters: [
            RuleParameter("maximumLiveTrees", .number(1), summary: "Content trees the front card may expose at once",
                          source: "WCAG 2.2 SC 1.3.1 (derived: one card, one content)", range: .count),
        ],
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let card = index.frontSheet else { return [] }
        let parts = index.ownNodes(of: card).filter { $0.node.part == .content }
        let outermost = parts.filter { part in !parts.contains { $0.order != part.order && index.isDescendant(part, of: $0) } }
        guard !outermost.isEmpty else { return [] }
        let live = outermost.filter { index.subtree($0.node.id).contains(where: \.isExposedElement) }
        let maximum = context.parameters.count("maximumLiveTrees", default: 1)
        let trees = live.map { tree in
            tree.effectiveOpacity < 1 ? "\(tree.node.id) (opacity \(MessageList.number(tree.effectiveOpacity)))" : tree.node.id
        }
        return [.check(live.count <= maximum, card.node.id,
                       failure: "\(card.node.id) exposes \(live.count) content trees to assistive technology: \(trees.joined(separator: ", "))",
                       measured: "\(live.count) exposed", threshold: "\(maximum) exposed")]
    }
}
