import A11yModel

/// CON-05: elements people can still reach under a scrim or dim layer, judged as they are seen.
struct ContrastUnderOverlaysRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "contrast-under-overlays",
        pack: ContrastPack.id,
        title: "Contrast under overlays",
        summary: """
            A scrim or the dim view over a covered card darkens everything beneath it, text and \
            background alike, and the contrast that was enough in the open can drop below it. When \
            such a layer lies over an element that VoiceOver can still reach and operate — a control \
            of the presenter or of a covered card that modal containment does not shut out — people \
            still meet it, so its text (1.4.3, large text by profile) and glyphs (1.4.11) are judged \
            with the layers composited over both paint and backdrop, in every colour variant \
            captured. Known limits: elements under a layer but unreachable are inactive and not \
            judged; an element fully under an opaque card is hidden, not faint, and is skipped; blur \
            and vibrancy are not modelled, only the layer's colour and opacity.
            """,
        severity: .error,
        references: [
            .wcag("1.4.3", "Contrast (Minimum)", level: "AA"),
            .wcag("1.4.11", "Non-text Contrast", level: "AA"),
            .wcag("2.4.11", "Focus Not Obscured (Minimum)", level: "AA"),
        ],
        scope: .snapshot,
        parameters: TextContrastThreshold.parameters + [
            RuleParameter("nontextRatio", .number(3), summary: "Lowest contrast ratio for glyphs and handles",
                          source: "WCAG 2.2 SC 1.4.11", range: .contrastRatio),
        ],
        examples: Self.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard !index.overlays.isEmpty else { return [] }
        let occlusion = Occlusion(index)
        var judged: Set<String> = []
        var verdicts: [Verdict] = []
        for element in index.reachableElements where element.node.isInteractive && element.effectiveOpacity > 0
            && !element.node.has(.notEnabled) {
            let overlay = Backdrop.overlay(above: element, in: index)
            guard !overlay.isEmpty else { continue }
            if let frame = element.node.frame, occlusion.hides(element, frame: frame) { continue }
            if overlay.isCrowded {
                guard judged.insert(element.node.id).inserted else { continue }
                verdicts.append(.cantTell(element.node.id,
                                          "more than \(RectGrid.crowdLimit) translucent layers lie over \(element.node.id), so what is seen through them was not worked out"))
                continue
            }
            if overlay.isUncertain {
                guard judged.insert(element.node.id).inserted else { continue }
                verdicts.append(.cantTell(element.node.id,
                                          "whether a translucent layer covers \(element.node.id) is unknown: its frame was not captured"))
                continue
            }
            for member in index.subtree(element.node.id) where Self.paints(member) && !member.isHiddenFromAT
                && member.effectiveOpacity > 0 && judged.insert(member.node.id).inserted {
                verdicts.append(judge(member, under: overlay.layers, in: context))
            }
        }
        return verdicts
    }

    /// Nodes with something to see: text, a glyph, or a handle's pill.
    private static func paints(_ visited: VisitedNode) -> Bool {
        visited.node.text != nil || visited.node.foreground != nil || (visited.node.part == .handle && visited.node.background != nil)
    }

    private func judge(_ member: VisitedNode, under layers: [VisitedNode], in context: SnapshotContext) -> Verdict {
        let required: (ratio: Double, isLarge: Bool) = member.node.text.map { TextContrastThreshold.required(for: $0, context.parameters) }
            ?? (context.parameters.number("nontextRatio", default: 3), false)
        let threshold = Contrast.formatted(required.ratio)
        let appearance = Appearance.name(of: context.environment)
        let isHandle = member.node.part == .handle && member.node.foreground == nil
        let ownPaint = isHandle ? Backdrop.paint(of: member) : member.node.foreground
        let kind = member.node.text == nil ? (isHandle ? "pill" : "glyph") : "text"
        let seen = ownPaint.map { Backdrop.seen($0, on: member, in: context.index, includingSelf: !isHandle) }
        guard context.snapshot.knows(.colors), let (paint, backdrop) = seen?.colors else {
            return .cantTell(member.node.id, seen?.unevenness(of: member.node.id)
                                 ?? UncapturedColour.message(colorsKnown: context.snapshot.knows(.colors),
                                                             paintKnown: ownPaint != nil, subject: "\(member.node.id)'s \(kind)",
                                                             appearance: appearance),
                             threshold: threshold)
        }
        let seenPaint = Backdrop.seen(paint, through: layers)
        let seenBackdrop = Backdrop.seen(backdrop, through: layers)
        let ratio = Contrast.ratio(seenPaint, seenBackdrop)
        let under = layers.map(\.node.id).joined(separator: ", ")
        return .check(ratio >= required.ratio, member.node.id,
                      failure: "\(member.node.id) \(kind) \(seenPaint) on \(seenBackdrop) under \(under) is too faint in \(appearance)",
                      measured: Contrast.formatted(ratio, threshold: required.ratio), threshold: threshold)
    }
}
