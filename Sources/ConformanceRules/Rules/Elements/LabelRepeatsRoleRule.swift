import A11yModel

/// ELM-04: the screen reader already says the role and how to activate it; a label that says
/// them again is heard twice ("Close button, button. Double tap to activate").
struct LabelRepeatsRoleRule: NodeRule {
    let metadata = RuleDescription(
        id: "label-repeats-role",
        pack: ElementsPack.id,
        title: "Label repeats the role or gesture",
        summary: """
            A control's label names what it does, not what it is or how to work it: VoiceOver and \
            TalkBack announce the role (button, link, switch, slider) and the gesture themselves. A \
            label that starts or ends with its own role word ("Close button", "Link to terms"), that \
            is only the role word, or that gives a gesture ("double tap to open", "tap here", "swipe \
            up to…") is read twice over; on Android, where TalkBack's hint comes from the click and \
            long-click actions whatever the view's role (a clickable picture labelled "Profile \
            picture, double tap to open account" is told the gesture twice too), a gesture in the label of a view that has neither (one the app works by \
            raw touches: hold to record) is the only place the gesture is told, and passes; and \
            TalkBack names a role from the view's class only, so a clickable layout (a role the \
            import inferred from what it does) labelled "Explore button" repeats no role, though \
            its gesture is still judged. A gesture the element's visible text, or a text inside it, \
            shows ("Tap to expand" on a card React Native names by its texts) is the app's visible \
            copy, which the name must keep (label-in-name), and passes; so does one in a line of the \
            label after its first, where Flutter puts the texts it gathers from inside the element \
            (a tile's "Email", then its subtitle "Tap to add"), and so does a label of one line on \
            an element no taller than a line of text (32 points) in a dump where Flutter gives the \
            texts it draws as names (a card's "Tap to view list →" link). A role word in the text an Android \
            view with no description draws and is named by ("Button 1") is visible copy too, as is a \
            role word alone that the caption laid out as the element's label says ("Switch:" above a \
            switch). Only \
            labels the element \
            carries itself are judged, against \
            English words. A warning: the name is still there. Known limit: other languages are not \
            recognised.
            """,
        severity: .warning,
        references: [
            .wcag("2.4.6", "Headings and Labels", level: "AA"),
            RuleReference(.material, "Android ATF RedundantDescriptionCheck: don't include the element type in its description",
                          url: "https://support.google.com/accessibility/android/answer/6378120"),
            RuleReference(.apple, "accessibilityLabel: don't include the type of the control",
                          url: "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel"),
        ],
        scope: .node,
        examples: Self.examples
    )

    /// Elements whose role the screen reader names, and any that takes a click or a long click,
    /// whose gesture TalkBack tells whatever its role (a clickable picture).
    let interest = NodeInterest { visited in
        visited.isExposedElement && visited.node.hasName
            && (!LabelRepeatsRoleRule.roleWords(of: visited.node).isEmpty || visited.node.has(.activate) || visited.node.has(.longPress))
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        // Without a role word, only TalkBack's hint from the click tells the gesture.
        guard !Self.roleWords(of: visited.node).isEmpty || context.environment.platform == .android else { return nil }
        // A role inferred from what a generic view does is not announced: naming it repeats nothing.
        let roles = visited.node.has(.unannouncedRole) ? [] : Self.roleWords(of: visited.node)
        if let label = visited.node.label, Self.holdsNoJudgedWord(label, roles: roles) { return .passed(visited.node.id) }
        let label = SpeakableName.trimmed(visited.node.label ?? "")
        let words = Self.words(label)
        let id = visited.node.id
        if Self.announcesGesture(visited.node, on: context.environment.platform),
           let gesture = Self.gesturePhrases.first(where: { Self.contains(words, $0) }) {
            let phrase = gesture.joined(separator: " ")
            if let shown = Self.textShowing(gesture, in: visited, of: context.index) {
                // Read out from the screen (React Native names a view by its texts): the words
                // are the app's visible copy, which the name must keep (label-in-name).
                return .passed(id, "\(id)'s label tells the gesture ('\(phrase)') as the text on screen does ('\(shown)')")
            }
            if let line = Self.gatheredLine(showing: gesture, in: label) {
                return .passed(id, "\(id)'s label tells the gesture ('\(phrase)') in a line after its first ('\(line)'), "
                               + "where Flutter puts the texts it gathers from inside the element: the words are on screen")
            }
            if Self.isDrawnLine(label, of: visited, in: context.index) {
                return .passed(id, "\(id)'s label tells the gesture ('\(phrase)') in one line, on an element as tall as a line of text, "
                               + "in a dump where Flutter gives the texts it draws as names: the words are on screen")
            }
            return .failed(id, "\(id)'s label '\(label)' tells the gesture ('\(phrase)'), which the screen reader already says")
        }
        for role in roles where words.first == role || words.last == role {
            if words.count == 1, let caption = Self.captionSaying(words, before: visited, in: context.index) {
                return .passed(id, "\(id)'s label '\(label)' is only its role, as the caption laid out as its label shows ('\(caption)'), which the name must keep")
            }
            if Self.drawsItsLabel(visited.node) {
                return .passed(id, "\(id)'s label '\(label)' names its role ('\(role)') as the text it shows does, which the name must keep")
            }
            let only = words.count == 1 ? "is only its role" : "repeats its role"
            return .failed(id, "\(id)'s label '\(label)' \(only) ('\(role)'), which the screen reader already announces")
        }
        return .passed(id)
    }

