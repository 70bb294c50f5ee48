import A11yModel

/// TGT-02's hard floor: under apple-hig, a target below Apple's 28×28 pt minimum is an error.
struct TargetSizeFloorRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "target-size-floor",
        pack: TargetsPack.id,
        title: "Target size hard floor",
        summary: """
            Apple's HIG gives 44×44 pt as the default control size and 28×28 pt as the minimum. \
            platform-target-size warns below the default; this rule makes a target below the minimum \
            an error, because a severity belongs to a rule rather than to a threshold. Only the \
            apple-hig profile sets a floor; under every other profile the floor is 0 and the rule does \
            not apply (wcag-target-minimum carries WCAG's own floor). Known limits: as for \
            platform-target-size, no spacing exception and no way to see an equivalent larger control.
            """,
        severity: .error,
        references: [
            RuleReference(.apple, "HIG Accessibility: minimum control size 28×28 pt",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
        ],
        scope: .snapshot,
        parameters: [
            RuleParameter("floorSize", .number(0), summary: "Width and height below which a target is an error (0: off)",
                          source: "HIG Accessibility (iOS/iPadOS minimum control size 28×28 pt)",
                          profiles: [.appleHIG: .number(28)], range: .points),
        ],
        examples: [
            .snapshot("under apple-hig, a 28 pt button", .passed, profile: .appleHIG) {
                Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                    Node(id: "info", role: .button, label: "About this plan", frame: Rect(x: 16, y: 500, width: 28, height: 28)),
                ])
            },
            .snapshot("under apple-hig, a 22 pt tall BACK button", .failed, targets: ["back"], profile: .appleHIG) {
                Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                    Node(id: "back", role: .button, label: "BACK", frame: Rect(x: 20, y: 790, width: 52, height: 22)),
                ])
            },
            .snapshot("under wcag22-aa there is no floor beyond WCAG's", .inapplicable) {
                Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                    Node(id: "back", role: .button, label: "BACK", frame: Rect(x: 20, y: 790, width: 52, height: 22)),
                ])
            },
            .snapshot("under apple-hig, a button whose frame was not captured", .cantTell, targets: ["close"], profile: .appleHIG) {
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "close", role: .button, part: .closeButton, label: "Close"),
                ])
            },
        ]
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let floor = context.parameters.number("floorSize", default: 0)
        guard floor > 0 else { return [] }
        let unit = TargetGeometry.unit(for: context.environment.platform)
        let threshold = TargetGeometry.square(floor, unit: unit)
        let hitFramesKnown = context.snapshot.knows(.hitFrame)
        return TouchTargets.targets(in: context.index).map { target in
            let id = target.node.id
            guard let frame = target.node.touchFrame else {
                return .cantTell(id, "the frame of \(id) was not captured", threshold: threshold)
            }
            let measured = TargetGeometry.size(frame, unit: unit)
            if TargetGeometry.meets(frame, minimum: floor) { return .passed(id, measured: measured, threshold: threshold) }
            if !hitFramesKnown && target.node.hitFrame == nil {
                return .cantTell(id, "\(id) is drawn \(measured) but its touch area was not captured",
                                 measured: measured, threshold: threshold)
            }
            if TouchTargets.mayBeClipped(target, frame: frame, minimum: floor, in: context) {
                return .cantTell(id, "\(id) shows \(measured), but \(TouchTargets.mayBeCutReason)",
                                 measured: measured, threshold: threshold)
            }
            return .failed(id, "\(id)'s touch area is below the hard minimum", measured: measured, threshold: threshold)
        }
    }
}
