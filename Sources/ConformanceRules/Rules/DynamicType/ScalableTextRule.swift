import A11yModel

/// DT-01, declared: essential text must use a font that follows Dynamic Type.
struct ScalableTextRule: NodeRule {
    let metadata = RuleDescription(
        id: "scalable-text",
        pack: DynamicTypePack.id,
        title: "Scalable text",
        summary: """
            People who need larger text set it once in Settings; text set in a fixed point size \
            (`UIFont.systemFont(ofSize:)`, `.font(.system(size:))`, `px` on Android) ignores that \
            choice and fails WCAG 1.4.4 through WCAG2ICT. Every essential, visible text must say it \
            scales (a text style, `UIFontMetrics`, `@ScaledMetric`, `sp`). This rule trusts the \
            captured flag; text-grows-with-content-size checks the measured sizes across a variant \
            set. Known limits: text that deliberately stays fixed because it already fits at every \
            size (a tab bar with a large-content viewer) is flagged and needs a suppression. A capture without text facts (a hierarchy \
            dump) needs review once for the snapshot, naming the texts it could not judge. The \
            texts of an iOS system alert in such a capture pass: UIKit draws its title, message and \
            buttons in Dynamic Type text styles.
            """,
        severity: .error,
        references: [
            .wcag("1.4.4", "Resize Text", level: "AA"),
            RuleReference(.apple, "HIG Typography: Dynamic Type",
                          url: "https://developer.apple.com/design/human-interface-guidelines/typography"),
        ],
        scope: .node,
        examples: [
            .snapshot("a body text style", .passed) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "body", role: .staticText, label: "Pick a plan", text: TextFacts(style: .body, pointSize: 17)),
                ])
            },
            .snapshot("MorphModalKit's example: a fixed 12 pt heavy rounded font and a fixed 17 pt title", .failed,
                      targets: ["tile-title", "title"]) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "title", role: .header, label: "Menu", text: TextFacts(pointSize: 17, weight: .semibold, scalesWithDynamicType: false)),
                    Node(id: "tile-title", role: .staticText, label: "PROFILE",
                         text: TextFacts(pointSize: 12, weight: .heavy, scalesWithDynamicType: false)),
                ])
            },
            .snapshot("decorative and hidden text", .inapplicable) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "watermark", role: .staticText, text: TextFacts(pointSize: 40, scalesWithDynamicType: false, isEssential: false)),
                    Node(id: "old-title", role: .staticText, isHidden: true, text: TextFacts(pointSize: 17, scalesWithDynamicType: false)),
                ])
            },
            .snapshot("a hierarchy dump: texts without styles need review", .cantTell, targets: ["window"]) {
                Node(id: "window", role: .window, children: [
                    Node(id: "title", role: .header, label: "Share trail"),
                    Node(id: "copy", role: .button, label: "Copy link"),
                ])
            }.withUnknown([.textStyle]),
            ExampleTrees.capturedAlert(platform: .iOS),
            ExampleTrees.capturedAlert(platform: .android),
            .scenario("a capture that could not read fonts", .cantTell, targets: ["body"]) {
                Scenario(id: "example", snapshots: [
                    Snapshot(id: "example", state: "example", unknown: [.textStyle], root:
                        Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                            Node(id: "body", role: .staticText, label: "Pick a plan", text: TextFacts(pointSize: 17)),
                        ])),
                ])
            },
        ]
    )

    let interest = NodeInterest { $0.node.text != nil || $0.depth == 0 }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let setting = Self.textSizeSetting(on: context.environment.platform)
        let threshold = "scales with \(setting)"
        if visited.depth == 0 && !context.snapshot.knows(.textStyle) {
            return UncapturedText.verdict(at: visited, in: context, what: "the text styles", threshold: threshold,
                                          systemAlertTextPasses: true)
        }
        guard let text = visited.node.text, EssentialText.isJudged(visited, in: context.index) else { return nil }
        let id = visited.node.id
        guard context.snapshot.knows(.textStyle) else {
            return .cantTell(id, "whether \(id) scales with \(setting) was not captured", threshold: threshold)
        }
        let size = EssentialText.points(text.pointSize)
        let measured = text.scalesWithDynamicType ? "scales" : "fixed \(size)"
        return .check(text.scalesWithDynamicType, id, failure: "\(id) uses a fixed \(size) font that ignores \(setting)",
                      measured: measured, threshold: threshold)
    }

    /// What people set to enlarge text: Dynamic Type on Apple's platforms, Android's font size
    /// (text sized in sp follows it).
    static func textSizeSetting(on platform: Platform) -> String {
        platform == .android ? "the font size setting" : "Dynamic Type"
    }
}
