import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The targets pack on the bundled examples. Each test runs when its example file is present.
struct TargetsExpectationTests {
    let rules = TargetsPack.rules

    /// MorphModalKit's sticky BACK/NEXT are 45×22 pt. WCAG 2.5.8's spacing exception holds for them
    /// (nothing else within 12 pt of their centres), so the failure is the platform size: a warning
    /// under wcag22-aa, and an error under apple-hig's 28 pt floor.
    @Test
    func morphModalKitStickyButtonsFailThePlatformSize() throws {
        let path = try #require(BundledExamples.path(named: "morphmodalkit-default"))
        let audit = try BundledExamples.audit(path, rules: rules)
        let snapshot = "replaced-slide-large-light"
        let platform = audit.findings("platform-target-size").filter { $0.subject.id == snapshot }
        #expect(Set(platform.map(\.target)).isSuperset(of: ["card-1-back", "card-1-next"]))
        let back = try #require(platform.first { $0.target == "card-1-back" })
        #expect(back.measured == "45×22 pt")
        #expect(back.threshold == "44×44 pt")
        #expect(back.severity == .warning)
        #expect(audit.failedTargets("wcag-target-minimum", in: snapshot).isEmpty)

        let apple = try BundledExamples.audit(path, rules: rules, profile: .appleHIG)
        let floor = apple.findings("target-size-floor").filter { $0.subject.id == snapshot }
        #expect(Set(floor.map(\.target)) == ["card-1-back", "card-1-next"])
        #expect(floor.allSatisfy { $0.severity == .error && $0.threshold == "28×28 pt" })
    }

    /// The morphing sheet's handle is padded to 36×21 pt only: below 24 pt, in every snapshot.
    @Test
    func morphingSheetHandleHitFrameIsTooSmall() throws {
        let path = try #require(BundledExamples.path(named: "morphing-sheet"))
        let audit = try BundledExamples.audit(path, rules: rules)
        let findings = audit.findings("handle-hit-frame")
        #expect(Set(findings.map(\.target)) == ["sheet-handle"])
        #expect(findings.count == audit.subjects.filter { $0.kind == .snapshot }.count)
        #expect(findings.allSatisfy { $0.measured == "36×21 pt" && $0.severity == .warning })
        #expect(audit.errors.isEmpty, "\(audit.errors.map(\.detail))")
    }

    @Test
    func correctedVariantsHaveNoErrors() throws {
        for path in BundledExamples.corrected {
            for profile in [Profile.wcag22AA, .appleHIG] {
                let audit = try BundledExamples.audit(path, rules: rules, profile: profile)
                #expect(audit.errors.isEmpty, "\(path) [\(profile.rawValue)]: \(audit.errors.prefix(5).map(\.detail))")
                #expect(audit.results.contains { $0.outcome == .passed }, "\(path): nothing was judged")
            }
        }
    }
}
