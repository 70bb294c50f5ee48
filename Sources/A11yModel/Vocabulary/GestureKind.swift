/// Pointer gestures a node responds to. Drags and swipes are path-based (WCAG 2.5.1, 2.5.7).
public enum GestureKind: OpenVocabulary {
    case tap, doubleTap, longPress, drag, swipe, pinch
    case other(String)

    public static let known: [GestureKind] = [.tap, .doubleTap, .longPress, .drag, .swipe, .pinch]

    public var token: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "doubleTap"
        case .longPress: "longPress"
        case .drag: "drag"
        case .swipe: "swipe"
        case .pinch: "pinch"
        case .other(let token): token
        }
    }

    /// Gestures that need a path or several pointers: they never count as an alternative.
    public var isPathBased: Bool { self == .drag || self == .swipe || self == .pinch }
}
