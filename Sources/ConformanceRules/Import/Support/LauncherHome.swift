import A11yModel

/// A launcher's home screen hosted by a package that is not a launcher's by name: the Pixel
/// launcher runs inside the Google app (`com.google.android.googlequicksearchbox`), which also
/// shows the app's own screens. Known by the views Launcher3 builds its home screen from: a root
/// with the id `launcher` holding the `workspace` of icon pages or the `hotseat` of docked apps.
enum LauncherHome {
    static let description = "a launcher's home screen (Launcher3's launcher, workspace and hotseat)"

    /// Views searched below the root for the workspace or hotseat: both sit a few levels down.
    static let searched = 256

    static func isHome(_ index: Int, in arena: ImportArena) -> Bool {
        guard let id = arena[index].clues.resourceID, id.hasSuffix(":id/launcher") else { return false }
        var pending = arena[index].children, seen = 0
        while let next = pending.popLast(), seen < searched {
            seen += 1
            if let inner = arena[next].clues.resourceID, inner.hasSuffix(":id/workspace") || inner.hasSuffix(":id/hotseat") { return true }
            pending += arena[next].children
        }
        return false
    }
}
