import A11yModel

/// A modal barrier known by where it lies rather than by its words: Flutter puts a modal
/// route's barrier in a layer of its own, a view the size of the screen holding only the barrier,
/// which shows across the screen's top down to the sheet (dumps give visible bounds), and labels
/// it in the app's language ("Scrim", "纱罩", "Gitter"), which no list of words keeps up with.
enum BarrierLayer {
    /// Whether the node is such a barrier: a clickable, labelled leaf spanning its window's width
    /// from its top, a quarter of its height or more but not all of it, alone in wrappers up to a
    /// layer as large as the window. Whether a panel's content starts where it ends is left to
    /// the caller, as for a scrim known by its words.
    static func isBarrier(_ index: Int, in arena: ImportArena) -> Bool {
        let entry = arena[index]
        guard entry.children.isEmpty, entry.node.has(.activate), entry.node.label?.isEmpty == false,
              let frame = entry.node.frame, let window = arena[arena.window(of: index)].node.frame, window.height > 0 else { return false }
        let acrossTheTop = abs(frame.minX - window.minX) <= 1 && abs(frame.maxX - window.maxX) <= 1 && abs(frame.minY - window.minY) <= 1
        guard acrossTheTop, frame.height >= 0.25 * window.height, frame.maxY < window.maxY - 1 else { return false }
        let layer = arena.outermostSoleChild(from: index)
        guard layer != index, let layerFrame = arena[layer].node.frame else { return false }
        return layerFrame.area >= 0.9 * window.area
    }
}
