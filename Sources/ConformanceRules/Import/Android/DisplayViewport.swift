import A11yModel

extension DisplayExtent.Shown {
    /// The display in points, for windows dumped alone (no root at its top-left corner), as far
    /// as they show it: as wide as the density was read across (a window from the left edge spans
    /// it; a centred one's left margin mirrors on its right), and as tall as a window from the left
    /// edge reaches, or, for inset windows, as their top margin mirrored below their bottom edge
    /// (a dialog is centred both ways). The rules that ask where the screen's edges are (a target
    /// against one may be narrower, one touching one may be cut) then find them there, not at a
    /// phone's default size, where a tablet's dialog reached past the "screen" on every side.
    /// `windows` encloses the windows' roots, in points.
    func viewport(windows: Rect, density: Double) -> A11yModel.Size {
        switch self {
        case .size(let size), .atLeast(let size):
            A11yModel.Size(width: Double(size.width) / density, height: Double(size.height) / density)
        case .centredWidth(let width, _), .reachedWidth(let width):
            A11yModel.Size(width: Double(width) / density, height: windows.maxY + windows.minY)
        }
    }
}
