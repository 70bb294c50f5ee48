import A11yModel

/// The text the Dynamic Type rules judge: essential (its loss loses content or function), visible,
/// exposed, and on the front card. Decorative text, transparent or empty nodes, nodes hidden from
/// assistive technology and the contents of covered cards (judged when they are in front) are
/// left out.
enum EssentialText {
    static func isJudged(_ visited: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let text = visited.node.text, text.isEssential, visited.effectiveOpacity > 0, !visited.isHiddenFromAT,
              !(visited.node.frame?.isEmpty ?? false) else { return false }
        return index.stackDepth(enclosing: visited) == 0
    }

    /// `12 pt`, one decimal at most.
    static func points(_ value: Double) -> String { "\(TargetGeometry.length(value)) pt" }
}
