import Testing
@testable import ConformanceRules

/// WCAG references link to the criterion's Understanding page, whose file name is the criterion's
/// name in lower case with spaces as hyphens and nothing but letters, digits and hyphens.
struct RuleReferenceSlugTests {
    @Test func understandingPagesAreNamedAsW3CNamesThem() {
        let pages = [
            ("Focus Not Obscured (Minimum)", "focus-not-obscured-minimum"),
            ("Target Size (Minimum)", "target-size-minimum"),
            ("Pointer Gestures", "pointer-gestures"),
            ("Name, Role, Value", "name-role-value"),
            ("Animation from Interactions", "animation-from-interactions"),
            ("Three Flashes or Below Threshold", "three-flashes-or-below-threshold"),
            ("Non-text Contrast", "non-text-contrast"),
            ("Pause, Stop, Hide", "pause-stop-hide"),
        ]
        for (name, slug) in pages {
            #expect(RuleReference.wcag("0.0.0", name, level: "A").url == "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html")
        }
    }

    @Test func everyBuiltInUnderstandingLinkIsAPageName() {
        // Techniques (H102…) are WCAG references too, with links of their own.
        let references = RuleCatalog.builtIn.descriptions.flatMap(\.references)
            .filter { $0.kind == .wcag && ($0.url ?? "").contains("/Understanding/") }
        #expect(!references.isEmpty)
        for reference in references {
            let slug = reference.url?.split(separator: "/").last.map { String($0.dropLast(".html".count)) } ?? ""
            #expect(!slug.isEmpty && slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(reference.title)")
            #expect(!slug.hasPrefix("-") && !slug.contains("--"), "\(reference.title)")
        }
    }

    @Test("the byte-level slug equals the character-level one, and non-ASCII names take the latter")
    func asciiSlugMatchesUnicodeSlug() {
        let names = ["Name, Role, Value", "Target Size (Minimum)", "Non-text Contrast", "3 Flashes", "  Odd  Spacing!",
                     "tab\tand_underscore", "", "Électricité Ünïcode", "Größe 2½", "Ⅻ Roman"]
        for name in names {
            #expect(RuleReference.understandingSlug(name) == RuleReference.unicodeSlug(name), "\(name)")
        }
        #expect(RuleReference.understandingSlug("Électricité") == "électricité")
    }
}
