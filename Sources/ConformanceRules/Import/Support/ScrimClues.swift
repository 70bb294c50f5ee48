import A11yModel

/// Descriptions that mark a scrim, shared by the Android and iOS inference, as `HandleClues` is
/// for handles.
enum ScrimClues {
    /// Scrim descriptions Compose, Flutter and Material use ("Scrim" in Compose tests and as
    /// Flutter's `scrimLabel`, "Close sheet" in Material's strings, "Dismiss" as Flutter's
    /// `ModalBarrier` label, `modalBarrierDismissLabel`). "Dismiss" also names buttons, so a
    /// node described so is a scrim only where it holds or covers a panel.
    static let descriptions: Set<String> = ["scrim", "close sheet", "dismiss sheet", "dismiss"]
    /// Descriptions only a scrim carries.
    static let unmistakable: Set<String> = ["scrim", "close sheet", "dismiss sheet"]

    /// `text` lower-cased and trimmed is one of `descriptions`.
    static func describesScrim(_ text: String?) -> Bool {
        text.map { descriptions.contains($0.lowercased().trimming(.whitespaces)) } ?? false
    }

    /// `text` lower-cased and trimmed is one of `unmistakable`.
    static func isUnmistakable(_ text: String?) -> Bool {
        text.map { unmistakable.contains($0.lowercased().trimming(.whitespaces)) } ?? false
    }
}
