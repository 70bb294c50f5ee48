import A11yModel
import Testing
@testable import ConformanceRules

/// Large-scale text classification (CON-02) under the two readings the profiles use.
struct TextContrastThresholdTests {
    private func isLarge(_ size: Double, bold: Bool, _ profile: Profile) -> Bool {
        let parameters = ResolvedParameters(parameters: TextContrastThreshold.parameters, profile: profile)
        return TextContrastThreshold.isLarge(pointSize: size, bold: bold,
                                             largeSize: parameters.number("largeTextSize"),
                                             largeBoldSize: parameters.number("largeBoldTextSize"))
    }

    @Test func wcag2ictReadsEighteenAndFourteenPointAsTwentyFourAndEighteenPointSixSixSix() {
        #expect(isLarge(24, bold: false, .wcag22AA))
        #expect(!isLarge(23.9, bold: false, .wcag22AA))
        #expect(!isLarge(23.99, bold: false, .wcag22AA))   // axe-core rounds this up to 18 pt; WCAG does not
        #expect(isLarge(14 * 96 / 72, bold: true, .wcag22AA))
        #expect(isLarge(18.667, bold: true, .wcag22AA))    // was normal text under a rounded 18.67 boundary
        #expect(isLarge(18.669, bold: true, .wcag22AA))
        #expect(!isLarge(18.666, bold: true, .wcag22AA))
        #expect(!isLarge(18.5, bold: true, .wcag22AA))
        #expect(!isLarge(18, bold: false, .wcag22AA))     // large in typographic points, not in platform points
        #expect(!isLarge(12, bold: true, .wcag22AA))      // MorphModalKit's 12 pt heavy tile text
        #expect(isLarge(34, bold: false, .material))
        #expect(isLarge(24, bold: false, .strict))
    }

    @Test func appleInspectorCallsEighteenPointOrAnyBoldTextLarge() {
        #expect(isLarge(18, bold: false, .appleHIG))
        #expect(!isLarge(17, bold: false, .appleHIG))     // body text
        #expect(isLarge(12, bold: true, .appleHIG))
        #expect(isLarge(11, bold: true, .appleHIG))
    }

    @Test func weightsFromSevenHundredUpAreBold() {
        #expect(FontWeight.bold.isBold && FontWeight.heavy.isBold && FontWeight.black.isBold)
        #expect(!FontWeight.semibold.isBold && !FontWeight.medium.isBold)
        #expect(FontWeight.allCases.map(\.numericWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func requiredRatioFollowsTheClassificationAndTheProfile() {
        let heavy12 = TextFacts(pointSize: 12, weight: .heavy)
        let aa = ResolvedParameters(parameters: TextContrastThreshold.parameters, profile: .wcag22AA)
        let apple = ResolvedParameters(parameters: TextContrastThreshold.parameters, profile: .appleHIG)
        let strict = ResolvedParameters(parameters: TextContrastThreshold.parameters, profile: .strict)
        #expect(TextContrastThreshold.required(for: heavy12, aa) == (4.5, false))
        #expect(TextContrastThreshold.required(for: heavy12, apple) == (3, true))
        #expect(TextContrastThreshold.required(for: heavy12, strict) == (7, false))
        #expect(TextContrastThreshold.required(for: TextFacts(pointSize: 28), strict) == (4.5, true))
    }

    /// The domain note's menu-tile figures: systemGray on tertiarySystemGroupedBackground.
    @Test func menuTileFailsUnderWCAG2ICTInThreeVariantsAndUnderAppleOnlyInLight() {
        let variants: [(text: String, background: String, ratio: Double)] = [
            ("#8E8E93", "#F2F2F7", 2.92), ("#8E8E93", "#2C2C2E", 4.27), ("#6C6C70", "#EBEBF0", 4.40), ("#AEAEB2", "#363638", 5.45),
        ]
        let heavy12 = TextFacts(pointSize: 12, weight: .heavy)
        let aa = TextContrastThreshold.required(for: heavy12, ResolvedParameters(parameters: TextContrastThreshold.parameters, profile: .wcag22AA))
        let apple = TextContrastThreshold.required(for: heavy12, ResolvedParameters(parameters: TextContrastThreshold.parameters, profile: .appleHIG))
        var failsAA = 0, failsApple = 0
        for variant in variants {
            let ratio = Contrast.ratio(Color(hex: variant.text) ?? .black, Color(hex: variant.background) ?? .white)
            #expect(abs(ratio - variant.ratio) < 0.01, "\(variant.text) on \(variant.background): \(ratio)")
            if ratio < aa.ratio { failsAA += 1 }
            if ratio < apple.ratio { failsApple += 1 }
        }
        #expect(failsAA == 3)
        #expect(failsApple == 1)
    }
}
