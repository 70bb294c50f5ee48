import A11yModel

/// CON-01/02: text against the colour behind it, with the profile's large-text classification.
struct TextContrastRule: NodeRule {
    let metadata = RuleDescription(
        id: "text-contrast",
        pack: ContrastPack.id,
        title: "Text contrast",
        summary: """
            Faint text cannot be read by people with low vision or in bright light, so WCAG 1.4.3 asks \
            for 4.5:1 between text and its background, 3:1 for large-scale text, in every colour \
            variant captured (each snapshot is one: light, dark, elevated, Increase Contrast). Large \
            text follows the profile: WCAG2ICT's 24 pt, or 18.67 pt bold, by default; Apple's \
            Inspector table (18 pt, or bold at any size) under apple-hig; strict applies 1.4.6's 7:1 \
            and 4.5:1. Disabled, decorative (non-essential), hidden and covered-card text is exempt as \
            incidental. Known limits: text under a scrim or dim layer is left to \
            contrast-under-overlays; text over images or gradients is judged against the nearest \
            solid background only; anti-aliasing and font weight below bold are not modelled.
            """,
        severity: .error,
        references: [
            .wcag("1.4.3", "Contrast (Minimum)", level: "AA"),
            .wcag("1.4.6", "Contrast (Enhanced)", level: "AAA"),
            RuleReference(.apple, "HIG Accessibility: color and contrast (Accessibility Inspector table)",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
        ],
        scope: .node,
        parameters: TextContrastThreshold.parameters,
        examples: Self.examples
    )

    let interest = NodeInterest.text

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let node = visited.node
        guard let text = node.text, text.isEssential, ContrastScope.isActiveAndVisible(visited, in: context.index) else {
            return nil
        }
        let overlay = Backdrop.overlay(above: visited, in: context.index)
        guard overlay.layers.isEmpty else { return nil }
        let required = TextContrastThreshold.required(for: text, context.parameters)
        let threshold = Contrast.formatted(required.ratio)
        let appearance = Appearance.name(of: context.environment)
        guard !overlay.isUncertain else {
            return .cantTell(node.id, "whether a translucent layer covers \(node.id) is unknown: its frame was not captured",
                             threshold: threshold)
        }
        guard context.snapshot.knows(.colors), let foreground = node.foreground,
              let backdrop = Backdrop.color(behind: visited, in: context.index, includingSelf: true) else {
            return .cantTell(node.id, UncapturedColour.message(colorsKnown: context.snapshot.knows(.colors),
                                                               paintKnown: node.foreground != nil,
                                                               subject: "\(node.id)'s text", appearance: appearance),
                             threshold: threshold)
        }
        let paint = foreground.withOpacity(visited.effectiveOpacity).composited(over: backdrop)
        let ratio = Contrast.ratio(paint, backdrop)
        let size = "\(TextContrastThreshold.describe(text)) is \(required.isLarge ? "large" : "normal") text"
        return .check(ratio >= required.ratio, node.id,
                      failure: "\(node.id) text \(paint) on \(backdrop) is too faint in \(appearance) (\(size))",
                      measured: Contrast.formatted(ratio, threshold: required.ratio), threshold: threshold)
    }
}
