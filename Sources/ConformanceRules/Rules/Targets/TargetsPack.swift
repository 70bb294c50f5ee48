/// The `targets` pack, in the order reports list its rules.
enum TargetsPack {
    static let id = "targets"
    static let rules: [any Rule] = [
        WCAGTargetMinimumRule(), PlatformTargetSizeRule(), TargetSizeFloorRule(), HandleHitFrameRule(),
    ]
}
