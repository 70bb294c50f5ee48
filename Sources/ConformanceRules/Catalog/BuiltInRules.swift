/// Every built-in rule, pack by pack, in the order reports list them. A test checks that every
/// `*Rule.swift` type under `Rules/` is listed here.
public enum BuiltInRules {
    public static let all: [any Rule] = packs.flatMap(\.rules)

    /// Pack ids with their rules.
    public static let packs: [(id: String, rules: [any Rule])] = [
        (StructurePack.id, StructurePack.rules),
        (ElementsPack.id, ElementsPack.rules),
        (ActionsPack.id, ActionsPack.rules),
        (TargetsPack.id, TargetsPack.rules),
        (ContrastPack.id, ContrastPack.rules),
        (DynamicTypePack.id, DynamicTypePack.rules),
        (TransitionsPack.id, TransitionsPack.rules),
        (MotionPack.id, MotionPack.rules),
    ]
}
