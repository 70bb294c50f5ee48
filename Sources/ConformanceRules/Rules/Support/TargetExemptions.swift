import A11yModel

/// Undersized targets the dump shows to be out of the target rules' reach, or beyond what a dump
/// can settle: WCAG 2.5.8's Inline and Essential exceptions where the capture shows them, and web
/// content, whose sizes are its page's.
enum TargetExemptions {
    /// A web page's element shown in an Android WebView: its size is the page's layout, a link in
    /// a sentence is exempt from 2.5.8 (Inline), which a dump cannot show, and Android's
    /// Accessibility Test Framework leaves web content to manual checks. Such a target short of a
    /// size needs review (an audit of the page itself, with axe-core, settles it).
    static func isWebContent(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.ancestors(of: target).contains { $0.node.role == .webView }
    }

    /// Whether `target` is a marker on a map: inside the view the Google Maps SDK describes "Google
    /// Map" (in the device's language: `GoogleMapsView`), whose markers it reports as elements
    /// inside it. WCAG 2.5.8's Essential exception covers targets whose place conveys the
    /// information (a pin stands where its place is), so such a target short of the size needs
    /// review rather than failing.
    static func isOnMap(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.ancestors(of: target).contains { GoogleMapsView.isMapSurface($0.node) }
    }

    /// Whether `target` is a span of the text around it: Android reports the links of a
    /// TextView (its ClickableSpans) as elements inside it, each named by its words, so a target
    /// whose parent draws text holding its name, and lies within it, is a link in that text.
    /// WCAG 2.5.8's Inline exception covers it: its size is the line's.
    static func isSpanOfText(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let parent = index.parent(of: target), let text = parent.node.visibleText, let frame = target.node.frame,
              let parentFrame = parent.node.frame, parentFrame.contains(frame),
              let name = (target.node.label ?? target.node.visibleText).map(SpeakableName.trimmed), SpeakableName.isSpeakable(name) else { return false }
        return text.contains(name)
    }

    /// The target around `target` that meets the size, when `target` is a disclosure arrow of it:
    /// it has no name of its own and nothing inside it to read, and its id calls it an arrow or a
    /// chevron (`iv_arrow`, `chevron_right`, `setting_arrow_right`). A row's arrow usually does what
    /// its row does, which WCAG 2.5.8's Equivalent exception covers, but the capture cannot show
    /// it. An unnamed icon not called so (a card's favourite heart) does something of its own.
    static func arrowInside(_ target: VisitedNode, minimum: Double, in index: SnapshotIndex) -> VisitedNode? {
        guard isCalledArrow(ownName(of: target)), !SpokenName(of: target, in: index).isSpeakable else { return nil }
        return targetAround(target, meeting: minimum, in: index)
    }

    /// The nearest exposed target around `target` when it holds `target`'s frame and meets the size.
    private static func targetAround(_ target: VisitedNode, meeting minimum: Double, in index: SnapshotIndex) -> VisitedNode? {
        guard let frame = target.node.touchFrame,
              let outer = index.ancestors(of: target).first(where: { $0.node.isAccessibilityElement && TouchTargets.isPointerTarget($0.node) }),
              let outerFrame = outer.node.touchFrame, outerFrame.contains(frame), TargetGeometry.meets(outerFrame, minimum: minimum)
        else { return nil }
        return outer
    }

    /// The target around `target` that meets the size, when `target` is a part of it pressed and
    /// long-pressed like it, as every target inside it is (a chip whose icon and caption carry its
    /// clickable and long-clickable flags), and says nothing of its own or only the words that
    /// name the whole (the chip's caption, which it reads as its name): one control's parts,
    /// which WCAG 2.5.8's Equivalent exception covers, unless the part does something of its
    /// own, which the capture cannot show. A card's favourite heart takes no long press of the
    /// card's; a named button inside a card names something the card does not.
    static func partPressedLikeWhole(_ target: VisitedNode, minimum: Double, in index: SnapshotIndex) -> VisitedNode? {
        let pressedAndHeld = { (node: Node) in node.has(.activate) && node.has(.longPress) }
        guard pressedAndHeld(target.node), let outer = targetAround(target, meeting: minimum, in: index), pressedAndHeld(outer.node),
              !SpokenName(of: target, in: index).isSpeakable || namesWhole(target, outer, in: index) else { return nil }
        let parts = index.subtreeRange(of: outer).dropFirst().map { index.nodes[$0].node }.filter(TouchTargets.isPointerTarget)
        return parts.allSatisfy(pressedAndHeld) ? outer : nil
    }

