import A11yModel

/// A control the dump records as neither clickable nor long-clickable, inside a clickable view
/// that covers it: YouTube's editor draws each tool's icon as a focusable `ImageButton` that is
/// not clickable, inside the clickable button that names the tool. Android hands a touch to the
/// deepest view that handles it, and a view neither clickable nor long-clickable handles none
/// (`View.onTouchEvent`), so the taps land on the view around it: that view is the target, and
/// ATF's touch-target check, which judges clickable and long-clickable views only, leaves the
/// icon out. It keeps its focus stop, so the name and nesting rules still judge it.
///
/// Such a control around clickable views (a notice bar's `Button`, described but taking no
/// clicks, holding the two clickable texts that act) passes its taps on to them the same way:
/// they are the targets.
///
/// Check boxes and switches need no clickable view around them (`AndroidMapping`); any other
/// control reported not clickable with nothing clickable around or inside it may still take raw
/// touches (a hold-to-record button) and stays a target.
enum ClickableAncestorTaps {
    static let passedOn = "controls neither clickable nor long-clickable inside a clickable view that covers them: "
        + "their taps go to that view, so they are not judged as touch targets"
    static let passedIn = "controls neither clickable nor long-clickable around clickable views: "
        + "their taps go to those views, so they are not judged as touch targets"

    static func mark(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where arena[index].clues.takesNoClicks {
            let node = arena[index].node
            // Views that are no element (Compose's role nodes merged into their clickable) are no target anyway.
            guard node.isAccessibilityElement, node.role.isInteractive || node.has(.button), !node.has(.notHittable),
                  let frame = node.frame else { continue }
            let covered = arena.ancestors(of: index).contains { ancestor in
                let around = arena[ancestor].node
                return (around.has(.activate) || around.has(.longPress)) && around.frame?.contains(frame) == true
            }
            if covered {
                arena[index].node.traits.append(.notHittable)
                notes.tally(passedOn, node: index)
            } else if arena.descendants(of: index).contains(where: { arena[$0].node.has(.activate) || arena[$0].node.has(.longPress) }) {
                arena[index].node.traits.append(.notHittable)
                notes.tally(passedIn, node: index)
            }
        }
    }
}
