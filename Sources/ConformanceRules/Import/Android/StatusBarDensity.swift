/// The density a 16:9 phone's status bar shows. Android makes the status bar 24 dp tall
/// (`status_bar_height` since Android 6); only a display cutout makes it taller, and no phone with
/// a cutout is as short as 16:9. On such a display, a status bar of h px (the bar itself, or the
/// top of the app's window laid out under it) reads the density h ÷ 24, when that is one of
/// Android's standard densities to within half a pixel: 72 px on a 1,080 × 1,920 display is 3,
/// where the display's size alone suggests 2.625.
struct StatusBarDensity: Sendable, Equatable {
    let density: Double
    let evidence: String

    /// Phones of 16:10 to 16:9, with a pixel's latitude: taller displays are the ones cutouts came
    /// with, and squarer ones are emulators' or tablets', whose bars follow no phone's convention.
    static let aspects = 1.6...(16.0 / 9.0 + 0.01)

    init?(statusBar: DisplayExtent.StatusBar?, display shown: DisplayExtent.Shown?) {
        guard let statusBar, case .size(let size)? = shown else { return nil }
        let short = Double(min(size.width, size.height)), long = Double(max(size.width, size.height))
        guard short > 0, Self.aspects.contains(long / short), size.height > size.width,
              min(size.width, size.height) <= AndroidDensity.largestPhoneSide else { return nil }
        let height = Double(statusBar.height)
        guard let density = DpGridDensity.standardDPIs.lazy.map({ Double($0) / 160 }).first(where: {
            abs(height - AndroidDensity.leastStatusBarHeight * $0) <= 0.5
        }) else { return nil }
        self.density = density
        evidence = "\(statusBar.evidence): 24 dp on a phone of \(size.width)×\(size.height) px, no taller than 16:9, which no phone with "
            + "a display cutout is (only a cutout makes the status bar taller)"
    }
}
