import A11yModel

/// CON-03: the sheet handle is the visual cue that the sheet can be dragged, so it needs
/// non-text contrast against the sheet it sits on.
struct HandleContrastRule: NodeRule {
    let metadata = RuleDescription(
        id: "handle-contrast",
        pack: ContrastPack.id,
        title: "Handle contrast",
        summary: """
            A visible sheet handle (grabber) is the visual information that identifies the sheet as \
            draggable or dismissable, so WCAG 1.4.11 asks for 3:1 against the colour behind it, in \
            every appearance captured (light, dark, Increase Contrast, elevated). Known limit: when the \
            handle is purely decorative and other cues (a close button, the card edge) identify the \
            component, 1.4.11 may not require it; suppress with a reason in that case.
            """,
        severity: .error,
        references: [
            .wcag("1.4.11", "Non-text Contrast", level: "AA"),
            RuleReference(.apple, "HIG Color: check light, dark and Increase Contrast",
                          url: "https://developer.apple.com/design/human-interface-guidelines/color"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("minimumRatio", .number(3), summary: "Lowest contrast ratio accepted",
                          source: "WCAG 2.2 SC 1.4.11", range: .contrastRatio),
        ],
        examples: [
            .snapshot("a dark grey pill on a white card", .passed) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "grabber", role: .button, part: .handle, label: "Sheet grabber",
                         frame: Rect(x: 170, y: 5, width: 36, height: 5), background: Color(hex: "#8E8E93")),
                ])
            },
            .snapshot("MorphModalKit's tertiary grouped background pill on its card", .failed, targets: ["handle"]) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "handle", part: .handle, frame: Rect(x: 170, y: 8, width: 52, height: 4),
                         background: Color(hex: "#F2F2F7")),
                ])
            },
            .snapshot("a handle whose card colour was not captured", .cantTell, targets: ["handle"]) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "handle", part: .handle, frame: Rect(x: 170, y: 8, width: 52, height: 4),
                         background: Color(hex: "#F2F2F7")),
                ])
            },
            .snapshot("a sheet without a handle", .inapplicable) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "title", role: .header, label: "Settings"),
                ])
            },
        ]
    )

    let interest = NodeInterest.parts(.handle)

    func evaluate(_ node: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard node.effectiveOpacity > 0, node.node.frame.map({ !$0.isEmpty }) ?? true else { return nil }
        let minimum = context.parameters.number("minimumRatio", default: 3)
        let threshold = Contrast.formatted(minimum)
        let seen = Backdrop.paint(of: node).map { Backdrop.seen($0, on: node, in: context.index, includingSelf: false) }
        guard context.snapshot.knows(.colors), let (paint, backdrop) = seen?.colors else {
            return .cantTell(node.node.id, seen?.unevenness(of: "the handle")
                                 ?? UncapturedColour.message(colorsKnown: context.snapshot.knows(.colors),
                                                             paintKnown: Backdrop.paint(of: node) != nil, subject: "the handle",
                                                             appearance: Appearance.name(of: context.environment)),
                             threshold: threshold)
        }
        let ratio = Contrast.ratio(paint, backdrop)
        return .check(ratio >= minimum, node.node.id,
                      failure: "handle \(paint) on \(backdrop) is hard to see in \(Appearance.name(of: context.environment))",
                      measured: Contrast.formatted(ratio, threshold: minimum), threshold: threshold)
    }
}
