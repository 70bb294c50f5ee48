import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The documents declarative rules query, as text — what an author's XPath runs against.
///
/// A snapshot's document is its `<snapshot>` element of the scenario XML form with every default
/// written out (`opacity="1"`, `is-hidden="false"`, …); a transition's is a `<scenario>` holding
/// its from and to snapshots and the transition. The rules themselves get the same tree built
/// directly in memory (`RuleDocumentBuilder`).
public enum DeclarativeDocument {
    public static func xml(of snapshot: Snapshot) throws(ModelIssue) -> Data {
        try write { writer, body in try body.write(snapshot, path: "", to: &writer) }
    }

    public static func xml(of transition: Transition, in scenario: Scenario) throws(ModelIssue) -> Data {
        var snapshots = [transition.from, transition.to].compactMap { scenario.snapshot($0) }
        if snapshots.count == 2, snapshots[0].id == snapshots[1].id { snapshots.removeLast() }
        let subset = Scenario(id: scenario.id, snapshots: snapshots, transitions: [transition])
        return try write { writer, body in try body.write(subset, to: &writer) }
    }

    private static func write(_ content: (inout XMLWriter, ScenarioXMLWriter) throws -> Void) throws(ModelIssue) -> Data {
        do {
            var writer = try XMLWriter()
            try content(&writer, ScenarioXMLWriter(includeDefaults: true))
            return try writer.finish()
        } catch let issue as ModelIssue {
            throw issue
        } catch {
            throw ModelIssue(codingPath: "", message: "\(error)")
        }
    }
}
