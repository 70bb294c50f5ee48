/// Where a capture says focus sits, gathered while its elements are read.
///
/// A capture that records focus at all (an attribute or flag that every element has, or that
/// the format prints for focusable elements) makes focus a known fact, even when no element has
/// it: "nothing is focused" is then what was captured, not a gap.
struct FocusReading: Sendable {
    /// What the capture calls it, for the notes: `'a11y-focused'`, `the isFocused flag`.
    var source: String
    /// Accessibility focus, or input focus that screen readers follow.
    var kind: String
    private(set) var recorded = false
    private(set) var focused: Int?

    init(source: String, kind: String = "input focus") {
        self.source = source
        self.kind = kind
    }

    /// One element's reading: nil when the capture says nothing about it.
    mutating func record(_ value: Bool?, at index: Int) {
        guard let value else { return }
        recorded = true
        if value { focused = index }
    }

    /// The capture states focus for every element (a format that marks only the focused one).
    mutating func recordAll() { recorded = true }

    /// Makes focus known in the dump and says where it was read; nothing when not recorded.
    func apply(to dump: inout ImportedDump, notes: inout ImportNotes) {
        guard recorded else { return }
        dump.known.append(.focus)
        dump.focused = focused
        notes.add("\(kind) read from \(source)" + (focused == nil ? ": no element has it" : ""))
    }
}
