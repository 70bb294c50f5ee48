import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// An AppCompat AlertDialog whose app ids resource shrinking removed ("(name removed)") still has
/// its title: the one text above android:id/message, which AlertDialog makes its window title.
struct ShrunkAlertTitleTests {
    private func element(_ id: String, _ bounds: String, class className: String = "android.widget.FrameLayout", text: String = "",
                         clickable: Bool = false, children: String = "") -> String {
        #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.app" "#
            + #"content-desc="" checkable="false" checked="false" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" "#
            + #"focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(bounds)">\#(children)</node>"#
    }

    private func load(_ root: String) throws -> LoadedScenario {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"# + root + "</hierarchy>"
        return try ScenarioLoader.decode(Data(text.utf8), file: "screen.xml", importOptions: ImportOptions(density: 2.625))
    }

    /// An AppCompat AlertDialog, its own ids `shrunk` ("(name removed)") or kept (a dialog whose
    /// header is a view of the app's).
    private func alertDialog(shrunk: Bool) -> String {
        let removed = "com.example.app:id/(name removed)"
        let id = { (kept: String) in shrunk ? removed : "com.example.app:id/\(kept)" }
        return element("", "[28,926][1052,1576]", children:
            element(id("panel"), "[83,981][997,1499]", children:
                element(id("top"), "[83,981][997,1161]", children:
                    element(id("header"), "[149,1031][931,1139]", class: "android.widget.TextView", text: "Need help finding your account?"))
                + element(id("content"), "[83,1161][997,1345]", children:
                    element("android:id/message", "[83,1161][997,1345]", class: "android.widget.TextView",
                            text: "We can help you find your account and log in."))
                + element(id("buttons"), "[83,1345][997,1499]", children:
                    element("android:id/button2", "[366,1356][688,1488]", class: "android.widget.Button", text: "Try again", clickable: true)
                    + element("android:id/button1", "[688,1356][964,1488]", class: "android.widget.Button", text: "Find account", clickable: true))))
    }

    @Test("in an AlertDialog whose ids were shrunk away, the one text above android:id/message is its title and names it")
    func shrunkAlertTitle() throws {
        let loaded = try load(alertDialog(shrunk: true))
        let dialog = try #require(ImportFixtures.nodes(loaded).first { $0.node.sheet != nil }?.node)
        #expect(dialog.label == "Need help finding your account?")
        #expect(dialog.sheet?.component == .androidAlertDialog)
        #expect(ImportFixtures.nodes(loaded).first { $0.node.part == .title }?.node.visibleText == "Need help finding your account?")
        let findings = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "sheet-title" }
        #expect(findings.allSatisfy { $0.outcome == .passed }, "\(findings.map(\.outcome))")
    }

    @Test("with its ids kept and no alertTitle, the same text is not taken for the title: the dialog may be built on a view of its own")
    func keptIDsNoGuess() throws {
        let loaded = try load(alertDialog(shrunk: false))
        #expect(ImportFixtures.nodes(loaded).first { $0.node.part == .title }?.node == nil)
    }
}
