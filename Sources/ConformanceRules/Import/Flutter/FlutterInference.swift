import A11yModel

/// Modal sheets and dialogs in a Flutter dump. A `ModalRoute` shows its page under a route scope
/// (`scopesRoute`) and, on iOS and macOS, a dismissible barrier the route's scrim draws
/// (`ModalBarrier`: a node with the `dismiss` action, the route's `barrierLabel`); the barrier's
/// `BlockSemantics` removes everything painted before it from the tree, which is what makes the
/// route modal. On Android the barrier is left out (Back dismisses), and the route names itself
/// instead (`namesRoute` with the localized "Dialog" label).
///
/// - A route scope with a dismissible barrier before it, or a route scope that names itself
///   with a label, is a modal surface: a sheet when its content sits on the bottom edge across
///   its width, else a dialog. Its label is the route's name.
/// - The barrier is the scrim.
/// - The handle: a node with the `dragHandle` role or a handle's name, or Material 3's drag
///   handle — a tap target of at most 48 × 48 centred on the top edge of the sheet's content.
enum FlutterInference {
    static func run(_ arena: inout ImportArena, routeScopes: [Int], notes: inout ImportNotes) {
        for scope in routeScopes {
            // ModalBottomSheetRoute clips its barrier's rectangle to the area above the sheet, so
            // the barrier is recognised by its action, not by covering the route.
            let barrier = arena.siblings(of: scope).last { arena[$0].node.has(.dismiss) }
            let named = arena[scope].clues.paneTitle != nil && SpeakableName.isSpeakable(arena[scope].node.label)
            guard barrier != nil || named else { continue }
            let content = panel(of: scope, in: arena)
            let isSheet = content.map { isSheetPanel($0, in: arena[scope].node.frame, barrier: barrier.flatMap { arena[$0].node.frame }) } ?? false
            if !isSheet { arena[scope].node.role = .dialog }
            let reason = barrier != nil ? "a route scope behind a dismissible modal barrier" : "a route scope that names itself (\"\(arena[scope].node.label ?? "")\")"
            SurfaceInference.markSurface(scope, part: isSheet ? .sheet : .card, in: &arena, notes: &notes,
                                         because: reason + (isSheet ? ", its content on the bottom edge" : ""))
            arena[scope].node.isModal = true
            if let barrier {
                SurfaceInference.markPart(barrier, .scrim, in: &arena, notes: &notes,
                                          because: "it is the route's modal barrier (dismiss action)")
            }
            if isSheet, let content { findHandle(in: scope, content: content, arena: &arena, notes: &notes) }
        }
        for index in arena.indices where arena[index].node.part == nil
            && (arena[index].clues.typeName == "dragHandle" || HandleClues.isHandleName(arena[index].node.label)
                || HandleClues.isHandleName(arena[index].node.identifier)) {
            SurfaceInference.markPart(index, .handle, in: &arena, notes: &notes, because: "its role or name says drag handle")
        }
    }

    /// A sheet's content runs across the route and ends near its bottom edge (within 64 pt, for
    /// the safe area and padding), or starts where the barrier ends: ModalBottomSheetRoute clips
    /// its barrier's rectangle to the area above the sheet. A dialog floats inset.
    static func isSheetPanel(_ content: Rect, in route: Rect?, barrier: Rect?) -> Bool {
        guard let route else { return false }
        let acrossWidth = content.width >= route.width - 1
        let onBottom = content.maxY >= route.maxY - 64
        let belowClippedBarrier = barrier.map { $0.maxY < route.maxY - 1 && abs($0.maxY - content.minY) <= 1 } ?? false
        return acrossWidth && onBottom || belowClippedBarrier
    }

    /// The union of the frames inside a route scope: the visible sheet or dialog.
    static func panel(of scope: Int, in arena: ImportArena) -> Rect? {
        let frames = arena.indices.filter { $0 > scope && arena.ancestors(of: $0).contains(scope) }.compactMap { arena[$0].node.frame }
            .filter { !$0.isEmpty }
        return Rect.enclosing(frames)
    }

    private static func findHandle(in scope: Int, content: Rect, arena: inout ImportArena, notes: inout ImportNotes) {
        let candidate = arena.indices.first { index in
            guard index > scope, arena.ancestors(of: index).contains(scope), arena[index].node.isAccessibilityElement,
                  arena[index].node.has(.activate), let frame = arena[index].node.frame else { return false }
            return frame.width <= 48.5 && frame.height <= 48.5 && abs(frame.minY - content.minY) <= 1 && abs(frame.midX - content.midX) <= 1
        }
        guard let candidate else { return }
        SurfaceInference.markPart(candidate, .handle, in: &arena, notes: &notes,
                                  because: "a tap target of at most 48 × 48 centred on the sheet's top edge, as Material 3's drag handle is")
    }
}
