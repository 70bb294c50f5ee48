import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Appium XCUITest import")
struct AppiumXCUITestImportTests {
    @Test("a page source with traits and custom actions: roles, traits, actions, frames, lines")
    func sheetPageSource() throws {
        let loaded = try ImportFixtures.load("appium-ios-sheet.xml")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.format == .appiumXCUITest)
        #expect(snapshot.root.role == .window && snapshot.root.label == "Trails")
        #expect(snapshot.environment.platform == .iOS)
        #expect(snapshot.environment.viewport == Size(width: 393, height: 852))
        #expect(snapshot.knows(.traits), "WDA 9.12+ page sources carry traits")

        let grabber = try ImportFixtures.node(loaded, "handle").node
        #expect(grabber.role == .button && grabber.label == "Sheet Grabber" && grabber.value == "Half screen")
        #expect(Set(grabber.traits) == [.button, .adjustable])
        // UIKit's grabber: its custom actions are the standard ones they name, and UIKit steps it.
        #expect(grabber.actions == [AccessibilityAction(.expand), AccessibilityAction(.dismiss),
                                    AccessibilityAction(.increment), AccessibilityAction(.decrement)])
        #expect(grabber.frame == Rect(x: 178, y: 437, width: 36, height: 5))
        #expect(grabber.identifier == nil, "name equals label, so the identifier is unknown")

        let close = try ImportFixtures.node(loaded, "closeButton").node
        #expect(close.identifier == "closeButton" && close.label == "\u{E5CD}")
        let search = try ImportFixtures.node(loaded, "trail-search").node
        #expect(search.role == .searchField && search.value == nil && search.label == "")
        let easy = try ImportFixtures.node(loaded, "Easy").node
        #expect(easy.label == "Easy" && easy.value == nil && easy.has(.selected))
        let dogs = try ImportFixtures.node(loaded, "dogs-allowed").node
        #expect(dogs.role == .toggle && dogs.value == "1" && dogs.has(.isToggle))
        let show = try ImportFixtures.node(loaded, "Show-12-trails").node
        #expect(show.label == "Show 12 trails" && show.has(.notEnabled))
        let header = try ImportFixtures.node(loaded, "Filters").node
        #expect(header.label == "Filters" && header.value == nil && header.has(.header))
        let navigationBar = try ImportFixtures.node(loaded, "Trails").node
        #expect(navigationBar.role == .other("x-navigationBar") && !navigationBar.isAccessibilityElement)
        let cell = try ImportFixtures.node(loaded, "trail-row-0").node
        #expect(cell.role == .cell && cell.isAccessibilityElement && cell.actions.map(\.name) == ["Save", "Share"])

        #expect(loaded.sourceMap.line(snapshot: "imported", node: "handle") == 17)
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "closeButton") == 19)
    }

    @Test("sheet clues: the grabber is the handle, its container the sheet, PopoverDismissRegion the scrim")
    func sheetInference() throws {
        let loaded = try ImportFixtures.load("appium-ios-sheet.xml")
        let sheet = try ImportFixtures.node(loaded, "filters-sheet").node
        #expect(sheet.part == .sheet && sheet.sheet?.modality == .modal)
        #expect(sheet.isModal == false, "the modal flag itself is never in a dump")
        #expect(try ImportFixtures.node(loaded, "handle").node.part == .handle)
        #expect(try ImportFixtures.node(loaded, "PopoverDismissRegion").node.part == .scrim)
        #expect(ImportFixtures.hasNote(loaded, "inferred: 'filters-sheet' is a modal sheet"))
        #expect(ImportFixtures.hasNote(loaded, "inferred: 'handle' is the sheet handle"))
        let snapshot = try ImportFixtures.snapshot(loaded)
        for fact in [ModelFact.modality, .actions, .hint, .colors, .textStyle, .hitFrame, .gestures, .sheet] {
            #expect(!snapshot.knows(fact), "\(fact) must be unknown")
        }
    }

    @Test("notes name what WDA synthesised or left ambiguous, and odd labels")
    func notes() throws {
        let loaded = try ImportFixtures.load("appium-ios-sheet.xml")
        #expect(loaded.notes.first?.hasPrefix("read as an Appium XCUITest page source (<AppiumAUT>): 20 elements") == true)
        #expect(ImportFixtures.hasNote(loaded, "identifier is unknown", ": 7"))
        #expect(ImportFixtures.hasNote(loaded, "copied from the label", ": 2"))
        #expect(ImportFixtures.hasNote(loaded, "placeholder", "'trail-search'"))
        #expect(ImportFixtures.hasNote(loaded, "private-use", "U+E5CD", "'closeButton'"))
        #expect(ImportFixtures.hasNote(loaded, "not visible", "'trail-row-9'"))
        #expect(ImportFixtures.hasNote(loaded, "can't tell", "modal containment", "colours"))
        #expect(!ImportFixtures.hasNote(loaded, "can't tell", "traits"))
    }

    @Test("an old raw WDA source: no traits, no accessible flag, an infinite frame left out, a white-space label, an Alert")
    func oldRawSource() throws {
        let loaded = try ImportFixtures.load("wda-raw-alert.xml")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(!snapshot.knows(.traits))
        #expect(snapshot.environment.viewport == Size(width: 375, height: 667))
        let alert = try ImportFixtures.node(loaded, "card").node
        #expect(alert.role == .dialog && alert.part == .card && alert.sheet?.modality == .modal)
        #expect(!alert.isAccessibilityElement)
        #expect(!ImportFixtures.nodes(loaded).contains { $0.node.id == "any" }, "no frame, not visible, nothing inside: not on screen")
        #expect(ImportFixtures.hasNote(loaded, "left out", "Any at line 6"))
        let frameless = try ImportFixtures.nested(loaded, "other")
        #expect(frameless.frame == nil && frameless.children.count == 1, "a frame left out is unknown; the frameless Any is gone")
        let blank = try ImportFixtures.node(loaded, "button").node
        #expect(blank.label == " " && !blank.hasName && blank.isAccessibilityElement)
        #expect(try ImportFixtures.node(loaded, "Allow-Trails-to-use-your-locat").node.value == nil)
        #expect(ImportFixtures.hasNote(loaded, "white space", "'button'"))
        #expect(ImportFixtures.hasNote(loaded, "can't tell", "traits"))
    }

    @Test("an image without a label is an accessibility element only when the source says so: image-name judges it then")
    func unlabelledImages() throws {
        func loaded(_ accessible: String) throws -> LoadedScenario {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Trails" label="Trails" enabled="true" visible="true" x="0" y="0" width="402" height="874">\
                <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="true" \(accessible) x="33" y="501" width="65" height="65"/>\
                <XCUIElementTypeImage type="XCUIElementTypeImage" name="Trailhead" label="Trailhead" enabled="true" visible="true" x="110" y="501" width="65" height="65"/>\
                </XCUIElementTypeApplication></AppiumAUT>
                """
            return try ScenarioLoader.decode(Data(xml.utf8), file: "source.xml", importOptions: ImportOptions())
        }
        func imageNameFailures(_ loaded: LoadedScenario) -> [String] {
            Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "image-name" }
                .flatMap(\.findings).filter { $0.outcome == .failed }.map(\.target)
        }
        let old = try loaded("")
        #expect(!(try ImportFixtures.node(old, "image").node.isAccessibilityElement), "WDA before `accessible`: UIKit's default")
        #expect(try ImportFixtures.node(old, "Trailhead").node.isAccessibilityElement, "a labelled image keeps its type's default")
        #expect(ImportFixtures.hasNote(old, "images without a label", "taken as no accessibility element"))
        #expect(imageNameFailures(old).isEmpty)
        let stated = try loaded(#"accessible="true""#)
        #expect(try ImportFixtures.node(stated, "image").node.isAccessibilityElement)
        #expect(imageNameFailures(stated) == ["image"])
    }

    @Test("an element with no frame (x=\"inf\") and nothing visible inside is left out, and the notes say where")
    func nullFrameSubtreeLeftOut() throws {
        let loaded = try ImportFixtures.load("captures/ios-queued-system-alert.xml")
        let ids = ImportFixtures.nodes(loaded).map(\.node.id)
        #expect(!ids.contains("any") && !ids.contains("Allow"), "the queued alert and its 0×0 buttons are gone")
        #expect(try ImportFixtures.node(loaded, "card").node.label == "Allow “Trips” to access your location?")
        #expect(ImportFixtures.hasNote(loaded, "left out", "x=\"inf\"", "Any at line 6"))
        #expect(!loaded.notes.contains { $0.contains("''") }, "notes about left-out nodes are dropped, not shown with empty ids")
    }

    @Test("the JSON source: response wrapper, rawIdentifier, string flags, both rect shapes, a Sheet")
    func jsonSource() throws {
        let loaded = try ImportFixtures.load("wda-source.json")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.format == .appiumXCUITestJSON)
        #expect(snapshot.knows(.traits))
        #expect(snapshot.environment.viewport == Size(width: 390, height: 844))
        let row = try ImportFixtures.node(loaded, "trail-row-0").node
        #expect(row.frame == Rect(x: 16, y: 120, width: 358, height: 60), "the older origin/size rect shape")
        #expect(row.actions == [AccessibilityAction(.custom, name: "Delete")] && row.has(.button))
        let sheet = try ImportFixtures.node(loaded, "sheet").node
        #expect(sheet.role == .sheet && sheet.part == .sheet && !sheet.isAccessibilityElement)
        let delete = try ImportFixtures.node(loaded, "confirm-delete").node
        #expect(delete.label == "Delete Trail" && delete.identifier == "confirm-delete")
        let cancel = try ImportFixtures.node(loaded, "Cancel").node
        #expect(cancel.label == "Cancel" && cancel.identifier == nil, "rawIdentifier null: no identifier, whatever name says")
        #expect(try ImportFixtures.node(loaded, "Delete-Ridge-Loop").node.value == nil)
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "confirm-delete") == 48)
    }

    @Test("XCTest's copies of a table header's elements (same type, label, value and frame) are left out; one field fails once")
    func tableHeaderCopies() throws {
        func element(_ type: String, _ attributes: String, y: Int, height: Int) -> String {
            #"<XCUIElementType\#(type) type="XCUIElementType\#(type)" \#(attributes) enabled="true" visible="false" accessible="true" x="52" y="\#(y)" width="263" height="\#(height)"/>"#
        }
        let field = element("TextField", #"value="Search episodes" label="" placeholderValue="Search episodes""#, y: 605, height: 29)
        let archived = element("Button", #"name="Show Archived" label="Show Archived""#, y: 659, height: 31)
        let other = element("Button", #"name="Show Archived" label="Show Archived""#, y: 701, height: 31)
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Casts" label="Casts" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874">"#
            + #"<XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="false" accessible="false" x="0" y="0" width="402" height="874">"#
            + #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0" y="-45" width="402" height="1">"# + field + archived + "</XCUIElementTypeOther>\n"
            + #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false" x="0" y="591" width="402" height="111">"# + archived + field + "</XCUIElementTypeOther>\n"
            + archived + "\n" + field.replacingOccurrences(of: #"accessible="true""#, with: #"accessible="true" traits="Header""#) + other
            + "</XCUIElementTypeTable></XCUIElementTypeApplication>"
        let loaded = try ScenarioLoader.decode(Data(xml.utf8), file: "source.xml", importOptions: ImportOptions())
        let nodes = ImportFixtures.nodes(loaded).map(\.node)
        #expect(nodes.filter { $0.role == .textField }.count == 1)
        #expect(nodes.filter { $0.label == "Show Archived" }.count == 2, "the button one row below is another button")
        #expect(ImportFixtures.hasNote(loaded, "copies of an element XCTest lists again in a table", "Button at line 2, TextField at line 2, Button at line 3, TextField at line 4"))
        let failures = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "field-label" }
            .flatMap(\.findings).filter { $0.outcome == .failed }
        #expect(failures.count == 1)
    }

    @Test("UIKit's context-menu preview beside the menu is left out with the unnamed snapshot inside it; a view labelled Preview with no menu beside it stays",
          arguments: [true, false])
    func contextMenuPreview(besideAMenu: Bool) throws {
        func other(_ frame: String, _ attributes: String = "", accessible: Bool = false, _ children: String = "") -> String {
            #"<XCUIElementTypeOther type="XCUIElementTypeOther" \#(attributes) enabled="true" visible="true" accessible="\#(accessible)" \#(frame)>"#
                + children + "</XCUIElementTypeOther>\n"
        }
        let screen = #"x="0" y="0" width="402" height="874""#
        let snapshot = other(#"x="15" y="82" width="372" height="463""#, accessible: true)
        let preview = other(#"x="16" y="82" width="370" height="463""#, #"name="Preview" label="Preview""#, snapshot)
        let menu = #"<XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true" accessible="false" x="16" y="487" width="250" height="333">"#
            + #"<XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="16" y="487" width="250" height="43">"#
            + #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Reply" label="Reply" enabled="true" visible="true" accessible="true" x="16" y="487" width="250" height="43" traits="Button"/>"#
            + "</XCUIElementTypeCell></XCUIElementTypeCollectionView>"
        let beside = besideAMenu ? other(#"x="16" y="487" width="250" height="333""#, "", menu) : ""
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Posts" label="Posts" enabled="true" visible="true" accessible="false" \#(screen)>"#
            + #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" \#(screen)>\#n"#
            + other(screen, "", other(#"x="0" y="136" width="402" height="503""#, #"name="Post" label="Post""#, accessible: true))
            + other(screen, "", other(screen) + other(screen, "", preview + beside))
            + "</XCUIElementTypeWindow></XCUIElementTypeApplication>"
        let loaded = try ScenarioLoader.decode(Data(xml.utf8), file: "source.xml", importOptions: ImportOptions())
        let unnamed = ImportFixtures.nodes(loaded).filter { $0.node.isAccessibilityElement && $0.node.label == nil }
        #expect(unnamed.count == (besideAMenu ? 0 : 1))
        #expect(ImportFixtures.hasNote(loaded, "UIKit's context-menu preview", "'Preview' at line 5") == besideAMenu)
        let failures = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "control-name" }
            .flatMap(\.findings).filter { $0.outcome == .failed }
        #expect(failures.count == (besideAMenu ? 0 : 1))
    }

    @Test("cells off screen UIKit has not laid out (content at a placeholder frame) are left out; switches alike in two laid-out cells both stay")
    func unlaidCellsAndSwitchesInCells() throws {
        func cell(y: Int, _ child: String) -> String {
            #"<XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="20" y="\#(y)" width="362" height="52">"# + child + "</XCUIElementTypeCell>\n"
        }
        func toggle(x: Int, y: Int) -> String {
            #"<XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" label="" enabled="true" visible="true" accessible="true" x="\#(x)" y="\#(y)" width="63" height="28"/>"#
        }
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Reader" label="Reader" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874">"#
            + #"<XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874">\#n"#
            + cell(y: 200, toggle(x: 300, y: 212)) + cell(y: 252, toggle(x: 300, y: 212))
            + cell(y: 976, toggle(x: 0, y: 132)) + cell(y: 1027, toggle(x: 0, y: 132))
            + "</XCUIElementTypeTable></XCUIElementTypeApplication>"
        let loaded = try ScenarioLoader.decode(Data(xml.utf8), file: "source.xml", importOptions: ImportOptions())
        let toggles = ImportFixtures.nodes(loaded).filter { $0.node.role == .toggle }
        #expect(toggles.count == 2, "the two laid-out switches, alike in frame but each in its cell; the unlaid cells are gone")
        #expect(ImportFixtures.hasNote(loaded, "cells off screen not laid out yet", "Cell at line 4, Cell at line 5"))
        #expect(!ImportFixtures.hasNote(loaded, "copies of an element"))
    }

    @Test("a cell WDA reports accessible because the element inside it is, is a container; a cell that is an element stays one",
          arguments: ["captures/ios-menu-cells-around-buttons.xml", "wda-menu-cells.json"])
    func cellsAroundElements(fixture: String) throws {
        let loaded = try ImportFixtures.load(fixture)
        let nodes = ImportFixtures.nodes(loaded)
        let cells = nodes.filter { $0.node.role == .cell && $0.node.frame?.width == 250 }
        let system = try #require(nodes.first { $0.node.label == "System" && $0.node.role == .button })
        #expect(system.node.isAccessibilityElement)
        #expect(cells.first.map { !$0.node.isAccessibilityElement } == true, "its button is accessible, so the cell is not an element")
        #expect(ImportFixtures.hasNote(loaded, "cells WDA reports accessible because an element inside them is"))
        if fixture.hasSuffix(".json") {
            let row = try ImportFixtures.node(loaded, "font-row").node
            #expect(row.isAccessibilityElement, "nothing inside it is reported accessible: the cell is the element")
        }
    }
}
