import A11yModel
import Foundation
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// A pack rule whose XPath explodes runs into libxml2's operation limit instead of running for
/// hours: its subjects are left undecided, the overrun is one located error, and the rule is not
/// evaluated again in the run.
@Suite("XPath budget")
struct XPathBudgetTests {
    static let explosive = "//node[count(//*[count(//*) &gt; 0]) &gt; 0][@part='closeButton']"

    @Test("an exploding rule is stopped, reported once and then skipped")
    func explodingRule() throws {
        let pack = try PackFixtures.load(PackFixtures.closeButtonPack(replacing: "//node[@part='closeButton']", with: Self.explosive),
                                         file: "boom.xml").get()
        let scenario = SyntheticScenario.make(id: "large", shape: SyntheticShape(nodes: 3_000, snapshots: 2), seed: 5)
        let auditor = Auditor(rules: pack.rules)
        let audit = try finishes("auditing 3,000 nodes with an exploding rule") {
            auditor.audit(LoadedScenario(scenario: scenario, file: "large.xml", format: .xml))
        }
        let messages = (audit?.results ?? []).flatMap(\.findings).map(\.message)
        #expect(messages.contains { $0.contains("exceeded its budget of \(XPathContext.operationBudget) XPath operations") })
        #expect(messages.contains { $0.contains("not judged: the rule exceeded its XPath budget earlier in this run") })
        let errors = RuleBudget.overrunErrors(in: pack.rules)
        #expect(errors.count == 1)
        #expect(errors.first?.location.file == "boom.xml" && errors.first?.location.line != nil)
    }
}
