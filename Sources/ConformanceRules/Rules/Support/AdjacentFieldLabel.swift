import A11yModel

/// A text laid out as an Android field's label: the text just before the field in reading order,
/// right above it or on its left on the same line ("Name:" over its edit box). Android links such
/// a label with `android:labelFor`, and TalkBack then says "Edit box for Name", but no dump
/// records the link (uiautomator writes no `labeledBy`, and marks the field NAF all the same): a
/// field with such a text beside it may be labelled.
enum AdjacentFieldLabel {
    /// Longest text taken for a label: a label names the field in a few words.
    static let longestLabel = 60

    /// The text before `field` that is laid out as its label, or nil. The text need not be an
    /// element of its own: a focusable scroll view around a form gathers its texts.
    static func label(of field: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        guard let frame = field.node.frame, !frame.isEmpty else { return nil }
        let ancestors = Set(index.ancestors(of: field).map(\.order))
        var position = field.order - 1
        while position >= 0 {
            let before = index.nodes[position]
            position -= 1
            guard !ancestors.contains(before.order), before.isVisible, !before.isHiddenFromAT else { continue }
            if before.node.role == .staticText || before.node.role == .header,
               let text = before.node.label ?? before.node.visibleText, SpeakableName.isSpeakable(text) {
                guard text.count <= longestLabel, !index.ancestors(of: before).contains(where: ElementKind.isControl),
                      let beside = before.node.frame, isLaidOutAsLabel(beside, of: frame) else { return nil }
                return before
            }
            // The nearest text before the field decides, unless a control or another field comes
            // between: then the text labels that one.
            if before.isExposedElement && (ElementKind.isEditable(before.node) || TouchTargets.isPointerTarget(before.node)
                                           || before.node.isInteractive) { return nil }
        }
        return nil
    }

    /// Right above the field (overlapping it across, within one field's height of its top) or on
    /// its left on the same line (overlapping it down, within one field's height of its left).
    static func isLaidOutAsLabel(_ label: Rect, of field: Rect) -> Bool {
        let gap = field.height
        let overlapsAcross = label.minX < field.maxX && label.maxX > field.minX
        let overlapsDown = label.minY < field.maxY && label.maxY > field.minY
        let above = overlapsAcross && label.maxY <= field.minY + 1 && field.minY - label.maxY <= gap
        let left = overlapsDown && label.maxX <= field.minX + 1 && field.minX - label.maxX <= gap
        return above || left
    }
}
