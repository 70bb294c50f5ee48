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
        RuleReference(.wcag, "WCAG 2.2 \(criterion) \(name)", level: level,
                      url: "https://www.w3.org/WAI/WCAG22/Understanding/\(understandingSlug(name)).html")
    }

    /// The file name of a criterion's Understanding page: the name in lower case, spaces as
    /// hyphens, only letters, digits and hyphens kept ("Name, Role, Value" → `name-role-value`).
    /// Byte by byte while the name is ASCII, as every criterion's is: the catalog is built at
    /// every start, and Foundation's `replacingOccurrences`, then `Character.isLetter`'s Unicode
    /// lookups, were most of that.
    static func understandingSlug(_ name: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: " "): slug.append(UInt8(ascii: "-"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                slug.append(byte)
            case 0x80...: return unicodeSlug(name)
            default: continue
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }

    /// The character-level slug, for names beyond ASCII (and as the tests' reference).
    static func unicodeSlug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" {
                slug.append(character)
            }
        }
        return slug
    }

    public var description: String { level.map { "\(title) (\($0))" } ?? title }
}
