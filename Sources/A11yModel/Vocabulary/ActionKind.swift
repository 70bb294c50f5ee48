/// Accessibility actions an element implements.
public enum ActionKind: OpenVocabulary {
    case activate, increment, decrement, escape, magicTap, scroll, longPress, dismiss, expand, collapse
    /// A named custom action (`UIAccessibilityCustomAction`, Android custom action).
    case custom
    case other(String)

    public static let known: [ActionKind] = [
        .activate, .increment, .decrement, .escape, .magicTap, .scroll, .longPress, .dismiss, .expand,
        .collapse, .custom,
    ]

    public var token: String {
        switch self {
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .escape: "escape"
        case .magicTap: "magicTap"
        case .scroll: "scroll"
        case .longPress: "longPress"
        case .dismiss: "dismiss"
        case .expand: "expand"
        case .collapse: "collapse"
        case .custom: "custom"
        case .other(let token): token
        }
    }
}
