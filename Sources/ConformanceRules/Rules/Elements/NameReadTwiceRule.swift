import A11yModel

/// ELM-10: two stops read one after the other that say the same words make a screen-reader user
/// hear them twice and wonder whether they missed something: an illustration described by the
/// caption under it, a text exposed twice by two views drawn over each other.
struct NameReadTwiceRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "name-read-twice",
        pack: ElementsPack.id,
        title: "Name read twice",
        summary: """
            In the front sheet or dialog, two elements read one right after the other must not \
            say the same (their spoken names compared without case or extra white space, names \
            with at least one letter) when neither is something to operate and one of them is an \
            image, or they are drawn over each other (what both cover is at least 80 % of what \
            either covers): an illustration whose description repeats the caption under it, or \
            one text exposed by two views drawn over each other, is heard twice for one thing. \
            The target is the image, else the later element. The image should be hidden when it \
            is decorative, or described by what it shows. A control next to a text with its name \
            (an alert's title and its button, a field's visible label) is left alone, as are \
            elements nested in each other (a container that merges its text), list rows that \
            happen to read alike and map markers that merely overlap. The order is the one \
            reading-order uses: the capture's own, or on Android TalkBack's order by place. An \
            element that speaks for what is inside it (a clickable Android row, an iOS cell) fails \
            the same way when two of the labels it gathers, one after the other, say the same: an \
            icon described "Reload" beside the text "Reload" makes the row read "Reload, Reload". \
            A warning, as axe-core's image-redundant-alt.
            """,
        severity: .warning,
        references: [
            .wcag("1.1.1", "Non-text Content", level: "A"),
            RuleReference(.wcag, "axe-core image-redundant-alt: image alternative is not repeated as text",
                          url: "https://dequeuniversity.com/rules/axe/4.10/image-redundant-alt"),
            RuleReference(.wcag, "WAI images tutorial: decorative images and redundant alternatives",
                          url: "https://www.w3.org/WAI/tutorials/images/decorative/"),
        ],
        scope: .snapshot,
        examples: Self.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet, !sheet.isHiddenFromAT else { return [] }
        var elements = index.ownNodes(of: sheet).filter { $0.isExposedElement && $0.isVisible && $0.node.part != .scrim }
        guard !elements.isEmpty else { return [] }
        if !context.snapshot.knows(.readingOrder) && context.environment.platform == .android {
            elements = TalkBackOrder.sorted(elements, under: sheet, in: index)
        }
        var verdicts: [Verdict] = []
        for (earlier, later) in zip(elements, elements.dropFirst()) where Self.readsTwice(earlier, later, in: index) {
            let name = SpokenName(of: later, in: index)
            guard let key = Self.key(name), key == Self.key(SpokenName(of: earlier, in: index)) else { continue }
            let target = earlier.node.role == .image && later.node.role != .image ? earlier : later
            let other = target.order == later.order ? earlier : later
            verdicts.append(.failed(target.node.id,
                "\(target.node.id) says \(name.quoted), as \(other.node.id) read right \(target.order == later.order ? "before" : "after") it does: "
                    + "the same words are heard twice for one thing; "
                    + (target.node.role == .image ? "hide the image if it is decorative, or describe what it shows" : "expose the text once"),
                measured: "\(name.quoted) twice in a row", threshold: "different words, or one element"))
        }
        for element in elements where !SpeakableName.isSpeakable(element.node.label) {
            let parts = SpokenName.gatheredLabels(of: element, in: index, where: SpeakableName.isSpeakable)
            guard let repeated = zip(parts, parts.dropFirst()).first(where: { pair in Self.key(pair.0).map { $0 == Self.key(pair.1) } ?? false })
            else { continue }
            let said = SpokenName.quoted(repeated.0)
            verdicts.append(.failed(element.node.id,
                "\(element.node.id) reads \(said) twice: two views inside it say it one after the other (an icon described as the text beside it), "
                    + "and it speaks for both; hide the icon or give it no description",
                measured: "\(said) twice in its name", threshold: "each part once"))
        }
        if verdicts.isEmpty { verdicts.append(.passed(sheet.node.id, measured: "\(elements.count) elements, none saying what the one before says")) }
        return verdicts
    }

    /// How much of the two frames together both must cover to be one thing drawn twice: map
    /// markers that merely overlap, a pin inside its callout, are several things.
    static let sameFrameShare = 0.8

    /// The name compared: speakable, with at least one letter (two counts in a row are not words).
    static func key(_ name: SpokenName) -> String? {
        guard name.isSpeakable, let text = name.text else { return nil }
        return key(text)
    }

    static func key(_ text: String) -> String? {
        text.contains(where: \.isLetter) ? ControlNameKey.key(text) : nil
    }

    /// Neither operated, not nested, and one an image or the two drawn over each other.
    static func readsTwice(_ a: VisitedNode, _ b: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard !isOperated(a.node), !isOperated(b.node),
              !index.subtreeRange(of: a).contains(b.order), !index.subtreeRange(of: b).contains(a.order) else { return false }
        if a.node.role == .image || b.node.role == .image { return true }
        guard let first = a.node.frame, let second = b.node.frame else { return false }
        let width = min(first.maxX, second.maxX) - max(first.minX, second.minX)
        let height = min(first.maxY, second.maxY) - max(first.minY, second.minY)
        guard width > 0, height > 0 else { return false }
        let shared = width * height
        return shared >= sameFrameShare * (first.width * first.height + second.width * second.height - shared)
    }

    /// Something people operate: a pointer target, an interactive role, editable text.
    @inline(__always) static func isOperated(_ node: Node) -> Bool {
        TouchTargets.isPointerTarget(node) || node.isInteractive || ElementKind.isEditable(node)
    }
}
