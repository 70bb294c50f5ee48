import A11yModel

/// How much of a rectangle other rectangles cover, overlaps among them counted once — what a
/// rule needs to say whether a sticky bar or the keyboard hides an element entirely or in part.
enum CoveredArea {
    /// The area of `rect` under the union of `covers`, in square points.
    ///
    /// A sweep over vertical slabs: within each slab the covering intervals are merged, so the
    /// cost is quadratic in the number of covers rather than exponential in their overlaps.
    static func area(of rect: Rect, coveredBy covers: [Rect]) -> Double {
        let clipped = covers.compactMap { $0.intersection(rect) }
        guard !clipped.isEmpty else { return 0 }
        let edges = Set(clipped.flatMap { [$0.minX, $0.maxX] }).sorted()
        var total = 0.0
        for (left, right) in zip(edges, edges.dropFirst()) {
            let spans = clipped.filter { $0.minX <= left && $0.maxX >= right }
                .map { ($0.minY, $0.maxY) }
                .sorted { $0.0 < $1.0 }
            total += (right - left) * mergedLength(spans)
        }
        return total
    }

    /// The share of `rect` (0…1) that stays visible; 0 for an empty rectangle.
    static func visibleShare(of rect: Rect, coveredBy covers: [Rect]) -> Double {
        guard rect.area > 0 else { return 0 }
        return max(0, 1 - area(of: rect, coveredBy: covers) / rect.area)
    }

    /// Total length of sorted, possibly overlapping intervals.
    private static func mergedLength(_ spans: [(Double, Double)]) -> Double {
        var length = 0.0
        var current: (Double, Double)?
        for span in spans {
            if let open = current, span.0 <= open.1 {
                current = (open.0, max(open.1, span.1))
            } else {
                if let open = current { length += open.1 - open.0 }
                current = span
            }
        }
        if let open = current { length += open.1 - open.0 }
        return length
    }
}
