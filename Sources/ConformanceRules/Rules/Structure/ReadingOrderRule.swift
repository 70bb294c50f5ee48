import A11yModel

/// STR-08: VoiceOver reads a sheet in tree order, not in the order it is drawn; sticky layers are
/// separate subtrees drawn over the content, so their place in the tree decides when they are read.
struct ReadingOrderRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "reading-order",
        pack: StructurePack.id,
        title: "Reading order",
        summary: """
            Within the front sheet, the elements assistive technology reads must come handle first, \
            then the title and sticky header, then the content, then the sticky footer, and must \
            follow the visual order top to bottom: an element read after another must not sit above \
            it (by more than the tolerance) where the two overlap horizontally. MorphModalKit layers \
            its sticky container after the content, so a sticky header is read last. The targets are \
            the fewest elements whose place breaks the order (those outside the longest sequence \
            read in a consistent order). A scrim inside the surface is not compared: Flutter lists its \
            barrier after the content on purpose, so it is read last. Known limits: side-by-side elements are not compared, so a \
            right-to-left row or a two-column grid is neither checked nor flagged; an element that \
            overlaps horizontally with one above it in a read-column-by-column layout is flagged \
            (raise the tolerance or suppress); transparent elements are left to invisible-means-hidden. \
            Where a capture does not record the reading order, an Android capture is read in \
            TalkBack's: depth first, each element's children by place on screen, as Android lists \
            Views and orders Compose (a dump lists Compose nodes as composed, and records no order \
            the app sets); there, elements sharing a band of height are a row TalkBack reads left to \
            right (numbers set around a clock face), and only an element read after one it lies \
            wholly above is out of place; where the order the capture lists passes, it needs review, \
            since TalkBack follows the order a node provider gives (Flutter's semantics, a custom \
            view's virtual nodes) and a dump does not mark them. An iOS capture lists elements in the order of its views, while VoiceOver \
            reads by place on screen unless a view groups its children or sets their order, which a \
            capture does not show: listed in an order that passes, it passes; otherwise it needs review. \
            Six or more siblings set around a dial and listed in their turn around it (a time picker's \
            clock face, whose virtual nodes TalkBack reads in that order) are not compared by height.
            """,
        severity: .error,
        references: [
            .wcag("1.3.2", "Meaningful Sequence", level: "A"),
            .wcag("2.4.3", "Focus Order", level: "A"),
            RuleReference(.seed, "MorphModalKit's sticky container is layered above (after) the content"),
        ],
        scope: .snapshot,
        parameters: [
            RuleParameter("verticalTolerance", .number(8),
                          summary: "How far (pt) an element read later may sit above an earlier one that it overlaps horizontally",
                          source: "convention (absorbs baseline alignment within a row)", range: .points),
        ],
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet else { return [] }
        // A scrim inside the surface (Flutter lists its barrier after the content) is read last by design.
        var elements = index.ownNodes(of: sheet).filter { $0.isExposedElement && $0.effectiveOpacity > 0 && $0.node.part != .scrim }
        // A dial's items, listed in their turn around it, are read in the dial's order.
        let dial = DialLayout.items(among: elements, in: index)
        if !dial.isEmpty { elements = elements.enumerated().filter { !dial.contains($0.offset) }.map(\.element) }
        guard elements.count >= 2 else { return [] }
        guard elements.count <= ReadingSequence.maximumElements else {
            return [.cantTell(sheet.node.id, "the sheet exposes \(elements.count) elements; reading order is compared for at most "
                + "\(ReadingSequence.maximumElements) (the comparison grows with the square of the count)")]
        }
        let orderKnown = context.snapshot.knows(.readingOrder)
        let talkBackSorts = !orderKnown && context.environment.platform == .android
        let listed = elements
        if talkBackSorts { elements = TalkBackOrder.sorted(elements, under: sheet, in: index) }
        let order = ReadingSequence(elements: elements, sheet: sheet, index: index,
                                    tolerance: context.parameters.number("verticalTolerance", default: 8), sortedByPlace: talkBackSorts)
        guard order.isComparable else {
            return [.cantTell(sheet.node.id, "neither frames nor sheet parts were captured, so the order cannot be compared")]
        }
        let run = order.consistentRun()
        let misplaced = elements.indices.filter { !run.contains($0) }
        guard !misplaced.isEmpty else {
            return [.passed(sheet.node.id, measured: "\(elements.count) elements in order")]
        }
        // TalkBack sorts a View's children by place, but follows a node provider's own order
        // (Flutter's semantics, a custom view's virtual nodes), which the dump lists and does not
        // mark: where the listed order passes, which one applies decides.
        if talkBackSorts {
            let asListed = ReadingSequence(elements: listed, sheet: sheet, index: index,
                                           tolerance: context.parameters.number("verticalTolerance", default: 8))
            if asListed.consistentRun().count == listed.count {
                let (message, _, _) = order.explain(misplaced[0], against: run)
                return [.cantTell(sheet.node.id, "in TalkBack's order by place, \(message) "
                    + "(\(MessageList.count(misplaced.count, "element")) out of place), while the dump lists them in an order that passes: "
                    + "TalkBack sorts views by place but follows the order a node provider gives (Flutter, a custom view's virtual nodes), "
                    + "and the dump does not say which these are")]
            }
        }
        if !orderKnown && context.environment.platform != .android {
            let (message, _, _) = order.explain(misplaced[0], against: run)
            return [.cantTell(sheet.node.id, "in the order the capture lists them, \(message) "
                + "(\(MessageList.count(misplaced.count, "element")) out of place); the capture does not record the order "
                + "VoiceOver reads in, which is by place on screen unless a view groups its children or sets their order")]
        }
        return misplaced.map { position in
            let (message, measured, threshold) = order.explain(position, against: run)
            return .failed(elements[position].node.id, message, measured: measured, threshold: threshold)
        }
    }
}
