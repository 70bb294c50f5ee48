/// The `actions` pack, in the order reports list its rules.
enum ActionsPack {
    static let id = "actions"
    static let rules: [any Rule] = [
        NonGestureDismissRule(),
        EscapeActionRule(),
        ResizeWithoutDragRule(),
        StateDependentATActionsRule(),
        NonDismissableEscapeFailsRule(),
        PointerCancellationRule(),
    ]
}
