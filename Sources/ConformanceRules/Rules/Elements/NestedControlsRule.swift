import A11yModel

/// ELM-06: a clickable container around a clickable control of about its size gives one action
/// two focus stops, so screen-reader and switch users meet everything twice.
struct NestedControlsRule: NodeRule {
    let metadata = RuleDescription(
        id: "nested-controls",
        pack: ElementsPack.id,
        title: "One focus stop per action",
        summary: """
            A control inside another control with (nearly) the same bounds — a clickable close \
            container around a clickable close icon, a focusable row around a button that fills it \
            — puts two focus stops on one action: TalkBack and VoiceOver stop on both, Switch \
            Control scans both, and the outer one often has no name. The inner control covering at \
            least the overlap share of the outer one's area counts as nearly the same bounds (ATF's \
            DuplicateClickableBoundsCheck asks for identical bounds; a wrapper padded a little is \
            the same defect). Make only one of them a control. A small control inside a larger one \
            (an icon in a card) is a separate target, judged by the target rules, unless the container \
            holds nothing else to activate or read and no label of its own and is padding around it, \
            the control at its centre, or centred along one side of it and spanning half of it or \
            more the other way, or the container at most twice its size each way (a close \
            container around its icon, a sheet's close strip around its close icon at the top: one \
            action, two stops; a bar around the button at its end keeps an area of its own, a \
            target too); so is a large \
            control in a container that holds other controls too (a clickable sheet around its \
            calendar and buttons) unless their bounds are identical. A container cut by the edge of \
            its list or of the screen in an Android dump needs review: the dump leaves out what is scrolled out of \
            view, perhaps the rest of its content; with identical bounds the cut changes nothing, and it \
            fails. Not one action, and passed: a view offering only a long press (a message's menu layer) \
            around one offering only a tap, or the reverse (ATF pairs views both clickable or both \
            long-clickable); an Android view that reads a name and takes no tap, around a silent view of \
            its bounds that takes the tap (TalkBack stops on the named one only and its double tap lands \
            inside, Switch Access makes the two one item); a scrim, which dismisses, around its sheet; an Android group with no action, \
            reading a label or text of its own, around a control with a name of its own that does not repeat it; two panes of a \
            screen made clickable to catch touches, the inner one at least 40 % of the screen and holding \
            several controls; a card holding a picture at least the size of the small control beside it \
            (its cover, which is the card's own target). A disabled control takes no action and is not \
            judged, nor is a list's row with no action, which TalkBack stops on to read it (a feed \
            post around its video): it is no target. On Android an outer view that says nothing \
            is passed over by TalkBack, which stops on the inner control only; Switch Access still \
            scans both, or, when their bounds are identical, makes them one item that offers the tap \
            twice, which ATF's DuplicateClickableBoundsCheck flags, and the failure says so. A view that takes focus but no tap, around or inside the one that \
            takes it (a Flutter Semantics wrapper, a named icon in its player's frame), is one target \
            and a second TalkBack stop, and the failure says that; inside a view that says nothing it \
            is TalkBack's only stop, whose double tap reaches the view around it, and passes. \
            The Google Maps SDK's MapView around its map surface of the same bounds (described "Google \
            Map" in the device's language) passes: the SDK lays them out so, not the app, as a user agent \
            draws its own controls. On Android two controls of identical bounds beside each other in a \
            container of at most 64 views, neither inside the other (a cover drawn over a button, a view \
            stacked on its twin), both \
            taking a tap or both a long press, fail too, the first of them reported, as ATF's \
            DuplicateClickableBoundsCheck compares every clickable view of a window: a tap reaches only \
            the one drawn on top, while TalkBack and Switch Access stop on both. Known \
            limit: \
            whether the two really do the same thing is not recorded in dumps.
            """,
        severity: .error,
        references: [
            .wcag("2.4.3", "Focus Order", level: "A"),
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.material, "Android ATF DuplicateClickableBoundsCheck: clickable items share bounds",
                          url: "https://support.google.com/accessibility/android/answer/6378943"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("minimumOverlap", .number(0.5),
                          summary: "Share of the outer control's area the inner one must cover to count as the same target",
                          source: "convention (ATF DuplicateClickableBoundsCheck uses identical bounds, 1.0)", range: .fraction),
        ],
        examples: Self.examples
    )

    let interest = NodeInterest { ElementKind.isControl($0) && $0.node.isActivatable }

