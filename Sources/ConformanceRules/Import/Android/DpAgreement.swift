/// The density that sizes a layout sets in dp agree on. Android rounds each size to whole pixels,
/// so a size of `pixels` set as `dp` allows the densities within half a pixel of it. Of those
/// every size allows, the lowest step of 1/16 (2.8125 is 450 dpi) is taken, else the lowest: a
/// density read high would make every size smaller than on the device.
enum DpAgreement {
    /// One size: the pixels it spans (a range where two edges of one padding differ by a pixel)
    /// and the dp it is set to.
    struct Measure {
        var pixels: ClosedRange<Double>
        var dp: Double
    }

    /// The density all `measures` allow, or nil when they allow none, or none of 1 or more.
    static func density(_ measures: [Measure]) -> Double? {
        guard let lowest = measures.map({ ($0.pixels.lowerBound - 0.5) / $0.dp }).max(),
              let highest = measures.map({ ($0.pixels.upperBound + 0.5) / $0.dp }).min(),
              lowest >= 1, lowest < highest else { return nil }
        let step = (lowest * 16).rounded(.up) / 16
        return step < highest ? step : lowest
    }
}
