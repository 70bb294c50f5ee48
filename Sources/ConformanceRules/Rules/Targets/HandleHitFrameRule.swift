import A11yModel

/// TGT-05: a handle people operate needs a touch area padded well beyond its pill, inside its sheet.
struct HandleHitFrameRule: NodeRule {
    let metadata = RuleDescription(
        id: "handle-hit-frame",
        pack: TargetsPack.id,
        title: "Handle hit frame",
        summary: """
            A sheet handle is drawn as a tiny pill (36×5, 32×4, 52×4 pt), so a handle that can be \
            tapped or dragged needs a hit frame padded to the profile's target size — 24 under \
            wcag22-aa, 44 under apple-hig and strict, 48 under material, as Material's drag handle \
            does — and that frame must stay inside the sheet: a frame reaching above the sheet's top \
            made UIKit change detent under VoiceOver. The pill alone never suffices. Judges handles \
            that are interactive or carry a gesture, exposed to assistive technology or not. Known \
            limit: when the whole card drags (MorphModalKit) the handle is decoration and this rule \
            does not apply; a covered card's handle is judged when that card is in front.
            """,
        severity: .warning,
        references: [
            RuleReference(.material, "BottomSheetDragHandleView: minimum 48×48 dp",
                          url: "https://github.com/material-components/material-components-android/blob/master/docs/components/BottomSheet.md"),
            RuleReference(.apple, "HIG Accessibility: control sizes",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
            .wcag("2.5.8", "Target Size (Minimum)", level: "AA"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("minimumSize", .number(24), summary: "Smallest width and height of the handle's touch area",
                          source: "WCAG 2.2 SC 2.5.8 (24); HIG Accessibility (44 pt); Material drag handle (48 dp); SC 2.5.5 (44, strict)",
                          profiles: [.appleHIG: .number(44), .material: .number(48), .strict: .number(44)], range: .points),
        ],
        examples: [
            .snapshot("the morphing sheet's handle button, a 36×5 pill padded to 96×44 inside the sheet", .passed,
                      profile: .appleHIG) {
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 422, width: 393, height: 430), sheet: SheetFacts(), children: [
                    Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber",
                         frame: Rect(x: 178, y: 428, width: 36, height: 5), hitFrame: Rect(x: 148, y: 422, width: 96, height: 44)),
                ])
            },
            .snapshot("a handle button that is only its 36×5 pill", .failed, targets: ["handle"]) {
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 422, width: 393, height: 430), sheet: SheetFacts(), children: [
                    Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber",
                         frame: Rect(x: 178, y: 428, width: 36, height: 5)),
                ])
            },
            .snapshot("a padded hit frame that reaches above the sheet's top", .failed, targets: ["handle"]) {
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 422, width: 393, height: 430), sheet: SheetFacts(), children: [
                    Node(id: "handle", role: .adjustable, part: .handle, label: "Sheet grabber",
                         frame: Rect(x: 178, y: 428, width: 36, height: 5), hitFrame: Rect(x: 148, y: 408, width: 96, height: 44)),
                ])
            },
            .snapshot("under material, a drag-only handle padded to 44 dp", .failed, targets: ["handle"],
                      environment: Environment(platform: .android), profile: .material) {
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 422, width: 393, height: 430), sheet: SheetFacts(), children: [
                    Node(id: "handle", part: .handle, gestures: [Gesture(.drag, tracksFinger: true)],
                         frame: Rect(x: 180, y: 430, width: 32, height: 4), hitFrame: Rect(x: 174, y: 422, width: 44, height: 44)),
                ])
            },
            .snapshot("MorphModalKit's decorative 52×4 handle: the whole card drags", .inapplicable) {
                Node(id: "card", part: .card, gestures: [Gesture(.drag, tracksFinger: true)],
                     frame: Rect(x: 10, y: 494, width: 373, height: 324), sheet: SheetFacts(), children: [
                        Node(id: "handle", part: .handle, frame: Rect(x: 170, y: 502, width: 52, height: 4),
                             background: Color(hex: "#F2F2F7")),
                     ])
            },
            .snapshot("a covered card's grabber, judged when that card is in front", .inapplicable) {
                Node(id: "window", children: [
                    Node(id: "card-1", part: .card, frame: Rect(x: 19, y: 474, width: 354, height: 308), isHidden: true,
                         sheet: SheetFacts(stackDepth: 1), children: [
                            Node(id: "card-1-grabber", role: .button, part: .handle, label: "Card grabber",
                                 frame: Rect(x: 172, y: 481, width: 49, height: 4), hitFrame: Rect(x: 155, y: 474, width: 84, height: 42)),
                         ]),
                    Node(id: "card-2", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324), sheet: SheetFacts()),
                ])
            },
            .scenario("a capture without hit frames shows only the pill", .cantTell, targets: ["handle"]) {
                Scenario(id: "example", snapshots: [
                    Snapshot(id: "example", state: "example", unknown: [.hitFrame], root:
                        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 422, width: 393, height: 430), sheet: SheetFacts(), children: [
                            Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber",
                                 frame: Rect(x: 178, y: 428, width: 36, height: 5)),
                        ])),
                ])
            },
            .snapshot("a padded handle in a sheet whose frame was not captured", .cantTell, targets: ["handle"]) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
                    Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber",
                         frame: Rect(x: 178, y: 428, width: 36, height: 5), hitFrame: Rect(x: 148, y: 422, width: 96, height: 44)),
                ])
            },
        ]
    )

    let interest = NodeInterest.parts(.handle)

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.effectiveOpacity > 0, visited.node.isInteractive || !visited.node.gestures.isEmpty else { return nil }
        // A covered card's handle is judged in the states where that card is in front.
        let sheet = context.index.enclosingSheet(of: visited)
        guard (sheet?.node.sheet?.stackDepth ?? 0) == 0 else { return nil }
        let minimum = context.parameters.number("minimumSize", default: 24)
        let unit = TargetGeometry.unit(for: context.environment.platform)
        let threshold = TargetGeometry.square(minimum, unit: unit) + ", inside the sheet"
        guard let touch = visited.node.touchFrame else {
            return .cantTell(visited.node.id, "the frame of \(visited.node.id) was not captured", threshold: threshold)
        }
        let measured = TargetGeometry.size(touch, unit: unit)
        if !TargetGeometry.meets(touch, minimum: minimum) {
            if visited.node.hitFrame == nil && !context.snapshot.knows(.hitFrame) {
                return .cantTell(visited.node.id, "\(visited.node.id) is drawn \(measured) but its touch area was not captured",
                                 measured: measured, threshold: threshold)
            }
            let pillOnly = visited.node.hitFrame == nil || visited.node.hitFrame == visited.node.frame
            return .failed(visited.node.id, pillOnly ? "\(visited.node.id)'s touch area is only its \(measured) pill"
                                             : "\(visited.node.id)'s touch area is too small",
                           measured: measured, threshold: threshold)
        }
        guard let sheet else { return .passed(visited.node.id, measured: measured, threshold: threshold) }
        let sheetID = sheet.node.id
        guard let bounds = sheet.node.frame else {
            return .cantTell(visited.node.id, "whether \(visited.node.id)'s touch area stays inside \(sheetID) is unknown: the sheet's frame was not captured",
                             measured: measured, threshold: threshold)
        }
        let overflow = Self.overflow(of: touch, outside: bounds, unit: unit)
        guard overflow.isEmpty else {
            return .failed(visited.node.id, "\(visited.node.id)'s touch area reaches \(overflow.joined(separator: ", ")) \(sheetID)",
                           measured: measured, threshold: threshold)
        }
        return .passed(visited.node.id, measured: measured, threshold: threshold)
    }

    /// `6 pt above` and the like, for each side where `rect` leaves `bounds`.
    static func overflow(of rect: Rect, outside bounds: Rect, unit: String) -> [String] {
        let sides: [(Double, String)] = [
            (bounds.minY - rect.minY, "above"), (rect.maxY - bounds.maxY, "below"),
            (bounds.minX - rect.minX, "left of"), (rect.maxX - bounds.maxX, "right of"),
        ]
        return sides.filter { $0.0 > TargetGeometry.tolerance }.map { "\(TargetGeometry.length($0.0)) \(unit) \($0.1)" }
    }
}
