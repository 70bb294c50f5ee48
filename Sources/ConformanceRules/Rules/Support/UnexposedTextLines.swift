import A11yModel

/// Empty views shaped like lines of text inside an Android control: where an app that draws its
/// own text (Litho, in Facebook's and YouTube's apps) puts the boxes of its lines. Such apps
/// expose that text only while a screen reader runs (Litho asks `AccessibilityManager` whether
/// touch exploration is on), so a dump taken without one shows the boxes and not the words:
/// what TalkBack would read cannot be told. Compose, Flutter, React Native and the framework's
/// views expose their text whether or not a screen reader runs, and draw no such empty lines: an
/// empty view inside a Compose host is not one (the app took its text out of the tree itself).
enum UnexposedTextLines {
    /// Height of a line of text, in points: from a caption to a headline.
    static let lineHeights: ClosedRange<Double> = 10...40
    /// A line is at least this many times as wide as it is tall.
    static let lineAspect = 3.0

    /// How many empty, text-line-shaped leaves `control` holds outside the elements inside it.
    /// A switch's or slider's track is drawn as such a box too: only controls named by their
    /// content (buttons, rows, generic views) are asked.
    static func count(in control: VisitedNode, of index: SnapshotIndex) -> Int {
        guard index.environment.platform == .android, [.button, .cell, .group, .none].contains(control.node.role),
              !index.ancestors(of: control).contains(where: { $0.node.has(.composeHost) }) else { return 0 }
        let range = index.subtreeRange(of: control)
        // A view made focusable only to carry a line of text it draws (Litho's text component)
        // is such a line itself.
        if range.count == 1 {
            return !control.node.isActivatable && isEmptyLine(control.node) ? 1 : 0
        }
        var count = 0
        var position = range.lowerBound + 1
        while position < range.upperBound {
            let inside = index.nodes[position]
            let end = index.subtreeRange(of: inside).upperBound
            // An element inside speaks for itself; its lines are its own.
            if inside.isExposedElement || inside.isHiddenFromAT {
                position = end
                continue
            }
            if end == position + 1, isEmptyLine(inside.node) { count += 1 }
            position += 1
        }
        return count
    }

    private static func isEmptyLine(_ node: Node) -> Bool {
        guard node.role == .group || node.role == .none, node.label == nil, node.value == nil, node.visibleText == nil,
              let frame = node.frame else { return false }
        return lineHeights.contains(frame.height) && frame.width >= lineAspect * frame.height
    }
}
