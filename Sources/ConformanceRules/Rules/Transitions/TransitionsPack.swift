/// The `transitions` pack, in the order reports list its rules.
enum TransitionsPack {
    static let id = "transitions"
    static let rules: [any Rule] = [
        FocusIntoSheetRule(),
        FocusReturnOnDismissRule(),
        FocusAfterPopRule(),
        MorphFocusAndAnnounceRule(),
        StickyPersistenceRule(),
        DetentChangeAnnouncedRule(),
        FocusNotObscuredRule(),
        NestedModalRestoreRule(),
        NoSilentDropRule(),
    ]
}
