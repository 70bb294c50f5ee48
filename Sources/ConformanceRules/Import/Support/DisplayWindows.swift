import A11yModel

/// The windows of a dump (the root's children) and which of them span the display: an app's
/// activity window does; a dialog, a popup, the keyboard or another app's floating window (a
/// terminal, a chat head, a gesture strip) is smaller and shown over it.
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
}
