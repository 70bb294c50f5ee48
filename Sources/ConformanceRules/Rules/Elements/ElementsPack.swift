/// The `elements` pack: the checks Android's Accessibility Test Framework, GTXiLib and axe-core
/// run on every element, in the order reports list them.
enum ElementsPack {
    static let id = "elements"
    static let rules: [any Rule] = [
        ControlNameRule(),
        FieldLabelRule(),
        IconFontTextRule(),
        ImageNameRule(),
        NameReadTwiceRule(),
        LabelRepeatsRoleRule(),
        ControlRoleRule(),
        LabelInNameRule(),
        IdentifierLabelRule(),
        DistinctControlNamesRule(),
        NestedControlsRule(),
        UnreachableContentRule(),
        RawErrorTextRule(),
        DayNameRule(),
        MapMarkerNameRule(),
        CountNameRule(),
    ]
}
