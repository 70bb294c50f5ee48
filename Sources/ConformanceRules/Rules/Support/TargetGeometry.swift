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

    /// The targets that keep `undersized` from the spacing exception: those its circle meets, and
    /// the undersized ones whose circles meet its circle. `others` excludes the target itself.
    static func spacingConflicts(of undersized: Rect, among others: [(id: String, frame: Rect, isUndersized: Bool)],
                                 diameter: Double) -> [String] {
        spacingConflicts(of: undersized, among: others, excluding: nil, diameter: diameter)
    }

    /// The same, skipping the target `excluded` (the undersized one itself) without copying the
    /// list, and looking only at the targets `grid` (made of `others`' frames) puts near it.
    static func spacingConflicts(of undersized: Rect, among others: [(id: String, frame: Rect, isUndersized: Bool)],
                                 grid: SpatialGrid? = nil, excluding excluded: String?, diameter: Double) -> [String] {
        let circle = Circle(centeredOn: undersized, diameter: diameter)
        // Another target's frame meets the circle only within its radius of the centre, and another
        // circle only when its centre, inside that target's frame, is within a diameter.
        let reach = Rect(x: circle.centerX - diameter, y: circle.centerY - diameter, width: 2 * diameter, height: 2 * diameter)
        let near = grid?.candidates(meeting: reach) ?? Array(others.indices)
        var conflicts: [String] = []
        for other in near.map({ others[$0] }) {
            // Cheap geometry first; the id comparison only for the few that are close.
            guard circle.intersects(other.frame)
                || (other.isUndersized && circle.intersects(Circle(centeredOn: other.frame, diameter: diameter)))
            else { continue }
            if other.id != excluded { conflicts.append(other.id) }
        }
        return conflicts
    }

    /// `pt` on iOS, `dp` on Android.
    static func unit(for platform: Platform) -> String { platform == .android ? "dp" : "pt" }

    /// `22×22 pt`, one decimal at most.
    static func size(_ rect: Rect, unit: String) -> String { "\(length(rect.width))×\(length(rect.height)) \(unit)" }

    /// `24×24 pt` for a square minimum.
    static func square(_ side: Double, unit: String) -> String { "\(length(side))×\(length(side)) \(unit)" }

    static func length(_ value: Double) -> String { formatNumber((value * 10).rounded() / 10) }
}
