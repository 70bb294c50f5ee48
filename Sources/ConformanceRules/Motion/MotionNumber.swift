/// Numbers as motion findings and the `motion` table print them: fixed decimals, a `.` as the
/// decimal mark whatever the process locale, `∞` for motion that never settles. Built without
/// `String(format:)` so that no locale can change the output.
enum MotionNumber {
    /// `value` rounded to `decimals` places, trailing zeros kept: `0.292`, `2601.0`.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "n/a" : value > 0 ? "∞" : "-∞" }
        let places = max(0, min(decimals, 9))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Beyond 2^53 the digits are noise anyway; such inputs only come from hostile files.
        guard scaled < 9e15 else { return (value < 0 ? "-" : "") + String(Int64(min(abs(value), 9e15))) }
        let units = Int64(scaled)
        let factor = Int64(scale)
        let whole = String(units / factor)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(units % factor)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `fixed` without trailing zeros: `0.95`, `408`, `20.5`.
    static func trimmed(_ value: Double, _ decimals: Int = 3) -> String {
        var text = fixed(value, decimals)
        guard text.contains("."), value.isFinite else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Seconds with three decimals: `0.292 s`.
    static func seconds(_ value: Double) -> String { fixed(value, 3) + " s" }

    /// Points without needless decimals: `408 pt`, `20.5 pt`.
    static func points(_ value: Double) -> String { trimmed(value, 1) + " pt" }

    /// A fraction as a percentage: `0.00502` → `0.502 %`; small values keep more digits so that
    /// MorphModalKit's 0.0071 % overshoot does not print as 0.
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        let magnitude = abs(value)
        let decimals = magnitude == 0 || magnitude >= 10 ? 1 : magnitude >= 0.1 ? 3 : magnitude >= 0.001 ? 4 : 6
        return trimmed(value, decimals) + " %"
    }

    /// Points per second without decimals: `2601 pt/s`.
    static func speed(_ value: Double) -> String { fixed(value, 0) + " pt/s" }
}
