import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A check box or switch its row toggles takes no taps of its own: the row is the target.
struct AndroidRowToggleTests {
    private func dump(checkBoxClickable: Bool) throws -> LoadedScenario {
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + #"<node index="0" class="android.widget.FrameLayout" package="com.example.a" clickable="false" enabled="true" bounds="[0,0][1080,2400]">"#
            + #"<node index="0" class="android.widget.LinearLayout" package="com.example.a" resource-id="com.example.a:id/filter_row" clickable="true" focusable="true" enabled="true" bounds="[0,600][1080,768]">"#
            + #"<node index="0" class="android.widget.TextView" package="com.example.a" text="Only with photos" clickable="false" enabled="true" bounds="[48,660][600,708]"/>"#
            + #"<node index="1" class="android.widget.CheckBox" package="com.example.a" resource-id="com.example.a:id/filter_checkbox" checkable="true" checked="false" clickable="\#(checkBoxClickable)" enabled="true" bounds="[960,660][1008,708]"/>"#
            + "</node></node></hierarchy>"
        return try ScenarioLoader.decode(Data(text.utf8), file: "row.xml", importOptions: ImportOptions(density: 2.625))
    }

    private func targetFindings(_ loaded: LoadedScenario) -> [String] {
        Auditor(rules: BuiltInRules.all).audit(loaded).results
            .filter { ["platform-target-size", "wcag-target-minimum"].contains($0.ruleID) }
            .flatMap(\.findings).map { "\($0.target) \($0.outcome)" }
    }

    @Test("a check box that is not clickable is toggled by its row: no target of its own, and a note says why")
    func rowToggles() throws {
        let loaded = try dump(checkBoxClickable: false)
        #expect(try ImportFixtures.node(loaded, "filter_checkbox").node.has(.notHittable))
        #expect(ImportFixtures.hasNote(loaded, "check boxes and switches that are neither clickable nor long-clickable"))
        #expect(targetFindings(loaded).isEmpty, "the 64 dp row passes; the 18 dp check box inside it is not judged")
    }

    @Test("a clickable check box is a target of its own, too small beside its row")
    func clickableCheckBox() throws {
        let loaded = try dump(checkBoxClickable: true)
        #expect(try !ImportFixtures.node(loaded, "filter_checkbox").node.has(.notHittable))
        #expect(targetFindings(loaded).contains { $0.hasPrefix("filter_checkbox") })
    }
}
