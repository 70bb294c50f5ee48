import A11yModel

/// The part of a target's touch area that accepts the pointer.
///
/// WCAG defines a target as the "region of the display that will accept a pointer action". Where
/// another target is drawn over part of a touch area (a padded hit frame over its neighbour), a
/// tap there goes to the one on top, so the covered part belongs to it and not to the target
/// beneath. The region is kept as rectangles whose union it is, chosen so that every rectangle
/// that fits inside the region fits inside one of them: a 24×24 square fits in the region exactly
/// when it fits in one piece. (Two rectangles that do not overlap are separated by a horizontal or
/// vertical line, so a rectangle clear of a cover lies wholly above, below, left or right of it:
/// in one of the four strips `subtracting` keeps.)
struct TargetRegion: Equatable {
    var pieces: [Rect]
    /// Targets drawn over part of the touch area, in drawing order.
    var coveredBy: [String]

    /// Nothing is left: every point of the touch area belongs to a target on top.
    var isEmpty: Bool { pieces.isEmpty }

    /// The bounding box of the region, on which 2.5.8's spacing circle is centred.
    var boundingBox: Rect? {
        guard let first = pieces.first else { return nil }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for piece in pieces.dropFirst() {
            minX = min(minX, piece.minX)
            minY = min(minY, piece.minY)
            maxX = max(maxX, piece.maxX)
            maxY = max(maxY, piece.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The piece measured for a size check: one that meets `minimum` if any does, else the largest.
    func measuredPiece(minimum: Double) -> Rect? {
        pieces.first { TargetGeometry.meets($0, minimum: minimum) } ?? pieces.max { $0.area < $1.area }
    }

    /// `frame` less `covers`, or nil when the pieces would exceed `limit` (many overlapping
    /// targets over one: the caller cannot tell rather than spend unbounded work).
    static func subtracting(_ covers: [Rect], from frame: Rect, limit: Int = 256) -> [Rect]? {
        var pieces = frame.isEmpty ? [] : [frame]
        for cover in covers {
            var next: [Rect] = []
            for piece in pieces { next += strips(of: piece, outside: cover) }
            // Drop pieces inside other pieces: they add nothing and would multiply.
            pieces = next.enumerated().filter { offset, piece in
                !next.enumerated().contains { other, candidate in
                    other != offset && candidate.contains(piece) && (candidate != piece || other < offset)
                }
            }.map(\.element)
            guard pieces.count <= limit else { return nil }
        }
        return pieces
    }

    /// The largest strips of `piece` above, below, left and right of `cover`; `piece` itself when
    /// they do not overlap, nothing when `cover` holds it.
    private static func strips(of piece: Rect, outside cover: Rect) -> [Rect] {
        guard piece.intersection(cover) != nil else { return [piece] }
        var strips: [Rect] = []
        if cover.minY > piece.minY { strips.append(Rect(x: piece.minX, y: piece.minY, width: piece.width, height: cover.minY - piece.minY)) }
        if cover.maxY < piece.maxY { strips.append(Rect(x: piece.minX, y: cover.maxY, width: piece.width, height: piece.maxY - cover.maxY)) }
        if cover.minX > piece.minX { strips.append(Rect(x: piece.minX, y: piece.minY, width: cover.minX - piece.minX, height: piece.height)) }
        if cover.maxX < piece.maxX { strips.append(Rect(x: cover.maxX, y: piece.minY, width: piece.maxX - cover.maxX, height: piece.height)) }
        return strips
    }
}
