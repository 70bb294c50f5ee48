import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The dynamic-type pack on the bundled examples. Each test runs when its example file is present.
struct DynamicTypeExpectationTests {
    let rules = DynamicTypePack.rules

    /// MorphModalKit's example sets every font in fixed points and every card height as a constant.
    @Test
    func morphModalKitFixedFontsAndHeights() throws {
        let audit = try BundledExamples.audit(try #require(BundledExamples.path(named: "morphmodalkit-default")), rules: rules)
        let fixed = audit.failedTargets("scalable-text", in: "presented-large-light")
        #expect(fixed.isSuperset(of: ["menu-1-push", "menu-1-close", "presenter-button"]))
        #expect(audit.failedTargets("scalable-text", in: "replaced-scale-ax5-dark").contains("morph-1-title"))
        #expect(audit.findings("scalable-text").allSatisfy { $0.severity == .error })
        let height = try #require(audit.findings("fixed-detent-heights").first { $0.subject.id == "presented-large-light" })
        #expect(height.target == "card-1")
        #expect(height.measured == "fixed 324 pt")
        #expect(height.severity == .warning)
    }

    /// At AX5 the expanded morphing sheet needs 579 pt in 430 pt without scrolling, and truncates
    /// its headline and track title; the compact sheet and the Large snapshots are fine.
    @Test
    func morphingSheetClipsAtAX5() throws {
        let audit = try BundledExamples.audit(try #require(BundledExamples.path(named: "morphing-sheet")), rules: rules)
        #expect(audit.failedTargets("layout-at-ax5", in: "expanded-ax5-light") == ["sheet", "sheet-headline", "player-title"])
        #expect(audit.failedTargets("layout-at-ax5", in: "compact-ax5-light").isEmpty)
        let sheet = try #require(audit.findings("layout-at-ax5").first { $0.subject.id == "expanded-ax5-light" && $0.target == "sheet" })
        #expect(sheet.measured == "579 pt of content in 430 pt")
        #expect(audit.findings("layout-at-ax5").allSatisfy { $0.subject.environment?.contentSize == .ax5 })
    }

    @Test
    func correctedVariantsHaveNoErrors() throws {
        for path in BundledExamples.corrected {
            let audit = try BundledExamples.audit(path, rules: rules)
            #expect(audit.errors.isEmpty, "\(path): \(audit.errors.prefix(5).map(\.detail))")
            #expect(audit.results.contains { $0.ruleID == "layout-at-ax5" && $0.outcome == .passed })
            #expect(audit.results.contains { $0.ruleID == "text-grows-with-content-size" && $0.outcome == .passed })
        }
    }
}