    /// Whether the screen reader tells how to work the element. TalkBack's "double tap to
    /// activate" (or "to long press") comes from a click or long-click action; an Android view
    /// with neither (a button the app works by raw touches, hold to record) gets no hint, so a
    /// label that gives its gesture says what nothing else does. iOS dumps record no actions.
    static func announcesGesture(_ node: Node, on platform: Platform) -> Bool {
        platform != .android || node.has(.activate) || node.has(.longPress)
    }

    /// The words a screen reader announces for the element's role.
    @inline(__always) static func roleWords(of node: Node) -> [String] {
        if node.role == .toggle || node.has(.isToggle) { return toggleWords }
        if node.role == .slider || node.announcesAdjustable { return adjustableWords }
        if node.role == .link || node.has(.link) { return linkWords }
        if node.announcesButton { return buttonWords }
        return []
    }

    // Built once: the interest asks for them of every exposed element.
    private static let toggleWords = ["switch", "toggle", "checkbox"]
    private static let adjustableWords = ["slider", "adjustable"]
    private static let linkWords = ["link"]
    private static let buttonWords = ["button", "btn"]

    /// A word of every gesture phrase: a label without any of them gives no gesture.
    static let gestureVerbs = ["tap", "click", "swipe", "press"]

    /// Whether an ASCII label holds none of the words judged (a gesture verb or one of `roles`),
    /// even as part of a longer word, case aside. Such a label passes without being split into
    /// words, which is most labels; any other is split and judged word by word.
    static func holdsNoJudgedWord(_ label: String, roles: [String]) -> Bool {
        let verdict: Bool? = label.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            return !gestureVerbs.contains { holds(bytes, $0) } && !roles.contains { holds(bytes, $0) }
        }
        return verdict ?? false
    }

    /// Whether `bytes` (ASCII) hold `word` (lower-case ASCII letters) in either case.
    private static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { needle in
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in
                needle.indices.allSatisfy { bytes[start + $0] | 0x20 == needle[$0] }
            }
        } ?? true
    }

    static let gesturePhrases: [[String]] = [
        ["double", "tap"], ["tap", "to"], ["tap", "here"], ["click", "here"], ["click", "to"],
        ["swipe", "up"], ["swipe", "down"], ["swipe", "left"], ["swipe", "right"], ["long", "press"],
    ]

    /// Lower-cased words: letters and digits, "double-tap" as two words.
    static func words(_ text: String) -> [String] {
        // ASCII letters and digits are exactly the ASCII characters that are letters or numbers.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.split(whereSeparator: { byte in
                !((UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
            }).map { String(decoding: $0.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self) }
        }
        return text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The visible text of a view inside the element that shows `phrase`, if any, or the
    /// element's own when it is not its label or is the text it draws: a view whose text is its
    /// description (Instagram's like button) may report the description as its text without
    /// drawing it.
    static func textShowing(_ phrase: [String], in visited: VisitedNode, of index: SnapshotIndex) -> String? {
        for position in index.subtreeRange(of: visited) {
            let node = index.nodes[position].node
            guard let text = node.visibleText, position != visited.order || text != node.label || drawsItsLabel(node) else { continue }
            if contains(words(text), phrase) { return SpeakableName.trimmed(text) }
        }
        return nil
    }

    /// The line of a label of several lines, other than its first, that shows `phrase`, when the
    /// first does not. Flutter merges the labels of the nodes inside an element into its own, one
    /// a line after the element's own label: the later lines are texts on screen (a tile's
    /// subtitle); the first may be a label the app wrote.
    static func gatheredLine(showing phrase: [String], in label: String) -> String? {
        let lines = label.split(separator: "\n")
        guard lines.count > 1, !contains(words(String(lines[0])), phrase) else { return nil }
        return lines.dropFirst().first { contains(words(String($0)), phrase) }.map { SpeakableName.trimmed(String($0)) }
    }

    /// Tallest element, in points, taken for one line of text.
    static let lineHeight = 32.0

    /// Whether `label` is the one line of text `element` draws: a dump where Flutter gives the
    /// texts it paints as names (`UncapturedText`), a label of one line, on an element no taller
    /// than a line of text (a card's "Tap to view list →" link). A label the app wrote comes
    /// first, and the texts Flutter gathers follow on lines of their own.
    static func isDrawnLine(_ label: String, of element: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard !label.contains("\n"), let frame = element.node.frame, frame.height <= lineHeight else { return false }
        return UncapturedText.drawsTextOnlyAsNames(index)
    }

    /// The text laid out as the element's label (right above it or on its left: `AdjacentFieldLabel`)
    /// when its words are `words`: a demo's "Switch:" above its switch. The name then keeps the
    /// visible label, as label-in-name asks.
    static func captionSaying(_ words: [String], before visited: VisitedNode, in index: SnapshotIndex) -> String? {
        guard let caption = AdjacentFieldLabel.label(of: visited, in: index),
              let text = caption.node.label ?? caption.node.visibleText, Self.words(text) == words else { return nil }
        return SpeakableName.trimmed(text)
    }

    /// An Android view named by the text it draws, still shown (a web page's text is not).
    static func drawsItsLabel(_ node: Node) -> Bool {
        node.has(.labelIsDrawnText) && node.visibleText != nil && node.visibleText == node.label
    }

    static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        guard words.count >= phrase.count else { return false }
        return (0...(words.count - phrase.count)).contains { words[$0..<$0 + phrase.count].elementsEqual(phrase) }
    }
}
