/// The `dynamic-type` pack, in the order reports list its rules.
enum DynamicTypePack {
    static let id = "dynamic-type"
    static let rules: [any Rule] = [
        ScalableTextRule(), TextGrowsWithContentSizeRule(), LayoutAtAX5Rule(), FixedDetentHeightsRule(),
        SheetHeightContractRule(), MinTextSizeRule(),
    ]
}
