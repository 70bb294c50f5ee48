import A11yModel

/// DT-04: constant sheet heights clip enlarged text unless the content scrolls.
struct FixedDetentHeightsRule: NodeRule {
    let metadata = RuleDescription(
        id: "fixed-detent-heights",
        pack: DynamicTypePack.id,
        title: "Fixed detent heights",
        summary: """
            A sheet whose heights are constants (MorphModalKit's `preferredHeight` 324 pt, a SwiftUI \
            wrapper's half-screen default, the morphing sheet's 200/430 pt) keeps that height when the \
            text inside triples, so the content is cut off unless it scrolls. Heights measured from \
            the content or scaled with the text, or content in a scroll view, pass. A warning: a \
            fixed height is a risk, and layout-at-ax5 judges the actual loss. Known limits: a fixed \
            height generous enough for AX5 content still warns; judged on the front card only. \
            Alerts, action sheets and dialogs without detents are not judged: the platform sizes \
            them to their content. Dumps have no sheet facts, so they need review, unless the dump \
            shows the sheet's content in a vertical scroller (an Android ScrollView, NestedScrollView \
            or ListView, an iOS table, a Compose vertical scroll range) of at least half the sheet's \
            height reaching its bottom edge, or the sheet is run by Material's BottomSheetBehavior \
            (component materialBottomSheet, a BottomSheetDialog's design_bottom_sheet), which \
            measures it from its content by default (behavior_fitToContents) and offers expand \
            below its largest state, or by Compose Material 3's ModalBottomSheet (component \
            material3ModalBottomSheet), whose expanded height is its content's, unless the sheet, \
            shorter than the screen, reaches more than 64 dp (a navigation bar and a margin) below its \
            lowest text, control, list or scroller: the app then sets its height, which needs review. \
            UIKit's sheet (component uiKitSheet) is not measured from its content: its detents are \
            fractions of the screen (medium is half its height) or the app's, so a capture of it \
            needs review. Known limit: an app that turns \
            fitToContents off is not seen in a dump.
            """,
        severity: .warning,
        references: [
            .wcag("1.4.4", "Resize Text", level: "AA"),
            RuleReference(.apple, "HIG Typography: layout adapts to all font sizes",
                          url: "https://developer.apple.com/design/human-interface-guidelines/typography"),
            RuleReference(.material, "BottomSheetBehavior: behavior_fitToContents is true by default",
                          url: "https://github.com/material-components/material-components-android/blob/master/docs/components/BottomSheet.md"),
            RuleReference(.material, "Compose Material 3 ModalBottomSheet: Expanded at fullHeight − sheetSize.height",
                          url: "https://android.googlesource.com/platform/frameworks/support/+/androidx-main/compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/ModalBottomSheet.kt"),
            RuleReference(.seed, "MorphModalKit preferredHeight; morphing sheet compactHeight/expandedHeight"),
        ],
        scope: .node,
        examples: [
            .snapshot("an alert from a dump: the platform sizes it to its content", .inapplicable) {
                Node(id: "alert", role: .dialog, part: .card, label: "Sign out?", sheet: SheetFacts())
            }.withUnknown([.sheet]),
            .snapshot("heights measured from the content", .passed) {
                Node(id: "card", part: .card, sheet: SheetFacts(heightSource: .content))
            },
            .snapshot("a fixed height whose content scrolls", .passed) {
                Node(id: "card", part: .card, sheet: SheetFacts(scrollsContent: true, heightSource: .fixed))
            },
            .snapshot("a dump: how the height is chosen is unknown", .cantTell, targets: ["sheet"]) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts())
            }.withUnknown([.sheet]),
            .snapshot("a dump whose sheet shows its content in a vertical scroller", .passed) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(scrollsContent: true))
            }.withUnknown([.sheet]),
            .snapshot("a dump of a Material BottomSheetDialog: BottomSheetBehavior measures it from its content", .passed) {
                Node(id: "design_bottom_sheet", part: .sheet, sheet: SheetFacts(component: .materialBottomSheet))
            }.withUnknown([.sheet]),
            .snapshot("a printout of Compose's ModalBottomSheet: expanded, it is as tall as its content", .passed) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(component: .material3ModalBottomSheet))
            }.withUnknown([.sheet]),
            ExampleTrees.capturedUIKitSheet("a capture of UIKit's sheet: its detents are the screen's fractions or the app's, not its content's",
                                            .cantTell, targets: ["filters-sheet"]),
            .snapshot("a dump of Compose's ModalBottomSheet reaching 95 pt below its last row: the app sets its height", .cantTell,
                      targets: ["sheet"]) {
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 235, width: 354, height: 407),
                     sheet: SheetFacts(component: .material3ModalBottomSheet), children: [
                         Node(id: "title", role: .staticText, label: "Search results", frame: Rect(x: 16, y: 290, width: 200, height: 24)),
                         Node(id: "row", role: .button, label: "Chapter 3", actions: [AccessibilityAction(.activate)],
                              frame: Rect(x: 16, y: 450, width: 322, height: 96)),
                     ])
            }.withUnknown([.sheet]),
            .snapshot("MorphModalKit's constant 324 pt card without a scroll view", .failed, targets: ["card"]) {
                Node(id: "card", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324),
                     sheet: SheetFacts(heightSource: .fixed))
            },
            .snapshot("a covered card is judged when it is in front", .inapplicable) {
                Node(id: "window", children: [
                    Node(id: "card-1", part: .card, isHidden: true, sheet: SheetFacts(stackDepth: 1, heightSource: .fixed)),
                ])
            },
            .scenario("a capture without sheet facts", .cantTell, targets: ["card"]) {
                Scenario(id: "example", snapshots: [
                    Snapshot(id: "example", state: "example", unknown: [.sheet], root:
                        Node(id: "card", part: .card, sheet: SheetFacts(heightSource: .fixed))),
                ])
            },
        ]
    )

    let interest = NodeInterest.sheets

    /// Room a sheet measured from its content may keep below it: a navigation bar it draws behind
    /// (48 dp) and a margin.
    static let contentBottomAllowance = 64.0

    /// A sheet this share of the screen's height or more is as tall as the screen lets it be.
    static let fullHeight = 0.9

    /// How far the sheet's visible bottom edge lies below the lowest of its texts, controls, lists
    /// and scrollers (whose frames are content, however few rows show); nil when none has a frame,
    /// or when the sheet is as tall as the screen, where no height shorter than the screen was set.
    static func roomBelowContent(of sheet: VisitedNode, in index: SnapshotIndex) -> Double? {
        guard let frame = sheet.node.frame, frame.height < fullHeight * index.environment.viewport.height else { return nil }
        let bottoms = index.ownNodes(of: sheet).compactMap { visited -> Double? in
            let node = visited.node
            guard visited.order != sheet.order, visited.isVisible, let content = node.frame, !content.isEmpty,
                  node.hasName || node.visibleText?.isEmpty == false || TouchTargets.isPointerTarget(node)
                    || node.role == .list || node.role == .scrollView || node.has(.scroll)
            else { return nil }
            return content.maxY
        }
        return bottoms.max().map { frame.maxY - $0 }
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard let sheet = visited.node.sheet, sheet.stackDepth == 0, visited.effectiveOpacity > 0,
              !visited.isHiddenFromAT else { return nil }
        // Alerts, action sheets and dialogs have no detents: the platform sizes them to content.
        if sheet.detents.isEmpty && (visited.node.role == .dialog || visited.node.role == .sheet) { return nil }
        let id = visited.node.id
        let threshold = "height from content or text size, or scrolling content"
        // A dump has no sheet facts, but may show the content in a vertical scroller.
        if sheet.scrollsContent && !context.snapshot.knows(.sheet) { return .passed(id, measured: "scrolls", threshold: threshold) }
        // Material's BottomSheetBehavior (unless the app says otherwise) and Compose's
        // ModalBottomSheet measure the sheet from its content, which then reaches its bottom.
        if let component = sheet.component, component.measuresFromContent, !context.snapshot.knows(.sheet) {
            if let room = Self.roomBelowContent(of: visited, in: context.index), room > Self.contentBottomAllowance {
                let unit = TargetGeometry.unit(for: context.environment.platform)
                return .cantTell(id, "\(id) is run by \(component.behaviourName), which measures a sheet from its content, but it reaches "
                                 + "\(TargetGeometry.length(room)) \(unit) below its lowest text or control, so the app may set its height, "
                                 + "which a dump does not show", threshold: threshold)
            }
            return .passed(id, measured: "content (\(component.behaviourName))", threshold: threshold)
        }
        guard context.snapshot.knows(.sheet) else {
            return .cantTell(id, "how \(id)'s height is chosen was not captured", threshold: threshold)
        }
        let fixed = sheet.heightSource == .fixed && !sheet.scrollsContent
        let height = (sheet.currentDetent?.height ?? visited.node.frame?.height).map { " " + EssentialText.points($0) } ?? ""
        let measured = sheet.scrollsContent ? "scrolls" : "\(sheet.heightSource.rawValue)\(sheet.heightSource == .fixed ? height : "")"
        return .check(!fixed, id, failure: "\(id) has a constant height and its content does not scroll",
                      measured: measured, threshold: threshold)
    }
}
