import A11yModel

/// Compose semantics as model nodes, the way TalkBack presents them (AndroidComposeView's
/// accessibility delegate):
///
/// - Role: `Role` (Button, Checkbox, Switch, RadioButton, Tab, Image, DropdownList, ValuePicker,
///   Carousel); without one, editable text is a text field, `ProgressBarRangeInfo` a slider when
///   `SetProgress` is offered and a progress indicator otherwise, `ToggleableState` a toggle,
///   `OnClick` a button (noted), `Heading` a header, text static text.
/// - Label: `ContentDescription`, else `Text` (joined), else `PaneTitle`. Value: the
///   editable text, `StateDescription`, the toggle state, the progress. Visible text: `Text`.
/// - Traits: Heading, Selected, Disabled, toggleable, adjustable (`SetProgress`).
/// - Actions: OnClick → activate, OnLongClick → long press, scrolling → scroll, SetProgress →
///   increment and decrement, Expand, Collapse, Dismiss, CustomActions by label.
/// - An element: what TalkBack focuses — a node that merges its descendants, or one with a
///   label, value or action that no ancestor merges; `InvisibleToUser`, `HideFromAccessibility`
///   and the descendants a `clearAndSetSemantics` replaced are hidden.
enum ComposeNodeMapping {
    /// Compose extends the touch area of a pointer-input node smaller than
    /// `ViewConfiguration.minimumTouchTargetSize` to that size around its centre.
    static let minimumTouchTarget = 48.0

    static let behaviourRole = "nodes without a Role given one from what they do (OnClick → button)"

    struct Placement {
        /// Merged into an ancestor that merges its descendants: part of that element.
        var mergedIntoAncestor = false
        /// Replaced by an ancestor's `clearAndSetSemantics`.
        var cleared = false
    }

    static func node(_ s: ComposeSemantics, frame: Rect, tag: String?, placement: Placement, at index: Int,
                     notes: inout ImportNotes) -> (node: Node, clues: ElementClues) {
        let role = role(of: s, at: index, notes: &notes)
        let description = s.contentDescription.isEmpty ? nil : s.contentDescription.joined(separator: ", ")
        let text = s.text.isEmpty ? nil : s.text.joined(separator: ", ")
        let ownLabel = description ?? text
        var value: String? = s.isEditable ? s.editableText : nil
        if value == nil { value = s.stateDescription }
        if value == nil, let state = s.toggleableState { value = ["On": "1", "Off": "0", "Indeterminate": "2"][state] }
        if value == nil, let progress = s.progress { value = formatNumber(progress.current) }

        var traits: [Trait] = []
        if s.units.contains("Heading") { traits.append(.header) }
        if s.selected == true { traits.append(.selected) }
        if s.units.contains("Disabled") { traits.append(.notEnabled) }
        if s.toggleableState != nil { traits.append(.isToggle) }
        if s.has("SetProgress") { traits.append(.adjustable) }
        // TalkBack names a role from the Role Compose exports as a class; a node given one from
        // what it does (OnClick → button) announces none.
        if s.role == nil, role == .button || role == .toggle { traits.append(.unannouncedRole) }

        var actions: [AccessibilityAction] = []
        func add(_ kind: ActionKind, name: String? = nil) {
            if !actions.contains(where: { $0.kind == kind && $0.name == name }) { actions.append(AccessibilityAction(kind, name: name)) }
        }
        for action in s.actions {
            switch action {
            case "OnClick": add(.activate)
            case "OnLongClick": add(.longPress)
            case "ScrollBy", "ScrollByOffset", "ScrollToIndex", "PageUp", "PageDown", "PageLeft", "PageRight": add(.scroll)
            case "SetProgress":
                add(.increment)
                add(.decrement)
            case "Expand": add(.expand)
            case "Collapse": add(.collapse)
            case "Dismiss": add(.dismiss)
            default: break
            }
        }
        for name in s.customActions { add(.custom, name: name) }

        let acts = actions.contains { $0.kind != .scroll } || s.toggleableState != nil || s.isEditable
        let hidden = s.isHidden || placement.cleared
        let isElement = !hidden && !placement.mergedIntoAncestor
            && (s.mergesDescendants || ownLabel != nil || value != nil || acts || s.role != nil)
        let paneTitle = s.paneTitle.flatMap { SpeakableName.isSpeakable($0) ? $0 : nil }
        let frameInTouch = acts && (frame.width < minimumTouchTarget || frame.height < minimumTouchTarget)
            ? expanded(frame) : nil
        // A pane's title names it (TalkBack announces it when the pane appears).
        let node = Node(id: "", role: role, label: ownLabel ?? paneTitle, value: value,
                        identifier: tag, visibleText: DrawnText.visibleText(text: text, description: description), traits: traits, actions: actions, frame: frame, hitFrame: frameInTouch,
                        isAccessibilityElement: isElement, isHidden: hidden)
        var clues = ElementClues(typeName: s.role, paneTitle: s.paneTitle)
        clues.scrollsVertically = s.otherKeys.contains("VerticalScrollAxisRange")
        return (node, clues)
    }

    private static func role(of s: ComposeSemantics, at index: Int, notes: inout ImportNotes) -> Role {
        var role: Role
        switch s.role {
        case "Button", "Tab", "DropdownList": role = .button
        case "Checkbox", "Switch", "RadioButton": role = .toggle
        case "Image": role = .image
        case "ValuePicker": role = .adjustable
        case "Carousel": role = .list
        default:
            if s.isEditable {
                role = .textField
            } else if let _ = s.progress {
                role = s.has("SetProgress") ? .slider : .other("progressIndicator")
            } else if s.toggleableState != nil {
                role = .toggle
            } else if s.has("OnClick") || s.has("OnLongClick") {
                role = .button
                notes.tally(behaviourRole, node: index)
            } else if !s.text.isEmpty {
                role = .staticText
            } else {
                role = .group
            }
        }
        if s.units.contains("Heading"), role == .staticText || role == .group { role = .header }
        return role
    }

    /// The frame grown to the minimum touch target around its centre, where it is smaller.
    static func expanded(_ frame: Rect) -> Rect {
        let width = max(frame.width, minimumTouchTarget), height = max(frame.height, minimumTouchTarget)
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
}
