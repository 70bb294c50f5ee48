import A11yModel

/// Labels that frameworks give a surface by default, which say what it is and not what it is
/// for: Compose Material 3's pane titles ("Bottom Sheet", `m3c_bottom_sheet_pane_title`;
/// "Dialog", `m3c_dialog`), Compose's popup window title ("Pop-Up Window",
/// `default_popup_window_title`) and Material's side sheet pane title ("Side Sheet",
/// `side_sheet_accessibility_pane_title`). English only: translations differ per release.
enum GenericSurfaceName {
    static let names: Set<String> = [
        "bottom sheet", "sheet", "side sheet", "modal bottom sheet", "bottom sheet dialog", "dialog", "alert",
        "alert dialog", "pop-up window", "popup window", "pop-up", "popup", "modal", "pane",
    ]

    static func isGeneric(_ label: String?) -> Bool {
        guard let label else { return false }
        let words = SpeakableName.trimmed(label).lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "_" })
        return names.contains(words.joined(separator: " "))
    }
}
