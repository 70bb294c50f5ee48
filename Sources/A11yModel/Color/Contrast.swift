#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// WCAG 2.x relative luminance and contrast ratio (WCAG 2.2 glossary, "relative luminance").
public enum Contrast {
    /// Relative luminance of an opaque colour, 0 (black) to 1 (white). Alpha is ignored:
    /// composite translucent colours first with `Color.composited(over:)`.
    public static func relativeLuminance(_ color: Color) -> Double {
        let linear = linearChannels
        return 0.2126 * linear[Int(color.red)] + 0.7152 * linear[Int(color.green)] + 0.0722 * linear[Int(color.blue)]
    }

    /// The linear value of each 8-bit sRGB channel, worked out once: the flash check takes the
    /// luminance of a colour 240 times a second of every fade, and `pow` was most of that.
    static let linearChannels: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// `(L_lighter + 0.05) / (L_darker + 0.05)`, from 1 to 21. A translucent foreground is
    /// composited over the background first; a translucent background over white is not
    /// assumed, so callers pass an opaque background (see `Color.composited(over:)`).
    public static func ratio(_ foreground: Color, _ background: Color) -> Double {
        let fg = foreground.isOpaque ? foreground : foreground.composited(over: background)
        let a = relativeLuminance(fg), b = relativeLuminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A ratio with two decimals (`4.54:1`). Pass/fail is always decided on the unrounded value;
    /// a ratio that rounds up to its threshold is printed with three decimals so that a failing
    /// 4.496 does not read as 4.50.
    public static func formatted(_ ratio: Double, threshold: Double? = nil) -> String {
        let two = fixed(ratio, digits: 2)
        if let threshold, ratio < threshold, Double(two) ?? 0 >= threshold {
            return fixed(ratio, digits: 3) + ":1"
        }
        return two + ":1"
    }

    /// `%.Nf`; called for every text node, so it avoids Foundation's formatter. Ratios are finite.
    private static func fixed(_ value: Double, digits: Int) -> String {
        FixedDecimal.text(value, digits: digits) ?? "\(value)"
    }
}

extension Color {
    /// Source-over compositing of this colour onto an opaque `background` (alpha ignored there).
    public func composited(over background: Color) -> Color {
        let a = alpha
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded().clamped(to: 0...255))
        }
        return Color(red: mix(red, background.red), green: mix(green, background.green),
                     blue: mix(blue, background.blue))
    }

    /// The same colour with its alpha multiplied by `opacity` (a layer's opacity).
    public func withOpacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha8 = UInt8((Double(alpha8) * opacity.clamped(to: 0...1)).rounded())
        return copy
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
