import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The contrast pack on the bundled examples. Each test runs when its example file is present.
struct ContrastExpectationTests {
    let rules = ContrastPack.rules

    @Test
    func morphModalKitHandleIsBarelyVisibleInLightAndDark() throws {
        let audit = try BundledExamples.audit(try #require(BundledExamples.path(named: "morphmodalkit-default")), rules: rules)
        for (snapshot, ratio, appearance) in [("presented-large-light", "1.12:1", "light"), ("presented-large-dark", "1.22:1", "dark")] {
            let finding = try #require(audit.findings("handle-contrast").first { $0.subject.id == snapshot && $0.target == "card-1-handle" })
            #expect(finding.measured == ratio)
            #expect(finding.threshold == "3.00:1")
            #expect(finding.severity == .error)
            #expect(finding.message.hasSuffix("in \(appearance)"))
        }
    }

    /// systemGray 12 pt heavy on tertiarySystemGroupedBackground: 2.92:1 light, 4.27:1 dark. Normal
    /// text under WCAG2ICT, so both fail 4.5:1; Apple's table calls bold text large (3:1), so only
    /// light fails under apple-hig.
    @Test
    func morphModalKitMenuTileTextFailsByProfile() throws {
        let path = try #require(BundledExamples.path(named: "morphmodalkit-default"))
        let tiles: Set<String> = ["menu-1-push", "menu-1-pop", "menu-1-morph", "menu-1-input", "menu-1-scroll", "menu-1-close"]
        let aa = try BundledExamples.audit(path, rules: rules)
        #expect(aa.failedTargets("text-contrast", in: "presented-large-light").isSuperset(of: tiles))
        #expect(aa.failedTargets("text-contrast", in: "presented-large-dark").isSuperset(of: tiles))
        let light = try #require(aa.findings("text-contrast").first { $0.subject.id == "presented-large-light" && $0.target == "menu-1-push" })
        #expect(light.measured == "2.92:1")
        #expect(light.threshold == "4.50:1")
        #expect(light.message.contains("in light"))
        let dark = try #require(aa.findings("text-contrast").first { $0.subject.id == "presented-large-dark" && $0.target == "menu-1-push" })
        #expect(dark.measured == "4.27:1")

        let apple = try BundledExamples.audit(path, rules: rules, profile: .appleHIG)
        #expect(apple.failedTargets("text-contrast", in: "presented-large-light").isSuperset(of: tiles))
        #expect(apple.failedTargets("text-contrast", in: "presented-large-dark").isDisjoint(with: tiles))
    }

    /// The morph titles keep a hard-coded #F2F2F2 box while `.label` turns white in dark mode.
    @Test
    func morphModalKitMorphTitleVanishesInDarkMode() throws {
        let audit = try BundledExamples.audit(try #require(BundledExamples.path(named: "morphmodalkit-default")), rules: rules)
        let title = try #require(audit.findings("text-contrast").first { $0.subject.id == "replaced-scale-large-dark" && $0.target == "morph-1-title" })
        #expect(title.measured == "1.12:1")
        #expect(!audit.failedTargets("text-contrast", in: "replaced-scale-large-light").contains("morph-1-title"))
    }

    @Test
    func correctedVariantsHaveNoErrors() throws {
        for path in BundledExamples.corrected {
            for profile in [Profile.wcag22AA, .appleHIG] {
                let audit = try BundledExamples.audit(path, rules: rules, profile: profile)
                #expect(audit.errors.isEmpty, "\(path) [\(profile.rawValue)]: \(audit.errors.prefix(5).map(\.detail))")
                #expect(audit.results.contains { $0.ruleID == "text-contrast" && $0.outcome == .passed })
            }
        }
    }
}
