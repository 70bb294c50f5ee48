import A11yModel

/// Reduces a snapshot to a `Wireframe`: every node with a usable frame, in drawing order, up to
/// `maximumItems` (the elements that must be outlined and the structure — screen, scrim,
/// surfaces, handles — are always kept; then the rest in reading order), so one huge capture
/// cannot make a report huge.
enum WireframeCapture {
    static let maximumItems = 400
    static let labelLimit = 80

    static func capture(_ snapshot: Snapshot, keeping outlined: Set<String>) -> Wireframe {
        var items: [WireframeItem] = []
        var stackDepths: [String: Int] = [:]
        NodeWalker.walk(snapshot.root) { visited in
            let node = visited.node
            if let sheet = node.sheet { stackDepths[node.id] = sheet.stackDepth }
            guard let frame = node.frame, usable(frame) else { return }
            let depth = visited.enclosingSheetID.flatMap { stackDepths[$0] } ?? 0
            items.append(item(visited, frame: frame, isRoot: visited.depth == 0, isCovered: depth > 0))
        }
        let kept = limited(items, keeping: outlined)
        return Wireframe(snapshotIDs: [snapshot.id], environments: [snapshot.environment],
                         viewport: snapshot.environment.viewport, items: kept, omittedItems: items.count - kept.count)
    }

    private static func item(_ visited: VisitedNode, frame: Rect, isRoot: Bool, isCovered: Bool) -> WireframeItem {
        let node = visited.node
        let kind = self.kind(of: node, isRoot: isRoot)
        let hitFrame = node.hitFrame.flatMap { $0 != frame && usable($0) ? $0 : nil }
        // A handle is its own colour (its foreground); other nodes are filled by their background.
        let fill = kind == .handle ? node.foreground ?? node.background : kind == .text ? nil : node.background
        let label = node.label.map { ReportText.singleLine($0, limit: labelLimit) }
        return WireframeItem(id: node.id, kind: kind, frame: frame, hitFrame: hitFrame, fill: fill, ink: node.foreground,
                             label: label, role: node.role.token, part: node.part?.token,
                             opacity: visited.effectiveOpacity.isFinite ? min(max(visited.effectiveOpacity, 0), 1) : 1,
                             isHidden: visited.isHiddenFromAT, isCovered: isCovered, textSize: node.text?.pointSize)
    }

    static func kind(of node: Node, isRoot: Bool) -> WireframeItem.Kind {
        switch node.part {
        case .scrim?: return .scrim
        case .sheet?, .card?: return .surface
        case .handle?: return .handle
        case .keyboard?: return .keyboard
        default: break
        }
        if node.sheet != nil { return .surface }
        if isRoot || node.role == .window { return .screen }
        if node.role == .keyboard { return .keyboard }
        if node.isInteractive { return .control }
        switch node.role {
        case .staticText, .header: return .text
        case .image: return .image
        default: return node.text != nil && node.label != nil ? .text : .container
        }
    }

    /// Finite, not absurdly large, and not empty in both directions.
    private static func usable(_ rect: Rect) -> Bool {
        let values = [rect.x, rect.y, rect.width, rect.height]
        return values.allSatisfy { $0.isFinite && abs($0) < 1e6 } && (rect.width > 0 || rect.height > 0)
    }

    /// At most `maximumItems`, in their original order.
    private static func limited(_ items: [WireframeItem], keeping outlined: Set<String>) -> [WireframeItem] {
        guard items.count > maximumItems else { return items }
        var keep = [Bool](repeating: false, count: items.count)
        var count = 0
        func take(_ index: Int) {
            guard !keep[index], count < maximumItems else { return }
            keep[index] = true
            count += 1
        }
        for (index, item) in items.enumerated() where outlined.contains(item.id) { take(index) }
        for (index, item) in items.enumerated() where item.kind != .control && item.kind != .text
            && item.kind != .image && item.kind != .container { take(index) }
        for index in items.indices { take(index) }
        return items.indices.filter { keep[$0] }.map { items[$0] }
    }
}
