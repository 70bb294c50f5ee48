/// What an Android view or a Compose node draws, as `Node.visibleText`.
///
/// Both formats tell the text a node draws (`text`) from the description assistive technology
/// speaks (`content-desc`, `ContentDescription`). A node named only by its description draws no
/// text: an empty visible text says so, where nil would say the capture does not know.
enum DrawnText {
    static func visibleText(text: String?, description: String?) -> String? {
        text ?? (description != nil ? "" : nil)
    }
}
