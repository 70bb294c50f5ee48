import A11yModel

/// ACT-04: dragging is the only resize path in many custom sheets; WCAG 2.5.7 asks that every
/// detent a drag reaches can also be reached without one.
struct ResizeWithoutDragRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "resize-without-drag",
        pack: ActionsPack.id,
        title: "Resize without dragging",
        summary: """
            Every detent a drag can take the front sheet to must also be reachable without a path: \
            by a tap (or double tap or long press) recorded as leading to it, by an activate, \
            increment, decrement, expand or collapse action on an exposed element recorded as \
            leading to it, or by an exposed adjustable handle, detent control or sheet with both \
            steps, which walks every detent. A tap or activation on the handle with no recorded \
            destination counts as cycling through the detents, as UIKit's grabber does. The detents a \
            drag reaches are those its gestures record, or all of them when a drag records none and \
            the sheet has more than one; the current detent needs no alternative. Dismissal by drag \
            is left to non-gesture-dismiss so that it is reported once. Known limits: assistive \
            technology actions count although 2.5.7 speaks of a single pointer, because the element \
            carrying them is usually also a tappable control; a sheet whose drag reaches states that \
            are not detents is not judged for them.
            """,
        severity: .error,
        references: [
            .wcag("2.5.7", "Dragging Movements", level: "AA"),
            RuleReference(.apple, "HIG Sheets: people can also tap the grabber to cycle through the detents",
                          url: "https://developer.apple.com/design/human-interface-guidelines/sheets"),
            RuleReference(.material, "BottomSheetDragHandleView: tap cycles collapsed, half-expanded and expanded",
                          url: "https://github.com/material-components/material-components-android/blob/master/docs/components/BottomSheet.md"),
            RuleReference(.seed, "Morphing sheet: tap the handle to toggle without dragging"),
        ],
        scope: .snapshot,
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet, let facts = sheet.node.sheet else { return [] }
        let id = sheet.node.id
        let nodes = index.ownNodes(of: sheet)
        let drags = nodes.flatMap(\.node.gestures).filter(\.kind.isPathBased)
        guard context.snapshot.knows(.gestures) else {
            return facts.isResizable ? [.cantTell(id, "gestures were not captured, so the ways to resize are unknown")] : []
        }
        guard !drags.isEmpty else { return [] }
        guard context.snapshot.knows(.sheet) else {
            return [.cantTell(id, "detents were not captured, so where the drag leads is unknown")]
        }
        let detents = Set(facts.detents.map(\.id))
        var targets: Set<String> = []
        for drag in drags {
            if let destination = drag.leadsTo {
                if detents.contains(destination) { targets.insert(destination) }
            } else if facts.isResizable {
                targets.formUnion(detents)
            }
        }
        if let position = facts.position { targets.remove(position) }
        guard !targets.isEmpty else { return [] }
        let reachable = DetentAlternatives.destinations(in: nodes, sheet: sheet, detents: detents)
        let missing = targets.subtracting(reachable).sorted()
        let measured = "\(targets.count - missing.count) of \(targets.count) detents", threshold = "every drag-reachable detent"
        guard !missing.isEmpty else { return [.passed(id, measured: measured, threshold: threshold)] }
        guard context.snapshot.knows(.actions) else {
            return [.cantTell(id, "actions were not captured, so alternatives to dragging are unknown")]
        }
        guard facts.position != nil else {
            return [.cantTell(id, "the current detent was not captured, so which detents need an alternative is unknown")]
        }
        let names = missing.map { "'\($0)'" }.joined(separator: ", ")
        return [.failed(id, "\(missing.count == 1 ? "detent" : "detents") \(names) can only be reached by dragging",
                        measured: measured, threshold: threshold)]
    }
}
