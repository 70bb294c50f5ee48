import A11yModel
import Testing
@testable import ConformanceRules

/// iOS system alerts as Appium captures show them: UIKit's nested backdrop views are not content
/// assistive technology misses, and the alert's buttons close it.
struct SystemAlertCaptureTests {
    @Test("UIKit's backdrop views in a captured alert are not reviewed as unreachable content",
          arguments: ["captures/ios-alert.xml", "wda-raw-alert.xml"])
    func backdropsAreNotContent(_ name: String) throws {
        let loaded = try ImportFixtures.load(name)
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let unreachable = audit.results.filter { $0.ruleID == "unreachable-content" }
        #expect(unreachable.allSatisfy { $0.outcome == .inapplicable }, "\(name): \(unreachable.flatMap(\.findings).map(\.message))")
        let dismiss = try #require(audit.results.first { $0.ruleID == "non-gesture-dismiss" })
        #expect(dismiss.outcome == .passed, "\(name): \(dismiss.outcome)")
    }
}

/// UIKit answers VoiceOver's escape in its own alerts and action sheets, so a capture of one
/// settles the escape rules without the actions no dump records.
struct SystemAlertEscapeTests {
    @Test("the escape rules pass on captured system alerts and action sheets",
          arguments: ["captures/ios-alert.xml", "wda-raw-alert.xml", "wda-source.json", "wda-description.txt"])
    func escapeIsUIKits(_ name: String) throws {
        let loaded = try ImportFixtures.load(name)
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        for rule in ["escape-action", "non-dismissable-escape-fails"] {
            let result = try #require(audit.results.first { $0.ruleID == rule }, "\(name): \(rule) did not run")
            #expect(result.outcome == .passed, "\(name): \(rule) \(result.outcome) \(result.findings.map(\.message))")
        }
    }

    @Test("a custom sheet in a capture still needs review for escape")
    func customSheetStillNeedsReview() throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.load("captures/ios-react-native-bottom-sheet.xml"))
        let escape = try #require(audit.results.first { $0.ruleID == "escape-action" })
        #expect(escape.outcome == .cantTell)
    }

    @Test("UIKit's sheet in a capture, its grabber offering Dismiss, passes escape: UIKit dismisses it on the scrub")
    func uiKitSheetAnswersEscape() throws {
        let loaded = try ImportFixtures.load("appium-ios-sheet.xml")
        #expect(ImportFixtures.nodes(loaded).compactMap(\.node.sheet?.component) == [.uiKitSheet])
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        func outcome(_ rule: String) throws -> Outcome { try #require(audit.results.first { $0.ruleID == rule }).outcome }
        #expect(try outcome("escape-action") == .passed)
        #expect(try outcome("non-gesture-dismiss") == .passed, "UIKit's \"dismiss popup\" region")
        #expect(try outcome("state-dependent-at-actions") == .passed)
        #expect(try outcome("adjustable-implements-steps") == .passed)
        #expect(try outcome("non-dismissable-escape-fails") == .inapplicable)
        #expect(try outcome("fixed-detent-heights") == .cantTell, "UIKit's detents are not its content's")
    }
}
