import A11yModel

/// Which optional facts an Android dump carries, learnt from the attributes its elements have
/// (UiAutomator2 added them in 2018, 2022 and 2025; `uiautomator dump` and Maestro have fewer).
/// A fact the dump carries is known to the rules; one it lacks stays unknown.
///
/// Android's own conventions make some facts known in every Android dump: a view's bounds are
/// its touch area unless a touch delegate is recorded (no dump records one; ATF's touch-target
/// check assumes the same), so touch areas are known. The order TalkBack reads in is not: a
/// dump lists Views as their parents order them for accessibility (by place on screen) but
/// Compose nodes as they were composed, which TalkBack also reads by place on screen
/// (`traversalBefore`, which no dump records); rules read them in `TalkBackOrder`.
struct AndroidFacts {
    /// `heading` (UiAutomator2 7.2+): with it, every state Android has beyond the class is in
    /// the dump (heading, selected, enabled, checkable), so traits are known.
    var heading = false
    /// `hint` or Maestro's `hintText`; UiAutomator2 7.2 writes `hint` only when one is set.
    var hint = false
    /// `a11y-important` (UiAutomator2 7.2+).
    var importance = false
    /// `actions` (UiAutomator2's opt-in `includeA11yActionsInPageSource`).
    var actions = false
    /// `displayed` or `visible-to-user`, or a format that writes visible nodes only. Android
    /// reports a view with alpha 0 as not visible to the user (View.isVisibleToUser), so
    /// visibility stands for opacity.
    var visibility = false
    /// `drawing-order` (UiAutomator2) telling apart every two siblings that overlap (`DrawingOrder`):
    /// set from the hierarchy's root before its elements are recorded.
    var stacking = false

    static let stackingNote = "stacking read from 'drawing-order': siblings taken in the order they are drawn, the later on top"

    mutating func record(_ element: XMLElement) {
        heading = heading || element[attribute: "heading"] != nil
        importance = importance || element[attribute: "a11y-important"] != nil
        hint = hint || importance || element[attribute: "hint"] != nil
        actions = actions || element[attribute: "actions"] != nil
        visibility = visibility || element[attribute: "displayed"] != nil || element[attribute: "visible-to-user"] != nil
        stacking = stacking && DrawingOrder.tellsApart(element.children)
    }

    /// Maestro's Android attributes: `hintText` and, from its own dumper, `visible-to-user`.
    mutating func record(maestroAttributes attributes: [String: String]) {
        hint = hint || attributes["hintText"] != nil
        visibility = visibility || attributes["visible-to-user"] != nil
    }

    func apply(to dump: inout ImportedDump, notes: inout ImportNotes) {
        dump.known.append(.hitFrame)
        notes.add("touch areas are the bounds: Android views take touches within their bounds unless a touch delegate "
            + "is set, which no dump records (ATF's touch-target check assumes the same)")
        func mark(_ carried: Bool, _ fact: ModelFact) {
            if carried { dump.known.append(fact) } else { dump.alsoUnknown.append(fact) }
        }
        mark(heading, .traits)
        mark(hint, .hint)
        mark(importance, .importance)
        mark(actions, .actions)
        mark(visibility, .opacity)
        dump.alsoUnknown.append(.readingOrder)
        // A view's elevation (and translationZ) draws it over views listed after it (an app bar
        // over the list scrolling under it, a FAB): only UiAutomator2's drawing order records it.
        mark(stacking, .stacking)
        if stacking {
            notes.add(Self.stackingNote)
        }
        if visibility {
            notes.add("opacity read through visibility: Android reports a view with alpha 0 as not visible, and TalkBack skips it")
        }
    }
}
