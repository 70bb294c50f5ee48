import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Compose semantics import")
struct ComposeSemanticsImportTests {
    static func load(_ text: String, density: Double? = nil) throws -> LoadedScenario {
        try ScenarioLoader.decode(Data(text.utf8), file: "compose.txt", format: .composeSemantics,
                                  importOptions: ImportOptions(density: density))
    }

    @Test("Material 3 ModalBottomSheet from logcat: windows, sheet, handle, scrim, actions, px to dp")
    func partialSheet() throws {
        let loaded = try ImportFixtures.load("semantics/compose-m3-sheet-partial.txt")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.format == .composeSemantics && snapshot.environment.platform == .android)
        #expect(snapshot.root.children.count == 2, "one window per printed root")
        let appWindow = try #require(snapshot.root.children.first)
        #expect(appWindow.isHidden, "the app's window is below the dialog window")
        let sheet = try ImportFixtures.node(loaded, "sheet").node
        #expect(sheet.part == .sheet && sheet.label == "Bottom Sheet" && sheet.sheet?.modality == .modal)
        #expect(sheet.frame == Rect(x: 0, y: 1200 / 2.625, width: 1080 / 2.625, height: 1522.5 / 2.625))
        let handle = try ImportFixtures.node(loaded, "handle")
        #expect(handle.node.label == "Drag handle" && handle.enclosingSheetID == "sheet")
        #expect(Set(handle.node.actions.map(\.kind)) == [.dismiss, .expand, .activate, .longPress])
        #expect(handle.node.frame?.width == 84 / 2.625 && handle.node.hitFrame?.width == 48, "Compose extends a small clickable's touch area")
        #expect(try ImportFixtures.node(loaded, "scrim").node.label == "Close sheet")
        #expect(handle.node.visibleText == "", "ContentDescription is not drawn: no text on screen")
        #expect(ImportFixtures.nodes(loaded).contains { $0.node.visibleText == "Copy link" }, "Text is drawn")
        #expect(snapshot.knows(.focus) && snapshot.focusedNode == nil, "Focused is printed, and false everywhere")
        #expect(snapshot.knows(.actions) && snapshot.knows(.traits) && !snapshot.knows(.sheet))
        #expect(ImportFixtures.hasNote(loaded, "took off the logcat prefix of every line"))
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "handle") == 30)
    }

    @Test("a clickable without a Role announces none (control-role's fact); one with Role = 'Button' is a button TalkBack names")
    func roleOnlyFromRole() throws {
        let loaded = try ImportFixtures.load("semantics/compose-m3-sheet-partial.txt")
        let row = try #require(ImportFixtures.nodes(loaded).first { $0.node.label == "Copy link" })
        #expect(row.node.role == .button && row.node.has(.unannouncedRole), "OnClick, no Role: a role from behaviour")
        let named = try Self.load("""
            Printing with useUnmergedTree = 'false'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
             |-Node #2 at (l=40.0, t=100.0, r=400.0, b=226.0)px
               Role = 'Button'
               Text = '[Save]'
               Actions = [OnClick]
               MergeDescendants = 'true'
            """, density: 2.625)
        let save = try #require(ImportFixtures.nodes(named).first { $0.node.label == "Save" })
        #expect(save.node.role == .button && !save.node.has(.unannouncedRole))
    }

    @Test("TalkBack's order: the sheet (traversal index 0) before the scrim (1); Collapse when expanded; focus read")
    func expandedSheet() throws {
        let loaded = try ImportFixtures.load("semantics/compose-m3-sheet-expanded.txt")
        let snapshot = try ImportFixtures.snapshot(loaded)
        let parts = ImportFixtures.nodes(loaded).compactMap(\.node.part)
        #expect(parts.firstIndex(of: .sheet) ?? 0 < parts.firstIndex(of: .scrim) ?? 0)
        #expect(try ImportFixtures.node(loaded, "handle").node.has(.collapse))
        #expect(snapshot.focusedNode == "Copy-link")
    }

    @Test("a pane-titled sheet whose first element offers Dismiss is Material 3's ModalBottomSheet",
          arguments: ["semantics/compose-m3-sheet-partial.txt", "semantics/compose-m3-sheet-expanded.txt"])
    func modalBottomSheetComponent(_ fixture: String) throws {
        let loaded = try ImportFixtures.load(fixture)
        #expect(try ImportFixtures.node(loaded, "sheet").node.sheet?.component == .material3ModalBottomSheet)
        #expect(ImportFixtures.hasNote(loaded, "is run by Material 3's ModalBottomSheet"))
    }

    static func sheet(firstElement: String) -> String {
        """
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=1200.0, r=1080.0, b=2400.0)px
           PaneTitle = 'Bottom Sheet'
            |-Node #3 at (l=498.0, t=1200.0, r=582.0, b=1326.0)px
            | \(firstElement)
            | MergeDescendants = 'true'
            |-Node #4 at (l=63.0, t=1368.0, r=373.0, b=1441.5)px
              Text = '[Share trip]'
        """
    }

    @Test("the handle box's Dismiss with Expand or Collapse is the evidence, not a pane title alone", arguments: [
        ("ContentDescription = '[Drag handle]'\n| Actions = [Dismiss, Expand, OnClick]", SheetComponent?.some(.material3ModalBottomSheet), true),
        ("ContentDescription = '[Grip]'\n| Actions = [Collapse, Dismiss]", .material3ModalBottomSheet, true),
        ("ContentDescription = '[Drag handle]'\n| Actions = [OnClick]", nil, true),
        ("Text = '[Close]'\n| Actions = [Dismiss, OnClick]", nil, false),
    ])
    func modalBottomSheetEvidence(_ element: String, _ component: SheetComponent?, _ isHandle: Bool) throws {
        let loaded = try Self.load(Self.sheet(firstElement: element.replacingOccurrences(of: "\n", with: "\n    ")))
        let sheet = try #require(ImportFixtures.nodes(loaded).first { $0.node.part == .sheet })
        #expect(sheet.node.sheet?.component == component)
        #expect(ImportFixtures.nodes(loaded).contains { $0.node.part == .handle } == isHandle)
    }

    static let unmerged = """
        Printing with useUnmergedTree = 'true'
        Node #1 at (l=0.0, t=0.0, r=1000.0, b=2000.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1000.0, b=300.0)px, Tag: 'row'
         | Actions = [OnClick]
         | MergeDescendants = 'true'
         |  |-Node #3 at (l=0.0, t=0.0, r=200.0, b=100.0)px
         |  | Text = '[Wi-Fi]'
         |  | Actions = [GetTextLayoutResult]
         |  |-Node #4 at (l=0.0, t=100.0, r=200.0, b=200.0)px
         |    ContentDescription = '[Connected]'
         |-Node #5 at (l=0.0, t=300.0, r=1000.0, b=400.0)px
         | ContentDescription = '[Volume]'
         | ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)'
         | Actions = [SetProgress]
         |-Node #6 at (l=0.0, t=400.0, r=1000.0, b=500.0)px
         | ClearAndSetSemantics = 'true'
         | ContentDescription = '[Rating]'
         |  |-Node #7 at (l=0.0, t=400.0, r=100.0, b=500.0)px
         |    Text = '[4 stars]'
         |-Node #8 at (l=0.0, t=500.0, r=1000.0, b=600.0)px
         | EditableText = 'Lisbon'
         | Text = '[City]'
         | Actions = [SetText]
         |-Node #9 at (l=0.0, t=600.0, r=1000.0, b=700.0)px
         | ToggleableState = 'On'
         | [Disabled]
         | CustomActions = '[CustomAccessibilityAction(label=Archive, action=Function0<java.lang.Boolean>)]'
         |-Node #10 at (l=0.0, t=700.0, r=1000.0, b=800.0)px
         | PaneTitle = 'Filters'
         | Actions = [Dismiss]
         |-Node #11 at (l=0.0, t=800.0, r=1000.0, b=900.0)px
           Text = '[Line one
        line two]'
           [InvisibleToUser]
        """

    @Test("unmerged: a node that merges its descendants speaks for them; cleared descendants are hidden; values, steps, toggles")
    func unmergedTree() throws {
        let loaded = try Self.load(Self.unmerged, density: 2)
        let row = try ImportFixtures.nested(loaded, "row")
        #expect(row.label == "Connected" && row.role == .button && row.isAccessibilityElement, "descriptions win over merged text")
        #expect(row.children.allSatisfy { !$0.isAccessibilityElement }, "merged into the row")
        let volume = try ImportFixtures.node(loaded, "Volume").node
        #expect(volume.role == .slider && volume.has(.adjustable) && volume.has(.increment) && volume.has(.decrement))
        #expect(volume.value == "0.5")
        let rating = try ImportFixtures.nested(loaded, "Rating")
        #expect(rating.children.first?.isHidden == true, "replaced by clearAndSetSemantics")
        let city = try ImportFixtures.node(loaded, "City").node
        #expect(city.role == .textField && city.value == "Lisbon" && city.label == "City")
        let toggle = try #require(ImportFixtures.nodes(loaded).first { $0.node.value == "1" }).node
        #expect(toggle.role == .toggle && toggle.has(.notEnabled) && toggle.action(.custom)?.name == "Archive")
        let pane = try #require(ImportFixtures.nodes(loaded).first { $0.node.label == "Filters" }).node
        #expect(pane.part == .card && pane.has(.escape), "a pane titled and dismissable: the Dismiss action is its escape")
        let hidden = try #require(ImportFixtures.nodes(loaded).first { $0.node.label?.hasPrefix("Line one") == true }).node
        #expect(hidden.label == "Line one\nline two" && hidden.isHidden, "a text over two lines; InvisibleToUser hides it")
        #expect(row.frame == Rect(x: 0, y: 0, width: 500, height: 150), "--density 2")
    }

    @Test("printToString(maxDepth) stops with 'Has … children', noted; roots of a collection are windows")
    func depthLimit() throws {
        let text = """
            Printing with useUnmergedTree = 'false'
            1) Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px, Tag: 'tag1'
             |-Node #2 at (l=0.0, t=0.0, r=50.0, b=50.0)px, Tag: 'tag11'
               Has 1 child
            2) Node #4 at (l=0.0, t=0.0, r=100.0, b=100.0)px, Tag: 'tag2'
             |-Node #5 at (l=0.0, t=0.0, r=50.0, b=50.0)px, Tag: 'tag22'
               Has 1 child
            """
        let loaded = try Self.load(text)
        #expect(try ImportFixtures.snapshot(loaded).root.children.map(\.role) == [.window, .window])
        #expect(ImportFixtures.hasNote(loaded, "maxDepth"))
    }

    @Test("the real Rally printout pasted from a comment: tabs, cleared text, the logcat line left out")
    func rally() throws {
        let loaded = try ImportFixtures.load("captures/compose-rally-tabs.txt")
        let accounts = try ImportFixtures.nested(loaded, "Accounts")
        #expect(accounts.role == .button && accounts.has(.selected) && accounts.children.first?.isHidden == true)
        #expect(ImportFixtures.hasNote(loaded, "comment or quote marker '// '"))
        #expect(ImportFixtures.hasNote(loaded, "left out 1 log line"))
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "Accounts") == 16)
    }

    @Test("a file with two printouts, or one that found no nodes, is refused where it says so")
    func refused() throws {
        let twice = "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"
            + "Printing with useUnmergedTree = 'true'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n"
        let second = #expect(throws: LoadFailure.self) { try Self.load(twice) }
        #expect(second?.description.hasPrefix("compose.txt:3:1: error: a second printout starts here") == true)
        let none = #expect(throws: LoadFailure.self) { try Self.load("Printing with useUnmergedTree = 'false'\nThere were 0 nodes found!\n") }
        #expect(none?.description.contains("compose.txt:2:1: error: the printout holds no nodes") == true)
    }
}
