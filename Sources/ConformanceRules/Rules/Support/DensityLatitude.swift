import A11yModel

/// How much larger sizes may be on the device than a snapshot reads them, when its pixel bounds
/// were converted at an assumed density (`unknown: density`).
///
/// The import assumes the default density of the widest common phone for the display's size, but
/// Android's Settings › Display size lowers the density down to 0.85 × the default
/// (`DisplayDensityUtils.MIN_SCALE` in AOSP's SettingsLib), and test devices and emulators are
/// often set there: every size is then up to 1 / 0.85 = 1.18 times what was read. A target below a
/// threshold as read, but not below 0.85 × the threshold, may meet it on the device: that needs
/// review rather than a failure.
struct DensityLatitude {
    /// The smallest display size's density as a share of the default one.
    static let smallestDisplayScale = 0.85

    /// The density the sizes were read at, and the lowest the device may have.
    let assumed: Double
    var lowest: Double { assumed * Self.smallestDisplayScale }

    /// Nil when the snapshot's density is known (given, or sizes captured in points).
    init?(_ context: SnapshotContext) {
        guard !context.snapshot.knows(.density) else { return nil }
        assumed = context.environment.scale
    }

    /// A threshold as the sizes read would have to meet it on a device at the lowest density.
    func loosened(_ threshold: Double) -> Double { threshold * Self.smallestDisplayScale }

    /// `as read at the assumed density 2.625; at 2.23, the density of a display set to its smallest
    /// size, it is 53.3×53.3 dp: …`.
    func explain(atLowest: String) -> String {
        "as read at the assumed density \(formatNumber(assumed)); at \(formatNumber((lowest * 100).rounded() / 100)), "
            + "the density of a display set to its smallest size, \(atLowest): the dump does not record the density, pass --density"
    }

    /// `it is 53.3×53.3 dp`: the frame's size at the lowest density.
    func grownSize(_ frame: Rect, unit: String) -> String {
        let grown = Rect(x: frame.x, y: frame.y, width: frame.width / Self.smallestDisplayScale,
                         height: frame.height / Self.smallestDisplayScale)
        return "it is \(TargetGeometry.size(grown, unit: unit))"
    }
}
