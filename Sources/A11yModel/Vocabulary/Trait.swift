/// Accessibility traits (UIKit `UIAccessibilityTraits`, SwiftUI `AccessibilityTraits`, Android state).
public enum Trait: OpenVocabulary {
    case button, header, adjustable, link, image, staticText, selected, notEnabled, updatesFrequently
    case isModal, searchField, keyboardKey, summaryElement, tabBar, allowsDirectInteraction
    case causesPageTurn, startsMediaSession, playsSound, isToggle, bold
    /// Android: the view is important for accessibility (`a11y-important="true"`) although
    /// nothing makes TalkBack focus it (no text, description or action).
    case importantForAccessibility
    /// iOS: WebDriverAgent reports the element not hittable (`hittable="false"`): covered or off
    /// screen, so a finger cannot reach it.
    case notHittable
    /// Android: uiautomator marks the node `NAF="true"`: clickable and enabled, and neither it nor
    /// any of its descendants (those off screen included) has a text or a description.
    case nothingToRead
    case other(String)

    public static let known: [Trait] = [
        .button, .header, .adjustable, .link, .image, .staticText, .selected, .notEnabled,
        .updatesFrequently, .isModal, .searchField, .keyboardKey, .summaryElement, .tabBar,
        .allowsDirectInteraction, .causesPageTurn, .startsMediaSession, .playsSound, .isToggle, .bold,
        .importantForAccessibility, .notHittable, .nothingToRead,
    ]

    public var token: String {
        switch self {
        case .button: "button"
        case .header: "header"
        case .adjustable: "adjustable"
        case .link: "link"
        case .image: "image"
        case .staticText: "staticText"
        case .selected: "selected"
        case .notEnabled: "notEnabled"
        case .updatesFrequently: "updatesFrequently"
        case .isModal: "isModal"
        case .searchField: "searchField"
        case .keyboardKey: "keyboardKey"
        case .summaryElement: "summaryElement"
        case .tabBar: "tabBar"
        case .allowsDirectInteraction: "allowsDirectInteraction"
        case .causesPageTurn: "causesPageTurn"
        case .startsMediaSession: "startsMediaSession"
        case .playsSound: "playsSound"
        case .isToggle: "isToggle"
        case .bold: "bold"
        case .importantForAccessibility: "importantForAccessibility"
        case .notHittable: "notHittable"
        case .nothingToRead: "nothingToRead"
        case .other(let token): token
        }
    }
}
