import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// An AppCompat AlertDialog whose app ids resource shrinking removed ("(name removed)") still has
/// its title: the one text above android:id/message, which AlertDialog makes its window title.
struct ShrunkAlertTitleTests {
    /// An AppCompat AlertDialog, its own ids `shrunk` ("(name removed)") or kept (a dialog whose
    /// header is a view of the app's).
    private func alertDialog(shrunk: Bool) -> String {
        let removed = "com.example.app:id/(name removed)"
        let id = { (kept: String) in shrunk ? removed : "com.example.app:id/\(kept)" }
        let element = { (id: String, bounds: String, kind: String, text: String, children: String) in
            ImportFixtures.androidElement(id, bounds, class: "android.widget.\(kind)", text: text, clickable: kind == "Button", children: children)
        }
        let title = element(id("header"), "[149,1031][931,1139]", "TextView", "Need help finding your account?", "")
        let message = element("android:id/message", "[83,1161][997,1345]", "TextView", "We can help you find your account and log in.", "")
        let buttons = element("android:id/button2", "[366,1356][688,1488]", "Button", "Try again", "")
            + element("android:id/button1", "[688,1356][964,1488]", "Button", "Find account", "")
        let panels = element(id("top"), "[83,981][997,1161]", "LinearLayout", "", title)
            + element(id("content"), "[83,1161][997,1345]", "FrameLayout", "", message)
            + element(id("buttons"), "[83,1345][997,1499]", "LinearLayout", "", buttons)
        return element("", "[28,926][1052,1576]", "FrameLayout", "", element(id("panel"), "[83,981][997,1499]", "LinearLayout", "", panels))
    }

    @Test("in an AlertDialog whose ids were shrunk away, the one text above android:id/message is its title and names it")
    func shrunkAlertTitle() throws {
        let loaded = try ImportFixtures.uiautomatorDump(alertDialog(shrunk: true))
        let dialog = try #require(ImportFixtures.nodes(loaded).first { $0.node.sheet != nil }?.node)
        #expect(dialog.label == "Need help finding your account?")
        #expect(dialog.sheet?.component == .androidAlertDialog)
        #expect(ImportFixtures.nodes(loaded).first { $0.node.part == .title }?.node.visibleText == "Need help finding your account?")
        let findings = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "sheet-title" }
        #expect(findings.allSatisfy { $0.outcome == .passed }, "\(findings.map(\.outcome))")
    }

    @Test("with its ids kept and no alertTitle, the same text is not taken for the title: the dialog may be built on a view of its own")
    func keptIDsNoGuess() throws {
        let loaded = try ImportFixtures.uiautomatorDump(alertDialog(shrunk: false))
        #expect(ImportFixtures.nodes(loaded).first { $0.node.part == .title }?.node == nil)
    }
}
