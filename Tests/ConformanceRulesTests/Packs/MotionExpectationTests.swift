import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The motion pack on the bundled examples: MorphModalKit as it ships keeps sliding, scaling its
/// card stack and moving background cards with the drag under Reduce Motion; its corrected variant
/// and the morphing sheet honour Reduce Motion.
struct MotionExpectationTests {
    static let defaultFile = "morphmodalkit/morphmodalkit-default.json"
    static let reduceMotionRules = ["rm-no-spatial-transition", "rm-no-overshoot", "rm-no-parallax-depth",
                                    "rm-no-animated-blur"]

    // MARK: MorphModalKit as it ships

    @Test
    func defaultSlidesScalesAndMovesTheStackUnderReduceMotion() throws {
        let audit = try BundledExamples.audit(Self.defaultFile, rules: MotionPack.rules)
        let expected: [String: Set<String>] = [
            "present-rm": ["card-1"],
            "push-rm": ["card-2", "card-1"],
            "push-again-rm": ["card-3", "card-2", "card-1"],
            "pop-rm": ["card-2", "card-1"],
            "replace-scale-rm": ["menu-1", "morph-1", "card-1"],
            "replace-slide-rm": ["morph-1", "morph-2", "card-1"],
            // card-2 follows the finger (exempt) but springs back; card-1 moves with the drag.
            "drag-settle-rm": ["card-2", "card-1"],
            "drag-dismiss-rm": ["card-1"],
            "dismiss-rm": ["card-1"],
        ]
        #expect(audit.failuresBySubject("rm-no-spatial-transition") == expected)
        let slide = try #require(audit.finding("rm-no-spatial-transition", subject: "present-rm", target: "card-1"))
        #expect(slide.message == "card-1 slides 408 pt under Reduce Motion")
        #expect(slide.severity == .error)
    }

    @Test
    func defaultKeepsCardStackDepthAndDragParallaxUnderReduceMotion() throws {
        let audit = try BundledExamples.audit(Self.defaultFile, rules: MotionPack.rules)
        #expect(audit.failuresBySubject("rm-no-parallax-depth") == [
            "push-rm": ["card-1"],
            "push-again-rm": ["card-2", "card-1"],
            "pop-rm": ["card-1"],
            "drag-settle-rm": ["card-1"],
        ])
        let stack = try #require(audit.finding("rm-no-parallax-depth", subject: "push-rm", target: "card-1"))
        #expect(stack.message.hasPrefix("background card card-1 scales 1 → 0.95 and slides"))
        let parallax = try #require(audit.finding("rm-no-parallax-depth", subject: "drag-settle-rm", target: "card-1"))
        #expect(parallax.message.contains("with the drag"))
        // Transitions without a card behind the front one pass.
        #expect(audit.outcome("rm-no-parallax-depth", subject: "present-rm") == .passed)
    }

    @Test
    func defaultStackSpringOvershootsAndMorphSpringDoesNot() throws {
        let audit = try BundledExamples.audit(Self.defaultFile, rules: MotionPack.rules)
        let failed = audit.failuresBySubject("rm-no-overshoot")
        #expect(Set(failed.keys) == ["present-rm", "push-rm", "push-again-rm", "pop-rm", "drag-settle-rm",
                                     "drag-dismiss-rm", "dismiss-rm"])
        #expect(audit.outcome("rm-no-overshoot", subject: "replace-scale-rm") == .passed)
        #expect(audit.outcome("rm-no-overshoot", subject: "replace-slide-rm") == .passed)
        let bounce = try #require(audit.finding("rm-no-overshoot", subject: "present-rm", target: "card-1"))
        #expect(bounce.measured?.hasPrefix("0.503 %") == true)
    }

    @Test
    func defaultTransitionsWithoutReduceMotionAreJudgedThroughTheirCounterparts() throws {
        let audit = try BundledExamples.audit(Self.defaultFile, rules: MotionPack.rules)
        for rule in Self.reduceMotionRules {
            for subject in ["present", "push", "push-again", "pop", "replace-scale", "replace-slide", "drag-settle",
                            "drag-dismiss", "dismiss"] {
                #expect(audit.outcome(rule, subject: subject) == .inapplicable, "\(rule) on \(subject)")
            }
        }
        #expect(audit.results.filter { Self.reduceMotionRules.contains($0.ruleID) && $0.outcome == .cantTell }.isEmpty)
    }

    @Test
    func defaultLargeMotionIsKeptUnderReduceMotion() throws {
        let audit = try BundledExamples.audit(Self.defaultFile, rules: MotionPack.rules)
        let large = audit.failuresBySubject("large-motion-metric")
        #expect(large["present"] == ["card-1"])
        #expect(large["push"] == ["card-2"])
        #expect(large["dismiss"] == ["card-1"])
        #expect(audit.results.filter { $0.ruleID == "large-motion-metric" }.allSatisfy { $0.severity == .info })
        let present = try #require(audit.finding("large-motion-metric", subject: "present", target: "card-1"))
        #expect(present.measured == "translationY 408 pt = 47.9 % of the viewport height")
    }

    // MARK: What honours Reduce Motion

    /// The corrected variants, and the morphing sheet, which honours Reduce Motion as it ships.
    static var honouring: [String] { BundledExamples.corrected + ["morphing-sheet/morphing-sheet.xml"] }

    @Test(arguments: honouring)
    func honoursReduceMotion(_ file: String) throws {
        let audit = try BundledExamples.audit(file, rules: MotionPack.rules)
        let reduced = audit.results.filter { $0.subject.environment?.reduceMotion == true }
        #expect(!reduced.isEmpty, "\(file) records no transition under Reduce Motion")
        for rule in Self.reduceMotionRules {
            let results = audit.results.filter { $0.ruleID == rule }
            let doubtful = results.filter { $0.outcome == .failed || $0.outcome == .cantTell }
            #expect(doubtful.isEmpty, "\(rule): \(doubtful.flatMap(\.findings).map { "\($0.subject.id) \($0.detail)" })")
            #expect(results.contains { $0.outcome == .passed }, "\(rule) judged nothing in \(file)")
        }
        let errors = audit.results.flatMap(\.findings).filter { $0.outcome == .failed && $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.ruleID) \($0.subject.id): \($0.detail)" })")
    }

    @Test func everyBundledExampleGetsEveryMotionRuleOnEveryTransition() throws {
        for file in BundledExampleFiles.scenarioPaths {
            let scenario = try BundledExampleFiles.scenario(file)
            let audit = try BundledExamples.audit(file, rules: MotionPack.rules)
            let judged = audit.results.filter { $0.subject.kind == .transition }
            #expect(judged.count == scenario.transitions.count * MotionPack.rules.count, "\(file)")
        }
    }
}

extension ScenarioAudit {
    /// Per subject, the targets a rule failed (subjects without failures left out).
    fileprivate func failuresBySubject(_ rule: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for entry in results where entry.ruleID == rule {
            let failed = entry.findings.filter { $0.outcome == .failed }.map(\.target)
            if !failed.isEmpty { result[entry.subject.id, default: []].formUnion(failed) }
        }
        return result
    }

    fileprivate func outcome(_ rule: String, subject: String) -> Outcome? {
        results.first { $0.ruleID == rule && $0.subject.id == subject }?.outcome
    }

    fileprivate func finding(_ rule: String, subject: String, target: String) -> Finding? {
        results.first { $0.ruleID == rule && $0.subject.id == subject }?.findings.first { $0.target == target }
    }
}
