import A11yModel

/// Which targets `TargetLayout` joins into one, and which it leaves out: the nesting of targets,
/// apart from the regions and neighbours the layout works out from it.
extension TargetLayout {
    /// Per candidate, the position of the outermost target of its composite, nil when it is in
    /// none, and the silent wrappers. A composite is a target and the target inside it, nearest of
    /// all, that covers `sameTargetShare` of its frame, is the field its box focuses, is its own
    /// label, is the one line of text of a target with no name, is a line of text its name says,
    /// or is all a silent target padded around it holds, joined through such chains (a selector
    /// around a photo, a wrapper around a button around its icon; frames nest, so a target
    /// covering half of a farther one covers half of each between). A small target inside a composite (a row's reply button) is a target of
    /// its own. Candidates are in reading order, so one pass with a stack of the open
    /// ones finds each one's nearest enclosing target, and a second joins them: linear in the
    /// targets, however deep.
    static func composites(_ candidates: [VisitedNode], frames: [Rect?], in index: SnapshotIndex)
        -> (roots: [Int?], wrappers: Set<Int>)
    {
        var enclosingTarget = [Int?](repeating: nil, count: candidates.count)
        var inside = [[Int]](repeating: [], count: candidates.count)
        var open: [(position: Int, end: Int)] = []
        for position in candidates.indices {
            let order = candidates[position].order
            while let last = open.last, last.end <= order { open.removeLast() }
            if let enclosing = open.last?.position {
                enclosingTarget[position] = enclosing
                inside[enclosing].append(position)
            }
            open.append((position, index.subtreeRange(of: candidates[position]).upperBound))
        }
        let textLines = textLines(candidates, frames: frames, inside: inside)
        var root = [Int?](repeating: nil, count: candidates.count)
        for position in candidates.indices {
            guard let enclosing = enclosingTarget[position] else { continue }
            if let outer = frames[enclosing], outer.area > 0,
               (frames[position]?.intersection(outer)?.area ?? 0) >= outer.area * sameTargetShare
                || isFieldBox(candidates[enclosing], around: candidates[position], in: index)
                || isOwnLabel(candidates[position], of: candidates[enclosing])
                || isOnlyTextLine(position, of: enclosing, candidates, inside: inside, textLines: textLines)
                || textLines[position] && isShownInName(candidates[position], of: candidates[enclosing], in: index)
                || inside[enclosing].count == 1 && isSilentPadding(candidates[enclosing], around: candidates[position], in: index) {
                root[enclosing] = root[enclosing] ?? enclosing
                root[position] = root[enclosing]
            }
        }
        let wrappers = Set(candidates.indices.filter { position in
            root[position] == nil && isSilentWrapper(candidates[position], frame: frames[position], around: inside[position].map { frames[$0] })
        })
        return (root, wrappers)
    }

    /// A target that says nothing of its own and whose targets inside cover half of it or more
    /// (a footer made clickable around its two buttons, so taps between them do not fall
    /// through): what is left of it is the gutters between them, which nobody aims at, and no
    /// action of its own is lost (TalkBack does not focus it either: `SilentWrapper`).
    private static func isSilentWrapper(_ target: VisitedNode, frame: Rect?, around inner: [Rect?]) -> Bool {
        guard inner.count >= 2, !target.node.hasName, target.node.part != .scrim, let frame, frame.area > 0 else { return false }
        let covers = inner.prefix(SilentWrapper.coveringElementsCounted).compactMap { $0 }
        return CoveredArea.area(of: frame, coveredBy: covers) >= frame.area * sameTargetShare
    }

    /// A text field's box: a target around an editable field that is not itself editable and
    /// holds no other field. Tapping anywhere in it focuses the field (an outlined field's box
    /// around its label and text line, a search bar around its input), so the two are one target
    /// judged by the box, however thin the text line inside it.
    static func isFieldBox(_ outer: VisitedNode, around inner: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard ElementKind.isEditable(inner.node), !ElementKind.isEditable(outer.node) else { return false }
        // The search stops at the first other field, so a node is passed over only by the fields of
        // the boxes around it, at most as many as the tree is deep (200).
        let range = index.subtreeRange(of: outer)
        return !((range.lowerBound + 1)..<range.upperBound).contains { position in
            position != inner.order && ElementKind.isEditable(index.nodes[position].node)
        }
    }

