import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Colour arithmetic, numbers XPath 1.0 lacks (min, max, abs, NaN tests) and formatting for
/// messages.
enum ValueFunctions {
    static let all: [ModelFunction] = [
        ModelFunction(name: "contrast", forms: [[.string, .string]], signature: "ma:contrast(foreground, background) → number",
                      summary: "WCAG contrast ratio of two colours given as '#RGB', '#RRGGBB' or '#RRGGBBAA'; a translucent "
                          + "foreground is composited over the background first. ma:contrast('#767676', '#FFFFFF') is 4.54.",
                      example: "ma:contrast(@foreground, ma:backdrop()) >= 4.5") { call in
            guard let foreground = Color(hex: call.arguments[0].string) else { return .failure(notAColor(call.arguments[0].string)) }
            guard let background = Color(hex: call.arguments[1].string) else { return .failure(notAColor(call.arguments[1].string)) }
            return .number(Contrast.ratio(foreground, background.isOpaque ? background : background.composited(over: .white)))
        },
        ModelFunction(name: "luminance", forms: [[.string]], signature: "ma:luminance(color) → number",
                      summary: "WCAG relative luminance of a colour, 0 (black) to 1 (white); alpha is ignored.",
                      example: "ma:luminance(ma:backdrop()) < 0.2") { call in
            guard let color = Color(hex: call.arguments[0].string) else { return .failure(notAColor(call.arguments[0].string)) }
            return .number(Contrast.relativeLuminance(color))
        },
        ModelFunction(name: "format", forms: [[.number, .number]], signature: "ma:format(number, decimals) → string",
                      summary: "The number with a fixed number of decimals (0 to 6), for messages: "
                          + "ma:format(4.5446, 2) is '4.54'.",
                      example: "'{ma:format(ma:target-size(), 0)} pt'") { call in
            .string(format(call.arguments[0].number, decimals: call.arguments[1].number))
        },
        ModelFunction(name: "ratio", forms: [[.number]], signature: "ma:ratio(number) → string",
                      summary: "A contrast ratio as reports print it, with two decimals: '4.54:1'; 'unknown' for NaN.",
                      example: "'{ma:ratio(ma:contrast-ratio())}'") { call in
            let value = call.arguments[0].number
            return .string(value.isFinite ? Contrast.formatted(value) : "unknown")
        },
        ModelFunction(name: "if", forms: [[.boolean, .string, .string]], signature: "ma:if(condition, then, else) → string",
                      summary: "The second argument when the condition is true, else the third: XPath 1.0 has no "
                          + "conditional, and messages often need one.",
                      example: "'handle {ma:if(ma:is-exposed(), \"lacks the adjustable trait\", \"is not exposed\")}'") { call in
            .string(call.arguments[0].boolean ? call.arguments[1].string : call.arguments[2].string)
        },
        ModelFunction(name: "known", forms: [[.number]], signature: "ma:known(number) → boolean",
                      summary: "Whether a number is known (not NaN): functions answer NaN when the model lacks the fact.",
                      example: "not(ma:known(ma:contrast-ratio()))") { call in
            .boolean(!call.arguments[0].number.isNaN)
        },
        ModelFunction(name: "min", forms: [[.number, .number]], signature: "ma:min(a, b) → number",
                      summary: "The smaller of two numbers (NaN if either is NaN).",
                      example: "ma:min(ma:width(), ma:height()) >= 24") { call in
            .number(bothKnown(call) ? Swift.min(call.arguments[0].number, call.arguments[1].number) : .nan)
        },
        ModelFunction(name: "max", forms: [[.number, .number]], signature: "ma:max(a, b) → number",
                      summary: "The larger of two numbers (NaN if either is NaN).",
                      example: "ma:max(ma:width(), ma:height()) <= 600") { call in
            .number(bothKnown(call) ? Swift.max(call.arguments[0].number, call.arguments[1].number) : .nan)
        },
        ModelFunction(name: "abs", forms: [[.number]], signature: "ma:abs(number) → number",
                      summary: "The absolute value.", example: "ma:abs(@to - @from) <= 40") { call in
            .number(Swift.abs(call.arguments[0].number))
        },
    ]

    static func format(_ value: Double, decimals: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value > 0 ? "Infinity" : "-Infinity" }
        let places = Int(decimals.isFinite ? Swift.min(Swift.max(decimals.rounded(), 0), 6) : 0)
        return FixedDecimal.text(value, digits: places) ?? "\(value)"
    }

    private static func bothKnown(_ call: ModelFunctionCall) -> Bool {
        !call.arguments[0].number.isNaN && !call.arguments[1].number.isNaN
    }

    private static func notAColor(_ text: String) -> String {
        "'\(text)' is not a colour; write '#RRGGBB' (or '#RGB', '#RRGGBBAA')"
    }
}
