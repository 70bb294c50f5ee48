extension LuminanceSample {
    /// Samples `luminance(t)` from `start` through `end` seconds at `samplesPerSecond` (240 by
    /// default: twice a 120 Hz display's frame rate, so no frame's extreme is missed by more than
    /// half a frame). Times are `start + i / samplesPerSecond`, exact for round rates.
    public static func sampling(from start: Double, through end: Double, samplesPerSecond: Double = 240,
                                _ luminance: (Double) -> Double) -> [LuminanceSample] {
        guard start.isFinite, end.isFinite, end >= start, samplesPerSecond.isFinite, samplesPerSecond > 0 else {
            return []
        }
        // Bounded so that no input can ask for an unbounded allocation.
        let count = Int(min(((end - start) * samplesPerSecond).rounded(.up), 10_000_000))
        var samples: [LuminanceSample] = []
        samples.reserveCapacity(count + 1)
        for index in 0..<count {
            let time = start + Double(index) / samplesPerSecond
            samples.append(LuminanceSample(time: time, luminance: luminance(time)))
        }
        samples.append(LuminanceSample(time: end, luminance: luminance(end)))
        return samples
    }

    /// Relative luminance of a `scrim` colour at layer `opacity` (0…1, multiplied into the colour's
    /// own alpha) composited over an opaque `background`. 0.2 black over white: 1.000 → 0.604.
    public static func scrimLuminance(opacity: Double, scrim: Color = .black, over background: Color) -> Double {
        Contrast.relativeLuminance(scrim.withOpacity(opacity.isFinite ? opacity : 0).composited(over: background))
    }

    /// The luminance of a scrim whose layer opacity follows `track` (an opacity track), sampled from
    /// the start of its transition until it settles (Apple's 0.1 %), at most `horizon` seconds
    /// (a track that repeats forever is sampled for the whole horizon).
    public static func scrim(_ track: TrackAnalysis, scrim: Color = .black, over background: Color,
                             horizon: Double = 10, samplesPerSecond: Double = 240) -> [LuminanceSample] {
        let end = min(track.motionDuration(), horizon)
        return sampling(from: 0, through: end, samplesPerSecond: samplesPerSecond) { time in
            scrimLuminance(opacity: track.value(at: time), scrim: scrim, over: background)
        }
    }
}
