/// A named set of thresholds for rules whose numbers the standards disagree on.
public enum Profile: String, Sendable, Hashable, Codable, CaseIterable {
    /// WCAG 2.2 level AA read through WCAG2ICT (points for CSS pixels). The default.
    case wcag22AA = "wcag22-aa"
    /// Apple's Human Interface Guidelines (44 pt targets, Accessibility Inspector contrast table).
    case appleHIG = "apple-hig"
    /// Material Design and Android (48 dp targets).
    case material
    /// WCAG 2.2 level AAA where it is stricter (2.5.5 targets, 2.4.12, 2.3.3).
    case strict

    public static let `default`: Profile = .wcag22AA
}