    /// Whether `part` is `whole`'s caption: `whole` has no label of its own and `part`'s is the
    /// only one inside it, the words that name the control on screen.
    static func namesWhole(_ part: VisitedNode, _ whole: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard whole.node.label.map({ !SpeakableName.isSpeakable($0) }) ?? true,
              let own = part.node.label.map(SpeakableName.trimmed), SpeakableName.isSpeakable(own) else { return false }
        return index.subtree(of: whole).dropFirst().allSatisfy { inside in
            inside.order == part.order || !(inside.node.label.map(SpeakableName.isSpeakable) ?? false)
        }
    }

    /// Words of an id that name a disclosure arrow.
    static let arrowWords: Set<Substring> = ["arrow", "arrows", "chevron", "right", "forward", "disclosure"]

    /// The last part of `target`'s identifier, else of its id: for an imported node, its resource
    /// id's name (`…trades.viewTradeScrollBar`).
    private static func ownName(of target: VisitedNode) -> String {
        let id = target.node.identifier ?? target.node.id
        return id.split(separator: ".").last.map(String.init) ?? ""
    }

    /// Whether `own` (a node's own name, `ownName`) holds one of `arrowWords`, its words split at
    /// underscores, hyphens and lower-to-upper case changes.
    static func isCalledArrow(_ own: String) -> Bool {
        own.utf8.allSatisfy({ $0 < 0x80 }) ? isCalledArrow(ascii: own.utf8) : isCalledArrow(byCharacter: own)
    }

    /// `isCalledArrow` character by character, for any text.
    static func isCalledArrow(byCharacter own: String) -> Bool {
        var words: [Substring] = []
        var start = own.startIndex
        var previous: Character?
        for index in own.indices {
            let character = own[index]
            if character == "_" || character == "-" || (character.isUppercase && previous?.isLowercase == true) {
                if start < index { words.append(own[start..<index]) }
                start = character == "_" || character == "-" ? own.index(after: index) : index
            }
            previous = character
        }
        if start < own.endIndex { words.append(own[start...]) }
        return words.contains { arrowWords.contains(Substring($0.lowercased())) }
    }

    /// `isCalledArrow` of an ASCII name, byte by byte: among ASCII characters the upper-case
    /// letters are A–Z and the lower-case a–z, and `Character`'s properties look Unicode up for
    /// each (every undersized target too close to another is asked).
    static func isCalledArrow(ascii own: String.UTF8View) -> Bool {
        var word: [UInt8] = []
        var previousIsLower = false
        for byte in own {
            let isSeparator = byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            if isSeparator || (isUpper && previousIsLower) {
                if asciiArrowWords.contains(word) { return true }
                word.removeAll(keepingCapacity: true)
            }
            if !isSeparator { word.append(isUpper ? byte | 0x20 : byte) }
            previousIsLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        }
        return asciiArrowWords.contains(word)
    }

    private static let asciiArrowWords = arrowWords.map { Array($0.utf8) }

    /// Whether `target` is a scroll bar beside the list it scrolls (named so by its identifier,
    /// with a view that scrolls beside it): dragging the list does what it does, which WCAG
    /// 2.5.8's Equivalent exception covers.
    static func isScrollBar(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard isCalledScrollBar(ownName(of: target)), let parent = index.parent(of: target) else { return false }
        return index.subtreeRange(of: parent).dropFirst().contains { position in
            index.nodes[position].node.has(.scroll) && !index.isDescendant(index.nodes[position], of: target)
        }
    }

    /// Whether `own` says "scroll bar" or "fast scroll", in any case, underscores left out.
    static func isCalledScrollBar(_ own: String) -> Bool {
        own.utf8.allSatisfy({ $0 < 0x80 }) ? isCalledScrollBar(ascii: own) : isCalledScrollBar(byCharacter: own)
    }