    func evaluate(_ inner: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let index = context.index
        // A disabled control takes no action, so it gives none a second stop.
        guard inner.isVisible, !inner.node.has(.notEnabled) else { return nil }
        guard let outer = index.ancestors(of: inner).first(where: ElementKind.isControl) else {
            return context.environment.platform == .android ? Self.stacked(inner, in: index) : nil
        }
        guard !Self.isReadingRow(outer, in: index) else { return nil }
        let id = outer.node.id
        // Android dumps record taps and long presses (clickable, long-clickable) even where they
        // leave out the other actions.
        let pointerActionsKnown = context.environment.platform == .android || context.snapshot.knows(.actions)
        if pointerActionsKnown, let reason = Self.differentActions(outer, inner, in: index) {
            return .passed(id, reason)
        }
        if context.environment.platform == .android, Self.takesATap(outer.node), !Self.takesATap(inner.node),
           Self.saysNothing(outer, in: index) {
            // TalkBack passes over the silent view to the one inside, whose double tap lands on the
            // view around it; Switch Access scans only the view that takes the tap.
            return .passed(id, "\(outer.messageName) says nothing and \(inner.messageName) inside it takes no tap: TalkBack stops on "
                               + "\(inner.messageName) only, whose double tap reaches \(outer.messageName), and Switch Access scans \(outer.messageName) only")
        }
        if context.environment.platform == .android, !outer.node.has(.activate), Self.speaks(outer, in: index),
           Self.holdsNothingToSay(inner, in: index), let outerFrame = outer.node.touchFrame, let innerFrame = inner.node.touchFrame,
           outerFrame.hasSameEdges(as: innerFrame) {
            // A named view taking only a long press around a silent one of its bounds that takes
            // the tap: TalkBack focuses the named one (it passes over a silent view holding others)
            // and its double tap lands on the one inside; Switch Access makes them one item.
            return .passed(id, "\(outer.messageName) is read and takes the long press, \(inner.messageName) of its bounds says nothing and "
                               + "takes the tap: TalkBack stops on \(outer.messageName) only, and Switch Access makes them one item")
        }
        if Self.isPane(inner, in: context), Self.controlsInside(inner, of: index) >= 2 {
            // Two panes of a screen made clickable to catch touches (a fragment host and its root),
            // each holding a list or several controls: no one target is duplicated.
            return .passed(id, "\(id) and \(inner.node.id) are panes holding several controls, not one target")
        }
        guard let outerFrame = outer.node.touchFrame, let innerFrame = inner.node.touchFrame else {
            return .cantTell(id, "\(id) holds the control \(inner.node.id), and their frames were not captured")
        }
        let minimum = context.parameters.number("minimumOverlap", default: 0.5)
        let covered = (innerFrame.intersection(outerFrame)?.area ?? 0) / max(outerFrame.area, .leastNonzeroMagnitude)
        let measured = "\(Int((covered * 100).rounded())) % of \(id) covered by \(inner.node.id)"
        let threshold = "below \(Int((minimum * 100).rounded())) %"
        if GoogleMapsView.isMapSurface(inner.node), covered >= 1 - TargetGeometry.tolerance {
            // The SDK's MapView around its map: the app places the view, not what is in it.
            return .passed(id, "\(outer.messageName) and \(inner.messageName) inside it are the Google Maps SDK's MapView and its map, of "
                           + "the same bounds, laid out by the SDK, not the app (TalkBack stops on the map only)", measured: measured, threshold: threshold)
        }
        guard covered >= minimum - TargetGeometry.tolerance else {
            // However small the control, a clickable container that is padding around it and nothing else
            // (a close container around its icon) adds a focus stop and no action; one that keeps
            // an area of its own beside it (a bar around the button at its end) is a target too.
            if PaddingWrapper.isPadded(outerFrame, around: innerFrame), PaddingWrapper.holdsOnly(inner, in: outer, of: index) {
                if ScrolledOutContent.mayHaveLostContent(outer, in: context) {
                    return .cantTell(id, "\(outer.messageName) holds nothing but \(inner.messageName) in the dump, but it is cut by the edge of the list or screen holding it, and Android dumps leave out what is scrolled out of view",
                                     measured: "\(measured), nothing else inside", threshold: "one focus stop per action")
                }
                return .failed(id, "\(outer.messageName) holds nothing but \(inner.messageName): "
                                   + Self.twoStops(outer, inner, sameBounds: false, in: context, otherwise: "two focus stops for one action"),
                               measured: "\(measured), nothing else inside", threshold: "one focus stop per action")
            }
            return .passed(id, measured: measured, threshold: threshold)
        }
        // A container of several controls (a clickable sheet, a card with two buttons) is not a
        // wrapper around one; identical bounds, ATF's case, are one target whatever else is inside.
        if covered < 1 - TargetGeometry.tolerance, Self.others(in: outer, besides: inner, of: index).contains(where: Self.isControl) {
            return .passed(id, "\(id) holds other controls besides \(inner.node.id)", measured: measured, threshold: threshold)
        }
        // With identical bounds the edge cuts both alike, and what else the outer holds does not
        // matter (ATF's case): the cut changes nothing.
        if covered < 1 - TargetGeometry.tolerance, ScrolledOutContent.mayHaveLostContent(outer, in: context) {
            return .cantTell(id, "\(outer.messageName) seems to hold only \(inner.messageName), but it is cut by the edge of the list or screen holding it, and Android dumps leave out what is scrolled out of view",
                             measured: measured, threshold: threshold)
        }
        return .failed(id, "\(outer.messageName) and \(inner.messageName) inside it are "
                           + Self.twoStops(outer, inner, sameBounds: covered >= 1 - TargetGeometry.tolerance, in: context,
                                           otherwise: "two focus stops for one target"),
                       measured: measured, threshold: threshold)
    }

