import A11yModel

/// DT-06: at the default text size nothing is smaller than Apple's 11 pt minimum.
struct MinTextSizeRule: NodeRule {
    let metadata = RuleDescription(
        id: "min-text-size",
        pack: DynamicTypePack.id,
        title: "Minimum text size",
        summary: """
            Apple gives 11 pt as the smallest legible size on iOS (Caption 2 at the default size; \
            Material's smallest label is 11 sp as well). People who never change the text size meet \
            the default content size, Large, so every essential, visible text in a snapshot at Large \
            must be at least that size. A warning, as it is platform guidance. Known limits: judged \
            at Large only (smaller categories are the person's own choice); badges and legal \
            footnotes that are deliberately small still warn. A capture without text facts (a hierarchy \
            dump) needs review once for the snapshot, naming the texts it could not judge. The texts \
            of an iOS system alert in such a capture pass: UIKit draws them in its own text styles, \
            the smallest 13 pt (footnote) at the default size, unless the minimum is set above that.
            """,
        severity: .warning,
        references: [
            RuleReference(.apple, "HIG Typography: default 17 pt, minimum 11 pt",
                          url: "https://developer.apple.com/design/human-interface-guidelines/typography"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("minimumPointSize", .number(11), summary: "Smallest point size at the default content size",
                          source: "HIG Accessibility and Typography (iOS/iPadOS minimum 11 pt)", range: .points),
        ],
        examples: [
            .snapshot("MorphModalKit's 12 pt tile text and 17 pt body", .passed) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "tile-title", role: .staticText, text: TextFacts(pointSize: 12, weight: .heavy, scalesWithDynamicType: false)),
                    Node(id: "body", role: .staticText, text: TextFacts(style: .body, pointSize: 17)),
                ])
            },
            .snapshot("a 9 pt legal note", .failed, targets: ["legal"]) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "legal", role: .staticText, text: TextFacts(pointSize: 9, scalesWithDynamicType: false)),
                ])
            },
            .snapshot("a hierarchy dump: texts without sizes need review", .cantTell, targets: ["window"]) {
                Node(id: "window", role: .window, children: [
                    Node(id: "title", role: .header, label: "Share trail"),
                    Node(id: "copy", role: .button, label: "Copy link"),
                ])
            }.withUnknown([.textStyle]),
            ExampleTrees.capturedAlert(platform: .iOS),
            ExampleTrees.capturedAlert(platform: .android),
            .snapshot("at xSmall the person chose small text", .inapplicable, environment: Environment(contentSize: .xSmall)) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "legal", role: .staticText, text: TextFacts(pointSize: 9)),
                ])
            },
        ]
    )

    let interest = NodeInterest { $0.node.text != nil || $0.depth == 0 }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        if visited.depth == 0 && context.environment.contentSize == .default && !context.snapshot.knows(.textStyle) {
            let minimum = context.parameters.number("minimumPointSize", default: 11)
            return UncapturedText.verdict(at: visited, in: context, what: "the sizes", threshold: "≥ \(EssentialText.points(minimum))",
                                          systemAlertTextPasses: minimum <= CapturedSystemAlert.smallestTextSize)
        }
        guard context.environment.contentSize == .default, let text = visited.node.text,
              EssentialText.isJudged(visited, in: context.index) else { return nil }
        let minimum = context.parameters.number("minimumPointSize", default: 11)
        let id = visited.node.id
        return .check(text.pointSize >= minimum - TargetGeometry.tolerance, id,
                      failure: "\(id) is smaller than the minimum at the default text size",
                      measured: EssentialText.points(text.pointSize), threshold: "≥ \(EssentialText.points(minimum))")
    }
}
