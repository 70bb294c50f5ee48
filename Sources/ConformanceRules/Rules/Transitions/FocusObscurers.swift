import A11yModel

/// What can be drawn over a focused element: sticky bars of its own card (they sit above the
/// content whatever their place in reading order), the keyboard while it is up, and scrims,
/// sheets and cards that come after it in the tree (later siblings are drawn on top).
struct FocusObscurers {
    /// Layers over the focused element that are opaque enough to hide what is under them.
    var hiding: [VisitedNode] = []
    /// Candidate layers whose frame was not captured, so their cover cannot be measured.
    var unmeasured: [VisitedNode] = []

    init(over focused: VisitedNode, in index: SnapshotIndex, hidingOpacity: Double) {
        let focusedID = focused.node.id
        for candidate in index.nodes where candidate.node.id != focusedID && candidate.effectiveOpacity > 0 {
            // Its own card, the bar it sits in, and anything inside it never hide it.
            if focused.ancestorIDs.contains(candidate.node.id) || candidate.ancestorIDs.contains(focusedID) { continue }
            guard let opacity = Self.paintedOpacity(of: candidate, over: focused, in: index) else { continue }
            guard opacity >= hidingOpacity else { continue }
            if candidate.node.frame == nil { unmeasured.append(candidate) } else { hiding.append(candidate) }
        }
    }

    /// How opaque a layer drawn over `focused` is, or nil when it is not drawn over it.
    private static func paintedOpacity(of layer: VisitedNode, over focused: VisitedNode, in index: SnapshotIndex) -> Double? {
        let node = layer.node
        let colourAlpha = node.background?.alpha
        if node.part?.isSticky == true {
            guard layer.enclosingSheetID == focused.enclosingSheetID else { return nil }
            return layer.effectiveOpacity * (colourAlpha ?? 1)
        }
        if node.part == .keyboard {
            return index.environment.keyboardVisible ? layer.effectiveOpacity : nil
        }
        guard layer.order > focused.order else { return nil }
        if node.part == .scrim {
            // A scrim dims by definition; only a captured opaque colour makes it hide.
            return colourAlpha.map { $0 * layer.effectiveOpacity }
        }
        if node.sheet != nil || node.part?.isSurface == true {
            return layer.effectiveOpacity * (colourAlpha ?? 1)
        }
        return nil
    }

    /// `sticky footer 'footer'`, naming what a layer is.
    static func describe(_ layer: VisitedNode) -> String {
        let kind: String
        switch layer.node.part {
        case .stickyHeader?: kind = "sticky header"
        case .stickyFooter?: kind = "sticky footer"
        case .keyboard?: kind = "keyboard"
        case .scrim?: kind = "scrim"
        case .card? where (layer.node.sheet?.stackDepth ?? 0) == 0: kind = "card"
        default: kind = (layer.node.sheet?.stackDepth ?? 0) > 0 ? "stacked card" : "sheet"
        }
        return "\(kind) '\(layer.node.id)'"
    }
}
