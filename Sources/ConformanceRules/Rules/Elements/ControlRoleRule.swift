import A11yModel

/// ELM-12: a control the screen reader announces with no role is heard as a name and a gesture
/// ("Send, double-tap to activate"): nothing says it is a button, a switch or a tab.
struct ControlRoleRule: NodeRule {
    let metadata = RuleDescription(
        id: "control-role",
        pack: ElementsPack.id,
        title: "Control announces no role",
        summary: """
            A control people activate must say what it is: WCAG 4.1.2 asks that its role be \
            programmatically determinable, and a screen reader announces it ("Send, button"). \
            TalkBack takes the role from the view's class name alone: a clickable generic view \
            (android.view.View, a layout, a React Native view without accessibilityRole, a Compose \
            clickable without a Role, a Flutter tap target without button semantics) or a \
            clickable TextView is read as its name and "double-tap to activate", with no role; the \
            capture's class names show it (the import gives such a view a role from what it does, \
            marked unannounced). A tappable element that is only text, a group or a plain view is \
            the same on every platform. Passed over: a list's rows (read as items of the list; a \
            view covering most of a list's item, or one of three or more as wide stacked in one \
            item, taking taps themselves or through a view they wrap alone with its bounds (a \
            contacts list's first item), a child of a scrolling view above or below another \
            as wide that takes taps, or side by side with it when it is a card of content (a \
            picture of 48 points or more, or more than four words: a carousel of songs, also in the \
            content container React Native's scroll views hold their children in), its only child \
            when that is content (a chat's one message), or one of \
            three or more such children stacked one below another in a column, a list that fits on \
            the screen, is one; siblings side by side are a bar of tabs or buttons, chips, days or \
            keys in a scrolling row choices ("in list" says neither role nor state), and chips \
            wrapped into lines a group of choices: all judged); a row of choices one of which is selected (Compose gives \
            a tab its role as a role description, which no dump records); a view with no \
            description of its own holding a view whose class names a role and that is no focus \
            stop (TalkBack reads that role as part of it: Compose's buttons are a clickable view \
            around the Button node their role adds); a scrim, or a barrier covering the screen \
            (the platform's sheets and dialogs expose theirs so); a web page's elements (the \
            page's own roles, which an audit of the page judges); a text Android made clickable to \
            select it or follow its links; a container holding controls of its own; the views a \
            platform widget lays out itself (TimePicker's hour and minute, which the app cannot \
            change) and the Google Maps SDK's map (described "Google Map" in the device's \
            language); handles \
            (handle-name-role-value), unnamed controls (control-name), and a control whose name says \
            its role in English words ("Record button", "Home tab", "Tab: Attendees"; "button", \
            "checkbox" and "slider" anywhere, "tab" first or last, "link", "switch" and "toggle" \
            last, where they are nouns), which the listener hears. A warning: the control \
            works and is named. Needs review: a clickable android.view.View among React Native's \
            views (android.view.ViewGroup), the class React Native gives a view whose role it sets \
            as a role description (link, tab), which no dump records.
            """,
        severity: .warning,
        references: [
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.material, "Android: a custom clickable view reports a class name that names its role (Button)",
                          url: "https://developer.android.com/guide/topics/ui/accessibility/custom-views"),
            RuleReference(.material, "TalkBack: a node's role comes from its class name, and a node without a description is read with the text, role and state of what it holds that is no focus stop (compositor.json)",
                          url: "https://github.com/google/talkback/blob/master/compositor/src/main/res/raw/compositor.json"),
            RuleReference(.material, "Jetpack Compose: give a clickable element its Role (Role.Button, Role.Tab)",
                          url: "https://developer.android.com/develop/ui/compose/accessibility/semantics"),
            RuleReference(.apple, "UIAccessibilityTraits.button: a tappable element has the button trait",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        visited.isExposedElement && visited.node.has(.activate) && visited.node.part != .handle
            && ControlRoleRule.announcesNoRole(visited.node)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible, visited.node.part != .scrim, !Self.coversScreen(visited.node, context.environment) else { return nil }
        let index = context.index
        let name = SpokenName(of: visited, in: index)
        guard name.isSpeakable, !TargetExemptions.isWebContent(visited, in: index),
              !TargetExemptions.isSelectableText(visited, in: index) else { return nil }
        let id = visited.node.id
        let threshold = "a role the screen reader announces"
        if ListRows.isRow(visited, in: index) {
            return context.passed(id, measured: "a row of a list", threshold: threshold)
        }
        if Self.isChoice(visited, in: index) {
            return context.passed(id, measured: "one of a row of choices, one of them selected", threshold: threshold)
        }
        if ElementKind.holdsControls(visited, in: index) {
            return context.passed(id, measured: "a container of controls", threshold: threshold)
        }
        if Self.holdsHandle(visited, in: index) { return nil }
        if GoogleMapsView.isMapSurface(visited.node) {
            return context.passed(id, measured: "the Google Maps SDK's map, which the SDK lays out and describes, not the app", threshold: threshold)
        }
        if visited.node.has(.platformWidgetPart) {
            return context.passed(id, measured: "a view the platform's own widget lays out, which the app cannot change", threshold: threshold)
        }
        if context.environment.platform == .android, let inner = Self.roleReadInside(visited, in: index) {
            return context.passed(id, measured: "the role of \(inner.node.id), read as part of it", threshold: threshold)
        }
        let heard = SpeakableName.trimmed(name.text ?? "")
        if let said = RoleInName.role(in: heard) {
            return context.passed(id, measured: "its role said in its name ('\(said)')", threshold: threshold)
        }
        if visited.node.has(.roleMayBeDescribed) {
            return .cantTell(id, "\(id) is a clickable android.view.View among React Native's views, the class React Native gives a view whose role it describes (a link, a tab), and the dump does not record role descriptions: whether TalkBack announces a role was not captured",
                             measured: "no role in the class", threshold: threshold)
        }
        let read = visited.node.has(.notEnabled)
            ? "'\(heard), disabled' now and '\(heard), double-tap to activate' once enabled"
            : "'\(heard), double-tap to activate'"
        let why = context.environment.platform == .android
            ? "TalkBack names a role from the view's class only, and \(id)'s is \(Self.className(of: visited.node)): it is read as \(read), not as \(Self.expectedRole(of: visited.node)); give it a role (a Button class or AccessibilityNodeInfo's class name, Compose's Role, React Native's accessibilityRole, Flutter's button semantics)"
            : "it is activated but is \(Self.roleName(of: visited.node)), so the screen reader reads '\(heard)' with no role; give it one (the button trait)"
        return .failed(id, "\(id) announces no role: \(why)",
                       measured: "no role", threshold: threshold)
    }

    /// Whether the screen reader announces no role for `node`: a role the import inferred from
    /// what a generic view does, or text, a group or a plain view that takes taps.
    @inline(__always) static func announcesNoRole(_ node: Node) -> Bool {
        node.has(.unannouncedRole) || node.role == .staticText || node.role == .group || node.role == .none
    }

    /// Whether `element` is one of a row of choices of which one is selected: tabs, or the
    /// segments of a filter. Compose gives a tab its role as a role description (Role.Tab), as
    /// an app may any view's, which no dump records.
    private static func isChoice(_ element: VisitedNode, in index: SnapshotIndex) -> Bool {
        element.node.has(.selected)
            || index.siblings(near: element, count: ListRows.siblingsCompared).contains { $0.node.has(.selected) }
    }

    /// The view inside `element` whose role TalkBack reads as part of it: TalkBack speaks a
    /// focused view's own description alone, but a view with none is read with the text, role
    /// and state of each visible view inside it that is no focus stop of its own, and so on down
    /// (compositor.json's `description_for_tree_nodes`). Compose's buttons are a
    /// clickable view holding the `android.widget.Button` node their role adds: heard as buttons.
    private static func roleReadInside(_ element: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        let node = element.node
        if node.label != nil, !node.has(.labelIsDrawnText) { return nil }
        let range = index.subtreeRange(of: element)
        var position = range.lowerBound + 1
        while position < range.upperBound {
            let inner = index.nodes[position]
            if inner.isExposedElement || inner.isHiddenFromAT {
                position = index.subtreeRange(of: inner).upperBound
                continue
            }
            if inner.node.role.isInteractive, !announcesNoRole(inner.node) { return inner }
            // A described view is read by its description alone, without what it holds.
            let described = inner.node.label != nil && !inner.node.has(.labelIsDrawnText)
            position = described ? index.subtreeRange(of: inner).upperBound : position + 1
        }
        return nil
    }

    /// Whether `node` covers most of the screen: a barrier behind a dialog it holds (Flutter's
    /// modal barrier, named by its dismiss action), not a control a role would describe.
    private static func coversScreen(_ node: Node, _ environment: Environment) -> Bool {
        node.frame?.covers(0.9, of: environment.screen) == true
    }

    /// Whether `element` is or holds a sheet's handle, whose role handle-name-role-value judges
    /// (Material 3 puts its drag handle in a clickable 48 dp box).
    private static func holdsHandle(_ element: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.nodes[index.subtreeRange(of: element)].contains { $0.node.part == .handle }
    }

    private static func className(of node: Node) -> String {
        node.role == .staticText ? "a TextView" : "a generic view"
    }

    private static func expectedRole(of node: Node) -> String {
        switch node.role {
        case .toggle: "a switch or a check box"
        case .staticText: "a button or a link"
        default: "a button"
        }
    }

    private static func roleName(of node: Node) -> String {
        switch node.role {
        case .staticText: "text"
        case .group: "a group"
        default: "a plain element"
        }
    }
}
