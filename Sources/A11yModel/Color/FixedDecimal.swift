/// `String(format: "%.Nf")` without the formatter: Foundation rounds the shortest decimal form
/// of the value (what `description` prints) half to even, and so does this, on those digits, so
/// that a hot loop does not pay for Foundation's locale-aware formatting (a formatter is set up
/// on every call), and the separator is always `.`.
public enum FixedDecimal {
    /// `value` with `digits` decimals; nil only for NaN, infinities and negative `digits`.
    public static func text(_ value: Double, digits: Int) -> String? {
        guard value.isFinite, digits >= 0 else { return nil }
        // ASCII digits with one `.`: "4.5449999", "21.0", "0.125".
        var bytes = plainDigits(value.magnitude.description)
        guard let point = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let keep = point + 1 + digits
        if bytes.count > keep {
            let first = bytes[keep]
            let beyondHalf = bytes[(keep + 1)...].contains { $0 != UInt8(ascii: "0") }
            bytes.removeSubrange(keep...)
            let lastKept = bytes[digits > 0 ? keep - 1 : point - 1]
            if first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (beyondHalf || lastKept % 2 == 1)) {
                var index = bytes.count - 1
                var carry = true
                while carry, index >= 0 {
                    if bytes[index] != UInt8(ascii: ".") {
                        bytes[index] += 1
                        carry = bytes[index] > UInt8(ascii: "9")
                        if carry { bytes[index] = UInt8(ascii: "0") }
                    }
                    index -= 1
                }
                if carry { bytes.insert(UInt8(ascii: "1"), at: 0) }
            }
        } else {
            bytes += repeatElement(UInt8(ascii: "0"), count: keep - bytes.count)
        }
        if digits == 0, bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        if value.sign == .minus { bytes.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The shortest form written out without an exponent, as Foundation does before rounding:
    /// "1e-05" → "0.00001", "1e+300" → "1" and 300 zeros ".0".
    static func plainDigits(_ shortest: String) -> [UInt8] {
        let bytes = Array(shortest.utf8)
        guard let e = bytes.firstIndex(of: UInt8(ascii: "e")),
              let exponent = Int(String(decoding: bytes[(e + 1)...], as: UTF8.self)) else { return bytes }
        let mantissa = bytes[..<e].filter { $0 != UInt8(ascii: ".") }
        let integerDigits = (bytes[..<e].firstIndex(of: UInt8(ascii: ".")) ?? e) + exponent
        let zero = UInt8(ascii: "0")
        if integerDigits <= 0 {
            return Array("0.".utf8) + repeatElement(zero, count: -integerDigits) + mantissa
        }
        if integerDigits >= mantissa.count {
            return mantissa + repeatElement(zero, count: integerDigits - mantissa.count) + Array(".0".utf8)
        }
        return Array(mantissa[..<integerDigits]) + [UInt8(ascii: ".")] + Array(mantissa[integerDigits...])
    }
}
