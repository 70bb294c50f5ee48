import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Flutter semantics import")
struct FlutterSemanticsImportTests {
    static func load(_ text: String) throws -> LoadedScenario {
        try ScenarioLoader.decode(Data(text.utf8), file: "flutter.txt", format: .flutterSemantics)
    }

    @Test("showModalBottomSheet on iOS: the barrier is the scrim, the route scope the modal sheet, the 48 pt tap target the handle")
    func modalSheet() throws {
        let loaded = try ImportFixtures.load("semantics/flutter-m3-sheet.txt")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.format == .flutterSemantics && snapshot.environment.platform == .iOS, "a dismissible barrier exists on iOS")
        #expect(snapshot.environment.viewport == Size(width: 390, height: 844) && snapshot.environment.scale == 3)
        let sheet = try ImportFixtures.node(loaded, "sheet").node
        #expect(sheet.part == .sheet && sheet.isModal && sheet.sheet?.modality == .modal && !sheet.isAccessibilityElement)
        let scrim = try ImportFixtures.node(loaded, "scrim").node
        #expect(scrim.label == "Scrim" && scrim.has(.dismiss) && scrim.has(.escape) && scrim.frame?.height == 428)
        let handle = try ImportFixtures.node(loaded, "handle")
        #expect(handle.node.label == "Dismiss" && handle.node.frame == Rect(x: 171, y: 428, width: 48, height: 48))
        #expect(handle.node.has(.activate) && handle.node.role == .staticText, "Flutter's drag handle has no button flag")
        #expect(snapshot.knows(.modality) && snapshot.knows(.hint) && snapshot.knows(.opacity) && snapshot.knows(.focus))
        #expect(snapshot.focusedNode == nil)
        #expect(try ImportFixtures.node(loaded, "Share-trip").node.role == .header)
    }

    @Test("the real counter app: the root's pixel ratio, a wrapped transform matrix, a merge boundary named by its tooltip")
    func counter() throws {
        let loaded = try ImportFixtures.load("captures/flutter-counter.txt")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.environment.viewport == Size(width: 402, height: 874))
        let increment = try ImportFixtures.nested(loaded, "Increment")
        #expect(increment.frame == Rect(x: 330, y: 768, width: 56, height: 56), "placed by its transform")
        #expect(increment.role == .button && increment.has(.activate) && increment.isAccessibilityElement,
                "tap and the button flag come from the merged-up child")
        #expect(increment.children.allSatisfy { !$0.isAccessibilityElement })
        let title = try ImportFixtures.node(loaded, "Flutter-Demo-Home-Page").node
        #expect(title.frame == Rect(x: 86.1, y: 76, width: 229.8, height: 28))
    }

    @Test("traversal and inverse hit-test dumps of one page read in the same order")
    func bothOrders() throws {
        let traversal = try ImportFixtures.load("semantics/flutter-page.txt")
        let inverse = try ImportFixtures.load("semantics/flutter-page-inverse.txt")
        let order = { (loaded: LoadedScenario) in ImportFixtures.nodes(loaded).map(\.node.id) }
        #expect(order(traversal) == order(inverse))
        #expect(order(traversal).firstIndex(of: "Trip-to-Lisbon") ?? 99 < order(traversal).firstIndex(of: "Share") ?? 0)
        #expect(!ImportFixtures.hasNote(traversal, "traversal order"), "a traversal dump keeps its order")
        #expect(ImportFixtures.hasNote(inverse, "put in Flutter's traversal order"))
        let share = try ImportFixtures.node(inverse, "Share").node
        #expect(share.frame == Rect(x: 16, y: 116, width: 102, height: 48), "a child's rectangle is in its parent's coordinates")
    }

    static let controls = """
        flutter: SemanticsNode#0
        flutter:  │ Rect.fromLTRB(0.0, 0.0, 800.0, 600.0)
        flutter:  │ textDirection: rtl
        flutter:  │
        flutter:  ├─SemanticsNode#1
        flutter:  │   Rect.fromLTRB(0.0, 0.0, 400.0, 48.0)
        flutter:  │   actions: decrease, increase
        flutter:  │   flags: isSlider, isFocusable, isFocused
        flutter:  │   label: "Volume"
        flutter:  │   value: "50%"
        flutter:  │   increasedValue: "60%"
        flutter:  │   decreasedValue: "40%"
        flutter:  │   hint: "Adjust the volume of every sound this app plays, from muted to the loudest
        flutter:  │     level"
        flutter:  │
        flutter:  └─SemanticsNode#2
        flutter:      Rect.fromLTRB(400.0, 0.0, 800.0, 48.0)
        flutter:      actions: tap
        flags: isButton
        flutter:      flags: hasCheckedState, isChecked, hasEnabledState
        flutter:      label: "Wi-Fi"
        flutter:      sortKey: OrdinalSortKey#1a2b3(order: 2.0)
        """

    @Test("increase and decrease make an adjustable; focus, hint wrapped over two lines, RTL order, other log lines left out")
    func controlsAndOrder() throws {
        let loaded = try Self.load(Self.controls)
        let snapshot = try ImportFixtures.snapshot(loaded)
        let volume = try ImportFixtures.node(loaded, "Volume").node
        #expect(volume.role == .slider && volume.has(.adjustable) && volume.has(.increment) && volume.has(.decrement))
        #expect(volume.value == "50%" && volume.hint == "Adjust the volume of every sound this app plays, from muted to the loudest level")
        #expect(snapshot.focusedNode == "Volume")
        let wifi = try ImportFixtures.node(loaded, "Wi-Fi").node
        #expect(wifi.role == .toggle && wifi.value == "1" && wifi.has(.notEnabled))
        #expect(snapshot.root.children.map(\.id) == ["Wi-Fi", "Volume"], "right to left: the right-hand node first")
        #expect(ImportFixtures.hasNote(loaded, "took off the flutter: prefix", "left out 1 line"))
    }

    @Test("a knot of more overlapping children than Flutter's pairwise search is meant for keeps its printed order")
    func largeKnot() throws {
        let count = FlutterTraversalOrder.maximumKnot + 50
        let children = (1...count).map { index in
            let last = index == count
            let column = last ? "     " : " │   "
            return (last ? " └─" : " ├─") + "SemanticsNode#\(index)\n" + column + "Rect.fromLTRB(0.0, 0.0, 100.0, 40.0)\n"
                + column + "label: \"n\(index)\"\n" + column + "textDirection: ltr\n" + (last ? "" : " │\n")
        }
        let text = "SemanticsNode#0\n │ Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)\n │ textDirection: ltr\n │\n" + children.joined()
        let snapshot = try ImportFixtures.snapshot(try Self.load(text))
        #expect(snapshot.root.children.map(\.id) == (1...count).map { "n\($0)" })
    }

    @Test("a dump whose semantics were off, or that stops before a node's rectangle, says so")
    func refused() throws {
        let off = #expect(throws: LoadFailure.self) { try Self.load("Semantics not generated for RenderView#1a2b3.\n") }
        #expect(off?.description.contains("no 'SemanticsNode#' line") == true)
        let cut = #expect(throws: LoadFailure.self) { try Self.load("SemanticsNode#0\n │ Rect.fromLTRB(0.0, 0.0, 1.0, 1.0)\n │\n └─SemanticsNode#1\n") }
        #expect(cut?.description.hasPrefix("flutter.txt:4:1: error: SemanticsNode#1 has no Rect.fromLTRB") == true)
    }
}
