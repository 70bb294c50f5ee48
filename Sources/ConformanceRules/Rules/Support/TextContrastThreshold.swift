import A11yModel

/// WCAG 1.4.3's two ratios and the large-scale text classification they depend on (CON-02).
///
/// WCAG's glossary calls text large at 18 pt, or 14 pt bold, in typographic points. WCAG2ICT maps
/// one such point to 1.333 CSS px and platform points/dp to CSS px, so on a phone large text is
/// 24 pt regular or 18.67 pt bold. Apple's Accessibility Inspector table instead gives 3:1 at 18 pt
/// and to bold text of any size. The two profiles disagree on, say, 12 pt heavy text.
enum TextContrastThreshold {
    static let parameters: [RuleParameter] = [
        RuleParameter("normalTextRatio", .number(4.5), summary: "Lowest contrast ratio for text that is not large-scale",
                      source: "WCAG 2.2 SC 1.4.3 (AA); SC 1.4.6 (AAA) in the strict profile",
                      profiles: [.strict: .number(7)], range: .contrastRatio),
        RuleParameter("largeTextRatio", .number(3), summary: "Lowest contrast ratio for large-scale text",
                      source: "WCAG 2.2 SC 1.4.3 (AA); SC 1.4.6 (AAA) in the strict profile",
                      profiles: [.strict: .number(4.5)], range: .contrastRatio),
        RuleParameter("largeTextSize", .number(24), summary: "Smallest point size at which any text counts as large-scale",
                      source: "WCAG 2.2 glossary 'large scale' (18 pt) through WCAG2ICT (1 pt = 1.333 CSS px); Apple Accessibility Inspector (18 pt)",
                      profiles: [.appleHIG: .number(18)], range: .points),
        RuleParameter("largeBoldTextSize", .number(18.67),
                      summary: "Smallest point size at which bold text counts as large-scale (0: bold text of any size)",
                      source: "WCAG 2.2 glossary 'large scale' (14 pt bold) through WCAG2ICT; Apple Accessibility Inspector (bold, all sizes)",
                      profiles: [.appleHIG: .number(0)], range: .points),
    ]

    /// Whether text of this size and weight is large-scale under the given minimums.
    static func isLarge(pointSize: Double, bold: Bool, largeSize: Double, largeBoldSize: Double) -> Bool {
        pointSize >= largeSize - TargetGeometry.tolerance || (bold && pointSize >= largeBoldSize - TargetGeometry.tolerance)
    }

    /// The ratio `text` must reach and whether it counted as large.
    static func required(for text: TextFacts, _ parameters: ResolvedParameters) -> (ratio: Double, isLarge: Bool) {
        let large = isLarge(pointSize: text.pointSize, bold: text.weight.isBold,
                            largeSize: parameters.number("largeTextSize", default: 24),
                            largeBoldSize: parameters.number("largeBoldTextSize", default: 18.67))
        return large ? (parameters.number("largeTextRatio", default: 3), true)
            : (parameters.number("normalTextRatio", default: 4.5), false)
    }

    /// `12 pt heavy`, for messages.
    static func describe(_ text: TextFacts) -> String {
        "\(TargetGeometry.length(text.pointSize)) pt \(text.weight.rawValue)"
    }
}
