/// What assistive technology announces an element as.
public enum Role: OpenVocabulary {
    case none, group, window, sheet, dialog, button, adjustable, header, staticText, image, link
    case textField, searchField, scrollView, list, cell, toggle, slider, tabBar, keyboard
    case other(String)

    public static let known: [Role] = [
        .none, .group, .window, .sheet, .dialog, .button, .adjustable, .header, .staticText, .image,
        .link, .textField, .searchField, .scrollView, .list, .cell, .toggle, .slider, .tabBar, .keyboard,
    ]

    public var token: String {
        switch self {
        case .none: "none"
        case .group: "group"
        case .window: "window"
        case .sheet: "sheet"
        case .dialog: "dialog"
        case .button: "button"
        case .adjustable: "adjustable"
        case .header: "header"
        case .staticText: "staticText"
        case .image: "image"
        case .link: "link"
        case .textField: "textField"
        case .searchField: "searchField"
        case .scrollView: "scrollView"
        case .list: "list"
        case .cell: "cell"
        case .toggle: "toggle"
        case .slider: "slider"
        case .tabBar: "tabBar"
        case .keyboard: "keyboard"
        case .other(let token): token
        }
    }

    /// Roles a person operates directly (they need a target size, a name and contrast).
    public var isInteractive: Bool {
        switch self {
        case .button, .adjustable, .link, .textField, .searchField, .toggle, .slider, .cell: true
        default: false
        }
    }
}
