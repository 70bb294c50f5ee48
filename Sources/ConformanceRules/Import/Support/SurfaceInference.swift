import A11yModel

/// Turns clues into the facts sheet rules look for: a node with `sheet` facts (found as the
/// sheet or dialog), a `scrim`, a `handle`. Every decision is written to the notes as inferred.
///
/// The facts say "modal" when the clue belongs to modal presentations only (dialog element
/// types, Material dialog ids, scrims, a dialog window). A handle or a pane title alone finds a
/// surface that may be modal or not (a persistent sheet has a handle too, an app may title any
/// pane; a pane title on a list is none, `AndroidInference`): its modality is left `nonmodal`, which modal-containment reads
/// as not shown, and a modal clue found later for the same surface settles it. Detents,
/// position and dismissability cannot be read from any dump, so `sheet` stays in the
/// snapshot's unknown facts and rules that depend on them answer can't tell.
enum SurfaceInference {
    /// Makes `index` a sheet (`.sheet`) or a dialog/alert card (`.card`), unless it or an
    /// ancestor already is one; `modal` says whether the clue shows a modal presentation.
    static func markSurface(_ index: Int, part: Part, in arena: inout ImportArena, notes: inout ImportNotes,
                            canDismiss: Bool? = nil, modal: Bool = true, because reason: String) {
        if let existing = surface(containing: index, in: arena) {
            if modal, arena[existing].node.sheet?.modality == .nonmodal {
                arena[existing].node.sheet?.modality = .modal
                notes.inferred(existing, "is modal: \(reason)")
            }
            return
        }
        arena[index].node.part = part
        arena[index].node.sheet = SheetFacts(modality: modal ? .modal : .nonmodal, canDismiss: canDismiss ?? true)
        let kind = part == .sheet ? "sheet" : "dialog"
        let what = modal ? "is a modal \(kind)" : "is a \(kind), modal or not (the dump does not show which)"
        notes.inferred(index, "\(what): \(reason)")
    }

    static func markPart(_ index: Int, _ part: Part, in arena: inout ImportArena, notes: inout ImportNotes,
                         because reason: String) {
        guard arena[index].node.part == nil else { return }
        arena[index].node.part = part
        notes.inferred(index, "is the \(partName(part)): \(reason)")
    }

    /// The node itself or its nearest ancestor with sheet facts.
    static func surface(containing index: Int, in arena: ImportArena) -> Int? {
        arena.selfOrAncestor(of: index) { $0.node.sheet != nil }
    }

    static func hasSurface(_ arena: ImportArena) -> Bool {
        arena.indices.contains { arena[$0].node.sheet != nil && !arena.isExcluded($0) }
    }

    /// A handle outside every recognised sheet still belongs to one: the view the grabber is
    /// drawn on (`panel(holding:in:)`), unless an unnamed grabber (known by its id alone) is drawn
    /// at that view's foot, under all it holds: a panel pulled down from the top (Google
    /// Calculator's display, over its history), which is part of the screen; a sheet's handle is
    /// at its top. A grabber named so (UIKit's "Sheet Grabber") is a sheet's wherever the dump
    /// puts it: a flat dump may list none of the sheet's content below it.
    static func giveHandlesASheet(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where arena[index].node.part == .handle {
            guard surface(containing: index, in: arena) == nil, let panel = panel(holding: index, in: arena) else { continue }
            if !SpeakableName.isSpeakable(arena[index].node.label), isAtFoot(of: panel, handle: index, in: arena) {
                arena[index].node.part = nil
                notes.inferred(index, "is no sheet's handle: it is drawn at the foot of the view holding it, under all that view holds, "
                               + "as on a panel pulled down from the top, which is part of the screen (a sheet's handle is at its top)")
                continue
            }
            markSurface(panel, part: .sheet, in: &arena, notes: &notes, modal: false,
                        because: "it holds the handle and no other sheet clue was found")
        }
    }

    /// Whether `handle` lies in the lower half of `panel`, its top at or below the bottom of
    /// everything else `panel` holds.
    private static func isAtFoot(of panel: Int, handle: Int, in arena: ImportArena) -> Bool {
        guard let frame = arena[handle].node.frame, let panelFrame = arena[panel].node.frame,
              frame.midY > panelFrame.midY else { return false }
        var others: [Rect] = []
        var pending = arena[panel].children.filter { $0 != handle }
        while let next = pending.popLast() {
            if let other = arena[next].node.frame, !other.isEmpty { others.append(other) }
            pending += arena[next].children.filter { $0 != handle }
        }
        return !others.isEmpty && others.allSatisfy { $0.maxY <= frame.minY + 1 }
    }

    /// The panel a handle is drawn on: its nearest ancestor holding content besides the handle's
    /// own branch, when the handle sits at that panel's top — within 40 pt of the panel's top
    /// edge, or above all of that other content (a panel whose bounds lag behind its content, as
    /// Compose reports while a sheet settles); else the handle's parent. Handles are often
    /// wrapped (Material 3's 48 dp touch box around the drawn pill, a full-width strip holding
    /// it), and the wrapper is not the sheet.
    static func panel(holding handle: Int, in arena: ImportArena) -> Int? {
        guard let parent = arena[handle].parent else { return nil }
        let handleTop = arena[handle].node.frame?.minY
        var branch = handle
        var candidate: Int? = parent
        while let current = candidate {
            let others = arena[current].children.filter { $0 != branch && holdsContent($0, in: arena) }
            if !others.isEmpty {
                guard let handleTop else { return current }
                let nearTop = arena[current].node.frame.map { handleTop - $0.minY <= 40 } ?? false
                let aboveContent = others.allSatisfy { (arena[$0].node.frame?.minY ?? .infinity) >= handleTop - 8 }
                return nearTop || aboveContent ? current : parent
            }
            branch = current
            candidate = arena[current].parent
        }
        return parent
    }

    /// Something to show besides a decoration: children, or a name or value.
    private static func holdsContent(_ index: Int, in arena: ImportArena) -> Bool {
        let node = arena[index].node
        return !arena[index].children.isEmpty || SpeakableName.isSpeakable(node.label) || SpeakableName.isSpeakable(node.value)
    }

    private static func partName(_ part: Part) -> String {
        switch part {
        case .handle: "sheet handle"
        case .scrim: "scrim (the dimmed area outside a modal)"
        case .title: "title"
        case .keyboard: "keyboard"
        default: part.token
        }
    }
}
