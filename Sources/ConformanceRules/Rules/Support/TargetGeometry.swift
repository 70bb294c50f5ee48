import A11yModel

/// A circle in points, for WCAG 2.5.8's spacing exception.
struct Circle: Hashable {
    var centerX: Double
    var centerY: Double
    var radius: Double

    /// The circle of `diameter` centred on the rectangle's bounding box.
    init(centeredOn rect: Rect, diameter: Double) {
        centerX = rect.midX
        centerY = rect.midY
        radius = diameter / 2
    }

    init(centerX: Double, centerY: Double, radius: Double) {
        self.centerX = centerX
        self.centerY = centerY
        self.radius = radius
    }

    /// Shares an area with the rectangle; touching at one point does not count, so targets spaced
    /// exactly 24 apart pass as WCAG intends.
    func intersects(_ rect: Rect) -> Bool {
        rect.distance(toX: centerX, y: centerY) < radius - TargetGeometry.tolerance
    }

    func intersects(_ other: Circle) -> Bool {
        let dx = centerX - other.centerX, dy = centerY - other.centerY
        return (dx * dx + dy * dy).squareRoot() < radius + other.radius - TargetGeometry.tolerance
    }
}

/// Sizes, gaps and the spacing exception of touch targets.
enum TargetGeometry {
    /// Frames come from floating-point layout; a hair's difference is not a failure.
    static let tolerance = 1e-6

    /// One device pixel, in the snapshot's points, on Android: a dump's bounds are whole pixels,
    /// and a view laid out in dp at a fractional density (48 dp at 2.54 is 121.9 px) may lose one
    /// to rounding, as may a density read from pixels. Elsewhere frames are exact.
    static func pixel(in environment: Environment) -> Double {
        environment.platform == .android && environment.scale > 0 ? 1 / environment.scale : 0
    }

    /// Both sides at least `minimum`.
    static func meets(_ rect: Rect, minimum: Double) -> Bool {
        rect.width >= minimum - tolerance && rect.height >= minimum - tolerance
    }

    /// The shortest distance between two rectangles, 0 when they touch or overlap.
    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, b.minX - a.maxX, a.minX - b.maxX)
        let dy = max(0, b.minY - a.maxY, a.minY - b.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A neighbour in the spacing test: the rectangles of the region it owns, its bounding box
    /// and whether it is itself undersized.
    struct Neighbour {
        var id: String
        var pieces: [Rect]
        var boundingBox: Rect
        var isUndersized: Bool
    }

    /// The targets that keep an undersized target whose region has bounding box `undersized` from
    /// the spacing exception: those its circle meets, and the undersized ones whose circles meet
    /// its circle. `others` excludes the target itself.
    static func spacingConflicts(of undersized: Rect, among others: [Neighbour], diameter: Double) -> [String] {
        let circle = Circle(centeredOn: undersized, diameter: diameter)
        return others.filter { other in
            other.pieces.contains(where: circle.intersects)
                || (other.isUndersized && circle.intersects(Circle(centeredOn: other.boundingBox, diameter: diameter)))
        }.map(\.id)
    }

    /// `pt` on iOS, `dp` on Android.
    static func unit(for platform: Platform) -> String { platform == .android ? "dp" : "pt" }

    /// `22×22 pt`, one decimal at most.
    static func size(_ rect: Rect, unit: String) -> String { "\(length(rect.width))×\(length(rect.height)) \(unit)" }

    /// `24×24 pt` for a square minimum.
    static func square(_ side: Double, unit: String) -> String { "\(length(side))×\(length(side)) \(unit)" }

    static func length(_ value: Double) -> String { formatNumber((value * 10).rounded() / 10) }
}