    /// `isCalledScrollBar` character by character, for any text.
    static func isCalledScrollBar(byCharacter own: String) -> Bool {
        let name = own.lowercased().replacing("_", with: "")
        return name.contains("scrollbar") || name.contains("fastscroll")
    }

    /// `isCalledScrollBar` of an ASCII name, as ids are: byte by byte, without the search table
    /// `contains` builds at every call.
    static func isCalledScrollBar(ascii own: String) -> Bool {
        let bytes = own.utf8.filter { $0 != UInt8(ascii: "_") }.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        return scrollBarWords.contains { ByteSearch.firstIndex(of: $0, in: bytes) != nil }
    }

    private static let scrollBarWords = [Array("scrollbar".utf8), Array("fastscroll".utf8)]

    /// Whether `target` is a view set inline in the text listed before it, inside its frame: React
    /// Native lays out a view nested in a `Text` where the text holds U+FFFC (the object
    /// replacement character) for it. WCAG 2.5.8's Inline exception covers it: its line sets
    /// its size.
    static func isInlineInText(_ target: VisitedNode, among texts: InlineTextHosts) -> Bool {
        guard let frame = target.node.frame, let parent = texts.index.parent(of: target) else { return false }
        return texts.positions.contains { position in
            let text = texts.index.nodes[position]
            guard position < target.order, texts.index.parent(of: text)?.order == parent.order, let textFrame = text.node.frame else { return false }
            return textFrame.contains(frame)
        }
    }

    /// Whether `target` bears the flags of selectable or linked text: an Android text (not a field)
    /// that is clickable and long-clickable both, which is what `TextView` makes of itself given a
    /// movement method (`setTextIsSelectable`, or `LinkMovementMethod` for its links): a text one
    /// presses to select and copy, or to follow a link in a line (Inline), no control of the
    /// app's. A text the app made a button would carry the same two actions, which the capture
    /// cannot tell apart. Two layouts do tell it: a movement method sets the flags on its
    /// `TextView` alone, so a parent or a sibling other than a text bearing both was given them by
    /// the app, which made the text part of a control of its own (a chip's caption); and texts side
    /// by side bearing both, one of them selected, are a row of tabs (text selection never marks a
    /// view selected).
    static func isSelectableText(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard index.snapshot.environment.platform == .android, target.node.role == .staticText, pressedBoth(target.node),
              SpeakableName.isSpeakable(target.node.visibleText) else { return false }
        guard let parent = index.parent(of: target) else { return true }
        if pressedBoth(parent.node) { return false }
        var textsPressedBoth = 0, selected = false
        for position in index.childPositions(of: parent) where position != target.order {
            let sibling = index.nodes[position].node
            guard pressedBoth(sibling) else { continue }
            guard sibling.role == .staticText else { return false }
            textsPressedBoth += 1
            selected = selected || sibling.has(.selected)
        }
        return textsPressedBoth == 0 || !(selected || target.node.has(.selected))
    }

    private static func pressedBoth(_ node: Node) -> Bool { node.has(.activate) && node.has(.longPress) }

    static let selectableTextReason = "it is clickable and long-clickable, as Android makes a text that is selectable or holds links "
        + "(a movement method), which is no control; if the app gave it an action of its own, it is one, which the capture cannot show"

    static let mapReason = "it is a marker on a map, whose place conveys where it is: WCAG's Essential exception may apply"

    static let webContentReason = "it is a web page's element (its size is the page's layout, and a link in a sentence is exempt), "
        + "which Android's test framework leaves to a check of the page itself"
}

/// The texts of a snapshot that hold U+FFFC, React Native's stand-in for a view set in a text
/// (`TargetExemptions.isInlineInText`), found once, when first asked: looking through each
/// undersized target's earlier siblings instead cost a scan of a long list per target.
final class InlineTextHosts {
    let index: SnapshotIndex
    private(set) lazy var positions: [Int] = index.nodes.indices.filter { position in
        index.nodes[position].node.visibleText?.unicodeScalars.contains("\u{FFFC}") == true
    }

    init(_ index: SnapshotIndex) {
        self.index = index
    }
}
