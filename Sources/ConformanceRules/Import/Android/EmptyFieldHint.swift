import A11yModel

/// An empty Android field has no hint when the dump shows no text for it: a `TextView` reports its
/// hint as its text while it holds none (`TextView.getTextForAccessibility`, since Android 4.2),
/// so `adb shell uiautomator dump`, which records no hints, shows an empty field's hint as its text.
/// That holds for native fields, known by their resource id or by a class only a native view
/// reports (`AutoCompleteTextView`: Compose, Flutter and web fields report `EditText`, and an
/// app's obfuscated build may drop its ids), by holding nothing (a view group that
/// calls itself a field, around the real one, is no TextView) and by no Compose or web host around
/// them (Compose and WebView report their fields' hints otherwise; Flutter's fields carry no ids).
/// A password field's text is not reported at all, so it says nothing. The support library's
/// TextInputLayout (before Material's) took the hint off its field and reported it on itself, so
/// a field inside one is left alone.
enum EmptyFieldHint {
    static let note = "empty fields with no text in a dump without hints taken to have no hint: an Android field "
        + "reports its hint as its text while it is empty (TextView.getTextForAccessibility)"

    /// Accessibility class names of fields that only native views report.
    static let nativeOnlyClasses: Set<String> = ["android.widget.AutoCompleteTextView", "android.widget.MultiAutoCompleteTextView"]

    static func settle(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where arena[index].clues.emptyWithoutHint && arena[index].node.hint == nil {
            let ancestors = arena.ancestors(of: index)
            guard !ancestors.contains(where: { HiddenDescendants.isVirtualHost(arena[$0].clues.typeName) }),
                  !ancestors.prefix(2).contains(where: { arena[$0].clues.typeName?.hasSuffix("TextInputLayout") == true }) else { continue }
            arena[index].node.hint = ""
            notes.tally(note, node: index)
        }
    }
}
