import A11yModel

/// The opacity of one node over a transition, from all its opacity tracks: each track takes over
/// at its delay (a dim that later undims is two tracks), before the first starts the first one's
/// `from` holds. Sampled as relative luminance for WCAG 2.3.1's flash count.
struct OpacityTimeline {
    /// Seconds sampled when a track repeats forever: WCAG counts flashes per second, so a few
    /// seconds of a repeating pattern show its rate.
    static let horizon = 10.0
    static let samplesPerSecond = 240.0

    private let tracks: [TrackAnalysis]

    /// Nil when there is no animated opacity track or a curve cannot be analysed.
    init?(_ tracks: [AnimationTrack]) {
        let opacity = tracks.filter { $0.property == .opacity && $0.animates }
            .sorted { $0.delay < $1.delay }
        let analysed = opacity.compactMap { TrackAnalysis($0) }
        guard !analysed.isEmpty, analysed.count == opacity.count else { return nil }
        self.tracks = analysed
    }

    /// The layer opacity at `time` seconds from the start of the transition.
    func opacity(at time: Double) -> Double {
        guard let active = tracks.last(where: { $0.track.delay <= time }) ?? tracks.first else { return 1 }
        return active.value(at: time)
    }

    /// Seconds until every track has settled, at most `horizon`.
    var end: Double {
        min(tracks.map { $0.motionDuration() }.max() ?? 0, Self.horizon)
    }

    /// Flash analysis of the node painted `paint` over `backdrop`.
    func flashes(paint: Color, over backdrop: Color, opacityFactor: Double = 1) -> FlashAnalysis {
        flashes(of: sampledOpacity(), paint: paint, over: backdrop, opacityFactor: opacityFactor)
    }

    /// The most flashes any colours could give: black over white and white over black bound the
    /// luminance swing of every opacity change (compositing is monotone in each channel). The
    /// opacity is sampled once for both.
    var worstCase: FlashAnalysis {
        let opacities = sampledOpacity()
        let dark = flashes(of: opacities, paint: .black, over: .white, opacityFactor: 1)
        let light = flashes(of: opacities, paint: .white, over: .black, opacityFactor: 1)
        return light.maxTransitionsInAnySecond > dark.maxTransitionsInAnySecond ? light : dark
    }

    /// The layer opacity at each sample time, carried in `LuminanceSample.luminance` until a
    /// colouring turns it into a luminance.
    private func sampledOpacity() -> [LuminanceSample] {
        LuminanceSample.sampling(from: 0, through: end, samplesPerSecond: Self.samplesPerSecond) { opacity(at: $0) }
    }

    private func flashes(of opacities: [LuminanceSample], paint: Color, over backdrop: Color,
                         opacityFactor: Double) -> FlashAnalysis {
        FlashAnalysis(samples: opacities.map { sample in
            LuminanceSample(time: sample.time, luminance: LuminanceSample.scrimLuminance(
                opacity: sample.luminance * opacityFactor, scrim: paint, over: backdrop))
        })
    }
}
