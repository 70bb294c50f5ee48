import A11yModel

/// Flutter semantics as model nodes, as Flutter's embeddings present them to TalkBack and
/// VoiceOver:
///
/// - Role from the flags: isButton, isTextField, isSlider, isLink, isImage, hasCheckedState and
///   hasToggledState (a toggle), isHeader (a header), hasImplicitScrolling (a scroll view), and
///   `role` where printed; else static text when it has a label.
/// - Label `label` (a merge boundary's joined with its merged descendants'), else `tooltip`;
///   value `value` or the checked/toggled state; hint `hint`; identifier `identifier`.
/// - Traits: isHeader, isSelected, disabled (hasEnabledState without isEnabled), toggleable,
///   adjustable (increase and decrease).
/// - Actions: tap → activate, longPress, scrolling → scroll, increase → increment, decrease →
///   decrement, expand, collapse, dismiss (Flutter's iOS embedding performs it for VoiceOver's
///   escape gesture, so it is the escape action too), custom actions by label.
/// - An element unless merged up, hidden, or a route scope, and only when it has something to
///   say or do (a label, value, hint, action or a control flag).
enum FlutterNodeMapping {
    static let adjustableSteps: Set<String> = ["increase", "decrease"]

    static func node(_ s: FlutterSemantics, frame: Rect?, mergedUp: Bool) -> (node: Node, clues: ElementClues) {
        let role = role(of: s)
        let label = [s.label, s.tooltip].compactMap { $0 }.first { !$0.isEmpty }
        var value = s.value.flatMap { $0.isEmpty ? nil : $0 }
        if value == nil, s.has("hasCheckedState") { value = s.has("isCheckStateMixed") ? "2" : s.has("isChecked") ? "1" : "0" }
        if value == nil, s.has("hasToggledState") { value = s.has("isToggled") ? "1" : "0" }
        var traits: [Trait] = []
        if s.has("isHeader") { traits.append(.header) }
        if s.has("isSelected") { traits.append(.selected) }
        if s.has("hasEnabledState") && !s.has("isEnabled") { traits.append(.notEnabled) }
        if s.has("hasCheckedState") || s.has("hasToggledState") { traits.append(.isToggle) }
        if adjustableSteps.isSubset(of: Set(s.actions)) { traits.append(.adjustable) }
        var actions: [AccessibilityAction] = []
        func add(_ kind: ActionKind, name: String? = nil) {
            if !actions.contains(where: { $0.kind == kind && $0.name == name }) { actions.append(AccessibilityAction(kind, name: name)) }
        }
        for action in s.actions {
            switch action {
            case "tap": add(.activate)
            case "longPress": add(.longPress)
            case "scrollLeft", "scrollRight", "scrollUp", "scrollDown", "scrollToOffset": add(.scroll)
            case "increase": add(.increment)
            case "decrease": add(.decrement)
            case "expand": add(.expand)
            case "collapse": add(.collapse)
            case "dismiss":
                add(.dismiss)
                add(.escape)
            default: break
            }
        }
        for name in s.customActions { add(.custom, name: name) }
        let hidden = s.has("isHidden")
        let controlFlags: Set<String> = ["isButton", "isTextField", "isSlider", "isLink", "hasCheckedState", "hasToggledState", "isFocusable"]
        let saysSomething = label != nil || value != nil || !(s.hint ?? "").isEmpty || actions.contains { $0.kind != .scroll }
            || !s.flags.isDisjoint(with: controlFlags) || s.mergesDescendants
        let isElement = !mergedUp && !hidden && !s.has("scopesRoute") && saysSomething
        let node = Node(id: "", role: role, label: label, value: value, hint: s.hint.flatMap { $0.isEmpty ? nil : $0 },
                        identifier: s.identifier.flatMap { $0.isEmpty ? nil : $0 }, traits: traits, actions: actions,
                        frame: frame, isAccessibilityElement: isElement, isHidden: hidden)
        return (node, ElementClues(typeName: s.role))
    }

    private static func role(of s: FlutterSemantics) -> Role {
        switch s.role {
        case "dialog", "alertDialog": return .dialog
        case "tab": return .button
        case "tabBar": return .tabBar
        case "list": return .list
        case "dragHandle": return .button
        default: break
        }
        if s.has("isTextField") { return .textField }
        if s.has("isSlider") { return .slider }
        if s.has("hasCheckedState") || s.has("hasToggledState") { return .toggle }
        if s.has("isButton") { return .button }
        if s.has("isLink") { return .link }
        if s.has("isImage") { return .image }
        if s.has("isHeader") { return .header }
        if s.has("hasImplicitScrolling") { return .scrollView }
        if adjustableSteps.isSubset(of: Set(s.actions)) { return .adjustable }
        if let label = s.label, !label.isEmpty { return .staticText }
        return .group
    }
}
