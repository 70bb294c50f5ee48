import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// What the class names of a dump tell control-role: the role TalkBack announces, and where a
/// role description no dump records may give one.
struct ControlRoleImportTests {
    /// A clickable "Sitemap" of class `viewClass` inside a host of class `hostClass` and resource id
    /// `hostID` (density 2). `beside` is more of the window, after the view.
    private func dump(hostClass: String, hostID: String = "", viewClass: String, beside: String = "") throws -> LoadedScenario {
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + #"<node index="0" class="android.widget.FrameLayout" package="com.example.app" clickable="false" enabled="true" bounds="[0,0][720,1600]">"#
            + #"<node index="0" class="\#(hostClass)" resource-id="\#(hostID)" package="com.example.app" clickable="false" enabled="true" bounds="[0,0][720,1600]">"#
            + #"<node index="0" class="\#(viewClass)" package="com.example.app" content-desc="Sitemap" clickable="true" focusable="true" enabled="true" bounds="[40,200][680,300]"/>"#
            + beside + "</node></node></hierarchy>"
        return try ScenarioLoader.decode(Data(text.utf8), file: "screen.xml", importOptions: ImportOptions(density: 2))
    }

    private func outcome(_ loaded: LoadedScenario) -> Outcome? {
        let results = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "control-role" }
        return results.flatMap(\.findings).first { $0.target == "Sitemap" }?.outcome
    }

    @Test("React Native gives android.view.View to a view whose role it describes (link, tab): needs review among its views")
    func reactNativeDescribedRole() throws {
        let loaded = try dump(hostClass: "android.view.ViewGroup", viewClass: "android.view.View")
        #expect(try ImportFixtures.node(loaded, "Sitemap").node.has(.roleMayBeDescribed))
        #expect(outcome(loaded) == .cantTell)
    }

    @Test("a window showing Compose's shapes is Compose's, though its dialog host reports android.view.ViewGroup: announced with none",
          arguments: [
              #"<node class="android.view.View" clickable="true" bounds="[40,400][200,472]"><node class="android.widget.TextView" text="Save" bounds="[60,410][180,460]"/><node class="android.widget.Button" clickable="false" bounds="[40,406][200,466]"/></node>"#,
              #"<node class="android.widget.EditText" clickable="true" focusable="true" bounds="[40,500][680,600]"><node class="android.widget.TextView" text="e.g. tennis" bounds="[60,510][400,550]"/></node>"#,
          ])
    func composeDialogHost(_ shape: String) throws {
        let loaded = try dump(hostClass: "android.view.ViewGroup", viewClass: "android.view.View", beside: shape)
        #expect(try !ImportFixtures.node(loaded, "Sitemap").node.has(.roleMayBeDescribed))
        #expect(outcome(loaded) == .failed)
    }

    @Test("a ViewGroup with a resource name was laid out by native code (AppCompat's decor, a ConstraintLayout), not React Native: announced with none",
          arguments: ["com.example.app:id/decor_content_parent", "com.example.app:id/cl_app", "android:id/content"])
    func nativeViewGroup(_ hostID: String) throws {
        let loaded = try dump(hostClass: "android.view.ViewGroup", hostID: hostID, viewClass: "android.view.View")
        #expect(try !ImportFixtures.node(loaded, "Sitemap").node.has(.roleMayBeDescribed))
        #expect(outcome(loaded) == .failed)
    }

    @Test("a React Native test id is a bare resource id: still among React Native's views")
    func reactNativeTestID() throws {
        let loaded = try dump(hostClass: "android.view.ViewGroup", hostID: "home-screen", viewClass: "android.view.View")
        #expect(outcome(loaded) == .cantTell)
    }

    @Test("a React Native view given no role stays android.view.ViewGroup: announced with none")
    func reactNativeWithoutRole() throws {
        #expect(outcome(try dump(hostClass: "android.view.ViewGroup", viewClass: "android.view.ViewGroup")) == .failed)
    }

    @Test("Compose and Flutter report every node as android.view.View: a clickable one without a role node announces none",
          arguments: ["androidx.compose.ui.platform.ComposeView", "io.flutter.embedding.android.FlutterView"])
    func frameworkViews(_ host: String) throws {
        let loaded = try dump(hostClass: host, viewClass: "android.view.View")
        #expect(try !ImportFixtures.node(loaded, "Sitemap").node.has(.roleMayBeDescribed))
        #expect(outcome(loaded) == .failed)
    }

    @Test("a Spinner is announced as a drop-down list: no finding", arguments: ["android.widget.Spinner", "androidx.appcompat.widget.AppCompatSpinner"])
    func spinner(_ spinnerClass: String) throws {
        let loaded = try dump(hostClass: "android.widget.LinearLayout", viewClass: spinnerClass)
        #expect(try !ImportFixtures.node(loaded, "Sitemap").node.has(.unannouncedRole))
        #expect(outcome(loaded) == nil)
    }
}
