import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The transitions pack against the bundled examples: MorphModalKit as it behaves today moves no
/// focus and posts nothing after present, push, replace and pop, and lets a focused control sit
/// under its sticky bar; the corrected variants leave no error-severity failure.
@Suite("Transitions pack on the bundled examples")
struct TransitionsExpectationTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples", isDirectory: true)

    static let defaultMorphModalKit = "morphmodalkit/morphmodalkit-default.json"

    /// Every `.json` below `Examples/`, relative to it, sorted.
    static var exampleFiles: [String] {
        guard let walker = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil) else { return [] }
        let base = examples.standardizedFileURL.path + "/"
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .map { $0.standardizedFileURL.path.replacingOccurrences(of: base, with: "") }.sorted()
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: examples.appendingPathComponent(path).path)
    }

    static func audit(_ path: String) throws -> (scenario: Scenario, audit: ScenarioAudit) {
        let scenario = try ScenarioJSON.decode(Data(contentsOf: examples.appendingPathComponent(path)))
        let loaded = LoadedScenario(scenario: scenario, file: path, format: .json)
        return (scenario, Auditor(rules: TransitionsPack.rules).audit(loaded))
    }

    /// The outcome of `rule` on the transition or snapshot `subject`.
    static func outcome(_ rule: String, on subject: String, in audit: ScenarioAudit) -> Outcome? {
        audit.results.first { $0.ruleID == rule && $0.subject.id == subject }?.outcome
    }

    @Test(.enabled(if: exists(defaultMorphModalKit)))
    func morphModalKitMovesNoFocusAfterPresentPushReplaceOrPop() throws {
        let (scenario, audit) = try Self.audit(Self.defaultMorphModalKit)
        let expected: [(kinds: [TransitionKind], rule: String)] = [
            ([.present, .push], "focus-into-sheet"),
            ([.replace], "morph-focus-and-announce"),
            ([.pop], "focus-after-pop"),
        ]
        for (kinds, rule) in expected {
            let judged = scenario.transitions.filter { kinds.contains($0.kind) }
            #expect(!judged.isEmpty, "the default example has no \(kinds.map(\.token)) transition")
            for transition in judged {
                #expect(Self.outcome(rule, on: transition.id, in: audit) == .failed,
                        "\(rule) on \(transition.id): \(String(describing: Self.outcome(rule, on: transition.id, in: audit)))")
            }
        }
    }

    /// Every focus-not-obscured failure in the default example names the snapshot's focused
    /// element, blames the sticky row and is an error. The example does not yet capture a
    /// snapshot whose focused element sits under the sticky row, hence the known issue.
    @Test(.enabled(if: exists(defaultMorphModalKit)))
    func morphModalKitHidesAFocusedControlUnderItsStickyBar() throws {
        let (scenario, audit) = try Self.audit(Self.defaultMorphModalKit)
        let findings = audit.results.filter { $0.ruleID == "focus-not-obscured" }.flatMap(\.activeFailures)
        withKnownIssue("morphmodalkit-default has no snapshot whose focusedNode lies under the sticky row") {
            #expect(!findings.isEmpty, "no snapshot's focused element is reported under the sticky bar")
        }
        for finding in findings {
            #expect(finding.target == scenario.snapshot(finding.subject.id)?.focusedNode)
            #expect(finding.message.contains("sticky"), "\(finding.message)")
            #expect(finding.severity == .error)
        }
    }

    /// The morphing sheet's drag changes the detent with focus elsewhere and nothing announced;
    /// VoiceOver's increment and decrement on the focused handle read the new value themselves.
    @Test(.enabled(if: exists("morphing-sheet/morphing-sheet.json")))
    func morphingSheetDragChangesTheDetentSilently() throws {
        let (scenario, audit) = try Self.audit("morphing-sheet/morphing-sheet.json")
        let drags = scenario.transitions.filter { $0.kind == .dragSettle }
        #expect(!drags.isEmpty)
        for transition in scenario.transitions where transition.kind.isDetentChange {
            let outcome = Self.outcome("detent-change-announced", on: transition.id, in: audit)
            #expect(outcome == (transition.kind == .dragSettle ? .failed : .passed), "\(transition.id): \(String(describing: outcome))")
        }
    }

    @Test func correctedVariantsHaveNoErrorFromThisPack() throws {
        let corrected = Self.exampleFiles.filter { $0.hasSuffix("-corrected.json") }
        for path in corrected {
            let (_, audit) = try Self.audit(path)
            let errors = audit.results.filter { $0.severity == .error }.flatMap(\.activeFailures)
            #expect(errors.isEmpty, "\(path): \(errors.map { "\($0.ruleID) \($0.subject.id) \($0.target): \($0.message)" })")
            #expect(audit.results.contains { $0.outcome == .passed }, "\(path): no transitions rule applied")
        }
    }
}
