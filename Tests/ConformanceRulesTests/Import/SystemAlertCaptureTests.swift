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
