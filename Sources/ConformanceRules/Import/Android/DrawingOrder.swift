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

    /// Whether the hierarchy settles which of two overlapping elements is on top: one window (a
    /// dump lists windows in no order it states), and every two overlapping siblings have
    /// drawing orders that differ.
    static func settlesStacking(_ root: XMLElement) -> Bool {
        guard root.children.count == 1, root.children[0][attribute: "drawing-order"] != nil else { return false }
        var pending = root.children
        while let element = pending.popLast() {
            let children = element.children
            pending += children
            guard children.count > 1 else { continue }
            guard children.count <= siblingsCompared else { return false }
            let placed = children.map { (order: order(of: $0), bounds: bounds(of: $0)) }
            for first in placed.indices {
                guard let a = placed[first].bounds else { continue }
                for second in placed.indices where second > first {
                    guard let b = placed[second].bounds, overlap(a, b) else { continue }
                    guard let x = placed[first].order, let y = placed[second].order, x != y else { return false }
                }
            }
        }
        return true
    }

    private static func bounds(of element: XMLElement) -> PixelBounds? {
        guard let text = element[attribute: "bounds"], case .success(let bounds) = PixelBounds.parse(text),
              bounds.right > bounds.left, bounds.bottom > bounds.top else { return nil }
        return bounds
    }

    private static func overlap(_ a: PixelBounds, _ b: PixelBounds) -> Bool {
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    }
}
