import A11yModel

extension Rect {
    /// Whether every edge of `other` lies within `tolerance` of this one's: the same box, read
    /// from pixel bounds rounded apart.
    func hasSameEdges(as other: Rect, within tolerance: Double = 1) -> Bool {
        abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
            && abs(maxX - other.maxX) < tolerance && abs(maxY - other.maxY) < tolerance
    }
}
