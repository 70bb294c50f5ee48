import A11yModel

/// What the same control, shown whole beside a target an edge cuts, says of that target's size:
/// the rows of its list (`ClippedTargetTwins`), the chips of its flow (`FlowTwins`) or the
/// controls standing where it stands in the list's other items (`ColumnTwins`).
enum CutTargetEvidence {
    /// Whole, the same control meets the size: the edge cut this one.
    case meets(Rect)
    /// Whole, every one of the same controls falls short too, all the same length: the size this
    /// one has beyond the edge.
    case fallsShort(Rect)

    /// Whole controls that must agree before a cut one fails by their size.
    static let agreeingToFail = 3
    /// Whole chips of a flow, or controls of a list's column, that must agree before a cut one
    /// passes by their size: one may be as tall as its own words. One whole row of a list is
    /// enough: it matches the cut one by its place in the row's tree, too.
    static let agreeingToPass = 2

    /// The evidence for `target`, cut to `frame`, against the size `needed` (width, height); a row
    /// twin meets it when both its sides reach `minimum`, as a whole target does. Nil when there is
    /// no twin, twins disagree, or too few agree.
    static func of(_ target: VisitedNode, frame: Rect, needed: (width: Double, height: Double), minimum: Double,
                   in context: SnapshotContext) -> CutTargetEvidence? {
        let rows = ClippedTargetTwins.twins(of: target, frame: frame, in: context)
        if let first = rows.first?.node.touchFrame,
           rows.allSatisfy({ $0.node.touchFrame.map { TargetGeometry.meets($0, minimum: minimum) } ?? false }) {
            return .meets(first)
        }
        guard let axis = soleShortAxis(frame, needed: needed) else { return nil }
        let pixel = TargetGeometry.pixel(in: context.environment)
        // Rows that do not all meet the size say something only when all are short alike.
        if case .fallsShort(let whole) = agreeing(rows, count: agreeingToFail, frame: frame, along: axis, needed: needed, pixel: pixel) {
            return .fallsShort(whole)
        }
        let flow = FlowTwins.twins(of: target, frame: frame, along: axis, in: context)
        if let evidence = agreeing(flow, count: agreeingToPass, frame: frame, along: axis, needed: needed, pixel: pixel) {
            // Short alike is the flow's template only where its chips stand side by side: rows of
            // a list stacked one under another may each be as tall as their content.
            if case .fallsShort = evidence, flow.count < agreeingToFail || !FlowTwins.standSideBySide(flow, across: axis) { return nil }
            return evidence
        }
        let column = ColumnTwins.twins(of: target, frame: frame, along: axis, in: context)
        let evidence = agreeing(column, count: agreeingToPass, frame: frame, along: axis, needed: needed, pixel: pixel)
        if case .fallsShort = evidence, column.count < agreeingToFail { return nil }
        return evidence
    }

    /// The one way `frame` falls short of `needed`; nil when it falls short both ways or neither.
    private static func soleShortAxis(_ frame: Rect, needed: (width: Double, height: Double)) -> CutAxis? {
        let shortX = frame.width < needed.width - TargetGeometry.tolerance
        let shortY = frame.height < needed.height - TargetGeometry.tolerance
        switch (shortX, shortY) {
        case (false, true): return .vertical
        case (true, false): return .horizontal
        default: return nil
        }
    }

    /// The size `twins` show for the cut target when at least `count` of them are within a pixel
    /// of one length along `axis`: the target's own extent across, their longest along. It meets
    /// `needed` when the shortest of them does.
    private static func agreeing(_ twins: [VisitedNode], count: Int, frame: Rect, along axis: CutAxis,
                                 needed: (width: Double, height: Double), pixel: Double) -> CutTargetEvidence? {
        let lengths = twins.compactMap { $0.node.touchFrame.map(axis.length) }
        guard lengths.count >= count, let shortest = lengths.min(), let longest = lengths.max(),
              longest - shortest <= pixel + TargetGeometry.tolerance else { return nil }
        let whole: Rect
        let reaches: Bool
        switch axis {
        case .vertical:
            whole = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: longest)
            reaches = shortest >= needed.height - TargetGeometry.tolerance
        case .horizontal:
            whole = Rect(x: frame.minX, y: frame.minY, width: longest, height: frame.height)
            reaches = shortest >= needed.width - TargetGeometry.tolerance
        }
        return reaches ? .meets(whole) : .fallsShort(whole)
    }
}
