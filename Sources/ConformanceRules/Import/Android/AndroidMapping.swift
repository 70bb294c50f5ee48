import A11yModel

/// Android nodes as model nodes, shared by every Android format (hierarchy-formats.md §11).
///
/// - Label: `content-desc` when present, else the text of a non-editable node (TalkBack's
///   order). Editable text and the text of sliders and progress bars is the value.
/// - Element: what TalkBack would focus — `screen-reader-focusable`, else an actionable node
///   (clickable, long-clickable, focusable; `FocusContainers` then releases a silent
///   focusable-only view around elements), else a node with a label that no
///   actionable ancestor already speaks for. `a11y-important="false"` is never an element; a
///   node `a11y-important="true"` with nothing to focus gets the `importantForAccessibility`
///   trait (content TalkBack cannot reach).
/// - Visible text: `text`, which a TextView (Button, CheckBox, Switch…) draws whatever its label;
///   empty for a node named only by its `content-desc`, which is spoken and not drawn.
/// - A container's `pane-title` is its label (TalkBack announces it when the pane appears).
/// - Hidden: `displayed="false"` / `visible-to-user="false"`.
/// - Traits: `heading` → header, `selected`, disabled → notEnabled, checkable → isToggle,
///   uiautomator's `NAF="true"` → nothingToRead, a check box or switch neither clickable nor
///   long-clickable → notHittable (its row takes the taps). They are derived, not read, so `traits` stays
///   unknown.
/// - Actions: clickable → activate, long-clickable → longPress, scrollable → scroll,
///   dismissable → dismiss, plus UiAutomator2's opt-in `actions` ids (custom ones by id: the
///   labels are dropped by UiAutomator2).
enum AndroidMapping {
    static let roleFromBehaviour = "generic views given a role from what they do (clickable → button, checkable → toggle)"
    static let notAccessibilityFriendly = "nodes uiautomator marks NAF (clickable, nothing to read)"
    static let takesNoTaps = "check boxes and switches that are neither clickable nor long-clickable (toggled by their row): taps go to what is around them, so they are not judged as touch targets"
    static let collapsedBounds = "elements whose bounds end before they start (drawn wholly outside their parent's clip): read as empty, not on screen"

    struct Mapped {
        var node: Node
        var clues: ElementClues
        /// TalkBack treats it as one focusable unit that speaks for its descendants.
        var isActionable: Bool
    }