    /// A target that is the label of the target around it: the outer one's name is its name, or
    /// begins with it as the first of the texts joined into it ("Message" made clickable inside
    /// the "Message" button; "Pizza" inside a chip read "Pizza, 12"), so a tap on either does the
    /// same, and the two are one target judged by the outer one. A name only found further in
    /// ("Share" inside "Share options") is not taken for it.
    static func isOwnLabel(_ inner: VisitedNode, of outer: VisitedNode) -> Bool {
        guard let name = inner.node.label.map(SpeakableName.trimmed), SpeakableName.isSpeakable(name),
              let outerName = outer.node.label.map(SpeakableName.trimmed), SpeakableName.isSpeakable(outerName) else { return false }
        let own = name.lowercased(), around = outerName.lowercased()
        return around == own || around.hasPrefix(own + ",")
    }

    /// A target that is the one text line of a target with no name of its own: the outer one
    /// holds no other target, and TalkBack names it from what it holds, so the line is its label
    /// made clickable (a bill's "Platform fee" in its row, a username in the author row, a URL
    /// line in a title bar), and a tap on either does the same. One line only: links side by
    /// side in a clickable footer, or a control beside the line, are targets of their own.
    private static func isOnlyTextLine(_ position: Int, of enclosing: Int, _ candidates: [VisitedNode],
                                       inside: [[Int]], textLines: [Bool]) -> Bool {
        let outer = candidates[enclosing].node
        return textLines[position] && inside[enclosing].count == 1 && !outer.hasName && outer.part != .scrim
            && !ElementKind.isEditable(outer) && !ElementKind.isEditable(candidates[position].node)
    }

    /// A line of text whose words the name of the target around it says in their order (a count
    /// "165.6K" under the comment button named "Read or add comments. 165.6K comments"): the
    /// outer target's own caption, made clickable, one target with it. The name is the nearest
    /// one from the line out to the target: a silent target's is the view between that speaks
    /// for it (TikTok's clickable frame around the focusable button so named, which holds the
    /// count and the icon).
    private static func isShownInName(_ inner: VisitedNode, of outer: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let shown = inner.node.visibleText, !LabelInNameRule.words(shown).isEmpty else { return false }
        for ancestor in index.ancestors(of: inner) {
            if let name = ancestor.node.label, SpeakableName.isSpeakable(name) { return LabelInNameRule.name(name, holds: shown) }
            if ancestor.order <= outer.order { break }
        }
        return false
    }

    /// A target that says nothing and is padding around the one target it holds (a sheet's close
    /// strip around its close icon, a close container around its icon): a tap anywhere in it does
    /// what the inner one does (nested-controls reports the second stop), so the two are one
    /// target, judged by the outer frame.
    private static func isSilentPadding(_ outer: VisitedNode, around inner: VisitedNode, in index: SnapshotIndex) -> Bool {
        !outer.node.hasName && outer.node.part != .scrim && !ElementKind.isEditable(outer.node) && !ElementKind.isEditable(inner.node)
            && PaddingWrapper.isPadding(outer, around: inner, in: index)
    }

    /// Tallest a line of text made clickable is drawn: body text with its leading stays under it,
    /// while a button pads its text to more (Material's are 36 dp and up), and is a control with
    /// an action of its own (a card's Follow).
    static let textLineHeight = 24.0

    /// Per candidate, whether it is a line of text: it shows text, is drawn shorter than
    /// `textLineHeight` and holds no target, or it says nothing of its own and holds only a line
    /// of text covering `sameTargetShare` of it (a clickable wrapper around a clickable
    /// username). Inner targets come later in reading order, so one pass from the end decides
    /// each from those it holds.
    private static func textLines(_ candidates: [VisitedNode], frames: [Rect?], inside: [[Int]]) -> [Bool] {
        var lines = [Bool](repeating: false, count: candidates.count)
        for position in candidates.indices.reversed() {
            let node = candidates[position].node
            if inside[position].isEmpty {
                lines[position] = SpeakableName.isSpeakable(node.visibleText) && (frames[position]?.height ?? .infinity) < textLineHeight
            } else if inside[position].count == 1, !node.hasName, let frame = frames[position], frame.area > 0 {
                let line = inside[position][0]
                lines[position] = lines[line] && (frames[line]?.intersection(frame)?.area ?? 0) >= frame.area * sameTargetShare
            }
        }
        return lines
    }

    /// The targets judged by their own frames, as `TargetLayout` joins and leaves them out: a
    /// composite as its outermost target, and no silent wrapper.
    static func judgedWhole(_ candidates: [VisitedNode], in index: SnapshotIndex) -> [VisitedNode] {
        let (roots, wrappers) = composites(candidates, frames: candidates.map(\.node.touchFrame), in: index)
        return candidates.indices.filter { (roots[$0] == nil || roots[$0] == $0) && !wrappers.contains($0) }.map { candidates[$0] }
    }
}
