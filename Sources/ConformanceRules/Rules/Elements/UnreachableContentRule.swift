import A11yModel

/// ELM-07: a calendar, chart or canvas drawn in one view with nothing exposed is a blank to a
/// screen-reader user, however much it shows.
struct UnreachableContentRule: NodeRule {
    let metadata = RuleDescription(
        id: "unreachable-content",
        pack: ElementsPack.id,
        title: "Content assistive technology cannot reach",
        summary: """
            A large leaf view inside a sheet or dialog — no children, at least the minimum size on \
            both sides — with no name, no text and no exposed element is content assistive \
            technology cannot reach: a custom-drawn calendar, chart or canvas that needs a virtual \
            accessibility hierarchy (UIAccessibilityContainer, AccessibilityNodeProvider, Compose \
            semantics) or a text alternative. Where the capture says the view is important for \
            accessibility (Android's a11y-important), it fails: the app meant it to be read and \
            nothing can be. Otherwise a capture cannot tell drawn content from an empty backdrop, so \
            it needs review — unless it records colours and the view has no foreground colour, \
            nothing drawn in it, or the view is its container's background: its first view, as large \
            as it, with views holding exposed elements listed after it over at least half of it, or a \
            layer the Google Maps SDK lays over its map (beside the surface it describes as "Google \
            Map", as large as it), which the SDK exposes with its markers, or it reaches past both sides of \
            its sheet (a list section's background, inset outside its cells), lies under all of it, or \
            is as wide as it and holds one of its bars (iOS 26 draws such a backdrop \
            under a navigation bar, tab bar or toolbar): content drawn to be read lies within the \
            sheet, clear of its bars. Inside a captured iOS system alert or action sheet \
            (UIAlertController) the unnamed views are UIKit's backdrop and separators: not judged. \
            Images are presumed decorative, and views Android marks not important \
            are left alone; parts (scrim, handle), views inside an exposed element with a name of its \
            own (which speaks for them; one that only gathers its children's texts does not) and \
            covered cards (judged when in front) are not judged. On iOS a control is also \
            content VoiceOver cannot reach when it sits inside a plain view made an accessibility \
            element (React Native's `accessible`, a bottom-sheet library's container named \
            "Bottom Sheet"): VoiceOver reads that element as one and never visits the views inside \
            it, and activating it taps its centre, so a control away from the centre fails unless \
            the element offers a custom action of the control's name (dumps do not record custom \
            actions, so the message says so); a control covering the centre is reached by that tap, \
            and cells and controls around controls are left to other rules.
            """,
        severity: .error,
        references: [
            .wcag("1.1.1", "Non-text Content", level: "A"),
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            .wcag("2.1.1", "Keyboard", level: "A"),
            RuleReference(.apple, "isAccessibilityElement: whether an item is an element assistive applications can access",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement"),
            RuleReference(.material, "Android: make custom views accessible (ExploreByTouchHelper, AccessibilityNodeProvider)",
                          url: "https://developer.android.com/guide/topics/ui/accessibility/custom-views"),
            RuleReference(.apple, "UIAccessibilityContainer: expose the elements a custom-drawn view shows",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("minimumSize", .number(96), summary: "Smallest width and height of a leaf view to judge",
                          source: "convention (twice Android's 48 dp target: larger than any single control)", range: .points),
        ],
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        visited.enclosingSheetID != nil && visited.node.part == nil && visited.node.sheet == nil && !visited.isHiddenFromAT
            && ((!visited.hasChildren && visited.node.role != .image) || Self.isControl(visited.node))
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        if Self.isControl(visited.node), context.environment.platform == .iOS, let verdict = Self.hiddenControl(visited, in: context) {
            return verdict
        }
        guard !visited.hasChildren, visited.node.role != .image else { return nil }
        let minimum = context.parameters.number("minimumSize", default: 96)
        guard visited.isVisible, let frame = visited.node.frame, TargetGeometry.meets(frame, minimum: minimum),
              !context.index.isInCoveredCard(visited),
              !context.index.ancestors(of: visited).contains(where: Self.describesItsContent)
        else { return nil }
        let id = visited.node.id
        let unit = TargetGeometry.unit(for: context.environment.platform)
        let measured = TargetGeometry.size(frame, unit: unit), threshold = "a name, text or exposed content"
        if SpeakableName.isSpeakable(visited.node.label) || SpeakableName.isSpeakable(visited.node.value) {
            return .passed(id, measured: measured, threshold: threshold)
        }
        let what = "\(id) is a \(measured) view with no name, no text and no exposed children"
        if visited.node.has(.importantForAccessibility) {
            return .failed(id, "\(what), although the capture marks it important for accessibility: its content cannot be reached",
                           measured: measured, threshold: threshold)
        }
        if context.environment.platform == .android && context.snapshot.knows(.importance) { return nil }
        // The first view of a container, as large as it and covered by the views listed after
        // it, paints the container's background.
        if BackgroundLayer.isBackground(visited, in: context.index) { return nil }
        // The Google Maps SDK lays empty layers over its map, which it exposes on its own.
        if GoogleMapsView.isLayerOverMap(visited, in: context.index) { return nil }
        if let sheet = visited.enclosingSheetOrder, Self.isBackdrop(frame, of: context.index.nodes[sheet], in: context.index) {
            return nil
        }
        // A capture that records colours and gives the view nothing drawn in it shows a backdrop.
        if context.snapshot.knows(.colors) && visited.node.foreground == nil { return nil }
        // UIKit draws a system alert itself: its unnamed views are its backdrop and separators.
        if let sheet = visited.enclosingSheetOrder, CapturedSystemAlert.matches(context.index.nodes[sheet].node, in: context.snapshot) {
            return nil
        }
        return .cantTell(id, "content assistive technology cannot reach? \(what) (a custom-drawn calendar, chart or canvas would need an accessibility hierarchy)",
                         measured: measured, threshold: threshold)
    }

    /// A view past both sides of its sheet (a list section's background, inset outside its
    /// cells) or under all of it, or one as wide as the sheet holding one of its bars (iOS 26
    /// draws such a backdrop under a navigation bar, tab bar or toolbar), is backdrop:
    /// content drawn to be read lies within the sheet and is not covered by its bars.
    static func isBackdrop(_ frame: Rect, of sheet: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let around = sheet.node.frame else { return false }
        if (frame.minX < around.minX - 0.5 && frame.maxX > around.maxX + 0.5) || frame.contains(around) { return true }
        guard frame.width >= around.width - 0.5 else { return false }
        return index.subtree(of: sheet).contains { bar in
            Self.barRoles.contains(bar.node.role) && bar.node.frame.map { !$0.isEmpty && frame.contains($0) } == true
        }
    }

    static let barRoles: Set<Role> = [.tabBar, .platformType("navigationBar"), .platformType("toolbar")]

    @inline(__always) static func isControl(_ node: Node) -> Bool {
        node.role.isInteractive || TouchTargets.isPointerTarget(node)
    }

    /// iOS: VoiceOver reads an accessibility element as one and never visits the views inside it.
    /// A control inside a plain view made an element (React Native's `accessible`, a container's
    /// `isAccessibilityElement`) can be reached only by activating that element, which taps its
    /// centre: a control away from the centre is lost, unless the element offers it as a custom
    /// action of the same name. Cells and controls around controls are left to other rules.
    static func hiddenControl(_ control: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard control.isVisible, let element = context.index.ancestors(of: control).first(where: \.isExposedElement),
              element.node.role == .group || element.node.role == .none,
              let frame = control.node.frame, let around = element.node.frame, !around.isEmpty else { return nil }
        let id = control.node.id
        let threshold = "reachable by VoiceOver"
        if frame.distance(toX: around.midX, y: around.midY) == 0 { return nil }
        let name = SpokenName(of: control, in: context.index)
        if name.isSpeakable, element.node.actions.contains(where: { $0.kind == .custom && ControlNameKey.key($0.name) == ControlNameKey.key(name.text) }) {
            return .passed(id, measured: "offered as \(element.messageName)'s custom action", threshold: threshold)
        }
        let offer = context.snapshot.knows(.actions) ? "it offers no custom action for it" : "unless it offers a custom action for it, which the capture does not record"
        return .failed(id, "\(id) is inside \(element.messageName), which VoiceOver reads as one element: activating it taps its centre, away from \(id), so VoiceOver cannot reach \(id) or its action (\(offer))",
                       measured: "inside \(element.node.id)", threshold: threshold)
    }

    /// An exposed element with a name of its own speaks for what is drawn inside it (a chart
    /// in a view described "Sales, up 5 %"). One named only by the texts it gathers from its
    /// children (a clickable row or panel) says nothing of a drawn view among them.
    static func describesItsContent(_ ancestor: VisitedNode) -> Bool {
        ancestor.isExposedElement && SpeakableName.isSpeakable(ancestor.node.label)
    }
}
