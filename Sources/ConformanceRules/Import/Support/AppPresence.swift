/// A dump with nothing of the app in it cannot be audited: every rule would find nothing to
/// judge, and the run would pass. That is what a capture taken at the wrong moment looks like: a
/// test that dumps after the app closed or crashed captures the launcher, one that dumps before
/// any window was ready gets an empty `<hierarchy>`. Such a dump is refused as an input that
/// could not be used (exit 2), naming what it held instead; the other inputs are still audited.
enum AppPresence {
    /// Why nothing of the app can be judged in `arena`, or nil when something can. `leftOut` is
    /// the system UI `SystemUI.apply` left out, as it named it.
    static func problem(in arena: ImportArena, format: ScenarioFormat, leftOut: [String]) -> String? {
        guard !arena.isEmpty, arena.indices.dropFirst().allSatisfy(arena.isExcluded) else { return nil }
        if arena.count == 1 {
            // A printout's one node (Compose's root, an iOS application) is an element to judge;
            // a `<hierarchy>` is only the file's root.
            guard arena[0].clues.typeName == "hierarchy" else { return nil }
            return "the \(format.rawValue) dump holds no element below its root, so nothing can be judged: "
                + "capture it once the app's window is on screen"
        }
        if leftOut.isEmpty {
            return "every element below the dump's root was left out as no part of the app's screen, so nothing can be judged"
        }
        return "nothing of the app is in this dump, so nothing can be judged: everything in it is system UI, "
            + "left out by default (\(leftOut.joined(separator: "; "))); capture the app's own screen, "
            + "or pass --include-system-ui to judge the system's"
    }
}
