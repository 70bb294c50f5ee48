import A11yModel

/// The rows of a list, as TalkBack reads them: items of a list, whose content (a name, a file, a
/// message) they show and whose role the list's context stands for.
enum ListRows {
    /// Whether `element` is a row of a list, which TalkBack reads as an item of the list:
    /// - an item of a list, or most of one (an adapter may wrap its row in layouts), or one of
    ///   three or more rows stacked in one item;
    /// - a child of a scrolling view beside a sibling as wide that also takes taps (Compose's lazy
    ///   lists report a plain view that scrolls), above or below it, or on its line when it is a
    ///   card of content (`showsContent`), also in a scroll view's content container, or its only
    ///   child when it is content (a chat of one message): chips, days
    ///   and keys side by side in a scrolling row are choices, and "in list" tells neither role
    ///   nor state;
    /// - one of three or more such siblings stacked one below another in a column (a lazy list
    ///   that fits on the screen, which Compose and Flutter do not mark scrollable).
    /// Siblings side by side are a bar of tabs or buttons, and two stacked are a dialog's
    /// choices: both are judged.
    static func isRow(_ element: VisitedNode, in index: SnapshotIndex) -> Bool {
        var item = element
        for _ in 0..<4 {
            guard let parent = index.parent(of: item) else { return false }
            if parent.node.role == .list {
                return item.order == element.order || covers(element, mostOf: item) || isStackedRow(element, inItem: item, of: index)
            }
            let scrolls = parent.node.has(.scroll) || parent.node.role == .scrollView
            if item.order == element.order {
                let rows = rowsBeside(element, of: index)
                // A list of one item (a chat's only message) is a list still when the item is content.
                if scrolls {
                    return rows.contains { !sideBySide($0, element) } || (!rows.isEmpty || isOnlyChild(element, in: index)) && showsContent(element, in: index)
                }
                // A scroll view's content container (React Native's, its only child) holds a
                // carousel's cards as a scroll view would.
                if isScrollContent(parent, in: index), rows.contains(where: { sideBySide($0, element) }), showsContent(element, in: index) {
                    return true
                }
                if rows.filter({ stacked($0, element) }).count >= 2 { return true }
            } else if scrolls {
                return false
            }
            if parent.isExposedElement { return false }
            item = parent
        }
        return false
    }

    /// Whether `element` is one of three or more rows as wide stacked in one item of a list (a
    /// contacts list's first item holding "New friends", "Group chats", "Tags"…), each taking taps
    /// itself or through the view it wraps alone with its bounds, which differs from row to row.
    private static func isStackedRow(_ element: VisitedNode, inItem item: VisitedNode, of index: SnapshotIndex) -> Bool {
        guard let frame = element.node.frame else { return false }
        var row = element
        while let parent = index.parent(of: row), parent.order != item.order, parent.node.frame?.hasSameEdges(as: frame) == true,
              onlyChild(of: parent, in: index) != nil {
            row = parent
        }
        let rows = index.siblings(near: row, count: siblingsCompared).filter { sibling in
            abs((sibling.node.frame?.width ?? -1) - frame.width) < 1 && takesTaps(sibling, of: index) && stacked(sibling, row)
        }
        return rows.count >= 2
    }

    /// Whether `view`, or the view it wraps alone with its bounds (a few levels down), is an
    /// element that takes taps.
    private static func takesTaps(_ view: VisitedNode, of index: SnapshotIndex) -> Bool {
        var current = view
        for _ in 0..<4 {
            if current.isExposedElement && current.node.has(.activate) { return true }
            guard let only = onlyChild(of: current, in: index), let frame = current.node.frame,
                  only.node.frame?.hasSameEdges(as: frame) == true else { return false }
            current = only
        }
        return false
    }

    /// Whether `view` is its parent's only child.
    private static func isOnlyChild(_ view: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.parent(of: view).flatMap { onlyChild(of: $0, in: index) }?.order == view.order
    }

    /// `view`'s child, when it has one and only one.
    private static func onlyChild(of view: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        var children = index.childPositions(of: view).makeIterator()
        guard let only = children.next(), children.next() == nil else { return nil }
        return index.nodes[only]
    }

    private static func covers(_ element: VisitedNode, mostOf item: VisitedNode) -> Bool {
        guard let frame = element.node.frame, let whole = item.node.frame, whole.area > 0 else { return false }
        return frame.area >= 0.8 * whole.area
    }

    /// Siblings compared with a row, from the list's start and after the row: a list's rows are
    /// alike, so a few tell, and a parent may hold thousands.
    static let siblingsCompared = 32

    /// The siblings of `element` as wide as it that also take taps.
    private static func rowsBeside(_ element: VisitedNode, of index: SnapshotIndex) -> [VisitedNode] {
        guard let width = element.node.frame?.width else { return [] }
        return index.siblings(near: element, count: siblingsCompared).filter { sibling in
            sibling.isExposedElement && sibling.node.has(.activate) && abs((sibling.node.frame?.width ?? -1) - width) < 1
        }
    }

    /// Whether `element` is a card of content (a song, an article) rather than a choice or a key:
    /// it shows a picture 48 points or more on each side (artwork, a thumbnail), or speaks more
    /// than four words. A carousel of such cards side by side is a list of items, where chips,
    /// days and keys side by side are choices that need a role.
    private static func showsContent(_ element: VisitedNode, in index: SnapshotIndex) -> Bool {
        if let name = SpokenName(of: element, in: index).text, name.split(whereSeparator: { $0 == " " || $0 == "," }).count > 4 { return true }
        return index.subtreeRange(of: element).dropFirst().contains { position in
            let node = index.nodes[position].node
            guard node.role != .staticText, let frame = node.frame, index.subtreeRange(of: index.nodes[position]).count == 1 else { return false }
            return frame.width >= 48 && frame.height >= 48
        }
    }

    /// Whether `view` is the only child of a view that scrolls: the content container React
    /// Native's scroll views lay their children out in.
    private static func isScrollContent(_ view: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let scroller = index.parent(of: view), scroller.node.has(.scroll) || scroller.node.role == .scrollView else { return false }
        return onlyChild(of: scroller, in: index) != nil
    }

    /// Whether `row` lies beside `element` on its line: left or right of it, overlapping it across.
    private static func sideBySide(_ row: VisitedNode, _ element: VisitedNode) -> Bool {
        guard let a = row.node.frame, let b = element.node.frame else { return false }
        return (a.maxX <= b.minX || a.minX >= b.maxX) && a.minY < b.maxY && a.maxY > b.minY
    }

    /// Whether `row` lies wholly above or below `element`, in its column: a list's rows start at
    /// one edge, where chips wrapped into lines (two lines of three choices) do not.
    private static func stacked(_ row: VisitedNode, _ element: VisitedNode) -> Bool {
        guard let a = row.node.frame, let b = element.node.frame else { return false }
        return (a.maxY <= b.minY || a.minY >= b.maxY) && abs(a.minX - b.minX) < 1
    }
}
