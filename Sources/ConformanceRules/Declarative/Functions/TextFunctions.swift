import A11yModel

/// Text sizes, with Apple's Dynamic Type table.
enum TextFunctions {
    static let all: [ModelFunction] = [
        .ofNode("point-size", returns: .number,
                "The text's point size as rendered in this snapshot; NaN when the node has no text facts.",
                example: "ma:point-size() >= 11") { _, node, _ in
            .number(node.node.text?.pointSize ?? .nan)
        },
        .ofNodeWith("point-size-at", .string, operandName: "category", returns: .number,
                    "The text's point size at a content size category (xSmall…xxxLarge, ax1…ax5): its text style's "
                        + "size from Apple's table when it scales with Dynamic Type, its fixed size when it does not; "
                        + "NaN for a scaling text without a known style.",
                    example: "ma:point-size-at('ax5') > ma:point-size-at('large')") { _, node, category, _ in
            guard let size = ContentSizeCategory(parsing: category.string) else {
                return .failure(TextFunctions.unknownCategory(category.string))
            }
            guard let text = node.node.text else { return .number(.nan) }
            guard text.scalesWithDynamicType else { return .number(text.pointSize) }
            return .number(text.style?.pointSize(at: size) ?? .nan)
        },
        ModelFunction(name: "style-point-size", forms: [[.string, .string]],
                      signature: "ma:style-point-size(style, category) → number",
                      summary: "A text style's point size at a content size category, from Apple's Dynamic Type table "
                          + "(body at large is 17); NaN for a style the table does not list.",
                      example: "ma:point-size() >= ma:style-point-size('footnote', 'large')") { call in
            guard let size = ContentSizeCategory(parsing: call.arguments[1].string) else {
                return .failure(unknownCategory(call.arguments[1].string))
            }
            return .number(TextStyle(token: call.arguments[0].string).pointSize(at: size) ?? .nan)
        },
    ]

    static func unknownCategory(_ text: String) -> String {
        "'\(text)' is not a content size category; use one of "
            + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
