import A11yModel

/// The colour painted behind a node: its ancestors' backgrounds composited from the root down,
/// each weighted by its layer opacity. Nil when no ancestor has an opaque background to start
/// from, because contrast against an unknown colour cannot be judged.
enum Backdrop {
    static func color(behind node: VisitedNode, in index: SnapshotIndex, includingSelf: Bool = false) -> Color? {
        let below = index.backdrop(of: node)
        return includingSelf ? color(behind: node.node, over: below) : below
    }

    /// What a child of `parent` has behind it, from what the parent has behind it: the parent's
    /// background, at the parent's own opacity, composited over it — or replacing it when opaque.
    /// Applied from the root down, this composites every ancestor's layer from the last opaque one
    /// on, once per node for the whole snapshot (`SnapshotIndex` does it in its walk).
    static func color(behind parent: Node, over below: Color?) -> Color? {
        guard let background = parent.background else { return below }
        let layer = background.withOpacity(parent.opacity)
        if layer.isOpaque { return layer }
        return below.map { layer.composited(over: $0) }
    }

    /// The colour a node itself paints: its foreground (text, glyph) or, for a plain fill such
    /// as a handle pill, its background, at its effective opacity.
    static func paint(of node: VisitedNode) -> Color? {
        (node.node.foreground ?? node.node.background)?.withOpacity(node.effectiveOpacity)
    }
}
