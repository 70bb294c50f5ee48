/// The `structure` pack, in the order reports list its rules.
enum StructurePack {
    static let id = "structure"
    static let rules: [any Rule] = [
        ModalContainmentRule(),
        CoveredContentHiddenRule(),
        StackBackgroundHiddenRule(),
        InvisibleMeansHiddenRule(),
        SheetTitleRule(),
        HandleNameRoleValueRule(),
        AdjustableImplementsStepsRule(),
        ReadingOrderRule(),
        OneLiveTreeAfterMorphRule(),
        SingleVisibleSheetRule(),
    ]
}
