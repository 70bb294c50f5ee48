import A11yModel

/// The colour painted behind a node: its ancestors' backgrounds composited from the root down,
/// each weighted by its layer opacity. Nil when no ancestor has an opaque background to start
/// from, because contrast against an unknown colour cannot be judged.
enum Backdrop {
    static func color(behind node: VisitedNode, in index: SnapshotIndex, includingSelf: Bool = false) -> Color? {
        var layers: [Color] = []
        var ids = node.ancestorIDs
        if includingSelf { ids.append(node.node.id) }
        for id in ids {
            guard let ancestor = index.node(id), let background = ancestor.node.background else { continue }
            layers.append(background.withOpacity(ancestor.node.opacity))
        }
        guard let base = layers.lastIndex(where: \.isOpaque) else { return nil }
        return layers[(base + 1)...].reduce(layers[base]) { $1.composited(over: $0) }
    }

    /// The colour a node itself paints: its foreground (text, glyph) or, for a plain fill such
    /// as a handle pill, its background, at its effective opacity.
    static func paint(of node: VisitedNode) -> Color? {
        (node.node.foreground ?? node.node.background)?.withOpacity(node.effectiveOpacity)
    }
}
