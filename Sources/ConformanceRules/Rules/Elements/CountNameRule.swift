import A11yModel

/// ELM-16: a control named only by a count ("60", "1.2K") tells a screen-reader user how many,
/// not of what or what the control does: the icon beside the count says it on screen, in silence.
struct CountNameRule: NodeRule {
    let metadata = RuleDescription(
        id: "count-name",
        pack: ElementsPack.id,
        title: "Control named only by a count",
        summary: """
            A control people activate must be named by what it does (WCAG 2.4.6; the icon that \
            says it on screen needs a text alternative, 1.1.1). A social app's reply, like or \
            comment button often shows an icon and a count, and a screen reader then reads only \
            the count: "60, button", "1.2K, double-tap to activate". Judged: an exposed control \
            (not a toggle, an adjustable element or a field) whose spoken name, its own or the \
            one it gathers from inside it, is a number and nothing else, grouped in thousands or \
            with a decimal, with or without a magnitude ("1,846", "2,6B", "25,3 тыс.", "99+"). \
            Dates, times, versions, prices and phone numbers are not counts. Passed: numbers that \
            follow one another among the controls beside it (a keypad's digits, pages, days, \
            seats), a keypad's keys, a stepper's value between its two buttons, a row of numbers \
            to choose from one of which is selected, and a count a named button around it \
            already says ("165.6K" inside "165.6K comments"). Not judged: a view holding other \
            controls (a page that gathers a badge). Needs review: a count the post around it says \
            in its own name ("6 replies, 220 reposts"), in full or cut short ("2,6B" for 2,637), \
            where the capture does not record which views are important for accessibility: an \
            app may offer such buttons as actions of the post, read as one item, and hide them. \
            A warning: the control works, and sighted users see the icon.
            """,
        severity: .warning,
        references: [
            .wcag("2.4.6", "Headings and Labels", level: "AA"),
            .wcag("1.1.1", "Non-text Content", level: "A"),
            RuleReference(.material, "Android: describe each UI element by what it does (content labels)",
                          url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element"),
            RuleReference(.apple, "accessibilityLabel: a label succinctly identifies the element's purpose",
                          url: "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        guard ElementKind.isControl(visited), visited.node.has(.activate) || visited.node.role.isInteractive else { return false }
        switch visited.node.role {
        case .toggle, .slider, .adjustable: return false
        default: break
        }
        // A name of its own that starts with no digit is no count; one gathered from inside is
        // looked at in evaluate.
        guard let label = visited.node.label, SpeakableName.isSpeakable(label) else { return true }
        return SpeakableName.trimmed(label).first?.isNumber == true
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible else { return nil }
        let index = context.index
        let name = SpokenName(of: visited, in: index)
        guard let text = name.text, CountName.isCount(text) else { return nil }
        let id = visited.node.id, count = SpeakableName.trimmed(text)
        let threshold = "a name that says what the control does"
        // A page around controls gathers a badge of one of them: that control is the one to name.
        guard !ElementKind.holdsControls(visited, in: index) else { return nil }
        let reader = index.ancestors(of: visited).first(where: \.isExposedElement)
        let readerSays = reader.flatMap { SpokenName(of: $0, in: index).text }.map { Self.says(count, in: $0) } ?? false
        if let reader, readerSays, Self.isCaption(visited, of: reader) {
            return context.passed(id, measured: "the count \(reader.messageName) says in its name", threshold: threshold)
        }
        // The controls beside it, each with its spoken name, are asked of three ways.
        let peers = Self.peers(of: visited, in: index)
        if Self.followsAnother(count, among: peers) {
            return context.passed(id, measured: "one of numbers that follow one another (keys, pages, days)", threshold: threshold)
        }
        if Self.isStepperValue(visited, among: peers) {
            return context.passed(id, measured: "the value of a stepper, between its two buttons", threshold: threshold)
        }
        if KeypadKey.isAmongKeys(visited, in: index) {
            return context.passed(id, measured: "a key of a keypad", threshold: threshold)
        }
        if Self.isNumberChoice(visited, among: peers) {
            return context.passed(id, measured: "one of a row of numbers to choose from, one of them selected", threshold: threshold)
        }
        if let reader, readerSays, !context.snapshot.knows(.importance) {
            return .cantTell(id, "\(id) is named only by a count, \(name.quoted), which \(reader.messageName) around it says in its own "
                                 + "name: an app may offer such buttons as actions of the post, which TalkBack reads as one item, and "
                                 + "hide them; whether they are focus stops of their own (importantForAccessibility) was not captured",
                             measured: name.quoted, threshold: threshold)
        }
        return .failed(id, "\(id) is named only by a count, \(name.quoted): a screen reader says how many, not of what or what "
                           + "the control does, which an icon or a word beside the count shows only on screen; name it by what it "
                           + "does and keep the count (a like button: 'Likes, \(count)')",
                       measured: name.quoted, threshold: threshold)
    }

    /// Whether a control beside `control` is named by the integer just before or after its own:
    /// numbers that follow one another are keys, pages or days, not counts.
    private static func followsAnother(_ count: String, among peers: [Peer]) -> Bool {
        guard let value = CountName.integer(count) else { return false }
        return peers.contains { peer in
            guard let text = peer.name, let other = CountName.integer(text) else { return false }
            return abs(other - value) == 1
        }
    }

    /// Whether `control` is the value of a stepper: the middle of three controls side by side,
    /// the other two named by no count ("−" and "+", or glyphs control-name judges): a quantity,
    /// which the buttons around it change, not a count of something.
    private static func isStepperValue(_ control: VisitedNode, among peers: [Peer]) -> Bool {
        guard let frame = control.node.frame, peers.count == 2,
              let a = peers[0].visited.node.frame, let b = peers[1].visited.node.frame else { return false }
        let onItsLine = [a, b].allSatisfy { $0.minY < frame.maxY && $0.maxY > frame.minY }
        let between = min(a.maxX, b.maxX) <= frame.minX + 1 && max(a.minX, b.minX) >= frame.maxX - 1
        return onItsLine && between && !peers.contains(where: \.isNamedByCount)
    }

    /// The largest side of a control whose count is its caption: a button, three minimum targets
    /// across at most, not a post or a row.
    static let captionedControlSide = 144.0

    /// Whether `count` may be a caption of `control` around it: a button (a like button's count
    /// under its icon), not a post whose controls each show a count.
    private static func isCaption(_ count: VisitedNode, of control: VisitedNode) -> Bool {
        guard let outer = control.node.frame else { return false }
        return outer.width <= captionedControlSide && outer.height <= captionedControlSide
    }

    /// Whether `text` says `count`: as a word, or in full where the count is cut short ("2,6B"
    /// for 2,637, "3,6Mn" for 3,696,972: the digits it shows begin a number of more digits).
    static func says(_ count: String, in text: String) -> Bool {
        let words = words(of: text)
        if words.contains(Substring(count)) { return true }
        let shown = count.filter(\.isWholeNumber)
        guard count.last?.isLetter == true, !shown.isEmpty else { return false }
        return words.contains { word in
            let digits = word.filter(\.isWholeNumber)
            return digits.count > shown.count && digits.count == word.filter({ !$0.isPunctuation }).count && digits.hasPrefix(shown)
        }
    }

    /// The words of `text`, split at spaces and stripped of the punctuation around them, so that
    /// "Comments, 165.6K" holds "165.6K" and "Post 18" does not hold "8".
    private static func words(of text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace).map { word in
            var word = word
            while word.first?.isPunctuation == true { word.removeFirst() }
            while word.last?.isPunctuation == true { word.removeLast() }
            return word
        }
    }

    /// Whether `control` is one of a row of numbers one of which is selected (a rating, a number
    /// of guests): the number is the choice. A lone count that is selected is a liked like.
    private static func isNumberChoice(_ control: VisitedNode, among peers: [Peer]) -> Bool {
        let numbers = peers.filter(\.isNamedByCount)
        return !numbers.isEmpty && (control.node.has(.selected) || numbers.contains { $0.visited.node.has(.selected) })
    }

    /// How deep a control may lie in the wrapper beside it (a chip in its container).
    static let wrapperDepth = 8

    /// A control beside the one judged, with its spoken name.
    private struct Peer {
        let visited: VisitedNode
        let name: String?

        var isNamedByCount: Bool { name.map(CountName.isCount) == true }
    }

    /// The controls beside `control`: its sibling controls, and the one control a sibling wraps.
    private static func peers(of control: VisitedNode, in index: SnapshotIndex) -> [Peer] {
        index.siblings(near: control, count: ListRows.siblingsCompared).compactMap { sibling -> VisitedNode? in
            if ElementKind.isControl(sibling) { return sibling }
            let inside = index.subtreeRange(of: sibling).dropFirst().prefix(wrapperDepth)
            return inside.lazy.map { index.nodes[$0] }.first(where: ElementKind.isControl)
        }.map { Peer(visited: $0, name: SpokenName(of: $0, in: index).text) }
    }
}
