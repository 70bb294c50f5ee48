import A11yModel

/// The pointer targets of a snapshot that the target-size rules judge.
///
/// A target is an exposed, visible element a finger operates — by role, trait, the activate action
/// or a tap-like gesture. Accessibility-only actions (escape, custom actions, increment) are not
/// pointer targets, so a sheet carrying an escape action does not become one giant target. Keys of
/// the system keyboard are user-agent controls, which WCAG 2.5.8 exempts, and an element under a
/// scrim or a later card cannot be tapped, so neither is judged.
enum TouchTargets {
    static func isPointerTarget(_ node: Node) -> Bool {
        node.role.isInteractive || node.has(.button) || node.has(.link) || node.has(.adjustable)
            || node.has(.activate)
            || node.gestures.contains { $0.kind == .tap || $0.kind == .doubleTap || $0.kind == .longPress }
    }

    /// In reading order. Targets whose frame was not captured are included; rules answer cantTell.
    static func targets(in index: SnapshotIndex) -> [VisitedNode] {
        let occlusion = Occlusion(index)
        let keyboards = index.nodes(part: .keyboard)
        return index.exposedElements.filter { visited in
            guard isPointerTarget(visited.node), visited.effectiveOpacity > 0,
                  !keyboards.contains(where: { index.isDescendant(visited, of: $0) }) else { return false }
            guard let frame = visited.node.touchFrame else { return true }
            return !frame.isEmpty && !occlusion.catchesTouch(of: visited, at: frame)
        }
    }
}
