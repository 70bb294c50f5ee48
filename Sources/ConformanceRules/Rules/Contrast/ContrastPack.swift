/// The `contrast` pack, in the order reports list its rules.
enum ContrastPack {
    static let id = "contrast"
    static let rules: [any Rule] = [
        HandleContrastRule(), TextContrastRule(), NontextUIContrastRule(), ContrastUnderOverlaysRule(),
    ]
}
