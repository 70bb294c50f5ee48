import A11yModel

/// STR-10: a page or panel drawn over another and taking every touch leaves the one beneath in
/// the accessibility tree: TalkBack reads it and activates it, where no finger can reach it.
struct CoveredContentHiddenRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "covered-content-hidden",
        pack: StructurePack.id,
        title: "Covered content hidden",
        summary: """
            What a view drawn over it hides from touch must be hidden from assistive technology \
            too. On Android, a view that takes touches (clickable, even when disabled or \
            transparent) gets every tap within its bounds before the views drawn under it: a \
            page added over another with its root made clickable so that taps do not fall \
            through, a search panel's shade that closes it, a loading layer. TalkBack acts on \
            nodes, not on points: it still moves to the page beneath, reads it and activates it, \
            often before what is on top. Judged: exposed elements wholly under a view that takes \
            touches over at least 40 % of the screen, drawn after them in their window (scrims, \
            sheets and cards are the sheet rules'). One result for each such view, on it: failed \
            when the capture records that the elements beneath are important for accessibility \
            (UiAutomator2's `a11y-important`); needs review when it does not (the app may hide \
            them with importantForAccessibility noHideDescendants); passed when all that lies \
            beneath is hidden from assistive technology. Judged only where the capture \
            records which view is on top (UiAutomator2's drawing order, one window): Android lists \
            a view's children by place on screen, not in the order it draws them. Android only: \
            UIKit hands a touch to the view under it whatever it takes.
            """,
        severity: .error,
        references: [
            .wcag("1.3.2", "Meaningful Sequence", level: "A"),
            .wcag("2.4.3", "Focus Order", level: "A"),
            RuleReference(.material, "Android: importantForAccessibility noHideDescendants hides a view and what it holds from accessibility services",
                          url: "https://developer.android.com/reference/android/view/View#attr_android:importantForAccessibility"),
            RuleReference(.material, "Android: a view group hands a touch to its children from the one drawn last, and a clickable view consumes it",
                          url: "https://developer.android.com/develop/ui/views/touch-and-input/gestures/viewgroup"),
        ],
        scope: .snapshot,
        examples: Self.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        // Android lists a view's children by place on screen, not in the order it draws them:
        // only a capture of the drawing order tells what is on top.
        guard context.snapshot.knows(.stacking) else { return [] }
        let index = context.index
        let covers = TouchCovers(index)
        guard !covers.covers.isEmpty else { return [] }
        // Each element is counted under the cover drawn last over it, reached or hidden.
        var reached: [Int: [VisitedNode]] = [:], hidden: [Int: Int] = [:]
        for element in index.nodes where element.node.isAccessibilityElement && element.isVisible && element.node.part != .scrim
            && !index.isInCoveredCard(element) {
            guard let frame = element.node.frame, !frame.isEmpty, let cover = covers.cover(over: element, frame: frame) else { continue }
            if element.isExposedElement { reached[cover.order, default: []].append(element) } else { hidden[cover.order, default: 0] += 1 }
        }
        return covers.covers.compactMap { cover -> Verdict? in
            if let covered = reached[cover.order] { return Self.verdict(cover, covering: covered, in: context) }
            guard let count = hidden[cover.order] else { return nil }
            return context.passed(cover.node.id, measured: "\(MessageList.count(count, "element")) beneath, hidden from assistive technology",
                                  threshold: "0 reachable beneath")
        }
    }

    private static func verdict(_ cover: VisitedNode, covering covered: [VisitedNode], in context: SnapshotContext) -> Verdict {
        let id = cover.node.id
        let listed = "\(MessageList.count(covered.count, "element")) (\(MessageList.names(covered)))"
        let lie = covered.count == 1 ? "lies" : "lie", stay = covered.count == 1 ? "stays" : "stay"
        let measured = "\(covered.count) reachable beneath", threshold = "0 reachable beneath"
        guard context.snapshot.knows(.importance) else {
            return .cantTell(id, "\(listed) \(lie) under \(cover.messageName), which takes every touch over them, and TalkBack still reads and "
                                 + "activates them unless the app hides them: whether it does (importantForAccessibility) was not captured",
                             measured: measured, threshold: threshold)
        }
        return .failed(id, "\(listed) \(lie) under \(cover.messageName), which takes every touch over them, yet \(stay) important for "
                           + "accessibility: TalkBack reads and activates what no finger can reach; hide them while it covers them "
                           + "(importantForAccessibility noHideDescendants)",
                       measured: measured, threshold: threshold)
    }
}
