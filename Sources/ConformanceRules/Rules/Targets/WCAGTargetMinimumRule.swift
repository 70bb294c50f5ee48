import A11yModel

/// TGT-01: WCAG 2.5.8's floor for pointer targets, with its spacing exception.
struct WCAGTargetMinimumRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "wcag-target-minimum",
        pack: TargetsPack.id,
        title: "Target size (minimum)",
        summary: """
            Small targets are missed by people with tremor or limited dexterity, so WCAG 2.5.8 asks for \
            a target of at least 24×24 (CSS px, read as pt/dp through WCAG2ICT) for every visible \
            element a finger operates, hidden from assistive technology or not. A target is the region \
            that accepts the pointer: where a target drawn later covers part of another's touch area \
            from outside it, that part is the top one's (a target inside another does not cut it into \
            a ring around its label), and the one beneath passes when a 24×24 square still fits in \
            what it keeps; a target inside another covering at least half of it (a selector padded \
            around its photo, a tile around its button) is one target with it, judged by the outer \
            frame whole, not by the ring it leaves (nested-controls reports the nesting), as is a text \
            field with the box around it that focuses it (a box holding no other field), a label made \
            clickable inside the control it names, and the one line of text (drawn under 24 tall, where \
            a button pads its text to more) made clickable inside a target with no name of its own that \
            holds nothing else to tap (a bill row's title) or inside one whose name says it (a count \
            under the comment button named "… 165.6K comments"), and a target inside one that says \
            nothing, holds nothing else and is padding around it (a sheet's close strip around its \
            close icon; nested-controls reports the second stop), while a small \
            target inside a larger one (a row's reply button) is a target of its own; a target with no \
            name of its own whose targets inside cover half of it or more (a footer made clickable \
            around its buttons) is no target itself, its gutters aimed at by nobody, nor is a disabled \
            control, which takes no pointer input; a sheet drawn later takes the touches within its frame, so a scrim under \
            it is a target only where it shows. An undersized target still passes when a 24-diameter circle centred on the \
            bounding box of its region meets no other target and no other undersized target's circle; \
            a target with no name of its own over three quarters of the screen or more, holding three \
            targets or more (a Flutter page's tap that hides the keyboard), is the page, no neighbour of \
            the targets it holds (a label of several lines is the page's content, its texts gathered a \
            line each, not a name of its own); an empty view with no label over 40 % of the screen or \
            more (a search panel's shade drawn behind its toolbar) is the backdrop of the targets \
            drawn over it within its frame, no neighbour of theirs either; and a target an edge may cut that is spaced as shown passes when no target lies past \
            that edge, where the part cut off is. \
            Sizes and distances are compared as given: axe-core accepts 23.95 as 24 and rounds spacing \
            to a tenth, this rule keeps WCAG's 24 (docs/axe-agreement.md). On Android a view's bounds are its touch area unless a touch \
            delegate is recorded, as Android's Accessibility Test Framework assumes, so Android \
            targets are judged from their bounds; iOS hit areas can exceed the frame, so an \
            undersized iOS target needs review unless its hit frame was captured, or it is spaced as \
            drawn from every other target (a larger touch area could only help it). An element of a web page \
            an Android WebView shows that would fail needs review: a link in a sentence is exempt \
            (Inline), which a dump cannot show, and the page itself is the place to check it. Pixel bounds read at an \
            assumed density (an Android dump imported without --density) may be up to 1/0.85 times \
            larger on a device set to its smallest display size: a target that would pass there needs \
            review, and only one that fails there too fails. A link Android reports as a span of the text \
            around it (an element inside a text that holds its name) is exempt (Inline). A marker on a \
            map (inside the view the Google Maps SDK describes "Google Map" in the device's language) needs review: its place \
            conveys where it is, which the Essential exception covers. A target that fails only by the \
            part targets listed after it take needs review where the capture does not record which is on \
            top (Android draws a raised view, by its elevation, over views listed after it: an app bar \
            over the list scrolling under it; and a layer over it may be passing, a snackbar or a page \
            mid-swipe), but for a row of a list scrolled under a bar fixed over that list (the covering \
            targets in a layer listed after the list, outside it, at least 90 % as wide, at most 30 % as \
            tall, at its top or bottom edge and scrolling nothing itself: a bottom navigation), or under \
            a button floating over the list (at most half its width) with more of the list after \
            the row, which shows whole once scrolled and passes, whether or not the capture records \
            which is on top; the list's last row under a floating button may stay covered at its end. An unnamed arrow (its id says arrow, chevron, right, forward or disclosure) \
            inside a target that meets the size needs review: a row's arrow usually does what its row \
            does, which the Equivalent exception covers, but the capture cannot show it; an unnamed \
            icon not called so (a card's favourite heart) does something of its own and fails, but one \
            clickable and long-clickable as the target around it and every part of it are (a chip's \
            icon beside its caption, or the caption itself where it is the only label of a chip \
            with none of its own) needs review too; so does a text Android made selectable or gave \
            links (clickable and long-clickable both, as a movement method makes it), no control \
            unless the app gave it an action; not one whose parent or a sibling other than a text bears \
            both too (the app set them), nor one of texts side by side bearing both, one selected (tabs). A target beside one that meets the size (within half of it) and \
            says the same passes (Equivalent): named alike, or named by its name with only words \
            saying it opens that profile (the author "Nur Rahman" beside the avatar "View Nur \
            Rahman's profile"); a name that is only part of the other's ("Share" beside "Share to \
            story") says nothing of the action. A scroll bar \
            beside the list it scrolls (so named by its id) is exempt (Equivalent: dragging the list does \
            it), as is a view set in the text listed before it, inside its frame, where the text holds \
            U+FFFC (React Native's inline view; Inline), whole or cut by its list's edge. An Android element wholly outside the view that \
            scrolls it (Compose reports a scrolling column's children where they lie) is scrolled out of \
            sight and not judged, as is an element wholly outside the screen (an iOS page source gives \
            whole frames, so a list's rows below the fold lie past its bottom). Known limits: the Equivalent exception beyond these, the Inline one \
            beyond spans of a text, and the Essential one beyond map markers, cannot be seen in the model \
            (suppress with a reason); a target over which so many targets lie (more than 32) that its \
            own part is not worked out passes when a 24×24 square of it lies under none of them (a map \
            under its results), and a scrim so covered (a barrier holding its dialog) passes, spanning \
            the screen around its sheet; targets under a scrim or a later \
            card are skipped as untappable; targets whose frame was not captured, or whose hit frame \
            may be padded beyond an undersized frame, need review, as do Android targets whose \
            visible bounds touch a scroll view's or the screen's edge, or a list's edge where the \
            row is smaller than another of its rows (dumps give the visible part only), unless the same control shown whole meets the size: in the whole rows beside it (same place in \
            rows of the same width, same role and width), among two or more whole chips of its flow, or in \
            two or more other items of its list, as platform-target-size finds them: a list repeats its rows, \
            so that is its size.
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
                          source: "WCAG 2.2 SC 2.5.8 through WCAG2ICT (CSS px as pt/dp)", range: .points),
            RuleParameter("spacingDiameter", .number(24),
                          summary: "Diameter of the circle on an undersized target that must meet no other target or circle",
                          source: "WCAG 2.2 SC 2.5.8, Spacing exception", range: .points),
        ],
        examples: Self.examples
    )

    /// Why a target small only by what is listed after it is not known to be small.
    static let stackingUnknown = "the capture does not record which is on top (Android draws a raised view over views listed after it; "
        + "a layer over it may be passing, as a snackbar or a page mid-swipe)"

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let minimum = context.parameters.number("minimumSize", default: 24)
        let diameter = context.parameters.number("spacingDiameter", default: 24)
        let unit = TargetGeometry.unit(for: context.environment.platform)
        let threshold = TargetGeometry.square(minimum, unit: unit)
        let layout = TargetLayout(context.index, freeSquareSide: minimum)
        let hitFramesKnown = context.snapshot.knows(.hitFrame)
        let latitude = DensityLatitude(context)
        let inlineTexts = InlineTextHosts(context.index)
        let names = SpokenNames(context.index)
        let longPresses = LongPressAreas(context.index)
        return layout.targets.map { target in
            let id = target.id
            guard target.visited.node.touchFrame != nil else {
                return .cantTell(id, "the frame of \(id) was not captured", threshold: threshold)
            }
            guard let region = target.region, let piece = region.measuredPiece(minimum: minimum) else {
                // A scrim spans the screen around its sheet, however many targets lie over it.
                if target.visited.node.part == .scrim, let frame = target.visited.node.touchFrame, TargetGeometry.meets(frame, minimum: 2 * minimum) {
                    return context.passed(id, measured: "a scrim around its sheet", threshold: threshold)
                }
                if let square = target.freeSquare {
                    return context.passed(id, measured: "a \(TargetGeometry.square(minimum, unit: unit)) square of it at \(TargetGeometry.length(square.minX)), "
                                          + "\(TargetGeometry.length(square.minY)) under no other target", threshold: threshold)
                }
                return .cantTell(id, "so many targets overlap \(id) that the part it owns was not worked out", threshold: threshold)
            }
            if TargetGeometry.meets(piece, minimum: minimum) {
                return context.passed(id, measured: TargetGeometry.size(piece, unit: unit), threshold: threshold)
            }
            let measured = TargetGeometry.size(piece, unit: unit)
            let size = region.coveredBy.isEmpty ? "\(id) is \(measured)"
                : "the part of \(id) not under \(region.coveredBy.joined(separator: ", ")) is \(measured)"
            if !hitFramesKnown && target.visited.node.hitFrame == nil {
                // Spaced as drawn, it passes whatever its touch area: a larger one could only help.
                if region.coveredBy.isEmpty, layout.isFullyKnown,
                   layout.spacingConflicts(of: target, region: region, diameter: diameter, minimum: minimum)?.isEmpty == true {
                    return context.passed(id, measured: "\(measured) as drawn, spaced", threshold: threshold)
                }
                // What is measured is the part no other target covers, when one does.
                let drawn = region.coveredBy.isEmpty ? "\(id) is drawn \(measured)" : size
                return .cantTell(id, "\(drawn) but its touch area was not captured",
                                 measured: measured, threshold: threshold)
            }
            if let frame = target.visited.node.touchFrame, TouchTargets.mayBeClipped(target.visited, frame: frame, minimum: minimum, in: context) {
                if case .meets(let whole) = CutTargetEvidence.of(target.visited, frame: frame, needed: (minimum, minimum), minimum: minimum, in: context) {
                    return context.passed(id, measured: "\(measured) shown, cut by an edge; \(TargetGeometry.size(whole, unit: unit)) in the whole rows beside it",
                                          threshold: threshold)
                }
                if Self.isSpacedPastTheCut(target, region: region, frame: frame, layout: layout, longPresses: longPresses,
                                           diameter: diameter, minimum: minimum, in: context) {
                    return context.passed(id, measured: "\(measured) shown, cut by an edge, and spaced: no target lies beyond the edge",
                                          threshold: threshold)
                }
                // Inline exempts a view set in a text whatever its size, cut or whole.
                if TargetExemptions.isInlineInText(target.visited, among: inlineTexts) {
                    return context.passed(id, measured: "\(measured) shown, cut by an edge, a view set in the text around it (Inline)", threshold: threshold)
                }
                return .cantTell(id, "\(id) shows \(measured), but \(TouchTargets.mayBeCutReason)",
                                 measured: measured, threshold: threshold)
            }
            guard let conflicts = layout.spacingConflicts(of: target, region: region, diameter: diameter, minimum: minimum) else {
                return .cantTell(id, "\(size); more than \(RectGrid.crowdLimit) targets lie around it, so its spacing was not judged",
                                 measured: measured, threshold: threshold)
            }
            if !conflicts.isEmpty {
                let tooClose = "\(size) and too close to \(conflicts.map(\.id).joined(separator: ", "))"
                return Self.asideFromSpacing(target, region: region, piece: piece, tooClose: tooClose, layout: layout, latitude: latitude,
                                             inlineTexts: inlineTexts, names: names, in: context, minimum: minimum, diameter: diameter, threshold: threshold)
                    ?? .failed(id, "\(tooClose) for the spacing exception", measured: measured, threshold: threshold)
            }
            guard layout.isFullyKnown else {
                return .cantTell(id, "\(size); its spacing cannot be judged while other targets have no frame",
                                 measured: measured, threshold: threshold)
            }
            let page = layout.page(holding: target).map { "; \($0) around it is the page, no neighbour" } ?? ""
            return .passed(id, measured: "\(measured), spaced\(page)", threshold: threshold)
        }
    }

    /// Whether a target an edge may cut is spaced as shown, with no target beyond the edge: the
    /// part cut off can only grow it there or move its centre, and its circle, away from the
    /// targets on this side. Whole, it is at most `minimum` deep past the edge (else it meets the
    /// size), and its circle reaches half the diameter further. A view taking a long press that
    /// the circle meets (a list whose rows open menus) leaves it open.
    private static func isSpacedPastTheCut(_ target: TargetLayout.Target, region: TargetRegion, frame: Rect, layout: TargetLayout,
                                           longPresses: LongPressAreas, diameter: Double, minimum: Double, in context: SnapshotContext) -> Bool {
        guard layout.isFullyKnown, layout.spacingConflicts(of: target, region: region, diameter: diameter, minimum: minimum)?.isEmpty == true,
              let box = region.boundingBox else { return false }
        let circle = Rect(x: box.midX - diameter / 2, y: box.midY - diameter / 2, width: diameter, height: diameter)
        if longPresses.meets(circle, besides: target.visited) { return false }
        let reach = minimum + diameter / 2
        let bands = TouchTargets.clipEdges(of: target.visited, in: context).flatMap { $0.bands(beyond: frame, reach: reach) }
        guard !bands.isEmpty else { return false }
        let index = context.index
        return !layout.targets(within: reach, of: frame).contains { other in
            guard other.id != target.id, !index.isDescendant(target.visited, of: other.visited),
                  let otherFrame = other.visited.node.touchFrame else { return false }
            return bands.contains { $0.intersection(otherFrame) != nil }
        }
    }

    /// What an undersized target too close to others is instead of failed, when the capture
    /// cannot settle it or an exception it shows covers it: a size an assumed density may make up,
    /// a part lost only to targets listed after it, a link in a text (Inline), a map's marker
    /// (Essential), a web page's element, a text Android made selectable, the other half of a control beside it (Equivalent). Nil
    /// when it fails.
    private static func asideFromSpacing(_ target: TargetLayout.Target, region: TargetRegion, piece: Rect, tooClose: String,
                                         layout: TargetLayout, latitude: DensityLatitude?, inlineTexts: InlineTextHosts, names: SpokenNames, in context: SnapshotContext,
                                         minimum: Double, diameter: Double, threshold: String) -> Verdict? {
        let id = target.id
        let unit = TargetGeometry.unit(for: context.environment.platform)
        let measured = TargetGeometry.size(piece, unit: unit)
        if let latitude {
            let asRead = "\(tooClose) for the spacing exception"
            if TargetGeometry.meets(piece, minimum: latitude.loosened(minimum)) {
                return .cantTell(id, "\(asRead) \(latitude.explain(atLowest: latitude.grownSize(piece, unit: unit)))",
                                 measured: measured, threshold: threshold)
            }
            let spacedThere = layout.spacingConflicts(of: target, region: region, diameter: latitude.loosened(diameter),
                                                      minimum: latitude.loosened(minimum))?.isEmpty == true
            if spacedThere {
                return .cantTell(id, "\(asRead) \(latitude.explain(atLowest: "it is spaced"))", measured: measured, threshold: threshold)
            }
        }
        if let own = target.regionWithoutTargetsOver?.measuredPiece(minimum: minimum), TargetGeometry.meets(own, minimum: minimum) {
            // A row under a layer fixed over its list shows whole once scrolled, whichever is on top.
            let sheets = Set(target.regionWithoutTargetsOver?.coveredBy ?? [])
            if let layer = ScrolledUnderLayer.layer(over: target.visited, covers: region.coveredBy.filter { !sheets.contains($0) }, in: context.index) {
                return context.passed(id, measured: "\(TargetGeometry.size(own, unit: unit)) itself, scrolled under \(layer.node.id) fixed over its list",
                                      threshold: threshold)
            }
            if !context.snapshot.knows(.stacking) {
                return .cantTell(id, "\(tooClose), if those are drawn over it; \(id) is \(TargetGeometry.size(own, unit: unit)) itself, and \(stackingUnknown)",
                                 measured: measured, threshold: threshold)
            }
        }
        let index = context.index
        if TargetExemptions.isSpanOfText(target.visited, in: index) {
            return context.passed(id, measured: "\(measured), a link in the text around it (Inline)", threshold: threshold)
        }
        if TargetExemptions.isOnMap(target.visited, in: index) {
            return .cantTell(id, "\(tooClose), but \(TargetExemptions.mapReason)", measured: measured, threshold: threshold)
        }
        if TargetExemptions.isSelectableText(target.visited, in: index) {
            return .cantTell(id, "\(tooClose), but \(TargetExemptions.selectableTextReason)", measured: measured, threshold: threshold)
        }
        if TargetExemptions.isWebContent(target.visited, in: index) {
            return .cantTell(id, "\(tooClose), but \(TargetExemptions.webContentReason)", measured: measured, threshold: threshold)
        }
        if TargetExemptions.isInlineInText(target.visited, among: inlineTexts) {
            return context.passed(id, measured: "\(measured), a view set in the text around it (Inline)", threshold: threshold)
        }
        if TargetExemptions.isScrollBar(target.visited, in: index) {
            return context.passed(id, measured: "\(measured), a scroll bar beside the list it scrolls, which dragging the list does (Equivalent)",
                                  threshold: threshold)
        }
        if let (twin, because) = EquivalentBeside.twin(of: target, in: layout, minimum: minimum, names: names) {
            return context.passed(id, measured: "\(measured), beside \(twin.id), \(because), which meets the size (Equivalent)", threshold: threshold)
        }
        if let outer = TargetExemptions.arrowInside(target.visited, minimum: minimum, in: index) {
            return .cantTell(id, "\(tooClose), but \(id) is an unnamed arrow inside \(outer.node.id): if it does what \(outer.node.id) does, "
                             + "the Equivalent exception applies, which the capture cannot show", measured: measured, threshold: threshold)
        }
        if let outer = TargetExemptions.partPressedLikeWhole(target.visited, minimum: minimum, in: index) {
            let part = TargetExemptions.namesWhole(target.visited, outer, in: index) ? "the caption that names" : "an unnamed part of"
            return .cantTell(id, "\(tooClose), but \(id) is \(part) \(outer.node.id), clickable and long-clickable as every part of it is: "
                             + "if it does what \(outer.node.id) does, the Equivalent exception applies, which the capture cannot show",
                             measured: measured, threshold: threshold)
        }
        return nil
    }
}
