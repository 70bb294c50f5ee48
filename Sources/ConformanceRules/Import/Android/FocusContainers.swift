import A11yModel

/// Views focusable only for the keyboard, as TalkBack reads them. A `FlutterView`, a React Native
/// root or a focusable `FrameLayout` is `focusable` so that key events reach it, holds the whole
/// screen, and says nothing itself. TalkBack focuses an actionable view with children only when it
/// speaks — text or a description of its own, or text inside it that no focusable descendant
/// speaks for (`AccessibilityNodeInfoUtils.shouldFocusNode`, ATF's `shouldFocusView`) — so such a
/// view is no focus stop, and its content is reached through the elements inside it. Judging it
/// as an unnamed control would fail every Flutter capture on its root, and one whose semantics
/// were not built when it was dumped (empty views only) on its root alone.
///
/// Clickable views keep their stop: their action would be lost with it, and a clickable wrapper
/// around a clickable child is a defect nested-controls reports.
enum FocusContainers {
    static let passedOver = "focusable views TalkBack passes over (nothing to read of their own, their content focused through the elements inside them)"

    static func release(_ arena: inout ImportArena, notes: inout ImportNotes) {
        // Children follow their parents, so one pass from the end sees every subtree whole.
        var speaks = [Bool](repeating: false, count: arena.count)
        var holdsElement = [Bool](repeating: false, count: arena.count)
        for index in arena.indices.reversed() {
            let entry = arena[index]
            let childrenSpeak = entry.children.contains { speaks[$0] }
            let childrenHoldElements = entry.children.contains { holdsElement[$0] || arena[$0].node.isAccessibilityElement }
            if entry.clues.focusableOnly, entry.node.isAccessibilityElement, !childrenSpeak,
               childrenHoldElements || (Self.isHost(entry.node) && entry.children.contains(where: { Self.isShown(arena[$0].node) })) {
                arena[index].node.isAccessibilityElement = false
                notes.tally(passedOver, node: index)
            }
            let node = arena[index].node
            holdsElement[index] = childrenHoldElements
            // An element or a hidden view speaks for itself or not at all; text anywhere else
            // inside is what TalkBack reads for the focusable view around it.
            speaks[index] = !node.isAccessibilityElement && !node.isHidden
                && (childrenSpeak || Self.hasText(node.label) || Self.hasText(node.value))
        }
    }

    /// A view that may hold a screen rather than be a control whose click is off: no control's
    /// role (a slider is adjusted, not clicked), not selected (a current tab, its click off while
    /// it is current) and not disabled (a button while it loads). Such a control keeps its stop
    /// and needs a name, whatever TalkBack does with it.
    private static func isHost(_ node: Node) -> Bool {
        !node.role.isInteractive && !node.has(.selected) && !node.has(.notEnabled)
    }

    /// A child TalkBack counts among the visible ones (`hasVisibleChildren`): a focusable view
    /// holding only empty views (a Flutter screen whose semantics are not built yet) is no leaf,
    /// and with nothing to say it is no stop either.
    private static func isShown(_ node: Node) -> Bool {
        !node.isHidden && (node.frame.map { $0.width > 0 && $0.height > 0 } ?? true)
    }

    /// TalkBack speaks any text, even one it reads as a symbol.
    static func hasText(_ text: String?) -> Bool {
        guard let text else { return false }
        return !text.allSatisfy(\.isWhitespace)
    }
}
