/// The needs-review message of a contrast rule that lacks a colour, naming what is missing in
/// words that fit the element: the glyph of an icon button, the text of a label, the pill of a
/// handle, or the colour behind it; never a glyph for an element that draws none.
enum UncapturedColour {
    /// `subject`: what is painted, `menu-1-close's glyph`, `body's text`, `the handle`.
    static func message(colorsKnown: Bool, paintKnown: Bool, subject: String, appearance: String) -> String {
        if !colorsKnown {
            return "colours were not captured in \(appearance), so \(subject) cannot be compared with what is behind it"
        }
        if !paintKnown { return "the colour of \(subject) was not captured in \(appearance)" }
        return "the colour behind \(subject) was not captured in \(appearance): no opaque background above it"
    }
}
