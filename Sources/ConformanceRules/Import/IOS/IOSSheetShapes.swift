import A11yModel

/// Bottom sheets an app draws itself, which no iOS element type marks: React Native's and custom
/// UIKit sheets are plain `Other` views (UIKit's own grabber is an element named "Sheet Grabber",
/// which `HandleClues` reads). A panel shaped like a bottom sheet — about as wide as the screen,
/// starting below its top and reaching its bottom — is taken as a sheet when
/// - it is the panel a named handle is drawn on (`SurfaceInference.panel(holding:in:)`);
/// - a pill is centred at its top, drawn as a grabber is (`HandleClues.isShapedLikeAHandle`); the
///   pill is its handle when assistive technology can reach it or it has a name;
/// - its identifier or label has the word "sheet" (`bottomSheet`, "Bottom Sheet",
///   `partial-modal-sheet-view`; not `spreadsheet`).
/// A leaf covering the screen drawn just before the sheet, unnamed or named as a backdrop, is its
/// scrim.
enum IOSSheetShapes {
    static func run(_ arena: inout ImportArena, notes: inout ImportNotes) {
        guard let screen = screen(in: arena) else { return }
        for index in arena.indices where arena[index].node.part == .handle && !arena.isExcluded(index) {
            guard SurfaceInference.surface(containing: index, in: arena) == nil,
                  let panel = SurfaceInference.panel(holding: index, in: arena),
                  isShapedLikeASheet(arena[panel].node.frame, on: screen) else { continue }
            SurfaceInference.markSurface(panel, part: .sheet, in: &arena, notes: &notes,
                                         because: "it holds the handle and is shaped like a bottom sheet")
        }
        for index in arena.indices where arena[index].children.isEmpty && !arena.isExcluded(index) {
            markPillSheet(index, in: &arena, notes: &notes, screen: screen)
        }
        for index in arena.indices where !arena[index].children.isEmpty && !arena.isExcluded(index) {
            let node = arena[index].node
            guard node.part == nil, namesASheet(node.identifier) || namesASheet(node.label), isShapedLikeASheet(node.frame, on: screen),
                  SurfaceInference.surface(containing: index, in: arena) == nil, !holdsSurface(index, in: arena) else { continue }
            SurfaceInference.markSurface(index, part: .sheet, in: &arena, notes: &notes,
                                         because: "its identifier or label says sheet and it is shaped like a bottom sheet")
        }
        for index in arena.indices where arena[index].node.part == .sheet && !arena.isExcluded(index) {
            markScrim(before: index, in: &arena, notes: &notes, screen: screen)
        }
    }

    /// About as wide as the screen and centred on it, starting at least 20 pt below its top with
    /// at least 88 pt on screen, and reaching within 40 pt of its bottom (or beyond).
    static func isShapedLikeASheet(_ frame: Rect?, on screen: Rect) -> Bool {
        guard let frame else { return false }
        return frame.width >= screen.width * 0.8 && abs(frame.midX - screen.midX) <= 8
            && frame.minY >= screen.minY + 20 && frame.minY <= screen.maxY - 88 && frame.maxY >= screen.maxY - 40
    }

    /// "sheet" as a word of an identifier or label, words split at separators and at lower-to-upper
    /// case changes.
    static func namesASheet(_ text: String?) -> Bool {
        guard let text else { return false }
        var word = ""
        var previousWasLower = false
        for character in text {
            if !character.isLetter {
                if word == "sheet" { return true }
                word = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower {
                if word == "sheet" { return true }
                word = ""
            }
            word += character.lowercased()
            previousWasLower = character.isLowercase
        }
        return word == "sheet"
    }

    /// The screen: the root's frame, else the first frame at the origin.
    private static func screen(in arena: ImportArena) -> Rect? {
        arena.indices.lazy.compactMap { arena[$0].node.frame }.first { $0.minX == 0 && $0.minY == 0 && !$0.isEmpty }
    }

    private static func holdsSurface(_ index: Int, in arena: ImportArena) -> Bool {
        arena.indices.contains { $0 > index && arena[$0].node.sheet != nil && arena.ancestors(of: $0).contains(index) }
    }

    /// A pill at the top centre of an ancestor shaped like a sheet makes that ancestor a sheet.
    private static func markPillSheet(_ pill: Int, in arena: inout ImportArena, notes: inout ImportNotes, screen: Rect) {
        guard arena[pill].node.part == nil, let frame = arena[pill].node.frame, frame.height > 0,
              frame.width <= 80, frame.height <= 12, frame.width >= 2 * frame.height,
              SurfaceInference.surface(containing: pill, in: arena) == nil else { return }
        for ancestor in arena.ancestors(of: pill) {
            // The keyboard, a page's own parts: a pill inside them is no grabber.
            guard arena[ancestor].node.part == nil else { return }
            guard let panel = arena[ancestor].node.frame, frame.minY - panel.minY <= 40 else { return }
            guard HandleClues.isShapedLikeAHandle(frame, in: panel), isShapedLikeASheet(panel, on: screen) else { continue }
            SurfaceInference.markSurface(ancestor, part: .sheet, in: &arena, notes: &notes,
                                         because: "a pill is centred at its top, drawn as a grabber is, and it is shaped like a bottom sheet")
            if arena[pill].node.isAccessibilityElement || arena[pill].node.hasName {
                SurfaceInference.markPart(pill, .handle, in: &arena, notes: &notes,
                                          because: "it is a pill centred at the top of a panel shaped like a bottom sheet, drawn as a grabber is")
            }
            return
        }
    }

    /// Names a backdrop may carry: none, or one saying it is the backdrop or closes the sheet.
    private static func isBackdropName(_ text: String?) -> Bool {
        guard let text = text?.lowercased() else { return true }
        return text.contains("backdrop") || text.contains("scrim") || text.contains("dimming") || text == "close"
            || ScrimClues.descriptions.contains(text)
    }

    /// The leaf covering the screen drawn just before the sheet (or before one of its three
    /// nearest ancestors, as React Native wraps sheets), unless the dump already has a scrim.
    private static func markScrim(before sheet: Int, in arena: inout ImportArena, notes: inout ImportNotes, screen: Rect) {
        guard !arena.indices.contains(where: { arena[$0].node.part == .scrim }) else { return }
        for level in ([sheet] + arena.ancestors(of: sheet)).prefix(4) {
            for sibling in arena.siblings(of: level).reversed() where sibling < level {
                let entry = arena[sibling]
                guard entry.children.isEmpty, entry.node.part == nil, let frame = entry.node.frame,
                      frame.area >= screen.area * 0.9, isBackdropName(entry.node.label) else { continue }
                SurfaceInference.markPart(sibling, .scrim, in: &arena, notes: &notes,
                                          because: "it covers the screen and is drawn just before the sheet, as a backdrop is")
                return
            }
        }
    }
}
