/// A normative or platform source a rule rests on.
public struct RuleReference: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A WCAG 2.2 success criterion (applied to native apps through WCAG2ICT).
        case wcag
        /// Apple Human Interface Guidelines or API documentation.
        case apple
        /// Material Design or Android documentation.
        case material
        /// Behaviour of a seed component.
        case seed
        /// A convention: no standard publishes the number; the threshold is a parameter.
        case convention
    }

    public var kind: Kind
    /// `1.4.11 Non-text Contrast`, `HIG Sheets`, …
    public var title: String
    /// `A`, `AA`, `AAA` for WCAG.
    public var level: String?
    public var url: String?

    public init(_ kind: Kind, _ title: String, level: String? = nil, url: String? = nil) {
        self.kind = kind
        self.title = title
        self.level = level
        self.url = url
    }

    public static func wcag(_ criterion: String, _ name: String, level: String) -> RuleReference {
        let slug = name.lowercased().replacingOccurrences(of: " ", with: "-")
            .filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return RuleReference(.wcag, "WCAG 2.2 \(criterion) \(name)", level: level,
                             url: "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html")
    }

    public var description: String { level.map { "\(title) (\($0))" } ?? title }
}
