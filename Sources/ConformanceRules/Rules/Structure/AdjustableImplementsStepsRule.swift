import A11yModel

/// STR-07: VoiceOver announces an adjustable element with "swipe up or down to adjust"; without
/// both step actions that promise leads nowhere.
struct AdjustableImplementsStepsRule: NodeRule {
    let metadata = RuleDescription(
        id: "adjustable-implements-steps",
        pack: StructurePack.id,
        title: "Adjustable elements implement both steps",
        summary: """
            An element exposed with the adjustable role or trait (a handle, the morphing sheet's \
            surface) must implement both increment and decrement: UIKit's contract requires both, \
            VoiceOver tells people to swipe up or down, and a missing direction leaves the value \
            settable one way only (4.1.2 asks that user-settable values be settable by assistive \
            technology). At the largest or smallest detent the unavailable direction stays \
            implemented as a no-op; state-dependent-at-actions judges where the steps lead. A \
            capture that records no actions still shows both steps where the importer knows them: \
            UIKit's sheet grabber ("Sheet Grabber"), which UIKit steps between detents. Known \
            limit: the rule sees that the actions exist, not that they work.
            """,
        severity: .error,
        references: [
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.apple, "UIAccessibilityTraits.adjustable: implement accessibilityIncrement() and accessibilityDecrement()",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable"),
        ],
        scope: .node,
        examples: examples
    )

    let interest = NodeInterest { $0.node.announcesAdjustable }

    func evaluate(_ node: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard node.isExposedElement else { return nil }
        let id = node.node.id
        let missing = [ActionKind.increment, .decrement].filter { !node.node.has($0) }
        // Both steps recorded settle it even where the capture records no other action (UIKit's
        // sheet grabber, whose steps UIKit implements).
        guard context.snapshot.knows(.actions) || missing.isEmpty else {
            return .cantTell(id, "actions were not captured, so the adjustable steps cannot be checked")
        }
        let found = 2 - missing.count
        return .check(missing.isEmpty, id,
                      failure: "\(node.messageName) is adjustable but has no \(missing.map(\.token).joined(separator: " or ")) action",
                      measured: "\(found) of 2 step actions", threshold: "increment and decrement")
    }
}
