import A11yModel

/// What can be drawn over a focused element: sticky bars of its own card (they sit above the
/// content whatever their place in reading order), the keyboard while it is up, and scrims,
/// sheets and cards that come after it in the tree (later siblings are drawn on top).
///
/// A layer hides only what its opaque paint covers: a sticky bar with an opaque background
/// hides its whole frame; a bar without one (MorphModalKit's clear container of buttons) hides
/// only under the opaque backgrounds of the elements in it.
struct FocusObscurers {
    /// Layers over the focused element that are opaque enough to hide what is under them.
    var hiding: [VisitedNode] = []
    /// Layers over the focused element whose cover cannot be measured, with the reason.
    var doubtful: [(layer: VisitedNode, reason: String)] = []

    init(over focused: VisitedNode, in index: SnapshotIndex, hidingOpacity: Double, stickyBars: StickyBars) {
        let focusedID = focused.node.id
        let focusedFrame = focused.node.frame
        let coloursKnown = index.snapshot.knows(.colors)
        for layer in index.nodes where layer.node.id != focusedID && layer.effectiveOpacity > 0 {
            // Its own card, the bar it sits in, and anything inside it never hide it.
            if index.isDescendant(focused, of: layer) || index.isDescendant(layer, of: focused) { continue }
            let inStickyBar = stickyBars.contains(layer)
            let painted: Double?
            if inStickyBar {
                guard layer.enclosingSheetOrder == focused.enclosingSheetOrder else { continue }
                if layer.node.part?.isSticky == true && !coloursKnown {
                    if let frame = layer.node.frame, let focusedFrame, frame.intersection(focusedFrame) == nil { continue }
                    doubtful.append((layer, "its colours were not captured"))
                    continue
                }
                painted = layer.node.background.map { $0.alpha * layer.effectiveOpacity }
            } else {
                painted = Self.paintedOpacity(of: layer, over: focused, in: index)
            }
            guard let painted, painted >= hidingOpacity else { continue }
            if !coloursKnown, layer.node.sheet != nil, TargetExemptions.isWebContent(layer, in: index) {
                // A web page's dialog is an element's box: a dump shows neither what the page
                // paints in it (a sheet's panel, clear space over the page's own bar) nor in
                // which order.
                if let frame = layer.node.frame, let focusedFrame, frame.intersection(focusedFrame) == nil { continue }
                doubtful.append((layer, "it is a web page's dialog, whose box the dump gives, not what the page paints in it"))
                continue
            }
            if layer.node.frame == nil {
                doubtful.append((layer, "it has no frame"))
            } else {
                hiding.append(layer)
            }
        }
    }

    /// How opaque a layer outside the sticky bars is where it is drawn over `focused`, or nil
    /// when it is not drawn over it.
    private static func paintedOpacity(of layer: VisitedNode, over focused: VisitedNode, in index: SnapshotIndex) -> Double? {
        if layer.node.part == .keyboard {
            return index.environment.keyboardVisible ? layer.effectiveOpacity : nil
        }
        guard layer.order > focused.order else { return nil }
        if layer.node.part == .scrim {
            // A scrim dims by definition; only a captured opaque colour makes it hide.
            return layer.node.background.map { $0.alpha * layer.effectiveOpacity }
        }
        if layer.node.sheet != nil || layer.node.part?.isSurface == true {
            // Sheets and cards are opaque surfaces unless a colour says otherwise.
            return layer.effectiveOpacity * (layer.node.background?.alpha ?? 1)
        }
        return nil
    }

    /// `sticky footer 'footer'`, `'next' in sticky header 'bar'`: what a layer is.
    static func describe(_ layer: VisitedNode, in index: SnapshotIndex) -> String {
        let id = "'\(layer.node.id)'"
        switch layer.node.part {
        case .stickyHeader?: return "sticky header \(id)"
        case .stickyFooter?: return "sticky footer \(id)"
        case .keyboard?: return "keyboard \(id)"
        case .scrim?: return "scrim \(id)"
        default: break
        }
        if let sheet = layer.node.sheet {
            return (sheet.stackDepth > 0 ? "stacked card " : layer.node.part == .card ? "card " : "sheet ") + id
        }
        if layer.node.part?.isSurface == true { return "\(layer.node.part?.token ?? "sheet") \(id)" }
        if let bar = index.ancestors(of: layer).first(where: { $0.node.part?.isSticky == true }) {
            return "\(id) in \(describe(bar, in: index))"
        }
        return id
    }
}

/// The nodes that are a sticky header or footer or sit inside one, found in one pass over the
/// snapshot: judging every element as the focused one asks this of every node each time.
struct StickyBars {
    private let inside: [Bool]

    init(_ index: SnapshotIndex) {
        // +1 where a bar's subtree starts, -1 where it ends; a running sum above 0 is inside one.
        var steps = Array(repeating: 0, count: index.nodes.count + 1)
        for bar in index.nodes(part: .stickyHeader) + index.nodes(part: .stickyFooter) {
            let range = index.subtreeRange(of: bar)
            steps[range.lowerBound] += 1
            steps[range.upperBound] -= 1
        }
        var depth = 0
        inside = steps.dropLast().map { step in
            depth += step
            return depth > 0
        }
    }

    func contains(_ node: VisitedNode) -> Bool { inside[node.order] }
}
