import Foundation

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
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
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
