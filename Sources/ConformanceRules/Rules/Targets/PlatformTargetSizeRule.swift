import A11yModel

/// TGT-02/03/04: the platform's recommended target size (and Android's spacing), per profile.
struct PlatformTargetSizeRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "platform-target-size",
        pack: TargetsPack.id,
        title: "Platform target size",
        summary: """
            WCAG's 24-point floor is a legal minimum, not a comfortable size: Apple's default control is \
            44×44 pt and Android asks for 48×48 dp targets 8 dp apart, and WCAG 2.5.5 (AAA) asks for \
            44×44. This rule holds every exposed, visible pointer target to the platform's size as a \
            warning — under wcag22-aa the snapshot's own platform decides, 48 dp on Android and 44 pt \
            on iOS; apple-hig asks 44, material 48 dp with 8 dp spacing, strict 44, and a \
            configuration can set any size. WCAG 2.5.8 itself is wcag-target-minimum. Targets are those \
            wcag-target-minimum judges: one inside another covering half of it, a field inside the box \
            that focuses it, or one inside a target that says nothing and is padding around it (a \
            sheet's close strip around its close icon), is judged with the outer one; a silent wrapper around targets, a \
            disabled control, an Android element scrolled wholly out of the view that scrolls it \
            and an element wholly outside the screen are no targets; an element of a web page an \
            Android WebView shows needs review (the page's layout, which Android's test framework \
            leaves to a check of the page), as \
            does an Android text that is clickable and long-clickable both (selectable, or holding links: \
            no control, unless the app gave it an action, which no capture shows), but for one whose \
            parent or a sibling other than a text bears both too (a chip's caption: the app set them) \
            and one of texts side by side bearing both, one of them selected (a row of tabs). \
            Read at an assumed \
            density (an Android dump imported without --density), a target that would pass on a display \
            set to its smallest size (0.85 × the density) needs review; Android bounds are whole \
            pixels, so a size within one pixel of the platform's passes. On Android, as its Accessibility \
            Test Framework holds, a target against the screen's left or right side needs only 32 dp of \
            width, and one against its top or bottom 32 dp of height (a finger reaching past the edge \
            still lands on it; a configured size scales the 32). An Android target cut by a scroll \
            view's or the screen's edge needs review too, unless the same control shown whole tells its size: \
            in the whole rows beside it (the same place in each row), among the chips of its flow (its \
            siblings of the same kind, up to one of another kind: two whole ones within a pixel of one \
            height), or in other items of its list (two, as wide, at the same place, in rows as wide). It \
            passes when they meet the size, and fails with them when three or more are short alike (chips \
            only when some stand side by side: stacked rows may each be as tall as their content), or it falls short a way the edge does not cut (a 30 dp wide icon on a row \
            cut at its bottom: an edge hides only what lies beyond it); a scroll view that scrolls one way only (its scroll action named horizontal \
            or vertical, as a HorizontalScrollView's is) cuts only that way, and so does one holding a \
            single row of items side by side, each as tall as it (a RecyclerView of filter chips). Known limits: no \
            spacing exception applies; Apple's 44 pt is a default, not a requirement, so compact \
            toolbars may warn by design; nested targets are not held to the spacing.
            """,
        severity: .warning,
        references: [
            RuleReference(.apple, "HIG Accessibility: default control size 44×44 pt",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
            RuleReference(.material, "Android accessibility: touch targets 48×48 dp, 8 dp apart",
                          url: "https://support.google.com/accessibility/android/answer/7101858"),
            .wcag("2.5.5", "Target Size (Enhanced)", level: "AAA"),
            RuleReference(.material, "Accessibility Test Framework's TouchTargetSizeCheck: 32 dp against the screen's edges",
                          url: "https://github.com/google/Accessibility-Test-Framework-for-Android"),
        ],
        scope: .snapshot,
        parameters: [
            RuleParameter("minimumSize", .number(0),
                          summary: "Smallest width and height of a target's touch area; 0 follows the snapshot's platform: 48 dp on Android, 44 pt on iOS",
                          source: "HIG Accessibility (44×44 pt, apple-hig and strict); Android/Material (48×48 dp, material); WCAG 2.2 SC 2.5.5 (44, strict)",
                          profiles: [.appleHIG: .number(44), .material: .number(48), .strict: .number(44)], range: .points),
            RuleParameter("minimumSpacing", .number(0), summary: "Smallest gap between two targets (0: not checked)",
                          source: "Android accessibility: targets separated by 8 dp", profiles: [.material: .number(8)], range: .points),
        ],
        examples: Self.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let minimum = Self.minimumSize(context)
        let spacing = context.parameters.number("minimumSpacing", default: 0)
        let unit = TargetGeometry.unit(for: context.environment.platform)
        let threshold = TargetGeometry.square(minimum, unit: unit)
            + (spacing > 0 ? ", \(TargetGeometry.length(spacing)) \(unit) apart" : "")
        let index = context.index
        let targets = TargetLayout.judgedWhole(TouchTargets.targets(in: index), in: index)
        let hitFramesKnown = context.snapshot.knows(.hitFrame)
        let latitude = DensityLatitude(context)
        // A platform's recommended size is met within a pixel; WCAG's floor is held exactly.
        let pixel = TargetGeometry.pixel(in: context.environment)
        let edges = ScreenEdgeAllowance(context.environment)
        let grid = spacing > 0 ? RectGrid(targets.enumerated().compactMap { position, target in
            target.node.touchFrame.map { ($0, position) }
        }) : nil
        return targets.map { target in
            let id = target.node.id
            guard let frame = target.node.touchFrame else {
                return .cantTell(id, "the frame of \(id) was not captured", threshold: threshold)
            }
            // Made only for what is reported: an audit counts passes, and most targets pass.
            var measured: String { TargetGeometry.size(frame, unit: unit) }
            let needed = edges?.required(for: frame, minimum: minimum) ?? (width: minimum, height: minimum)
            func meets(_ rect: Rect, width: Double, height: Double) -> Bool {
                rect.width >= width - TargetGeometry.tolerance && rect.height >= height - TargetGeometry.tolerance
            }
            let bigEnough = meets(frame, width: needed.width - pixel, height: needed.height - pixel)
            if !bigEnough && !hitFramesKnown && target.node.hitFrame == nil {
                return .cantTell(id, "\(id) is drawn \(measured) but its touch area was not captured",
                                 measured: measured, threshold: threshold)
            }
            var shownByTwins = false
            // The size it has beyond the edge that cuts it, as the same control shown whole has.
            var judged = frame
            var wholeBeside = ""
            let shortOf = (width: needed.width - pixel, height: needed.height - pixel)
            if !bigEnough && TouchTargets.mayBeClippedEveryWayShort(target, frame: frame, needed: shortOf, in: context) {
                switch CutTargetEvidence.of(target, frame: frame, needed: shortOf, minimum: minimum, in: context) {
                case .meets:
                    // The same control in the whole rows beside it meets the size: the edge cut it.
                    shownByTwins = true
                case .fallsShort(let whole):
                    judged = whole
                    wholeBeside = abs(whole.width - frame.width) <= pixel && abs(whole.height - frame.height) <= pixel
                        ? " (the same controls beside it are no larger whole)"
                        : " as the same controls beside it show whole (an edge cuts this one to \(measured))"
                case nil:
                    return .cantTell(id, "\(id) shows \(measured), but \(TouchTargets.mayBeCutReason)",
                                     measured: measured, threshold: threshold)
                }
            }
            let allowance = edges?.explain(for: frame, minimum: minimum, unit: unit).map { " (\($0))" } ?? ""
            // Judged though cut one way: it falls short another way, which no edge cuts.
            let cutOtherWay = !bigEnough && !shownByTwins && wholeBeside.isEmpty
                && TouchTargets.mayBeClipped(target, frame: frame, minimum: minimum, in: context)
                ? "; an edge may cut it, but not the way it falls short" : ""
            var problems: [String] = bigEnough || shownByTwins ? []
                : ["its touch area is \(TargetGeometry.size(judged, unit: unit))\(wholeBeside)\(allowance)\(cutOtherWay)"]
            // Whether every problem would go at the lowest density the device may have.
            var goneAtLowestDensity = latitude.map {
                bigEnough || shownByTwins || meets(judged, width: $0.loosened(needed.width), height: $0.loosened(needed.height))
            } ?? false
            if let grid {
                switch nearestNeighbour(of: target, frame: frame, among: targets, grid: grid, within: spacing, in: index) {
                case .crowded:
                    return .cantTell(id, "more than \(RectGrid.crowdLimit) targets lie around \(id), so its spacing was not judged",
                                     measured: measured, threshold: threshold)
                case .target(let other, let gap) where gap < spacing - TargetGeometry.tolerance:
                    problems.append("it is \(TargetGeometry.length(gap)) \(unit) from \(other)")
                    if let latitude, gap < latitude.loosened(spacing) - TargetGeometry.tolerance { goneAtLowestDensity = false }
                case .target, .none:
                    break
                }
            }
            guard !problems.isEmpty else { return context.passed(id, measured: measured, threshold: threshold) }
            if TargetExemptions.isWebContent(target, in: index) {
                return .cantTell(id, "\(id) is below the platform's target size (\(problems.joined(separator: " and "))), but \(TargetExemptions.webContentReason)",
                                 measured: measured, threshold: threshold)
            }
            if TargetExemptions.isSelectableText(target, in: index) {
                return .cantTell(id, "\(id) is below the platform's target size (\(problems.joined(separator: " and "))), but \(TargetExemptions.selectableTextReason)",
                                 measured: measured, threshold: threshold)
            }
            if let latitude, goneAtLowestDensity {
                return .cantTell(id, "\(id) is below the platform's target size: \(problems.joined(separator: " and ")) "
                                 + latitude.explain(atLowest: latitude.grownSize(judged, unit: unit)), measured: measured, threshold: threshold)
            }
            return .failed(id, "\(id) is below the platform's target size: \(problems.joined(separator: " and "))",
                           measured: measured, threshold: threshold)
        }
    }

    /// The configured size, or the platform's when it is 0: 48 dp on Android (Material), 44 pt
    /// elsewhere (HIG).
    static func minimumSize(_ context: SnapshotContext) -> Double {
        let configured = context.parameters.number("minimumSize", default: 0)
        guard configured <= 0 else { return configured }
        return context.environment.platform == .android ? 48 : 44
    }

    /// The target nearest to another, or why there is none to name.
    private enum Nearest {
        case none
        /// More targets lie around it than the grid searches (`RectGrid.crowdLimit`).
        case crowded
        case target(id: String, gap: Double)
    }

    /// The closest other target that is not nested in this one or around it, among those less
    /// than `spacing` away: the only ones that matter, and the only ones the grid is asked for.
    private func nearestNeighbour(of target: VisitedNode, frame: Rect, among targets: [VisitedNode], grid: RectGrid,
                                  within spacing: Double, in index: SnapshotIndex) -> Nearest {
        let reach = Rect(x: frame.minX - spacing, y: frame.minY - spacing, width: frame.width + 2 * spacing,
                         height: frame.height + 2 * spacing)
        guard let nearby = grid.candidates(meeting: reach) else { return .crowded }
        let nearest = nearby.compactMap { position -> (id: String, gap: Double)? in
            let other = targets[position]
            guard other.order != target.order, let otherFrame = other.node.touchFrame,
                  !index.isDescendant(other, of: target), !index.isDescendant(target, of: other)
            else { return nil }
            return (other.node.id, TargetGeometry.gap(frame, otherFrame))
        }.min { $0.gap < $1.gap }
        return nearest.map { .target(id: $0.id, gap: $0.gap) } ?? .none
    }
}
