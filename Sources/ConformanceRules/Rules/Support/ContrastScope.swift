import A11yModel

/// Which nodes the contrast rules judge: what a person sees and can use now. WCAG 1.4.3 and 1.4.11
/// exempt inactive components and content nobody sees, so disabled (`notEnabled`) controls and
/// their contents, transparent or empty nodes, and the contents of covered cards (stack depth ≥ 1)
/// are left out. Hiding a node from assistive technology does not hide it from the eye, so such
/// nodes are judged like any other (1.4.3's exception is for text "not visible to anyone").
enum ContrastScope {
    static func isActiveAndVisible(_ visited: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard visited.effectiveOpacity > 0, !(visited.node.frame?.isEmpty ?? false),
              !visited.node.has(.notEnabled) else { return false }
        return !index.hasDisabledAncestor(visited) && index.stackDepth(enclosing: visited) == 0
    }
}
