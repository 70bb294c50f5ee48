import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// UIKit's page sheet without its grabber, known by the container UIKit presents it in.
struct UIKitPresentedSheetTests {
    private static let fixture = "captures/ios-page-sheet-form.xml"

    private func load(_ edit: (String) throws -> String = { $0 }) throws -> LoadedScenario {
        let text = String(decoding: try ImportFixtures.data(Self.fixture), as: UTF8.self)
        return try ScenarioLoader.decode(Data(edit(text).utf8), file: "form.xml", importOptions: ImportOptions())
    }

    private func targetFindings(_ loaded: LoadedScenario) -> [String] {
        Auditor(rules: BuiltInRules.all).audit(loaded).results
            .filter { ["platform-target-size", "wcag-target-minimum"].contains($0.ruleID) }
            .flatMap(\.findings).filter { $0.outcome != .passed }.map(\.target)
    }

    @Test("the panel after the dimming view in the window's last container is UIKit's sheet; the screen behind takes no touches")
    func pageSheet() throws {
        let loaded = try load()
        let sheet = try ImportFixtures.node(loaded, "sheet").node
        #expect(sheet.part == .sheet && sheet.sheet?.component == .uiKitSheet)
        #expect(sheet.frame == Rect(x: 0, y: 62, width: 402, height: 812))
        #expect(ImportFixtures.hasNote(loaded, "'sheet' is a modal sheet: UIKit presents it"))
        #expect(sheet.has(.isModal) && ImportFixtures.hasNote(loaded, "VoiceOver stays in the sheet"))
        #expect(sheet.sheet?.scrollsContent == true, "its collection view holds UIKit's 'Vertical scroll bar'")
        #expect(!targetFindings(loaded).contains { $0.hasPrefix("Trails") }, "the screen's Add button lies behind the sheet")
    }

    @Test("lower than its large detent, the sheet's modality stays open: the app may have left the screen behind usable")
    func lowerDetent() throws {
        let loaded = try load { $0.replacingOccurrences(of: #"y="62" width="402" height="812""#, with: #"y="400" width="402" height="474""#) }
        let sheet = try ImportFixtures.node(loaded, "sheet").node
        #expect(sheet.part == .sheet && !sheet.has(.isModal))
        #expect(!ImportFixtures.hasNote(loaded, "VoiceOver stays in the sheet"))
    }

    @Test("a full-screen presentation, or a panel with no dimming view before it, is no sheet", arguments: ["full screen", "no dimming view"])
    func notASheet(_ variant: String) throws {
        let loaded = try load { text in
            if variant == "full screen" {
                return text.replacingOccurrences(of: #"y="62" width="402" height="812""#, with: #"y="0" width="402" height="874""#)
            }
            // The second dimming view is the presentation's; the first is the screen's own.
            let dimming = #"x="-402" y="-874" width="1206" height="2622""#
            let second = try #require(text.ranges(of: dimming).dropFirst().first)
            return text.replacingCharacters(in: second, with: #"x="0" y="0" width="1" height="1""#)
        }
        #expect(!ImportFixtures.nodes(loaded).contains { $0.node.part == .sheet })
        #expect(!ImportFixtures.hasNote(loaded, "UIKit presents it"))
    }
}
