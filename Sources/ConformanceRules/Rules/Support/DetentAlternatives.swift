import A11yModel

/// Ways to change a sheet's detent without dragging.
enum DetentAlternatives {
    /// Actions whose destination counts as a non-drag way to reach it.
    static let steppingActions: [ActionKind] = [.activate, .increment, .decrement, .expand, .collapse]

    /// The detents the sheet's own nodes reach without a path: single-pointer gestures and
    /// exposed elements' actions with a recorded destination, every detent for an exposed
    /// adjustable handle, detent control or sheet with both steps, and every detent for a handle
    /// whose tap or activation records no destination (it cycles, as UIKit's grabber does).
    static func destinations(in nodes: [VisitedNode], sheet: VisitedNode, detents: Set<String>) -> Set<String> {
        var reached: Set<String> = []
        for visited in nodes where visited.isVisible {
            let steers = visited.node.part == .handle || visited.node.part == .detentControl || visited.node.id == sheet.node.id
            for gesture in visited.node.gestures where gesture.kind.isSinglePointer {
                if let destination = gesture.leadsTo { reached.insert(destination) }
                else if visited.node.part == .handle { reached.formUnion(detents) }
            }
            guard visited.isExposedElement else { continue }
            for action in visited.node.actions where steppingActions.contains(action.kind) {
                if let destination = action.leadsTo { reached.insert(destination) }
                else if action.kind == .activate && visited.node.part == .handle { reached.formUnion(detents) }
            }
            if steers && visited.node.announcesAdjustable && visited.node.has(.increment) && visited.node.has(.decrement) {
                reached.formUnion(detents)
            }
        }
        return reached
    }
}
