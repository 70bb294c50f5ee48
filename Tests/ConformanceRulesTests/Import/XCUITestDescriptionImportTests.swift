import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("XCUITest debugDescription import")
struct XCUITestDescriptionImportTests {
    @Test("print(app.debugDescription): tree by indentation, fields, flags, quotes with apostrophes")
    func appDescription() throws {
        let loaded = try ImportFixtures.load("xcuitest-description.txt")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.format == .xcuitestDescription)
        #expect(snapshot.root.role == .window && snapshot.root.label == "Trails")
        #expect(snapshot.root.children.count == 1, "the footer sections are not elements")
        #expect(snapshot.environment.viewport == Size(width: 393, height: 852))
        let navigation = try ImportFixtures.nested(loaded, "Route")
        #expect(navigation.role == .other("x-navigationBar") && navigation.children.count == 2)
        let back = try #require(navigation.children.first)
        #expect(back.role == .button && back.label == "Trails" && back.frame == Rect(x: 8, y: 54, width: 74, height: 44))
        let dontSave = try #require(ImportFixtures.nodes(loaded).first { $0.node.label == "Don't save" }).node
        #expect(dontSave.has(.notEnabled))
        let avoid = try ImportFixtures.node(loaded, "avoid-stairs").node
        #expect(avoid.label == "Avoid stairs" && avoid.has(.selected))
        let offline = try #require(ImportFixtures.nodes(loaded).first { $0.node.label == "Offline maps" }).node
        #expect(offline.role == .toggle && offline.value == "1")
        let note = try ImportFixtures.node(loaded, "note").node
        #expect(note.role == .textField && note.label == nil && note.frame == Rect(x: 16, y: 690, width: 361, height: 36))
        let long = try #require(ImportFixtures.nodes(loaded).first { $0.node.value?.hasSuffix("...") == true }).node
        #expect(long.value == "Ridge Loop climbs 420 m through larch forest before the lo...")
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "avoid-stairs") == 14)
        #expect(ImportFixtures.hasNote(loaded, "shortened with '...'"))
        #expect(!snapshot.knows(.traits))
    }

    @Test("the grabber is the handle, its container the sheet, the dismiss region the scrim")
    func sheetClues() throws {
        let loaded = try ImportFixtures.load("xcuitest-description.txt")
        let sheet = try ImportFixtures.node(loaded, "route-options").node
        #expect(sheet.part == .sheet && sheet.sheet?.modality == .modal)
        let handle = try ImportFixtures.node(loaded, "handle")
        #expect(handle.node.label == "Sheet Grabber" && handle.enclosingSheetID == "route-options")
        #expect(try ImportFixtures.node(loaded, "PopoverDismissRegion").node.part == .scrim)
    }

    @Test("WDA format=description: one block per window (CRLF) under one application; an Alert is a dialog")
    func wdaBlocks() throws {
        let loaded = try ImportFixtures.load("wda-description.txt")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.root.children.map(\.role) == [.window, .window])
        #expect(snapshot.environment.viewport == Size(width: 375, height: 667))
        let alert = try ImportFixtures.nested(loaded, "Sign-out")
        #expect(alert.role == .dialog && alert.part == .card && alert.identifier == "Sign out?")
        #expect(alert.children.map(\.label) == ["Sign out?", "Cancel", "Sign Out"])
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "Sign-out") == 10)
        #expect(ImportFixtures.hasNote(loaded, "CRLF"))
    }

    @Test("a description with only the query chain says why nothing can be imported")
    func queryChainOnly() throws {
        let text = "Query chain:\n →Find: Target Application 'com.example.trails'\n  Output: {\n  }\n"
        let error = #expect(throws: LoadFailure.self) {
            _ = try ScenarioLoader.decode(Data(text.utf8), file: "chain.txt", format: .xcuitestDescription)
        }
        #expect(error?.description.hasPrefix("chain.txt:1:1: error: the description has no 'Element subtree:'") == true)
    }

    @Test("line grammar: quotes end at a quote followed by a field, flags and unknown words are kept apart")
    func lineGrammar() throws {
        let line = try DescriptionLine.parse("      Button, 0x1, {{1.5, 2.0}, {3.0, 4.0}}, identifier: 'a, b', label: 'It's, label: x', value: 5, Selected, Keyboard Focused")
        #expect(line.indent == 6 && line.type == "Button")
        #expect(line.frame == Rect(x: 1.5, y: 2, width: 3, height: 4))
        #expect(line.fields["identifier"] == "a, b" && line.fields["label"] == "It's, label: x" && line.fields["value"] == "5")
        #expect(line.flags == ["Selected", "Keyboard Focused"])
        #expect(throws: DescriptionLine.Failure.self) { _ = try DescriptionLine.parse("Button 0x1") }
        #expect(throws: DescriptionLine.Failure.self) { _ = try DescriptionLine.parse("Button, 0x1, label: 'open") }
    }
}
