import Testing
@testable import ConformanceRules

/// control-role passes a control whose name says its role as a noun: the listener hears it.
struct RoleInNameTests {
    @Test("roles said as nouns", arguments: [
        ("Record button", "button"), ("Home tab", "tab"), ("Tab: Attendees", "tab"), ("Dark mode switch", "switch"),
        ("Wi-Fi toggle", "toggle"), ("Privacy policy link", "link"), ("Remember me check box", "check box"),
        ("Add to my Favorites switch button. Not Favorited", "button"), ("Volume slider", "slider"),
    ])
    func nouns(_ name: String, _ role: String) {
        #expect(RoleInName.role(in: name) == role)
    }

    @Test("verbs, other words and names from the code say no role", arguments: [
        "Switch account", "Toggle sound", "Link your card", "Tab", "Stable tabs", "Send", "button-login-container", "btn_submit",
        "Check the box",
    ])
    func noRole(_ name: String) {
        #expect(RoleInName.role(in: name) == nil, "\(name)")
    }
}
