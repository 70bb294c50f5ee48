import A11yModel

/// The windows of a dump (the root's children) and which of them span the display: an app's
/// activity window does; a dialog, a popup, the keyboard or another app's floating window (a
/// terminal, a chat head, a gesture strip) is smaller and shown over it. A dump lists windows in
/// no order at all (`UiDevice.getWindowRoots` gathers them in a hash set), so that is how they
/// are stacked.
enum DisplayWindows {
    /// How far (pt/dp) a window may fall short of the display's edges and still span it.
    static let slack = 1.0

    /// For each of `windows`, whether it spans the display (the union of all their frames).
    static func spanning(_ windows: [Int], in arena: ImportArena) -> [Bool] {
        let frames = windows.map { arena[$0].node.frame }
        guard let display = Rect.enclosing(frames.compactMap { $0 }) else { return windows.map { _ in false } }
        return frames.map { frame in
            guard let frame else { return false }
            return frame.minX <= display.minX + slack && frame.minY <= display.minY + slack
                && frame.maxX >= display.maxX - slack && frame.maxY >= display.maxY - slack
        }
    }

    /// The windows of another app floating over the app's: windows not spanning the display, of a
    /// package other than the one all spanning windows share. Nil package, or spanning windows of
    /// several packages, settle nothing.
    static func foreignOverlays(among windows: [Int], in arena: ImportArena, packages: [String?]) -> [Int] {
        guard windows.count > 1 else { return [] }
        let spans = spanning(windows, in: arena)
        let appPackages = Set(zip(windows, spans).filter(\.1).map { packages[$0.0] })
        guard appPackages.count == 1, let app = appPackages.first ?? nil else { return [] }
        return zip(windows, spans).filter { window, spanning in
            guard !spanning, let package = packages[window] else { return false }
            return package != app
        }.map(\.0)
    }

    /// `windows` in the order they are drawn: those spanning the display first, then the others
    /// over them, each group in the listed order. Notes each window placed over one listed after it.
    static func stacked(_ windows: [Int], in arena: ImportArena, notes: inout ImportNotes) -> [Int] {
        guard windows.count > 1 else { return windows }
        let spans = spanning(windows, in: arena)
        guard let lastSpanning = spans.lastIndex(of: true) else { return windows }
        let placed = zip(windows, spans).filter(\.1).map(\.0) + zip(windows, spans).filter { !$0.1 }.map(\.0)
        for (position, window) in windows.enumerated() where !spans[position] && position < lastSpanning {
            notes.inferred(window, "is a window that does not span the display (a dialog, a popup, the keyboard), "
                + "drawn over the window that does: a dump lists windows in no order")
        }
        return placed
    }
}
