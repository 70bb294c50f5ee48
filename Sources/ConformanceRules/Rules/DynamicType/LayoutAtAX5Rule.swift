import A11yModel

/// DT-02: at the accessibility sizes no essential text is cut off, and a sheet whose content
/// outgrows it scrolls.
struct LayoutAtAX5Rule: NodeRule {
    let metadata = RuleDescription(
        id: "layout-at-ax5",
        pack: DynamicTypePack.id,
        title: "Layout at accessibility text sizes",
        summary: """
            Larger text is only useful if it fits: at the accessibility sizes essential text must not \
            be truncated or clipped, and a sheet whose content is taller than the sheet must scroll \
            it, or the end of the content is lost (WCAG 1.4.4, HIG Typography). Judged in every \
            snapshot at or above `fromCategory` — AX1 by default, because most text styles reach \
            WCAG's 200 % at AX2–AX3 rather than at AX5; set it to `ax5` to judge only the largest \
            size. Known limits: overlap between elements is not in the model; truncation that keeps \
            the full text reachable (a large-content viewer, an expandable row) is still flagged; \
            covered cards are judged when they are in front. A dump that shows the sheet's content in \
            a vertical scroller passes as scrolling (see fixed-detent-heights); otherwise a dump, \
            which has no sheet facts, needs review.
            """,
        severity: .error,
        references: [
            .wcag("1.4.4", "Resize Text", level: "AA"),
            RuleReference(.apple, "HIG Typography: layout adapts to all font sizes",
                          url: "https://developer.apple.com/design/human-interface-guidelines/typography"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("fromCategory", .string("ax1"), summary: "Smallest content size category judged",
                          source: "HIG Typography (largest accessibility size); WCAG 2.2 SC 1.4.4 200 % reached at AX2–AX3"),
        ],
        examples: [
            .snapshot("at AX5 the text wraps and the sheet scrolls its taller content", .passed,
                      environment: Environment(contentSize: .ax5)) {
                Node(id: "card", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324),
                     sheet: SheetFacts(scrollsContent: true, contentHeight: 710, heightSource: .fixed), children: [
                        Node(id: "body", role: .staticText, label: "Pick a plan", text: TextFacts(style: .body, pointSize: 53)),
                     ])
            },
            .snapshot("at AX1 the content still fits the fixed card without scrolling", .passed,
                      environment: Environment(contentSize: .ax1)) {
                Node(id: "card", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324),
                     sheet: SheetFacts(contentHeight: 298, heightSource: .fixed), children: [
                        Node(id: "body", role: .staticText, label: "Pick a plan", text: TextFacts(style: .body, pointSize: 28)),
                     ])
            },
            .snapshot("MorphModalKit at AX5: clipped text in a fixed 324 pt card that does not scroll", .failed,
                      targets: ["card", "tile-title"], environment: Environment(contentSize: .ax5)) {
                Node(id: "card", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324),
                     sheet: SheetFacts(contentHeight: 612, heightSource: .fixed), children: [
                        Node(id: "tile-title", role: .staticText, label: "PROFILE",
                             text: TextFacts(pointSize: 12, weight: .heavy, scalesWithDynamicType: false, isClipped: true)),
                        Node(id: "body", role: .staticText, label: "Pick a plan", text: TextFacts(style: .body, pointSize: 53)),
                     ])
            },
            .snapshot("at the default size, truncation is another rule's business", .inapplicable) {
                Node(id: "card", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324),
                     sheet: SheetFacts(contentHeight: 612, heightSource: .fixed), children: [
                        Node(id: "body", role: .staticText, text: TextFacts(style: .body, pointSize: 17, isTruncated: true)),
                     ])
            },
            .snapshot("at AX3 a non-scrolling sheet whose content height was not measured", .cantTell, targets: ["card"],
                      environment: Environment(contentSize: .ax3)) {
                Node(id: "card", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324),
                     sheet: SheetFacts(heightSource: .fixed), children: [
                        Node(id: "body", role: .staticText, text: TextFacts(style: .body, pointSize: 40)),
                     ])
            },
            .snapshot("a dump at AX5: how the sheet lays out its content is unknown", .cantTell, targets: ["sheet"],
                      environment: Environment(contentSize: .ax5)) {
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts())
            }.withUnknown([.sheet]),
            .snapshot("a dump at AX5 whose sheet shows its content in a vertical scroller", .passed,
                      environment: Environment(contentSize: .ax5)) {
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452),
                     sheet: SheetFacts(scrollsContent: true))
            }.withUnknown([.sheet]),
        ]
    )

    let interest = NodeInterest { $0.node.text != nil || $0.node.sheet != nil }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let category = context.environment.contentSize
        let from = ContentSizeCategory(parsing: context.parameters.string("fromCategory", default: "ax1")) ?? .ax1
        guard category >= from else { return nil }
        if let sheet = visited.node.sheet { return judgeSheet(visited, sheet, in: context) }
        guard let text = visited.node.text, EssentialText.isJudged(visited, in: context.index) else { return nil }
        let id = visited.node.id
        let losses = [text.isTruncated ? "truncated" : nil, text.isClipped ? "clipped" : nil].compactMap { $0 }
        return .check(losses.isEmpty, id, failure: "\(id) is \(losses.joined(separator: " and ")) at \(category.rawValue)",
                      measured: losses.isEmpty ? "fully shown" : losses.joined(separator: ", "), threshold: "fully shown")
    }

    private func judgeSheet(_ visited: VisitedNode, _ sheet: SheetFacts, in context: SnapshotContext) -> Verdict? {
        guard visited.effectiveOpacity > 0, !visited.isHiddenFromAT, sheet.stackDepth == 0 else { return nil }
        let id = visited.node.id
        let category = context.environment.contentSize.rawValue
        let threshold = "content fits or scrolls"
        // A dump has no sheet facts, but may show the content in a vertical scroller.
        if sheet.scrollsContent { return .passed(id, measured: "scrolls", threshold: threshold) }
        guard context.snapshot.knows(.sheet) else {
            return .cantTell(id, "how \(id) lays out its content at \(category) was not captured", threshold: threshold)
        }
        guard let content = sheet.contentHeight, let height = sheet.currentDetent?.height ?? visited.node.frame?.height else {
            return .cantTell(id, "\(id) does not scroll and its content height at \(category) was not measured",
                             threshold: threshold)
        }
        let measured = "\(EssentialText.points(content)) of content in \(EssentialText.points(height))"
        return .check(content <= height + TargetGeometry.tolerance, id,
                      failure: "\(id)'s content outgrows the sheet at \(category) and does not scroll",
                      measured: measured, threshold: threshold)
    }
}
