import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The platform's text-input time picker labels its hour and minute fields with the texts under
/// them (`android:labelFor` in `time_picker_text_input_material.xml`), which no dump records.
struct FrameworkLabelsTests {
    static func dump(hourLabel: String) -> Data {
        func node(_ id: String, _ className: String, text: String, _ bounds: String, clickable: Bool = false) -> String {
            #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.tasks" content-desc="" clickable="\#(clickable)" focusable="\#(clickable)" enabled="true" bounds="\#(bounds)"/>"#
        }
        return Data("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.tasks" content-desc="" clickable="false" focusable="false" enabled="true" bounds="[70,947][1190,1979]">\
            <node index="0" text="" resource-id="android:id/input_block" class="android.widget.RelativeLayout" package="com.example.tasks" content-desc="" clickable="false" focusable="false" enabled="true" bounds="[126,1300][700,1500]">\
            \(node("android:id/input_hour", "android.widget.EditText", text: "08", "[126,1300][300,1420]", clickable: true))\
            \(node("android:id/label_hour", "android.widget.TextView", text: hourLabel, "[126,1420][200,1480]"))\
            \(node("android:id/input_minute", "android.widget.EditText", text: "30", "[340,1300][514,1420]", clickable: true))\
            \(node("android:id/label_minute", "android.widget.TextView", text: "Minute", "[340,1420][440,1480]"))\
            </node></node></hierarchy>
            """.utf8)
    }

    static func load(hourLabel: String) throws -> LoadedScenario {
        try ScenarioLoader.decode(dump(hourLabel: hourLabel), file: "time.xml", format: nil, importOptions: ImportOptions(density: 2.625))
    }

    @Test("the time picker's hour and minute fields take the labels the platform's layout links to them")
    func linked() throws {
        let loaded = try Self.load(hourLabel: "Hour")
        #expect(try ImportFixtures.node(loaded, "input_hour").node.label == "Hour")
        #expect(try ImportFixtures.node(loaded, "input_minute").node.label == "Minute")
        #expect(ImportFixtures.hasNote(loaded, "is labelled 'Hour' by android:id/label_hour"))
        let fieldLabel = Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings).filter { $0.ruleID == "field-label" }
        #expect(fieldLabel.filter { $0.outcome != .passed }.isEmpty, "both fields are labelled")
    }

    @Test("a label with nothing to say links nothing")
    func emptyLabel() throws {
        let loaded = try Self.load(hourLabel: " ")
        #expect(try ImportFixtures.node(loaded, "input_hour").node.label == nil)
        #expect(try ImportFixtures.node(loaded, "input_minute").node.label == "Minute")
        let fieldLabel = Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings).filter { $0.ruleID == "field-label" }
        #expect(fieldLabel.map(\.target) == ["input_hour"], "the hour field still has no label: \(fieldLabel.map(\.message))")
    }
}
