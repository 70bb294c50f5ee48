import A11yModel

/// A translucent layer drawn over a node — the scrim over the presenter, the dim view over a
/// covered card — changes the colours a person sees: the node's paint and the colour behind it
/// are both seen through the layer, which lowers their contrast.
extension Backdrop {
    /// The translucent layers over one node, in drawing order.
    struct Overlay {
        var layers: [VisitedNode]
        /// A layer may cover the node but their frames were not both captured.
        var isUncertain: Bool
        /// More than `RectGrid.crowdLimit` layers cover the node: `layers` holds the first of
        /// them, and what is seen through them all was not worked out.
        var isCrowded = false

        var isEmpty: Bool { layers.isEmpty && !isUncertain }
    }

    /// What `SnapshotIndex.overlays` collects: a scrim, or a childless, non-interactive view with
    /// nothing but a translucent fill (a dim view). Opaque layers hide rather than tint, and a layer
    /// with content of its own is content, not a tint.
    static func isOverlayLayer(_ visited: VisitedNode) -> Bool {
        guard let background = visited.node.background, visited.node.part != .handle else { return false }
        let alpha = background.alpha * visited.effectiveOpacity
        guard alpha > 0, alpha < 1 else { return false }
        if visited.node.part == .scrim { return true }
        return !visited.hasChildren && visited.node.text == nil && visited.node.foreground == nil && !visited.node.isInteractive
    }

    /// Layers drawn after `visited` (later in reading order, not inside it) whose area meets its own.
    static func overlay(above visited: VisitedNode, in index: SnapshotIndex) -> Overlay {
        var result = Overlay(layers: [], isUncertain: false)
        for layer in index.overlays(drawnOver: visited) {
            switch covers(layer, visited, in: index) {
            case true?:
                // Thousands of full-screen scrims would put every node under all the later ones.
                guard result.layers.count < RectGrid.crowdLimit else {
                    result.isCrowded = true
                    return result
                }
                result.layers.append(layer)
            case false?: continue
            case nil: result.isUncertain = true
            }
        }
        return result
    }

    /// An opaque colour as seen through `layers`, composited in drawing order.
    static func seen(_ color: Color, through layers: [VisitedNode]) -> Color {
        layers.reduce(color) { result, layer in
            guard let tint = layer.node.background?.withOpacity(layer.effectiveOpacity) else { return result }
            return tint.composited(over: result)
        }
    }

    /// Whether `layer` covers part of `visited`; nil when that cannot be told from the frames.
    private static func covers(_ layer: VisitedNode, _ visited: VisitedNode, in index: SnapshotIndex) -> Bool? {
        if let layerFrame = layer.node.frame {
            guard let frame = visited.node.frame else { return nil }
            return layerFrame.intersection(frame) != nil
        }
        // A scrim without a frame spans the screen; a frameless dim view fills its parent.
        if layer.node.part == .scrim { return true }
        guard let parent = index.parent(of: layer) else { return true }
        return index.isDescendant(visited, of: parent)
    }
}
