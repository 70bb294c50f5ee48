import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Imported node ids survive a recapture in which unrelated nodes appeared, so suppressions and
/// SARIF fingerprints keep matching.
@Suite("Stable ids for imported nodes")
struct StableNodeIDTests {
    static func idSet(_ loaded: LoadedScenario) -> Set<String> { Set(ImportFixtures.nodes(loaded).map(\.node.id)) }

    @Test("a node inserted early in an Android dump changes no other id", arguments: [
        // A new labelled text at the top of the sheet's layout.
        ("<com.google.android.material.bottomsheet.BottomSheetDragHandleView",
         "<android.widget.TextView index=\"0\" class=\"android.widget.TextView\" text=\"Offline\" clickable=\"false\" bounds=\"[0,1260][1080,1300]\" displayed=\"true\" />\n<com.google.android.material.bottomsheet.BottomSheetDragHandleView"),
        // A new unnamed clickable view before everything in the window.
        ("<android.widget.FrameLayout index=\"0\" package=\"com.example.trails\" class=\"android.widget.FrameLayout\" text=\"\" resource-id=\"com.example.trails:id/container\"",
         "<android.view.View index=\"0\" class=\"android.view.View\" text=\"\" clickable=\"true\" bounds=\"[0,0][10,10]\" displayed=\"true\" />\n<android.widget.FrameLayout index=\"0\" package=\"com.example.trails\" class=\"android.widget.FrameLayout\" text=\"\" resource-id=\"com.example.trails:id/container\""),
    ])
    func android(_ insertion: (anchor: String, replacement: String)) throws {
        let original = try ImportFixtures.load("uia2-bottom-sheet.xml")
        let text = String(decoding: try ImportFixtures.data("uia2-bottom-sheet.xml"), as: UTF8.self)
        #expect(text.contains(insertion.anchor))
        let changed = try ScenarioLoader.decode(Data(text.replacingOccurrences(of: insertion.anchor, with: insertion.replacement).utf8),
                                                file: "recaptured.xml")
        let before = Self.idSet(original), after = Self.idSet(changed)
        #expect(after.count == before.count + 1)
        #expect(before.isSubset(of: after), "ids that changed: \(before.subtracting(after).sorted())")
    }

    @Test("a node inserted early in an iOS page source changes no other id")
    func iOS() throws {
        let original = try ImportFixtures.load("appium-ios-sheet.xml")
        let text = String(decoding: try ImportFixtures.data("appium-ios-sheet.xml"), as: UTF8.self)
        let anchor = "<XCUIElementTypeOther type=\"XCUIElementTypeOther\""
        let range = try #require(text.range(of: anchor))
        let inserted = "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" name=\"Offline\" label=\"Offline\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"0\" width=\"100\" height=\"20\"/>\n"
            + "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"20\" width=\"44\" height=\"44\"/>\n"
        let changed = try ScenarioLoader.decode(Data(text.replacingCharacters(in: range, with: inserted + anchor).utf8), file: "recaptured.xml")
        let before = Self.idSet(original), after = Self.idSet(changed)
        #expect(after.count == before.count + 2)
        #expect(before.isSubset(of: after), "ids that changed: \(before.subtracting(after).sorted())")
    }

    @Test("ids come from resource ids, identifiers, parts and labels; a path from the nearest named ancestor only disambiguates")
    func naming() throws {
        let sheet = try ImportFixtures.load("uia2-bottom-sheet.xml")
        let ids = Self.idSet(sheet)
        #expect(ids.isSuperset(of: ["design_bottom_sheet", "touch_outside", "drag_handle", "copy_link", "share_more"]))
        let compose = Self.idSet(try ImportFixtures.load("captures/compose-password-sheet.xml"))
        #expect(compose.isSuperset(of: ["sheet", "Close", "Continue", "Sign-in-options", "Trails-ana-lopez-example-com"]),
                "controls are named by the text they speak; \(compose.sorted())")
        #expect(compose.contains("Continue.staticText"), "the text inside gives way to the control and is named by its path")
        let photos = Self.idSet(try ImportFixtures.load("uiautomator-dump.xml"))
        #expect(photos.isSuperset(of: ["photos.photo", "photos.photo-2"]), "two unnamed images under a uniquely named list")
    }
}
