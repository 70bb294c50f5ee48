import A11yModel

/// The colours a person sees where a node is drawn: everything painted before it at its place on
/// screen, and its own paint on top.
///
/// Tree order is drawing order, so what lies behind a node is not only its ancestors' fills but
/// also the fills of earlier siblings and cousins whose frames cover it (a chip or badge drawn
/// under a label). Translucent nodes composite as groups (`GroupCompositor`). A node partly over a
/// fill is judged on and off it; with more than one such fill the backdrop is reported as uneven
/// rather than guessed.
enum Backdrop {
    /// What is seen at a node.
    enum Seen {
        /// The node's paint and the colour around it, both opaque.
        case colors(paint: Color, backdrop: Color)
        /// No opaque colour was captured behind the node.
        case unknown
        /// Several fills cover parts of the node (this one among them), so what is behind it
        /// cannot be told from frames alone.
        case partlyCovered(by: String)
        /// More fills lie where the node is drawn than are searched (`RectGrid.crowdLimit`).
        case crowded

        /// The two colours when both are known.
        var colors: (paint: Color, backdrop: Color)? {
            if case .colors(let paint, let backdrop) = self { (paint, backdrop) } else { nil }
        }

        /// Why the colour behind `subject` is uneven or was not worked out, for a cantTell
        /// message; nil otherwise.
        func unevenness(of subject: String) -> String? {
            switch self {
            case .partlyCovered(let cover):
                "\(cover) and another fill each cover only part of \(subject), so the colour behind it is uneven"
            case .crowded:
                "more than \(RectGrid.crowdLimit) fills lie where \(subject) is drawn, so the colour behind it was not worked out"
            case .colors, .unknown:
                nil
            }
        }
    }

    /// `paint` (the node's own colour, before any opacity) drawn on `visited` over what lies
    /// behind it; `includingSelf` counts the node's own fill as part of the backdrop (a label's
    /// background behind its text). Where one fill covers part of the node, the node is seen on
    /// and off it, and the pair with the lower contrast is the one returned.
    static func seen(_ paint: Color, on visited: VisitedNode, in index: SnapshotIndex, includingSelf: Bool) -> Seen {
        switch backdrops(behind: visited, in: index, includingSelf: includingSelf) {
        case .failure(.partial(let cover)): return .partlyCovered(by: cover)
        case .failure(.crowded): return .crowded
        case .success(let compositors):
            var worst: (paint: Color, backdrop: Color, ratio: Double)?
            let paintGroups = groups(of: visited, in: index)
            for var compositor in compositors {
                guard let backdrop = compositor.flattened() else { return .unknown }
                compositor.paint(paint, inside: paintGroups)
                guard let seenPaint = compositor.flattened() else { return .unknown }
                let ratio = Contrast.ratio(seenPaint, backdrop)
                if ratio < worst?.ratio ?? .infinity { worst = (seenPaint, backdrop, ratio) }
            }
            return worst.map { .colors(paint: $0.paint, backdrop: $0.backdrop) } ?? .unknown
        }
    }

    /// The colour behind a node; nil when unknown or uneven.
    static func color(behind visited: VisitedNode, in index: SnapshotIndex, includingSelf: Bool = false) -> Color? {
        guard case .success(let compositors) = backdrops(behind: visited, in: index, includingSelf: includingSelf),
              compositors.count == 1 else { return nil }
        return compositors[0].flattened()
    }

    /// The colour a node itself paints: its foreground (text, glyph) or, for a plain fill such
    /// as a handle pill, its background, before opacity (`seen` applies the node's groups).
    static func paint(of node: VisitedNode) -> Color? {
        node.node.foreground ?? node.node.background
    }

    /// Why the fills behind a node cannot be painted.
    private enum Unpaintable: Error {
        /// More fills cover part of the node than can be told apart (this one among them).
        case partial(String)
        /// More fills lie where the node is drawn than are searched.
        case crowded
    }

    /// The fills behind `visited` painted in drawing order into a compositor: one, or two when
    /// one fill covers part of the node (with it and without it). Fills beneath the last opaque
    /// fill that covers the whole node are hidden by it and left out.
    private static func backdrops(behind visited: VisitedNode, in index: SnapshotIndex,
                                  includingSelf: Bool) -> Result<[GroupCompositor], Unpaintable> {
        let frame = visited.node.frame
        var behind: [(layer: VisitedNode, isWhole: Bool)] = []
        // Ancestors are behind their descendants; one whose frame was not captured is taken to hold them.
        for ancestor in index.filledAncestors(of: visited) {
            if let coverage = coverage(of: frame, by: ancestor.node.frame) { behind.append((ancestor, coverage)) }
        }
        // Earlier nodes of other branches count only where both frames are known.
        if let frame {
            guard let nearby = index.fills.candidates(meeting: frame) else { return .failure(.crowded) }
            for position in nearby where position < visited.order {
                let earlier = index.nodes[position]
                guard !index.isDescendant(visited, of: earlier),
                      let coverage = coverage(of: frame, by: earlier.node.frame) else { continue }
                behind.append((earlier, coverage))
            }
        }
        if includingSelf && hasFill(visited.node) { behind.append((visited, true)) }
        behind.sort { $0.layer.order < $1.layer.order }
        if let base = behind.lastIndex(where: { $0.isWhole && isOpaque($0.layer) }) { behind.removeFirst(base) }
        var partialCount = 0
        for (layer, isWhole) in behind where !isWhole {
            partialCount += 1
            if partialCount == 2 { return .failure(.partial(layer.node.id)) }
        }
        func composite(withPartial: Bool) -> GroupCompositor {
            var compositor = GroupCompositor()
            for (layer, isWhole) in behind where isWhole || withPartial {
                if let fill = layer.node.background { compositor.paint(fill, inside: groups(of: layer, in: index)) }
            }
            return compositor
        }
        let whole = composite(withPartial: false)
        guard partialCount > 0 else { return .success([whole]) }
        return .success([whole, composite(withPartial: true)])
    }

    /// An opaque fill in no translucent group: nothing beneath it shows through.
    private static func isOpaque(_ layer: VisitedNode) -> Bool {
        (layer.node.background?.isOpaque ?? false) && layer.effectiveOpacity >= 1
    }

    /// A fill that paints something: what lies behind a later node (the index files these).
    @inline(__always) static func hasFill(_ node: Node) -> Bool { (node.background?.alpha8 ?? 0) > 0 }

    /// Whether a fill drawn at `cover` paints all of `frame` (true), part of it (false) or none
    /// of it (nil); all of it when either frame was not captured.
    private static func coverage(of frame: Rect?, by cover: Rect?) -> Bool? {
        guard let frame, let cover else { return true }
        if cover.contains(frame) { return true }
        return cover.intersection(frame) == nil ? nil : false
    }

    /// The groups a node is painted in: its ancestors and itself with opacity below 1, outermost first.
    static func groups(of visited: VisitedNode, in index: SnapshotIndex) -> [GroupCompositor.Group] {
        // Collected from the node up, through the index's links between translucent nodes, and
        // then reversed: few ancestors are translucent.
        var groups: [GroupCompositor.Group] = []
        for ancestor in index.translucentAncestors(of: visited) {
            groups.append(.init(id: ancestor.node.id, opacity: max(ancestor.node.opacity, 0)))
        }
        groups.reverse()
        if visited.node.opacity < 1 { groups.append(.init(id: visited.node.id, opacity: max(visited.node.opacity, 0))) }
        return groups
    }
}
