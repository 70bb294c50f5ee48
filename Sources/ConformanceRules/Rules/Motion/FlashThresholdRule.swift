import A11yModel

/// MOT-09: scrims and content that fade in and out do not flash more than three times a second
/// (WCAG 2.3.1).
struct FlashThresholdRule: TransitionRule {
    let metadata = RuleDescription(
        id: "flash-threshold",
        pack: MotionPack.id,
        title: "No more than three flashes a second",
        summary: """
            Flashing can trigger seizures, so WCAG 2.3.1 allows at most three general flashes in any one \
            second. A 20 % black scrim over white takes the screen's relative luminance from 1.00 to 0.60 \
            — each dim and undim is one flash — and springs on opacity oscillate. Every node with animated \
            opacity tracks is sampled at 240 Hz as the luminance of its colour (background, else foreground) \
            at the animated opacity over the colour behind it, and its flashes are counted with the WCAG \
            definition (opposing changes of ≥ 10 % with the darker side below 0.80). When the colours were \
            not captured, the worst case (black over white or white over black) is counted: it passes if \
            even that stays within the limit, and needs review otherwise. Known limits: the area threshold \
            (25 % of a 10° field) and red flashes are not evaluated, so small elements may be reported \
            pessimistically; flashes across separate transitions (present/dismiss loops) are not added up.
            """,
        severity: .error,
        references: [
            .wcag("2.3.1", "Three Flashes or Below Threshold", level: "A"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("maximumFlashesPerSecond", .number(3),
                          summary: "Most general flashes allowed in any one-second period",
                          source: "WCAG 2.2 SC 2.3.1", range: ParameterRange(0...1_000)),
        ],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        let maximum = context.parameters.number("maximumFlashesPerSecond", default: 3)
        let threshold = "≤ \(MotionNumber.trimmed(maximum)) flashes in any 1 s"
        guard transition.knows(.tracks) else {
            return [.cantTell(transition.id, "the animation tracks of \(transition.id) were not captured",
                              threshold: threshold)]
        }
        let fading = transition.tracks.filter { $0.property == .opacity && $0.animates }
        return context.groupedByTarget(fading).map { target, tracks in
            guard let timeline = OpacityTimeline(tracks) else {
                return .cantTell(target.id, in: target.snapshotID, "the opacity curves of \(target.id) cannot be analysed",
                                 threshold: threshold)
            }
            if let colors = colors(of: target, in: context) {
                let flashes = timeline.flashes(paint: colors.paint, over: colors.backdrop, opacityFactor: colors.factor)
                let measured = rate(flashes)
                return .check(flashes.maxFlashesInAnySecond <= maximum, target.id, in: target.snapshotID,
                              failure: "\(target.id) flashes \(times(flashes)) in a second over \(colors.backdrop)",
                              measured: measured, threshold: threshold)
            }
            let worst = timeline.worstCase
            guard worst.maxFlashesInAnySecond > maximum else {
                return .passed(target.id, in: target.snapshotID, measured: "\(rate(worst)) at worst (colours not captured)",
                               threshold: threshold)
            }
            return .cantTell(target.id, in: target.snapshotID,
                             "\(target.id) could flash \(times(worst)) in a second; its colour or the colour behind it was not captured",
                             measured: "\(rate(worst)) at worst", threshold: threshold)
        }
    }

    /// `4.5 times`.
    private func times(_ flashes: FlashAnalysis) -> String {
        "\(MotionNumber.trimmed(flashes.maxFlashesInAnySecond, 1)) times"
    }

    /// `4.5 flashes in 1 s`.
    private func rate(_ flashes: FlashAnalysis) -> String {
        "\(MotionNumber.trimmed(flashes.maxFlashesInAnySecond, 1)) flashes in 1 s"
    }

    /// The node's own colour, the colour behind it and its ancestors' opacity, when captured.
    private func colors(of target: TrackTarget, in context: TransitionContext)
        -> (paint: Color, backdrop: Color, factor: Double)? {
        guard let snapshotID = target.snapshotID,
              let index = context.to?.id == snapshotID ? context.to : context.from,
              index.snapshot.knows(.colors), let visited = index.node(target.id),
              let paint = visited.node.background ?? visited.node.foreground,
              let backdrop = Backdrop.color(behind: visited, in: index) else { return nil }
        let own = visited.node.opacity
        let factor = own > 0 ? visited.effectiveOpacity / own : 1
        return (paint, backdrop, factor)
    }
}
