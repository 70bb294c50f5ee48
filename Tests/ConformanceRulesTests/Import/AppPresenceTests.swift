import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A dump with nothing of the app in it is refused, not passed: every rule would find nothing to
/// judge in it.
struct AppPresenceTests {
    static let appWindow = ImportFixtures.androidElement("", "[0,0][1080,2400]", children:
        ImportFixtures.androidElement("sign_in", "[100,200][980,340]", class: "android.widget.Button", text: "Sign in", clickable: true))
    static let statusBar = ImportFixtures.androidElement("", "[0,0][1080,63]", children:
        ImportFixtures.androidElement("com.android.systemui:id/clock", "[40,10][160,53]", class: "android.widget.TextView", text: "9:41"))
        .replacing("com.example.app", with: "com.android.systemui")

    static func dump(_ windows: String) -> String { #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<hierarchy rotation=\"0\">" + windows + "</hierarchy>" }

    @Test("an empty <hierarchy> (dumped before a window was ready) is refused at its root's line and column")
    func emptyHierarchy() throws {
        let failure = try #require(try? { () throws -> LoadFailure? in
            do { _ = try ScenarioLoader.decode(Data(Self.dump("").utf8), file: "empty.xml"); return nil } catch let failure as LoadFailure { return failure }
        }())
        let error = try #require(failure.errors.first)
        #expect(error.location.line == 2 && error.location.column == 1, "\(error)")
        #expect(error.message == "the uiautomator dump holds no element below its root, so nothing can be judged: "
            + "capture it once the app's window is on screen")
    }

    @Test("a dump holding only system UI is refused, naming what it held; --include-system-ui audits it")
    func onlySystemUI() throws {
        let refusal = try #require(ImportFixtures.refusal(Self.dump(Self.statusBar)))
        #expect(refusal.hasPrefix("nothing of the app is in this dump, so nothing can be judged: everything in it is system UI, "
            + "left out by default (com.android.systemui (status and navigation bars))"), "\(refusal)")
        let kept = try ScenarioLoader.decode(Data(Self.dump(Self.statusBar).utf8), file: "bar.xml",
                                             importOptions: ImportOptions(density: 2.625, includeSystemUI: true))
        #expect(ImportFixtures.nodes(kept).contains { $0.node.visibleText == "9:41" })
    }

    @Test("the app's window beside system UI loads: only the system's is left out")
    func appBesideSystemUI() throws {
        #expect(ImportFixtures.refusal(Self.dump(Self.appWindow + Self.statusBar)) == nil)
        #expect(ImportFixtures.refusal(Self.dump(Self.appWindow)) == nil)
    }

    @Test("a printout's single node is an element of the app, not an empty file's root")
    func singlePrintoutNode() throws {
        let printout = "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\nText = '[Loading]'\n"
        let loaded = try ScenarioLoader.decode(Data(printout.utf8), file: "one.txt", format: .composeSemantics)
        #expect(ImportFixtures.nodes(loaded).count == 1)
    }
}