    /// Who meets both, on Android, where a dump records which views take a tap. A view that takes
    /// focus and no tap (a Flutter `Semantics` wrapper around its button, or a named icon inside
    /// the frame that takes the tap) makes one target and a second TalkBack stop. When the outer
    /// view says nothing, TalkBack passes over it (`SilentWrapper`), but Switch Access scans every
    /// clickable view (two of the same bounds as one item offering the tap twice), and ATF's
    /// `DuplicateClickableBoundsCheck` flags two of the same bounds.
    private static func twoStops(_ outer: VisitedNode, _ inner: VisitedNode, sameBounds: Bool, in context: SnapshotContext,
                                 otherwise: String) -> String {
        guard context.environment.platform == .android else { return otherwise }
        let oneTarget = "(Switch Access and ATF see one target); merge them into one focusable control that reads the name"
        if !takesATap(outer.node) {
            return "two TalkBack stops for one action: \(outer.messageName) takes focus but no tap, which \(inner.messageName) "
                + "inside it takes \(oneTarget)"
        }
        if !takesATap(inner.node) {
            return "two TalkBack stops for one action: \(inner.messageName) inside takes focus but no tap, which \(outer.messageName) "
                + "takes \(oneTarget)"
        }
        guard saysNothing(outer, in: context.index) else { return otherwise }
        // Switch Access gives views of identical bounds one item, the inner one's actions
        // numbered after the outer's (`SwitchAccessNodeCompat.getDescendantsWithDuplicateBounds`).
        let switchAccess = sameBounds
            ? "ATF's DuplicateClickableBoundsCheck flags the pair and Switch Access, which makes them one item, offers its tap twice"
            : "Switch Access scans both"
        let fix = "make \(outer.messageName) not clickable"
        if let stop = talkBackStop(inside: inner, in: context.index) {
            return "two targets for one action: \(switchAccess), though TalkBack stops on neither, as both say nothing, "
                + "but on \(stop.messageName) inside them; \(fix)"
        }
        // A silent leaf inside is a stop all the same (TalkBack focuses an actionable leaf), an unnamed one.
        let unnamed = speaks(inner, in: context.index) ? "" : " (unnamed too)"
        return "two targets for one action: \(switchAccess), "
            + "though TalkBack stops on \(inner.messageName) only\(unnamed), as \(outer.messageName) says nothing; \(fix)"
    }

    /// Where TalkBack stops when `inner` says nothing either: the first element inside it, which
    /// speaks for itself (a field in the box around it, a named button two wrappers down). Nil
    /// when `inner` speaks, or holds no element.
    private static func talkBackStop(inside inner: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        guard holdsNothingToSay(inner, in: index) else { return nil }
        return index.subtree(of: inner).dropFirst().first(where: \.isExposedElement)
    }

    /// Whether a view reads a name of its own or gathered from inside it.
    private static func speaks(_ view: VisitedNode, in index: SnapshotIndex) -> Bool {
        SpokenName(of: view, in: index).isSpeakable
    }

    /// A view holding others that reads nothing, of its own or from the views it gathers (what
    /// speaks inside it does so in elements of its own): TalkBack passes over it.
    private static func holdsNothingToSay(_ view: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.subtreeRange(of: view).count > 1 && (view.node.label?.isEmpty ?? true)
            && SpokenName.gatheredLabels(of: view, in: index, where: { !$0.isEmpty }).isEmpty
    }

    /// An Android control with a twin of its bounds beside it (`SameBoundsPeer`), which ATF's
    /// DuplicateClickableBoundsCheck flags as it does one around the other.
    private static func stacked(_ control: VisitedNode, in index: SnapshotIndex) -> Verdict? {
        guard let peer = SameBoundsPeer.peer(of: control, in: index) else { return nil }
        return .failed(control.node.id, "\(control.messageName) and \(peer.messageName) beside it are two controls of identical bounds, "
                           + "neither inside the other: a tap reaches only the one drawn on top, while TalkBack and Switch Access stop on both "
                           + "(ATF's DuplicateClickableBoundsCheck); keep one",
                       measured: "100 % of \(control.node.id) covered by \(peer.node.id), beside it", threshold: "one focus stop per action")
    }

