import A11yModel

/// The direction an edge cuts a target in: across the rows (`vertical`, a row cut at its top or
/// bottom, shortening its height) or across the columns (`horizontal`, its width). Android dumps
/// give visible bounds, so a target on a list's, a scroll view's or the screen's edge may be
/// longer that way than it shows.
enum CutAxis {
    case vertical, horizontal

    /// The length of `frame` the way this cut shortens it.
    func length(of frame: Rect) -> Double {
        switch self {
        case .vertical: frame.height
        case .horizontal: frame.width
        }
    }

    /// Whether `frame` lies on an edge that can cut `element` (`TouchTargets.clipEdges`) this way:
    /// a twin touching its list's sides is whole for a cut at the list's bottom, and a target cut
    /// only where its list cannot cut it this way (a vertical list's side) has no twin this way.
    func cuts(_ frame: Rect, of element: VisitedNode, in context: SnapshotContext) -> Bool {
        TouchTargets.clipEdges(of: element, in: context).contains { edge in
            switch self {
            case .vertical: edge.cutsDown(frame)
            case .horizontal: edge.cutsAcross(frame)
            }
        }
    }
}
