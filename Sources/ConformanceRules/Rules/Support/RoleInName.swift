/// A role a control's name says in words ("Record button", "Home tab", "Tab: Attendees",
/// "Add to my Favorites switch button"), English only. TalkBack reads the name, so the listener
/// hears the role even where the class announces none; a class or a Role would let the platform
/// announce it, but nothing is missing from what is heard. The words must be nouns: "button",
/// "checkbox" and "slider" anywhere, "tab" first or last, "link", "switch" and "toggle" last
/// ("Switch account", "Link your card" and "Toggle sound" are verbs). A name from the code
/// ("button-login-container", a test id) is no words for people (identifier-label), even where
/// a role word is read out of it.
enum RoleInName {
    static func role(in name: String) -> String? {
        guard DeveloperIdentifier.shape(of: name) == nil else { return nil }
        let words = LabelRepeatsRoleRule.words(name)
        if let noun = words.first(where: anywhere.contains) { return noun }
        if words.count >= 2, let first = words.first, first == "tab" { return first }
        if words.count >= 2, let last = words.last, last == "tab" || lastOnly.contains(last) { return last }
        if words.count >= 3, words[words.count - 2] == "check", words.last == "box" { return "check box" }
        return nil
    }

    private static let anywhere: Set<String> = ["button", "checkbox", "slider"]
    private static let lastOnly: Set<String> = ["link", "switch", "toggle"]
}
