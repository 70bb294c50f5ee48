import A11yModel

/// TGT-01: WCAG 2.5.8's floor for pointer targets, with its spacing exception.
struct WCAGTargetMinimumRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "wcag-target-minimum",
        pack: TargetsPack.id,
        title: "Target size (minimum)",
        summary: """
            Small targets are missed by people with tremor or limited dexterity, so WCAG 2.5.8 asks for \
            a touch area of at least 24×24 (CSS px, read as pt/dp through WCAG2ICT) for every exposed, \
            visible element a finger operates. An undersized target still passes when a 24-diameter \
            circle centred on it meets no other target and no other undersized target's circle. \
            Known limits: the Equivalent, Inline and Essential exceptions cannot be seen in the model \
            (suppress with a reason); targets under a scrim or a later card are skipped as untappable; \
            targets whose frame was not captured, or whose hit frame may be padded beyond an undersized \
            frame, need review.
            """,
        severity: .error,
        references: [
            .wcag("2.5.8", "Target Size (Minimum)", level: "AA"),
            RuleReference(.wcag, "WCAG2ICT: CSS pixels as platform points/dp",
                          url: "https://www.w3.org/TR/wcag2ict-22/"),
        ],
        scope: .snapshot,
        parameters: [
            RuleParameter("minimumSize", .number(24), summary: "Smallest width and height of a target's touch area",
                          source: "WCAG 2.2 SC 2.5.8 through WCAG2ICT (CSS px as pt/dp)"),
            RuleParameter("spacingDiameter", .number(24),
                          summary: "Diameter of the circle on an undersized target that must meet no other target or circle",
                          source: "WCAG 2.2 SC 2.5.8, Spacing exception"),
        ],
        examples: Self.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let minimum = context.parameters.number("minimumSize", default: 24)
        let diameter = context.parameters.number("spacingDiameter", default: 24)
        let unit = TargetGeometry.unit(for: context.environment.platform)
        let threshold = TargetGeometry.square(minimum, unit: unit)
        let targets = TouchTargets.targets(in: context.index)
        let framed = targets.compactMap { target in
            target.node.touchFrame.map { (id: target.node.id, frame: $0, isUndersized: !TargetGeometry.meets($0, minimum: minimum)) }
        }
        let grid = SpatialGrid(framed.map(\.frame), cell: max(diameter, 1))
        let hitFramesKnown = context.snapshot.knows(.hitFrame)
        return targets.map { target in
            let id = target.node.id
            guard let frame = target.node.touchFrame else {
                return .cantTell(id, "the frame of \(id) was not captured", threshold: threshold)
            }
            let measured = TargetGeometry.size(frame, unit: unit)
            if TargetGeometry.meets(frame, minimum: minimum) {
                return .passed(id, measured: measured, threshold: threshold)
            }
            if !hitFramesKnown && target.node.hitFrame == nil {
                return .cantTell(id, "\(id) is drawn \(measured) but its touch area was not captured",
                                 measured: measured, threshold: threshold)
            }
            let conflicts = TargetGeometry.spacingConflicts(of: frame, among: framed, grid: grid, excluding: id, diameter: diameter)
            guard conflicts.isEmpty else {
                return .failed(id, "\(id) is \(measured) and too close to \(conflicts.joined(separator: ", ")) for the spacing exception",
                               measured: measured, threshold: threshold)
            }
            guard framed.count == targets.count else {
                return .cantTell(id, "\(id) is \(measured); its spacing cannot be judged while other targets have no frame",
                                 measured: measured, threshold: threshold)
            }
            return .passed(id, measured: "\(measured), spaced", threshold: threshold)
        }
    }
}