    static func node(for element: AndroidElement, density: Double, insideActionable: Bool, at index: Int,
                     notes: inout ImportNotes) -> Mapped {
        // What TalkBack can act on (`isActionableForAccessibility`). Checkable alone is not: the
        // switch of a preference row (`widget_frame`, neither clickable nor focusable) is toggled
        // by the row, which speaks its state.
        let actionable = element.clickable == true || element.longClickable == true || element.focusable == true
        let editable = AndroidRoleTable.isEditable(element.className) || element.password == true
        var role: Role
        switch AndroidRoleTable.match(element.className) {
        case .known(let known):
            role = known
        case .generic:
            role = behaviouralRole(element, actionable: actionable)
            if role != .group && role != .staticText { notes.tally(roleFromBehaviour, node: index) }
        }
        // TalkBack names a role from the class (`getAccessibilityClassName`) only.
        let roleIsAnnounced = AndroidRoleTable.match(element.className).isKnown || role == .group || role == .staticText
        if element.heading == true, role == .staticText || role == .group { role = .header }
        let text = element.text.flatMap { $0.isEmpty ? nil : $0 }
        let description = element.contentDescription.flatMap { $0.isEmpty ? nil : $0 }
        let textIsValue = editable || role == .slider || role == .progressIndicator
        let label = description ?? (textIsValue ? nil : text)
        var value = textIsValue ? text : nil
        // A state only where it can change: Compose gives a selectable option's role to a node
        // inside it that is not checkable (`checkable="false"`), whose `checked` says nothing.
        var stateIsAllItSays = false
        if role == .toggle, value == nil, element.checkable != false, let checked = element.checked {
            value = checked ? "1" : "0"
            stateIsAllItSays = true
        }

        var traits: [Trait] = []
        if element.heading == true { traits.append(.header) }
        if element.selected == true { traits.append(.selected) }
        if element.enabled == false { traits.append(.notEnabled) }
        if element.checkable == true { traits.append(.isToggle) }
        if !roleIsAnnounced { traits.append(.unannouncedRole) }
        if description == nil, let label, label == text { traits.append(.labelIsDrawnText) }
        // TalkBack reads a password field's description before its character count: it is heard.
        if editable, description != nil, element.password != true { traits.append(.describedField) }
        var actions: [AccessibilityAction] = []
        func addAction(_ kind: ActionKind, name: String? = nil) {
            if !actions.contains(where: { $0.kind == kind && $0.name == name }) { actions.append(AccessibilityAction(kind, name: name)) }
        }
        if element.clickable == true { addAction(.activate) }
        if element.longClickable == true { addAction(.longPress) }
        if element.scrollable == true { addAction(.scroll, name: Self.scrollAxis(element.className)) }
        if element.dismissable == true { addAction(.dismiss) }
        for id in element.actionIDs ?? [] {
            // Standard ids without a model kind (focus, selection, text editing) are on almost
            // every node and say nothing about what it offers; other ids are custom actions.
            if let kind = actionKind(id) {
                if kind != .scroll || !actions.contains(where: { $0.kind == .scroll }) { addAction(kind) }
            } else if !id.hasPrefix("ACTION_") {
                addAction(.custom, name: id)
            }
        }
        // A check box or switch that is neither clickable nor long-clickable is toggled by what is
        // around it (a preference's or a filter's row), which takes the taps: it is no target of
        // its own, and ATF's touch-target check, which judges clickable views, leaves it out. Other
        // controls reported not clickable may still take raw touches (a hold-to-record button).
        if element.clickable == false, element.longClickable != true, role == .toggle {
            traits.append(.notHittable)
            notes.tally(takesNoTaps, node: index)
        }
        if element.boundsCollapsed { notes.tally(collapsedBounds, node: index) }
        if element.notAccessibilityFriendly {
            traits.append(.nothingToRead)
            notes.tally(notAccessibilityFriendly, node: index)
        }

        let isElement: Bool
        if element.importantForAccessibility == false {
            isElement = false
        } else if let focusable = element.screenReaderFocusable, focusable {
            isElement = true
        } else {
            // A state TalkBack has no stop to read is no reason for one: a checkable view neither
            // clickable nor focusable that says nothing (a Compose option whose row is not
            // clickable) is passed over, its text read on its own.
            isElement = actionable || (!insideActionable && (label != nil || (value != nil && !stateIsAllItSays)) && role != .group)
                || (!insideActionable && description != nil)
        }
        // Important for accessibility, yet nothing for TalkBack to focus: content it cannot reach.
        if element.importantForAccessibility == true, !element.hasChildren, !isElement, label == nil, value == nil, !insideActionable {
            traits.append(.importantForAccessibility)
        }
        // A pane title names the pane (TalkBack announces it when the pane appears), as a label
        // on a container does.
        let paneTitle = element.paneTitle.flatMap { SpeakableName.isSpeakable($0) ? $0 : nil }
        let node = Node(id: "", role: role, label: label ?? (isElement ? nil : paneTitle), value: value,
                        hint: element.hint.flatMap { $0.isEmpty ? nil : $0 }, visibleText: DrawnText.visibleText(text: text, description: description),
                        traits: traits, actions: actions, frame: element.bounds?.rect(density: density),
                        isAccessibilityElement: isElement, isHidden: element.visibleToUser == false)
        var clues = ElementClues(typeName: element.className, resourceID: element.resourceID, paneTitle: element.paneTitle,
                                 dismissable: element.dismissable, package: element.package,
                                 scrollsVertically: element.scrollable == true && Self.scrollsOnlyVertically(element.className))
        clues.importantForAccessibility = element.importantForAccessibility
        clues.emptyWithoutHint = editable && text == nil && element.hint == nil && element.password != true && !element.hasChildren
            && (element.resourceID.map { !$0.isEmpty } == true || EmptyFieldHint.nativeOnlyClasses.contains(element.className ?? ""))
        clues.takesNoClicks = element.clickable == false && element.longClickable != true
        clues.focusableOnly = isElement && element.focusable == true && element.clickable != true && element.longClickable != true
            && element.screenReaderFocusable != true && label == nil && value == nil
        return Mapped(node: node, clues: clues, isActionable: isElement && actionable)
    }

    /// The way a scroll view scrolls, when it goes one way only (`ScrollAxis`): its scroll action's name.
    static func scrollAxis(_ className: String?) -> String? {
        if scrollsOnlyVertically(className) { return ScrollAxis.vertical }
        if let className, scrollsOnlySideways.contains(className) { return ScrollAxis.horizontal }
        return nil
    }

    /// Android containers that scroll sideways and never vertically (their reference says so).
    static let scrollsOnlySideways: Set<String> = [
        "android.widget.HorizontalScrollView", "androidx.viewpager.widget.ViewPager", "android.support.v4.view.ViewPager",
    ]

    /// Android containers that scroll vertically and never sideways (their reference says so);
    /// RecyclerView and ViewPager2 can go either way, so they prove nothing.
    static func scrollsOnlyVertically(_ className: String?) -> Bool {
        guard let className else { return false }
        return ["android.widget.ScrollView", "androidx.core.widget.NestedScrollView", "android.support.v4.widget.NestedScrollView",
                "android.widget.ListView", "android.widget.ExpandableListView"].contains(className)
    }

    private static func behaviouralRole(_ element: AndroidElement, actionable: Bool) -> Role {
        if element.checkable == true { return .toggle }
        if element.clickable == true || element.longClickable == true { return .button }
        if element.scrollable == true { return .scrollView }
        if let text = element.text, !text.isEmpty { return .staticText }
        return .group
    }

    /// `AccessibilityAction` ids as model actions; nil for ids without a model kind.
    static func actionKind(_ id: String) -> ActionKind? {
        switch id {
        case "ACTION_CLICK": .activate
        case "ACTION_LONG_CLICK": .longPress
        case "ACTION_SCROLL_FORWARD", "ACTION_SCROLL_BACKWARD", "ACTION_SCROLL_UP", "ACTION_SCROLL_DOWN",
             "ACTION_SCROLL_LEFT", "ACTION_SCROLL_RIGHT", "ACTION_PAGE_UP", "ACTION_PAGE_DOWN": .scroll
        case "ACTION_DISMISS": .dismiss
        case "ACTION_EXPAND": .expand
        case "ACTION_COLLAPSE": .collapse
        default: nil
        }
    }
}
