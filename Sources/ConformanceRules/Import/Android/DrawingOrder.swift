/// UiAutomator2's `drawing-order`: where a view is drawn among its siblings
/// (`AccessibilityNodeInfo.getDrawingOrder`, from 1). Android draws siblings in the order their
/// parent lists them unless elevation, `translationZ` or a custom drawing order says otherwise (an
/// app bar raised over the list scrolling under it, a sheet added before the screen it covers):
/// the drawing order counts all of that. The model reads what comes later as drawn on top, so
/// siblings are placed in the order they are drawn (ids and lines still follow the listing), and
/// the stacking is known where every two siblings that overlap have drawing orders that tell
/// them apart. A drawing order of 0 is none:
/// the view has no bounds, or the dump's source does not set it (Compose).
enum DrawingOrder {
    /// Siblings compared pairwise for overlap at most; a parent with more leaves the stacking unknown.
    static let siblingsCompared = 200

    static func order(of element: XMLElement) -> Int? {
        element[attribute: "drawing-order"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// `children` (arena positions) in the order they are drawn, when each has a drawing order
    /// of its own; else as listed. A stable sort keeps the listed order among equals.
    static func drawn(_ children: [Int], in arena: ImportArena) -> [Int] {
        guard children.count > 1 else { return children }
        let orders = children.map { arena[$0].clues.drawingOrder }
        guard !orders.contains(nil), zip(orders, orders.dropFirst()).contains(where: { $0! > $1! }) else { return children }
        return zip(orders, children).enumerated()
            .sorted { ($0.element.0!, $0.offset) < ($1.element.0!, $1.offset) }
            .map(\.element.1)
    }

    /// Whether a hierarchy can settle which of two overlapping elements of a window is on top: it
    /// records drawing orders, on each window's root. Whether it does then rests on every
    /// element's children (`tellsApart`), which the import checks as it reads them. A dump lists
    /// its windows in no order it states, so the stacking stays known only where one window is
    /// left once system UI is left out (`DumpAssembler`).
    static func canSettleStacking(_ root: XMLElement) -> Bool {
        !root.children.isEmpty && root.children.allSatisfy { $0[attribute: "drawing-order"] != nil }
    }

    /// Whether every two overlapping elements among `siblings` have drawing orders that differ.
    static func tellsApart(_ siblings: [XMLElement]) -> Bool {
        guard siblings.count > 1 else { return true }
        guard siblings.count <= siblingsCompared else { return false }
        let placed = siblings.map { (order: order(of: $0), bounds: PixelBounds.onScreen($0)) }
        for first in placed.indices {
            guard let a = placed[first].bounds else { continue }
            for second in placed.indices where second > first {
                guard let b = placed[second].bounds, a.overlaps(b) else { continue }
                guard let x = placed[first].order, let y = placed[second].order, x != y else { return false }
            }
        }
        return true
    }
}
