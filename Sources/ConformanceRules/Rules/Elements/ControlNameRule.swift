import A11yModel

/// ELM-01: a control without a speakable name is announced as "button" or as nothing, and a
/// screen-reader user cannot tell what it does.
struct ControlNameRule: NodeRule {
    let metadata = RuleDescription(
        id: "control-name",
        pack: ElementsPack.id,
        title: "Control name",
        summary: """
            Every exposed control — button, link, toggle, adjustable, cell, an element with a tap or \
            an activate action, and a generic view made an accessibility element (a focusable \
            Android view, an accessible iOS Other) — needs a speakable name: its own label, or the \
            text it gathers from the non-focusable content inside it (TalkBack reads a focusable \
            view's content; VoiceOver reads an element that is its own accessibility element from \
            the subviews it hides). No name is: an empty label; one of only white space or \
            invisible characters (Unicode White_Space, controls and format characters such as \
            U+200B, U+2060, U+FEFF, which screen readers skip — W3C ACT's non-empty accessible \
            name); only private-use glyphs (U+E000–U+F8FF, planes 15–16: icon fonts, read as \
            nothing or as a code); only punctuation or symbols ("×", "✕", "•", "…"). An emoji shown as one ("❤️", "👍", a flag) is \
            spoken by its name, as axe-core, ATF and GTXiLib accept it, and is a name. Handles are \
            judged by handle-name-role-value. A \
            uiautomator NAF node is such a control by definition. Editable text is judged by \
            field-label. A control cut by the edge of its list or of the screen in an Android dump, \
            shorter than the rows lined up beside it, needs review: the dump leaves out what is \
            scrolled out of view, its name perhaps; not a scrim, and not a node uiautomator marks \
            NAF, which it marks after looking at every descendant, on screen or not. An Android view \
            that says nothing and holds named elements covering 80 % of its area or more passes: \
            TalkBack focuses them and not it (shouldFocusNode), ATF does not judge it, and its \
            target is theirs (a tab around its icon; the nesting is nested-controls'); one they \
            cover less of keeps its own action from TalkBack and fails. Known limits: \
            whether the words describe the action is left to review; an Android view labelled \
            through labelFor by another view is not in any dump.
            """,
        severity: .error,
        references: [
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.wcag, "W3C ACT: button has non-empty accessible name (97a4e1)",
                          url: "https://www.w3.org/WAI/standards-guidelines/act/rules/97a4e1/"),
            RuleReference(.material, "Android ATF SpeakableTextPresentCheck: focusable views need speakable text",
                          url: "https://support.google.com/accessibility/android/answer/7158690"),
            RuleReference(.apple, "HIG Accessibility: every control needs an accessibility label",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest(ElementKind.isControl)

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible else { return nil }
        let name = SpokenName(of: visited, in: context.index)
        let id = visited.node.id
        if name.isSpeakable { return context.passed(id, measured: name.quoted, threshold: nil) }
        if context.environment.platform == .android, let reader = Self.namedElementCovering(visited, in: context.index) {
            // TalkBack passes over an actionable view that says nothing and holds elements
            // (shouldFocusNode), and ATF does not judge it: one covering it is the stop instead.
            return context.passed(id, measured: "reached through \(SpokenName.quoted(SpokenName(of: reader, in: context.index).text ?? ""))",
                                  threshold: nil)
        }
        if ScrolledOutContent.mayHaveLostContent(visited, in: context) {
            return .cantTell(id, "\(id) has nothing to read in the dump, but it is cut by the edge of the list or screen holding it, and Android dumps leave out what is scrolled out of view: its name may be there")
        }
        let why = SpokenName.labelProblem(visited.node)
        return .failed(id, "\(id) (\(visited.node.role.token)) has no speakable name: \(why) and nothing inside it to read",
                       measured: visited.node.label.map { "'\(SpeakableName.trimmed($0))'" } ?? "no label",
                       threshold: "a speakable name")
    }

    /// Share of an Android view's area the named elements inside it must cover for its target
    /// to be theirs: a row's label and switch, a tab's icon, an author's picture and name.
    static let coveredShare = 0.8

    /// Named elements inside a view counted at most: enough to cover any real control.
    static let coveringElementsCounted = 32

    /// A named element inside `control` that, with the other named elements inside it, covers
    /// most of `control`'s area: TalkBack focuses them, not the silent view around them. A tile
    /// holding only a small overflow button, or buttons in two of its corners, is not covered:
    /// its own action is lost to TalkBack, and it stays an unnamed control.
    static func namedElementCovering(_ control: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        guard let frame = control.node.frame, frame.area > 0 else { return nil }
        let range = index.subtreeRange(of: control)
        var first: VisitedNode?
        var frames: [Rect] = []
        for position in (range.lowerBound + 1)..<range.upperBound where frames.count < coveringElementsCounted {
            let inner = index.nodes[position]
            guard inner.isExposedElement, !Self.isContainer(inner.node), let innerFrame = inner.node.frame?.intersection(frame),
                  SpokenName(of: inner, in: index).isSpeakable else { continue }
            first = first ?? inner
            frames.append(innerFrame)
        }
        guard let first, Self.unionArea(frames) >= frame.area * coveredShare else { return nil }
        return first
    }

    /// A web page named by its document's title holds the page's targets; it is not one that
    /// stands for the view around it (a reader's page that shows its controls when tapped).
    private static func isContainer(_ node: Node) -> Bool {
        node.role == .platformType("webView")
    }

    /// The area the rectangles cover together, counted once where they overlap: over the grid
    /// their edges make, each cell inside one of them.
    static func unionArea(_ frames: [Rect]) -> Double {
        let xs = Array(Set(frames.flatMap { [$0.minX, $0.maxX] })).sorted()
        let ys = Array(Set(frames.flatMap { [$0.minY, $0.maxY] })).sorted()
        var area = 0.0
        for i in xs.indices.dropLast() {
            for j in ys.indices.dropLast() {
                let midX = (xs[i] + xs[i + 1]) / 2, midY = (ys[j] + ys[j + 1]) / 2
                if frames.contains(where: { $0.minX < midX && midX < $0.maxX && $0.minY < midY && midY < $0.maxY }) {
                    area += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j])
                }
            }
        }
        return area
    }
}
