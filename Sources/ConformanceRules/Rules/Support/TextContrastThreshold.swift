import A11yModel

/// WCAG 1.4.3's two ratios and the large-scale text classification they depend on (CON-02).
///
/// WCAG's glossary calls text large at 18 pt, or 14 pt bold, in typographic points (1/72 in).
/// CSS fixes 1 pt = 96/72 = 4/3 px, and WCAG2ICT reads a platform point (iOS) or dp (Android) as
/// one CSS px, so on a phone large text is 18 × 4/3 = 24 pt regular or 14 × 4/3 = 18.666… pt bold,
/// both inclusive and compared exactly (18.666 pt bold is normal text, 56/3 pt is large). Bold is
/// a weight of 700 or more, CSS's `bold` (CSS Fonts 4 §2.2) and the weight axe-core and Android's
/// `Typeface.BOLD` use; semibold (600) and lighter are not bold. Apple's Accessibility Inspector
/// table instead gives 3:1 at 18 pt and to bold text of any size. The two profiles disagree on,
/// say, 12 pt heavy text.
enum TextContrastThreshold {
    /// CSS px per typographic point: 96 px and 72 pt are both one inch.
    static let pixelsPerPoint = 96.0 / 72.0
    /// 14 pt bold in CSS px (and so in platform points): 18.666…, not a rounded 18.67.
    static let wcagLargeBoldSize = 14 * pixelsPerPoint

    static let parameters: [RuleParameter] = [
        RuleParameter("normalTextRatio", .number(4.5), summary: "Lowest contrast ratio for text that is not large-scale",
                      source: "WCAG 2.2 SC 1.4.3 (AA); SC 1.4.6 (AAA) in the strict profile",
                      profiles: [.strict: .number(7)], range: .contrastRatio),
        RuleParameter("largeTextRatio", .number(3), summary: "Lowest contrast ratio for large-scale text",
                      source: "WCAG 2.2 SC 1.4.3 (AA); SC 1.4.6 (AAA) in the strict profile",
                      profiles: [.strict: .number(4.5)], range: .contrastRatio),
        RuleParameter("largeTextSize", .number(24), summary: "Smallest point size at which any text counts as large-scale",
                      source: "WCAG 2.2 glossary 'large scale' (18 pt = 18 × 4/3 = 24 CSS px) through WCAG2ICT (1 CSS px = 1 pt/dp); Apple Accessibility Inspector (18 pt)",
                      profiles: [.appleHIG: .number(18)], range: .points),
        RuleParameter("largeBoldTextSize", .number(wcagLargeBoldSize),
                      summary: "Smallest point size at which bold text counts as large-scale (0: bold text of any size)",
                      source: "WCAG 2.2 glossary 'large scale' (14 pt bold = 14 × 4/3 = 18.666… px) through WCAG2ICT; Apple Accessibility Inspector (bold, all sizes)",
                      profiles: [.appleHIG: .number(0)], range: .points),
    ]

    /// Below any size a file writes (two or three decimals), above the float noise of 14 × 4/3.
    private static let tolerance = 1e-9

    /// Whether text of this size and weight is large-scale under the given minimums.
    static func isLarge(pointSize: Double, bold: Bool, largeSize: Double, largeBoldSize: Double) -> Bool {
        pointSize >= largeSize - tolerance || (bold && pointSize >= largeBoldSize - tolerance)
    }

    /// The ratio `text` must reach and whether it counted as large.
    static func required(for text: TextFacts, _ parameters: ResolvedParameters) -> (ratio: Double, isLarge: Bool) {
        let large = isLarge(pointSize: text.pointSize, bold: text.weight.isBold,
                            largeSize: parameters.number("largeTextSize", default: 24),
                            largeBoldSize: parameters.number("largeBoldTextSize", default: wcagLargeBoldSize))
        return large ? (parameters.number("largeTextRatio", default: 3), true)
            : (parameters.number("normalTextRatio", default: 4.5), false)
    }

    /// `12 pt heavy`, for messages.
    static func describe(_ text: TextFacts) -> String {
        "\(TargetGeometry.length(text.pointSize)) pt \(text.weight.rawValue)"
    }
}
