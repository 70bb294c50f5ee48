#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An sRGB colour with 8-bit channels and an alpha, written `#RRGGBB` or `#RRGGBBAA`.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity from 0 to 1, kept as 8 bits so that hex round trips are exact.
    public var alpha8: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha8: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha8 = alpha8
    }

    public var alpha: Double { Double(alpha8) / 255 }
    public var isOpaque: Bool { alpha8 == 255 }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil when malformed.
    public init?(hex text: String) {
        if let value = Color.parseHexFast(text) {
            self = value
            return
        }
        var digits = Substring(text.trimming(.whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
                      blue: UInt8(value >> 8 & 0xFF), alpha8: UInt8(value & 0xFF))
        }
    }

    /// `#RRGGBB` and `#RRGGBBAA` read byte by byte, the forms files use; nil sends anything
    /// else (short forms, white space, no `#`) to the general parser.
    private static func parseHexFast(_ text: String) -> Color? {
        var value: UInt32 = 0
        var count = 0
        for (offset, byte) in text.utf8.enumerated() {
            if offset == 0 {
                guard byte == UInt8(ascii: "#") else { return nil }
                continue
            }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard count < 8 else { return nil }
            value = value << 4 | UInt32(digit)
            count += 1
        }
        switch count {
        case 6: return Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        case 8: return Color(red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
                             blue: UInt8(value >> 8 & 0xFF), alpha8: UInt8(value & 0xFF))
        default: return nil
        }
    }

    public var hex: String {
        let channels = isOpaque ? [red, green, blue] : [red, green, blue, alpha8]
        return "#" + channels.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    public var description: String { hex }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA")
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
