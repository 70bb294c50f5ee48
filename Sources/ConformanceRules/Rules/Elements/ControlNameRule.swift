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
            nothing or as a code); only punctuation or symbols ("×", "✕", "•", "…"), but on a key among keys (a parent, or the rows beside its row, holding six \
            controls or more, four others named by one character) a symbol screen readers speak as the key's \
            function is a name ("=" on a calculator, spoken "equals"; "←" among a terminal's keys). An emoji shown as one ("❤️", "👍", a flag) is \
            spoken by its name, as axe-core, ATF and GTXiLib accept it, and is a name. Handles are \
            judged by handle-name-role-value, and so is a box around a handle that holds nothing else \
            (Material 3's ModalBottomSheet composes one, offering the sheet's actions). A \
            uiautomator NAF node is such a control by definition. Editable text is judged by \
            field-label. A control cut by the edge of its list or of the screen in an Android dump, \
            shorter than the rows lined up beside it, or whose twin at the same place in a whole row \
            beside it has a name, or on the edge of the view scrolling it (not the screen's) holding \
            beside its other views an empty layout cut there too (a card's overlay whose title was \
            scrolled away), or, not a toggle, lying three quarters or more past the edge of the view \
            scrolling it (a dump that does not cut a list's items), needs review: the dump leaves out what is \
            scrolled out of view, its name perhaps; not a scrim, and not a node uiautomator marks \
            NAF, which it marks after looking at every descendant, on screen or not (but for Compose, \
            which leaves out nodes with no visible area), and not one whose \
            rows lined up beside it, whole, have nothing to read either (a grid of unnamed cells): it \
            fails with them, unless uiautomator marked them NAF and not it (then it found text in it, off \
            screen). It passes when three or more of those whole rows each hold a view, no control, \
            reading the same words (every song card's picture described as "Cover"): words of the rows' \
            template, not their data, which the row cut off holds too. A web view with nothing of its page in the dump needs review: the page had not \
            loaded. So does an Android control holding empty views shaped like lines of text (10–40 \
            tall, three times as wide), or one that is such a view, focusable with no action: an app that \
            draws its own text (Litho) exposes it only while a screen reader runs; not inside a Compose \
            host, whose nodes expose their text whether or not one runs. A list item's marker a web view \
            exposes as an element with no action ("•", "1.") passes: VoiceOver reads the symbol's name \
            at the start of the item; so does a symbol shown as text in a view that takes focus but \
            no action and holds nothing ("?" in a Flutter screen, which shows each text so): screen \
            readers read it by its name ("question mark"), as shown; a mark or a separator ("•", \
            "|") alone still says nothing. An Android view that holds other views and has no text (not even an \
            unpronounceable glyph) is not focused by TalkBack (shouldFocusNode) nor judged by ATF; it \
            passes when a named element stands for its action: named elements inside it covering half of \
            it or more (a tab around its icon; a text field, which field-label judges, in the box that \
            focuses it), a control at its centre holding no other (a touch area \
            padded around its Play button), or all it holds, centred across it and spanning half \
            of it the other way (a sheet's close strip around its close icon at the top), or a named text inside it that takes no tap (a chat row's \
            message: TalkBack's double tap on it lands on the row), a named control around it \
            that it fills half of (a tile's button; nested-controls reports the pair), a named \
            control inside it covering a quarter of it that takes a tap and a long press as it does \
            (a chip's label, clickable and long-clickable with the chip: the app wired its parts to \
            its actions), or the page of \
            a web view (a long press only through an element that offers one too). One holding only a \
            small overflow button, or a backdrop around its sheet, keeps its own action from TalkBack \
            and fails, as does one whose long press nothing TalkBack reads inside it offers (a chat \
            bubble's menu around its clickable text): the failure names what TalkBack reads instead and \
            the long press lost. Known limits: \
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

    /// A control of `cut`'s role with nothing to read, as this rule fails it.
    private static func isUnnamedControl(_ visited: VisitedNode, like cut: VisitedNode, in context: SnapshotContext) -> Bool {
        ElementKind.isControl(visited) && visited.node.role == cut.node.role && !SpokenName(of: visited, in: context.index).isSpeakable
            && SilentWrapper.reader(of: visited, in: context.index) == nil
    }

    /// The name, quoted, of the same control in a whole row beside `visited`, when an Android
    /// dump shows `visited` cut by its list's or the screen's edge (`ClippedTargetTwins`).
    private static func namedTwin(of visited: VisitedNode, in context: SnapshotContext) -> String? {
        guard context.environment.platform == .android, let frame = visited.node.touchFrame,
              TouchTargets.mayBeClipped(visited, frame: frame, minimum: .infinity, in: context) else { return nil }
        let twins = ClippedTargetTwins.twins(of: visited, frame: frame, in: context)
        return twins.lazy.map { SpokenName(of: $0, in: context.index) }.first(where: \.isSpeakable)?.quoted
    }

    /// Whether an Android control on the edge of the view scrolling it holds, beside other views, a
    /// layout with nothing in it cut by the same edge, a quarter of its area at least: a card
    /// scrolled half out of view whose texts sat in the part cut off. The screen's and the
    /// window's edges are left out (a spacer under the status bar, a keyboard's room), and a
    /// layout that is all the control holds is its content (a Compose photo), not a holder.
    private static func holdsEmptyLayoutOnEdge(_ visited: VisitedNode, in context: SnapshotContext) -> Bool {
        let index = context.index
        guard context.environment.platform == .android, !visited.node.has(.nothingToRead), let frame = visited.node.frame, frame.area > 0,
              let scroller = TouchTargets.scrollingAncestor(of: visited, in: index), let bounds = scroller.node.frame else { return false }
        // Where the scroller's edge is the screen's, the cut may be the screen's (a bar's spacer under the status bar).
        let screen = ClipEdge.ofScreen(context.environment)
        let edge = ClipEdge.ofScroller(scroller, frame: bounds, in: context)
        guard (edge.cutsDown(frame) && !screen.cutsDown(frame)) || (edge.cutsAcross(frame) && !screen.cutsAcross(frame)) else { return false }
        let inside = index.subtreeRange(of: visited).dropFirst()
        let leaves = inside.filter { !index.nodes[$0].hasChildren }
        guard leaves.count >= 2 else { return false }
        return leaves.contains { position in
            let leaf = index.nodes[position]
            guard leaf.node.role == .group, leaf.node.label == nil, leaf.node.visibleText == nil,
                  let empty = leaf.node.frame, empty.area >= frame.area / 4 else { return false }
            return edge.cutsDown(empty) || edge.cutsAcross(empty)
        }
    }

    /// A list item's marker a web view shows ("•", "◦", "1."): WebKit exposes it as an element of
    /// its own with no action, and VoiceOver reads the symbol's name ("bullet") at the start of
    /// the item. The page's list is what it marks, not a control to name.
    static func isWebListMarker(_ visited: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard !TouchTargets.isPointerTarget(visited.node), !visited.node.isInteractive, !visited.hasChildren,
              let label = visited.node.label.map(SpeakableName.trimmed), listMarkers.contains(label) || isOrdinalMarker(label),
              TargetExemptions.isWebContent(visited, in: index) else { return false }
        return true
    }

    /// A lone symbol shown as text in a view that takes focus but no action, with nothing inside
    /// it (Flutter shows each text as such a view, described by the text): no control, and
    /// TalkBack and VoiceOver read the symbol by its name ("question mark", TalkBack's
    /// `SpeechCleanupUtils`), as it is shown.
    static func isShownSymbol(_ visited: VisitedNode) -> Bool {
        guard !TouchTargets.isPointerTarget(visited.node), !visited.node.isInteractive, !visited.hasChildren,
              let label = visited.node.label.map(SpeakableName.trimmed) else { return false }
        return namedSymbols.contains(label)
    }

    /// Symbols both screen readers read by their names when they stand alone.
    /// Marks and separators ("•", "|", "…") are left out: alone, they mark or part other text.
    static let namedSymbols: Set<String> = ["?", "!", "%", "#", "&", "*", "@", "$", "€", "£", "¥", "°", "+", "=", "÷", "§", "©", "®", "™"]

    static let listMarkers: Set<String> = ["•", "◦", "▪", "▫", "■", "□", "○", "●", "‣", "⁃", "–", "-"]

    /// "1." or "iv)" or "b.": an ordered list's marker.
    private static func isOrdinalMarker(_ label: String) -> Bool {
        guard let last = label.last, last == "." || last == ")" else { return false }
        let head = label.dropLast()
        return !head.isEmpty && head.count <= 4 && (head.allSatisfy(\.isNumber) || head.allSatisfy { $0.isLetter && $0.isASCII })
    }

    /// What the control reads from inside it, for the message: `nothing inside it to read`, or
    /// what it gathers that says nothing (a "▤" drawn as text, an icon font's glyph).
    private static func inside(_ visited: VisitedNode, in index: SnapshotIndex) -> String {
        let unspoken = SpokenName.gatheredLabels(of: visited, in: index, where: { !SpeakableName.trimmed($0).isEmpty })
        let read = unspoken.joined(separator: ", ")
        guard !unspoken.isEmpty, let problem = SpeakableName.problem(with: read) else { return "nothing inside it to read" }
        // React Native names a view by its texts: then its label has said it already.
        if let label = visited.node.label, SpeakableName.trimmed(label) == SpeakableName.trimmed(read) { return "the same inside it" }
        return "what it reads from inside it \(problem)"
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible else { return nil }
        let name = SpokenName(of: visited, in: context.index)
        let id = visited.node.id
        if name.isSpeakable { return context.passed(id, measured: name.quoted, threshold: nil) }
        if context.environment.platform == .android, let reader = SilentWrapper.reader(of: visited, in: context.index) {
            // TalkBack passes over an actionable view that says nothing and holds elements
            // (shouldFocusNode), and ATF does not judge it: the element reached instead stands for it.
            return context.passed(id, measured: "reached through \(reader)", threshold: nil)
        }
        if let handle = HandleBox.handle(boxedBy: visited, in: context.index) {
            return context.passed(id, measured: "the box around the handle \(handle.messageName), judged with it by handle-name-role-value", threshold: nil)
        }
        if KeypadKey.isKey(visited, in: context.index) {
            return context.passed(id, measured: "\(name.quoted), a key among keys, spoken by its symbol's name", threshold: nil)
        }
        if context.environment.platform == .android, visited.node.has(.longPress),
           let reader = SilentWrapper.reader(of: visited, in: context.index, ignoringLongPress: true) {
            // TalkBack passes over it too, to an element that does not offer its long press.
            return .failed(id, "\(id) (\(visited.node.role.token)) has no speakable name, so TalkBack passes over it for what is inside it "
                               + "(\(reader)), which does not offer its long press: the long press is lost to TalkBack, and Switch Access offers it with no name; "
                               + "name \(id), or offer the long press on what is inside it",
                           measured: "no label", threshold: "a speakable name")
        }
        if visited.node.role == .webView {
            // A web view holds a page, whose elements are judged as the page's: with none of them
            // in the dump, the page had not loaded or built its tree when the dump was taken.
            return .cantTell(id, "\(id) is a web view with nothing of its page in the dump: the page had not loaded, or had not built its accessibility tree, when the dump was taken")
        }
        if Self.isWebListMarker(visited, in: context.index) {
            return context.passed(id, measured: "\(name.quoted), a list item's marker the web page shows, read as the symbol's name", threshold: nil)
        }
        if Self.isShownSymbol(visited) {
            return context.passed(id, measured: "\(name.quoted), a symbol shown as text, read by its name", threshold: nil)
        }
        let lines = UnexposedTextLines.count(in: visited, of: context.index)
        let whole = ScrolledOutContent.wholeSiblings(of: visited, in: context)
        // A control cut by its list's edge holds its views cut there too, as flat as a line of text.
        if lines > 0, whole.isEmpty {
            let shape = context.index.subtreeRange(of: visited).count == 1 ? "is an empty focusable view shaped like a line of text"
                : "holds \(lines == 1 ? "an empty view" : "\(lines) empty views") shaped like lines of text"
            return .cantTell(id, "\(id) has nothing to read in the dump, but it \(shape): an app that draws its own text (Litho) exposes it only while a screen reader runs, so its name may be there")
        }
        if !whole.isEmpty, let shared = TemplateWords.shared(by: whole, in: context.index) {
            return context.passed(id, measured: "cut by the edge of its list; every whole row beside it reads \(shared) from a view inside it, "
                                  + "the same in each: the part cut off holds it too", threshold: nil)
        }
        if !whole.isEmpty {
            // The rows beside it show what such a row holds: when none of them, whole, has
            // anything to read, the part cut from this one has nothing either. Unless uiautomator
            // marked them NAF and not this one: it found text in this one's descendants, on
            // screen or not, or it holds empty lines, which an app drawing its text leaves.
            guard lines == 0, whole.allSatisfy({ Self.isUnnamedControl($0, like: visited, in: context) && !$0.node.has(.nothingToRead) }) else {
                return .cantTell(id, "\(id) has nothing to read in the dump, but it is cut by the edge of the list or screen holding it, and Android dumps leave out what is scrolled out of view: its name may be there")
            }
            let why = SpokenName.labelProblem(visited.node)
            return .failed(id, "\(id) (\(visited.node.role.token)) has no speakable name: \(why) and \(Self.inside(visited, in: context.index)); it is cut by the edge of its list or screen, but \(whole[0].messageName) beside it, whole, has nothing to read either",
                           measured: visited.node.label.map { "'\(SpeakableName.trimmed($0))'" } ?? "no label",
                           threshold: "a speakable name")
        }
        if let named = Self.namedTwin(of: visited, in: context) {
            // The same row in the whole rows of its list has a name: this one's is beyond the edge.
            return .cantTell(id, "\(id) has nothing to read in the dump, but it is cut by the edge of the list or screen holding it, and the same control in a whole row beside it reads \(named): its name may be beyond the edge")
        }
        if ScrolledOutContent.isMostlyPastItsScroller(visited, in: context) {
            return .cantTell(id, "\(id) has nothing to read in the dump, but most of it lies past the edge of the view scrolling it: "
                             + "Android dumps leave out the views that are not on screen, its name perhaps")
        }
        if Self.holdsEmptyLayoutOnEdge(visited, in: context) {
            return .cantTell(id, "\(id) has nothing to read in the dump, but it lies on the edge of the view scrolling it and holds, "
                             + "beside its other views, an empty layout cut there too: Android dumps leave out what is scrolled out of view, its name perhaps")
        }
        let why = SpokenName.labelProblem(visited.node)
        // A stop that does nothing is fixed by taking it out of focus, not by naming it.
        let idle = TouchTargets.isPointerTarget(visited.node) || visited.node.isInteractive ? ""
            : "; it offers no action, so it is an empty stop for the screen reader and the keyboard: take it out of focus, or name what it shows"
        return .failed(id, "\(id) (\(visited.node.role.token)) has no speakable name: \(why) and \(Self.inside(visited, in: context.index))" + idle,
                       measured: visited.node.label.map { "'\(SpeakableName.trimmed($0))'" } ?? "no label",
                       threshold: "a speakable name")
    }
}
