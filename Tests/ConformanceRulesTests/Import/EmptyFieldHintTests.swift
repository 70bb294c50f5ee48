import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// `adb shell uiautomator dump` records no hints, but an empty Android field shows its hint as its
/// text (`TextView.getTextForAccessibility`): a native field shown empty has none.
struct EmptyFieldHintTests {
    private func field(_ id: String, text: String = "", password: Bool = false, class className: String = "android.widget.EditText",
                       children: String = "") -> String {
        #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.app" "#
            + #"content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" "#
            + #"scrollable="false" long-clickable="true" password="\#(password)" selected="false" bounds="[48,400][1032,526]">\#(children)</node>"#
    }

    private func screen(_ fields: String, class className: String = "android.widget.FrameLayout") -> LoadedScenario? {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" text="" resource-id="" "#
            + #"class="\#(className)" package="com.example.app" content-desc="" checkable="false" checked="false" clickable="false" "#
            + #"enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" "#
            + #"selected="false" bounds="[0,0][1080,2400]">\#(fields)</node></hierarchy>"#
        return try? ScenarioLoader.decode(Data(text.utf8), file: "form.xml", importOptions: ImportOptions(density: 2.625))
    }

    private func fieldLabel(_ loaded: LoadedScenario) -> Outcome? {
        Auditor(rules: BuiltInRules.all).audit(loaded).results.first { $0.ruleID == "field-label" }?.outcome
    }

    @Test("a native field shown empty has no hint: field-label fails it, with a note")
    func emptyNativeField() throws {
        let loaded = try #require(screen(field("com.example.app:id/username")))
        #expect(try ImportFixtures.node(loaded, "username").node.hint == "")
        #expect(ImportFixtures.hasNote(loaded, "reports its hint as its text while it is empty"))
        #expect(fieldLabel(loaded) == .failed)
    }

    @Test("a field without an id whose class only a native view reports (AutoCompleteTextView: a comment composer) shown empty has no hint")
    func emptyNativeFieldWithoutID() throws {
        let loaded = try #require(screen(field("", class: "android.widget.AutoCompleteTextView")))
        let field = try #require(ImportFixtures.nodes(loaded).first { $0.node.role == .textField })
        #expect(field.node.hint == "")
        #expect(fieldLabel(loaded) == .failed)
    }

    @Test("a field showing text may show its hint or its value: still a review")
    func fieldWithText() throws {
        let loaded = try #require(screen(field("com.example.app:id/username", text: "Username")))
        #expect(try ImportFixtures.node(loaded, "username").node.hint == nil)
        #expect(fieldLabel(loaded) == .cantTell)
    }

    @Test("what the reading does not cover stays unknown: a password, a field with no id, one holding another, one in Compose or a TextInputLayout")
    func notCovered() throws {
        let cases: [(String, LoadedScenario?)] = [
            ("password", screen(field("com.example.app:id/pin", password: true))),
            ("no id", screen(field(""))),
            ("holding the real field", screen(field("com.example.app:id/box", children: field("com.example.app:id/inner", text: "Hospitals")))),
            ("in Compose", screen(field("com.example.app:id/username"), class: "androidx.compose.ui.platform.ComposeView")),
            ("in a support-library TextInputLayout, which reports the hint itself",
             screen(field("com.example.app:id/username"), class: "android.support.design.widget.TextInputLayout")),
        ]
        for (what, loaded) in cases {
            let loaded = try #require(loaded, "\(what)")
            let outer = ImportFixtures.nodes(loaded).first { $0.node.role == .textField }
            #expect(outer?.node.hint == nil, "\(what)")
        }
    }
}
