/// The `motion` pack, in the order reports list its rules.
enum MotionPack {
    static let id = "motion"
    static let rules: [any Rule] = []
}
