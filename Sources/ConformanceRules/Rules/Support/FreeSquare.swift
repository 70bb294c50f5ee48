import A11yModel

/// A square of a target's frame that no other target or sheet is drawn over. WCAG 2.5.8 measures
/// what takes the pointer: a target whose uncovered part holds a 24 by 24 square meets the size,
/// however many targets lie over the rest of it (a map under its results and buttons).
enum FreeSquare {
    /// Squares tried times covers compared, over one layout at most: the search is exact but
    /// cubic in the covers, and a pile of targets must not make it the run's cost.
    static let workPerLayout = 4_000_000

    /// A free square of `side` in `frame`, none of `covers` overlapping it (touching is not
    /// overlapping); nil when there is none or `budget` runs out. A free square slides left until
    /// the frame's side or a cover stops it, then up the same way, staying free: so only squares
    /// whose left side lies on the frame's or a cover's right side, and whose top on the frame's
    /// top or a cover's bottom, need be tried.
    static func find(side: Double, in frame: Rect, avoiding covers: [Rect], budget: inout Int) -> Rect? {
        guard side > 0, frame.width >= side - TargetGeometry.tolerance, frame.height >= side - TargetGeometry.tolerance else { return nil }
        let meeting = covers.filter { overlaps($0, frame) }
        func starts(_ from: Double, _ ends: [Double], _ limit: Double) -> [Double] {
            Set([from] + ends.filter { $0 > from }).filter { $0 + side <= limit + TargetGeometry.tolerance }.sorted()
        }
        let lefts = starts(frame.minX, meeting.map(\.maxX), frame.maxX)
        let tops = starts(frame.minY, meeting.map(\.maxY), frame.maxY)
        for top in tops {
            for left in lefts {
                guard budget > 0 else { return nil }
                budget -= meeting.count + 1
                let square = Rect(x: left, y: top, width: side, height: side)
                if !meeting.contains(where: { overlaps($0, square) }) { return square }
            }
        }
        return nil
    }

    /// Whether two rectangles share more than an edge.
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let tolerance = TargetGeometry.tolerance
        return a.minX < b.maxX - tolerance && b.minX < a.maxX - tolerance && a.minY < b.maxY - tolerance && b.minY < a.maxY - tolerance
    }
}
