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
            variant captured (each snapshot is one: light, dark, elevated, Increase Contrast). The \
            background is what is drawn behind the text: its ancestors' fills and those of earlier \
            nodes whose frames cover it (a chip, a badge), tree order being drawing order; a \
            translucent node is a group composited once at its opacity. Large text follows the \
            profile: by default WCAG's 18 pt and 14 pt bold at 4/3 CSS px per pt, read as platform \
            points by WCAG2ICT — 24 pt, or 18.666… pt bold, both inclusive and exact, bold meaning \
            weight 700 or more (CSS `bold`); Apple's Inspector table (18 pt, or bold at any size) \
            under apple-hig; strict applies 1.4.6's 7:1 and 4.5:1. Disabled, decorative \
            (non-essential) and covered-card text is exempt as incidental; text hidden only from \
            assistive technology is still seen and judged. Where axe-core departs from the letter \
            (it rounds sizes up, so 23.99 pt counts as 18 pt; it needs a ratio above, not at, the \
            threshold) this rule keeps WCAG's (docs/axe-agreement.md). Known limits: text under a \
            scrim or dim layer is left to contrast-under-overlays; text partly over a fill gets \
            cantTell; images and gradients behind text are not modelled, nor is anti-aliasing. A \
            capture without text facts (a hierarchy dump) needs review once for the snapshot, naming \
            the texts it could not judge. Text of only white space or invisible characters draws \
            nothing and is not judged.
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

    let interest = NodeInterest { $0.node.text != nil || $0.depth == 0 }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        if visited.depth == 0 && !(context.snapshot.knows(.colors) && context.snapshot.knows(.textStyle)) {
            return UncapturedText.verdict(at: visited, in: context, what: "the colours and sizes")
        }
        guard let text = visited.node.text, text.isEssential, ContrastScope.isActiveAndVisible(visited, in: context.index) else {
            return nil
        }
        // Text of only white space or invisible characters draws nothing to read.
        if let label = visited.node.label, !label.isEmpty, SpeakableName.quality(of: label) == .empty { return nil }
        let overlay = Backdrop.overlay(above: visited, in: context.index)
        guard overlay.layers.isEmpty else { return nil }
        let required = TextContrastThreshold.required(for: text, context.parameters)
        // Texts are made only for what is reported: most text passes.
        var threshold: String { Contrast.formatted(required.ratio) }
        var appearance: String { Appearance.name(of: context.environment) }
        guard !overlay.isUncertain else {
            return .cantTell(visited.node.id, "whether a translucent layer covers \(visited.node.id) is unknown: its frame was not captured",
                             threshold: threshold)
        }
        let seen = visited.node.foreground.map { Backdrop.seen($0, on: visited, in: context.index, includingSelf: true) }
        guard context.snapshot.knows(.colors), let (paint, backdrop) = seen?.colors else {
            return .cantTell(visited.node.id, seen?.unevenness(of: visited.node.id)
                                 ?? UncapturedColour.message(colorsKnown: context.snapshot.knows(.colors),
                                                             paintKnown: visited.node.foreground != nil,
                                                             subject: "\(visited.node.id)'s text", appearance: appearance),
                             threshold: threshold)
        }
        let ratio = Contrast.ratio(paint, backdrop)
        func measured() -> String { Contrast.formatted(ratio, threshold: required.ratio) }
        if ratio >= required.ratio { return context.passed(visited.node.id, measured: measured(), threshold: threshold) }
        let size = "\(TextContrastThreshold.describe(text)) is \(required.isLarge ? "large" : "normal") text"
        return .failed(visited.node.id, "\(visited.node.id) text \(paint) on \(backdrop) is too faint in \(appearance) (\(size))",
                       measured: measured(), threshold: threshold)
    }
}