    /// Whether a view takes a tap or a long press: what a dump records of its actions.
    private static func takesATap(_ node: Node) -> Bool { node.has(.activate) || node.has(.longPress) }

    /// An Android view with no label of its own that TalkBack passes over for what stands for it.
    private static func saysNothing(_ outer: VisitedNode, in index: SnapshotIndex) -> Bool {
        (outer.node.label?.isEmpty ?? true) && SilentWrapper.reader(of: outer, in: index) != nil
    }

    /// A list's row that takes no action: TalkBack focuses it to read it (an item of a scrolling
    /// view, `ScrollItems`), and it is no target that a control inside it duplicates (a feed
    /// post's row around its video).
    private static func isReadingRow(_ element: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard element.node.role == .group || element.node.role == .none, element.node.actions.isEmpty,
              !element.node.isActivatable, !TouchTargets.isPointerTarget(element.node),
              let parent = index.parent(of: element) else { return false }
        return parent.node.role == .list || parent.node.has(.scroll)
    }

    /// The nodes inside `outer` other than `inner` and what it holds.
    private static func others(in outer: VisitedNode, besides inner: VisitedNode, of index: SnapshotIndex) -> some Collection<VisitedNode> {
        let innerRange = index.subtreeRange(of: inner)
        return index.subtreeRange(of: outer).dropFirst().lazy.filter { !innerRange.contains($0) }.map { index.nodes[$0] }
    }

    /// Why `outer` and `inner` do not offer one action, from the actions an Android dump records:
    /// a scrim dismisses; a view offering only a long press (a message's menu layer) around a view
    /// offering only a tap, or the reverse, are two actions, as ATF's DuplicateClickableBoundsCheck
    /// pairs only views both clickable or both long-clickable; and a view with no action that reads
    /// a name of its own or its content's (a Compose group named by its content description, a
    /// list row reading its date divider) is no control around a control named otherwise.
    private static func differentActions(_ outer: VisitedNode, _ inner: VisitedNode, in index: SnapshotIndex) -> String? {
        let outerNode = outer.node, innerNode = inner.node
        if outerNode.part == .scrim {
            return "\(outer.messageName) is a scrim: it dismisses, which \(inner.messageName) inside it does not"
        }
        let outerActs = takesATap(outerNode), innerActs = takesATap(innerNode)
        if !outerActs, !outerNode.role.isInteractive, let group = SpokenName(of: outer, in: index).text, SpeakableName.isSpeakable(group),
           let name = SpokenName(of: inner, in: index).text, SpeakableName.isSpeakable(name),
           !name.lowercased().contains(SpeakableName.trimmed(group).lowercased()) {
            // A label naming the control inside (a Flutter label on the view around an unnamed
            // button, a state read again) is a second stop for it, not a group's name; what the
            // view reads of its own (a chat's date divider in the row around a notice's button)
            // is no stop for the control either.
            return "\(outer.messageName) offers no action: what it reads names the group around \(inner.messageName)"
        }
        guard outerActs, innerActs else { return nil }
        let sharesTap = outerNode.has(.activate) && innerNode.has(.activate)
        let sharesLongPress = outerNode.has(.longPress) && innerNode.has(.longPress)
        guard !sharesTap, !sharesLongPress else { return nil }
        return "\(outer.messageName) and \(inner.messageName) offer different actions (a tap and a long press)"
    }

    /// A pane of the screen: at least `paneShare` of it (a fragment's root, a page), not a control's
    /// box around its icon and count.
    private static func isPane(_ node: VisitedNode, in context: SnapshotContext) -> Bool {
        let viewport = context.environment.viewport
        guard let frame = node.node.frame, viewport.width > 0, viewport.height > 0 else { return false }
        return frame.area >= paneShare * viewport.width * viewport.height
    }

    static let paneShare = 0.4

    /// Visible controls inside `inner`, counted up to two.
    private static func controlsInside(_ inner: VisitedNode, of index: SnapshotIndex) -> Int {
        var count = 0
        for position in index.subtreeRange(of: inner).dropFirst() where isControl(index.nodes[position]) {
            count += 1
            if count == 2 { break }
        }
        return count
    }

    /// A visible control to activate.
    private static func isControl(_ visited: VisitedNode) -> Bool {
        visited.isVisible && ElementKind.isControl(visited) && visited.node.isActivatable
    }
}
