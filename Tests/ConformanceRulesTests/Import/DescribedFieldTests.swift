import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// An Android field with a content description: TalkBack names a field by its text whenever it has
/// any, so the description is not heard once something is typed (ATF's EditableContentDescCheck).
struct DescribedFieldTests {
    private func node(_ className: String, description: String, text: String, id: String, hint: String = "", password: Bool = false,
                      longClickable: Bool = true, children: String = "") -> String {
        #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.app" "#
            + #"content-desc="\#(description)" hint="\#(hint)" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" "#
            + #"focused="false" scrollable="false" long-clickable="\#(longClickable)" password="\#(password)" selected="false" "#
            + #"bounds="[48,400][1032,526]">\#(children)</node>"#
    }

    private func outcome(of content: String) throws -> [Finding] {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" text="" resource-id="" "#
            + #"class="android.widget.FrameLayout" package="com.example.app" content-desc="" checkable="false" checked="false" clickable="false" "#
            + #"enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" "#
            + #"selected="false" bounds="[0,0][1080,2400]">\#(content)</node></hierarchy>"#
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "form.xml", importOptions: ImportOptions(density: 2.625))
        return Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "field-label" }.flatMap(\.findings)
    }

    @Test("an EditText described 'Email' holding what was typed fails field-label, naming ATF's check")
    func describedEditText() throws {
        let findings = try outcome(of: node("android.widget.EditText", description: "Email", text: "ada@example.com", id: "com.example.app:id/email"))
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding.outcome == .failed)
        #expect(finding.message.contains("labelled only by its content description 'Email'") && finding.message.contains("EditableContentDescCheck"))
    }

    @Test("a described field with a hint, a described password field, and a search bar holding the text it shows all pass: the name is heard")
    func describedButHeard() throws {
        let withHint = node("android.widget.EditText", description: "input-email", text: "ada@example.com", id: "input", hint: "Email")
        let password = node("android.widget.EditText", description: "Password", text: "••••", id: "com.example.app:id/password", password: true)
        let searchBar = node("android.widget.EditText", description: "Hospitals nearby", text: "", id: "com.example.app:id/omnibox", longClickable: false,
                             children: node("android.widget.TextView", description: "", text: "Hospitals nearby", id: ""))
        for field in [withHint, password, searchBar] {
            #expect(try outcome(of: field).allSatisfy { $0.outcome == .passed }, "\(field)")
        }
    }

    @Test("the same field inside a web view is the browser's, and a described text view is no field: neither fails")
    func webFieldAndTextView() throws {
        let web = node("android.webkit.WebView", description: "", text: "", id: "",
                       children: node("android.widget.EditText", description: "Email", text: "", id: ""))
        #expect(try outcome(of: web).allSatisfy { $0.outcome != .failed })
        #expect(try outcome(of: node("android.widget.TextView", description: "Email", text: "ada@example.com", id: "com.example.app:id/email")).isEmpty)
    }
}
