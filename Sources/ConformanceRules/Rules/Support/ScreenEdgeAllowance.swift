import A11yModel

/// Android's Accessibility Test Framework asks a target against the screen's left or right side
/// for 32 dp of width instead of 48, and one against its top or bottom for 32 dp of height
/// (`TouchTargetSizeCheck`: `TOUCH_TARGET_MIN_WIDTH_ON_EDGE`, "targets against the edge of the
/// screen may be narrower": a finger reaching past the edge still lands on them), and scales the
/// 32 with a custom size. Android only: HIG and WCAG have no such allowance.
struct ScreenEdgeAllowance {
    /// ATF's 32 dp against an edge for its 48 dp elsewhere.
    static let share = 32.0 / 48.0

    private let screen: Size
    /// Half a device pixel: bounds on the edge are whole pixels from it.
    private let slack: Double

    /// Nil off Android, or without a screen size.
    init?(_ environment: Environment) {
        guard environment.platform == .android, environment.viewport.width > 0, environment.viewport.height > 0 else { return nil }
        screen = environment.viewport
        slack = TargetGeometry.pixel(in: environment) / 2
    }

    /// The width and height `frame` must have for a platform size of `minimum`.
    func required(for frame: Rect, minimum: Double) -> (width: Double, height: Double) {
        let side = frame.minX <= slack || frame.maxX >= screen.width - slack
        let topOrBottom = frame.minY <= slack || frame.maxY >= screen.height - slack
        return (side ? minimum * Self.share : minimum, topOrBottom ? minimum * Self.share : minimum)
    }

    /// `32 dp wide is enough against the screen's side`, when an edge lowered what `frame` needs
    /// on a side where it is short of `minimum`.
    func explain(for frame: Rect, minimum: Double, unit: String) -> String? {
        let needed = required(for: frame, minimum: minimum)
        let width = needed.width < minimum && frame.width < minimum - slack
        let height = needed.height < minimum && frame.height < minimum - slack
        let edge = TargetGeometry.length(minimum * Self.share)
        return switch (width, height) {
        case (true, true): "\(edge) \(unit) each way is enough in a corner of the screen"
        case (true, false): "\(edge) \(unit) wide is enough against the screen's side"
        case (false, true): "\(edge) \(unit) tall is enough against the screen's top or bottom"
        case (false, false): nil
        }
    }
}
