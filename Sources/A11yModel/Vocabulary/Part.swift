/// The design-system part a node plays in a sheet or modal, independent of its AT role.
///
/// Rules find "the handle" or "the scrim" by part, so that an unlabelled handle that is not an
/// accessibility element at all can still be judged.
public enum Part: OpenVocabulary {
    case presenter, scrim, sheet, card, handle, title, content, closeButton, stickyContainer
    case stickyHeader, stickyFooter, keyboard, detentControl
    case other(String)

    public static let known: [Part] = [
        .presenter, .scrim, .sheet, .card, .handle, .title, .content, .closeButton, .stickyContainer,
        .stickyHeader, .stickyFooter, .keyboard, .detentControl,
    ]

    public var token: String {
        switch self {
        case .presenter: "presenter"
        case .scrim: "scrim"
        case .sheet: "sheet"
        case .card: "card"
        case .handle: "handle"
        case .title: "title"
        case .content: "content"
        case .closeButton: "closeButton"
        case .stickyContainer: "stickyContainer"
        case .stickyHeader: "stickyHeader"
        case .stickyFooter: "stickyFooter"
        case .keyboard: "keyboard"
        case .detentControl: "detentControl"
        case .other(let token): token
        }
    }

    /// Parts that hold a whole sheet or stacked card.
    public var isSurface: Bool { self == .sheet || self == .card }

    /// Parts drawn over the content that can hide a focused element.
    public var isSticky: Bool { self == .stickyHeader || self == .stickyFooter }
}
