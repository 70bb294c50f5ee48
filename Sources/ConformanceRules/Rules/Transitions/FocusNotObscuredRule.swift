import A11yModel

/// TRN-07: sticky bars, the keyboard and stacked cards are drawn over a sheet's content; a
/// focused element under them leaves keyboard, switch and voice-control users unable to see
/// where they are.
struct FocusNotObscuredRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "focus-not-obscured",
        pack: TransitionsPack.id,
        title: "Focused element is not hidden by sticky bars, keyboard or cards",
        summary: """
            The snapshot's focused element must not be entirely hidden (WCAG 2.4.11, AA; with the \
            strict profile no part may be hidden, 2.4.12, AAA) by what a sheet draws over content: \
            sticky headers and footers of its own card, the keyboard while it is up, and scrims, \
            sheets or stacked cards that come after it in the tree. The visible share is computed \
            from frames, overlaps counted once. Layers painted below hidingOpacity do not hide (the \
            Understanding document: less than 100 % opacity is not "entirely hidden"): a sticky bar \
            hides its frame when its background is opaque, otherwise only the opaque backgrounds of \
            its elements hide; a scrim hides only with an opaque colour; a card without a colour is \
            taken as opaque, but a web page's dialog in a capture without colours is can't tell (a \
            dump gives its box, not what the page paints in it); a sticky bar over the element in a \
            capture without colours is can't tell. A capture that did not record focus is judged for every element people can reach \
            there: it passes when none of them would be hidden, and needs review naming those that \
            would. Known limits: tree order is taken as drawing order outside sticky bars; only the \
            focused element of each snapshot is judged, so capture one snapshot per focus position \
            of interest; elements scrolled off the viewport are not reported; the keyboard is \
            platform UI, counted because the sheet's layout decides whether content avoids it.
            """,
        severity: .error,
        references: [
            .wcag("2.4.11", "Focus Not Obscured (Minimum)", level: "AA"),
            .wcag("2.4.12", "Focus Not Obscured (Enhanced)", level: "AAA"),
            RuleReference(.seed, "MorphModalKit StickyElementsContainer layered over the content without insets"),
        ],
        scope: .snapshot,
        parameters: [
            RuleParameter("requireFullyVisible", .bool(false),
                          summary: "Fail when any part of the focused element is hidden, not only all of it",
                          source: "WCAG 2.2 SC 2.4.11 (AA: not entirely hidden) / SC 2.4.12 (AAA: no part hidden)",
                          profiles: [.strict: .bool(true)]),
            RuleParameter("hidingOpacity", .number(1),
                          summary: "Painted opacity at or above which a layer hides what is under it",
                          source: "Understanding WCAG 2.4.11: semi-opaque overlaps do not entirely hide", range: .fraction),
        ],
        examples: FocusNotObscuredRule.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let snapshot = context.snapshot
        guard let focusedID = snapshot.focusedNode else {
            return snapshot.knows(.focus) ? [] : Self.anywhere(in: context)
        }
        guard let focused = context.index.node(focusedID) else {
            return [.cantTell(focusedID, "the focused element '\(focusedID)' has no frame to measure")]
        }
        return [Self.judge(focused, in: context, stickyBars: StickyBars(context.index))]
    }

    /// Whether `focused` stays visible enough under what is drawn over it.
    private static func judge(_ focused: VisitedNode, in context: SnapshotContext, stickyBars: StickyBars) -> Verdict {
        let focusedID = focused.node.id
        guard let frame = focused.node.frame, !frame.isEmpty else {
            return .cantTell(focusedID, "the focused element '\(focusedID)' has no frame to measure")
        }
        let fully = context.parameters.bool("requireFullyVisible")
        let threshold = fully ? "100 % visible" : "more than 0 % visible"
        let layers = FocusObscurers(over: focused, in: context.index,
                                    hidingOpacity: context.parameters.number("hidingOpacity", default: 1), stickyBars: stickyBars)
        if let (layer, reason) = layers.doubtful.first {
            return .cantTell(focusedID, "\(FocusObscurers.describe(layer, in: context.index)) may cover '\(focusedID)' but \(reason)",
                             threshold: threshold)
        }
        if context.environment.keyboardVisible && context.index.nodes(part: .keyboard).isEmpty {
            return .cantTell(focusedID, "the keyboard is up but its frame was not captured", threshold: threshold)
        }
        let overlapping = layers.hiding.filter { $0.node.frame?.intersection(frame) != nil }
        let visible = CoveredArea.visibleShare(of: frame, coveredBy: overlapping.compactMap(\.node.frame))
        let tolerance = 1e-9
        let passes = fully ? visible >= 1 - tolerance : visible > tolerance
        let extent = visible <= tolerance ? "entirely" : "\(Self.percent(1 - visible)) %"
        let culprits = overlapping.map { FocusObscurers.describe($0, in: context.index) }.joined(separator: ", ")
        return .check(passes, focusedID, failure: "focused '\(focusedID)' is \(extent) hidden by \(culprits)",
                      measured: "\(Self.percent(visible)) % visible", threshold: threshold)
    }

    /// Focus was not captured, so it may be on any element people can reach: when none of them
    /// would be hidden there, wherever focus is, it is not hidden. Otherwise the capture needs
    /// review, naming the elements that would be. Each position costs a pass over the snapshot,
    /// so past `anywhereBudget` (elements × nodes) the rule asks for review without trying.
    private static func anywhere(in context: SnapshotContext) -> [Verdict] {
        let snapshot = context.snapshot
        let unknown = "where focus is in '\(snapshot.id)' was not captured"
        let elements = context.index.reachableElements
        guard !elements.isEmpty else { return [] }
        guard elements.count * context.index.nodes.count <= anywhereBudget else { return [.cantTell(snapshot.id, unknown)] }
        let stickyBars = StickyBars(context.index)
        var doubts: [String] = []
        for element in elements {
            let verdict = judge(element, in: context, stickyBars: stickyBars)
            if verdict.outcome != .passed { doubts.append(verdict.message) }
        }
        guard doubts.isEmpty else {
            let listed = doubts.prefix(3).joined(separator: "; ") + (doubts.count > 3 ? "; and \(doubts.count - 3) more" : "")
            return [.cantTell(snapshot.id, "\(unknown), and some elements it can reach would not be seen there: \(listed)")]
        }
        return [.passed(snapshot.id, measured: "every reachable element visible")]
    }

    /// Elements × nodes tried when focus was not captured: a dump of a few hundred nodes is
    /// tried whole; a generated tree of a hundred thousand is not.
    static let anywhereBudget = 4_000_000

    /// `36.4`: a share as a percentage with at most one decimal.
    static func percent(_ share: Double) -> String { formatNumber((share * 1000).rounded() / 10) }
}
