import A11yModel

/// Sheets and dialogs drawn over the screen they cover, in Android dumps that do not record the
/// drawing order. A View lists its children for accessibility sorted by place on screen
/// (`ViewGroup.addChildrenForAccessibility`, `ViewLocationHolder`: the higher first, then the one
/// further left, then the taller), not in the order it draws them, so a sheet's container laid
/// out as large as the screen can come before the screen it is shown over (Instagram's comments
/// sheet, in a CoordinatorLayout ahead of the feed). A sheet or dialog is on top of the screen it
/// covers: a sibling listed after the child holding one, holding none itself and lying under at
/// least `screenShare` of the sheet, is that screen, and is placed just before the child, so the
/// model reads the sheet as drawn over it. Smaller views listed after (a search box over a list
/// of suggestions) keep their place over it. Ids and lines still follow the listing. The root's
/// children, the windows, are first placed as `DisplayWindows` stacks them.
enum SurfaceStacking {
    /// Share of a sheet's frame a later sibling must lie under to be the screen the sheet covers.
    static let screenShare = 0.9

    static func place(_ arena: inout ImportArena, notes: inout ImportNotes) {
        let surfaces = surfaceFrames(in: arena)
        for parent in arena.indices where !arena.isExcluded(parent) {
            let children = arena[parent].children.filter { !arena.isExcluded($0) }
            guard children.count > 1, children.contains(where: { arena[$0].clues.drawingOrder == nil }) else { continue }
            var placed = parent == 0 ? DisplayWindows.stacked(children, in: arena, notes: &notes) : children
            for child in children where !surfaces[child].isEmpty {
                guard let at = placed.firstIndex(of: child) else { continue }
                let screens = placed[(at + 1)...].filter { sibling in
                    surfaces[sibling].isEmpty && isScreen(arena[sibling].node.frame, under: surfaces[child])
                }
                guard !screens.isEmpty else { continue }
                placed.removeAll { screens.contains($0) }
                placed.insert(contentsOf: screens, at: at)
                for screen in screens {
                    notes.inferred(screen, "is drawn under the sheet or dialog listed before it, which covers it: a sheet or dialog is "
                        + "shown over the screen it covers, and Android lists a view's children by place on screen, not in the order "
                        + "they are drawn")
                }
            }
            if placed != children { arena.placement[parent] = placed }
        }
    }

    /// Whether `frame` lies under at least `screenShare` of one of `sheets`.
    private static func isScreen(_ frame: Rect?, under sheets: [Rect]) -> Bool {
        guard let frame else { return false }
        return sheets.contains { sheet in
            sheet.area > 0 && (sheet.intersection(frame)?.area ?? 0) >= screenShare * sheet.area
        }
    }

    /// Per entry, the frames of the sheets and modal dialogs in its subtree (itself included).
    private static func surfaceFrames(in arena: ImportArena) -> [[Rect]] {
        var frames = [[Rect]](repeating: [], count: arena.count)
        // Children come after their parent, so walking back gathers each subtree before its root.
        for index in arena.indices.reversed() where !arena.isExcluded(index) {
            let node = arena[index].node
            if let facts = node.sheet, node.part == .sheet || node.role == .dialog || facts.modality == .modal, let frame = node.frame {
                frames[index].append(frame)
            }
            if let parent = arena[index].parent, !frames[index].isEmpty { frames[parent] += frames[index] }
        }
        return frames
    }
}
