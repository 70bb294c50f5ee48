import A11yModel

/// ELM-08: a label that is a name from the code ("ic_close", "btnShare", "close.png") is read
/// out as it is written and tells nothing of what the element does.
struct IdentifierLabelRule: NodeRule {
    let metadata = RuleDescription(
        id: "identifier-label",
        pack: ElementsPack.id,
        title: "Label is a developer identifier",
        summary: """
            An exposed control or image must not be named by an identifier from its code: words \
            joined by underscores ("ic_close"), camelCase ("imgCloseDialog", "CloseButton"), a \
            resource reference ("@drawable/ic_back", "com.example:id/close", or "@2131954894", an id Android \
            printed unresolved), a class name \
            ("android.widget.ImageView"), a localisation key returned untranslated \
            ("settings.close_button"), an image file name ("close.png"), a prefixed asset name \
            ("icon-close"), a test id joined by hyphens around a word for how the view is built \
            ("button-login-container", "sectionHeader-touch"; not "pop-up"), an asset's name with spaces for its underscores ("ic back gray", \
            "icon share", "rights close white"), or an SF Symbol's name ("square.and.arrow.up", \
            "xmark"). UIKit and SwiftUI's Image(_:) speak an image's asset name when nothing else \
            is given, a symbol with no description of its own can be read by its name, and a \
            contentDescription set \
            to a test id or resource name is read as written. Only ASCII labels are judged, and a \
            label drawn on screen as the element's own text or a child's (a user name, a file in a \
            list), or a whole word of the text around it (a link to a user name, the span of its \
            caption), is content, not a slip, as is the name of a list's row in a dump that gives \
            painted texts only as descriptions (Flutter's: a folder in a picker). A warning: the \
            element has a name, just not one for people. Known limit: brand names in camelCase with \
            a head of two letters or more ("bioRxiv") read as identifiers.
            """,
        severity: .warning,
        references: [
            .wcag("2.4.6", "Headings and Labels", level: "AA"),
            .wcag("1.1.1", "Non-text Content", level: "A"),
            RuleReference(.material, "Android: content descriptions describe the element's meaning, not its resource",
                          url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element"),
            RuleReference(.apple, "SwiftUI Image(_:): the image's name is its accessibility label unless one is given",
                          url: "https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        guard let label = visited.node.label, !label.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return false }
        return ElementKind.isControl(visited) || (visited.isExposedElement && visited.node.role == .image)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let id = visited.node.id
        guard let label = visited.node.label, let shape = DeveloperIdentifier.shape(of: label) else { return .passed(id) }
        if Self.isDrawn(label, by: visited, in: context.index) { return .passed(id) }
        // Flutter gives the texts it paints as descriptions: a list's row named so shows its name
        // (a folder in a picker), where a control's tooltip would not be a row.
        if ListRows.isRow(visited, in: context.index), UncapturedText.drawsTextOnlyAsNames(context.index) { return .passed(id) }
        return .failed(id, "\(id)'s label '\(label)' is \(shape.phrase), a name from the code: a screen reader reads it as written, and it does not say what \(id) is or does",
                       measured: "'\(label)'", threshold: "words that describe the element")
    }

    /// Whether the label is text the element or one of its descendants draws, or a word of the
    /// text around it (a link span's node inside its text, Instagram's "iam_jaco" in its caption):
    /// content on screen, which sighted users read as well.
    static func isDrawn(_ label: String, by element: VisitedNode, in index: SnapshotIndex) -> Bool {
        if element.node.visibleText == label { return true }
        if let parent = index.parent(of: element), let text = parent.node.visibleText, holdsWord(label, in: text) { return true }
        guard let range = index.subtreeRange(element.node.id) else { return false }
        return index.nodes[(range.lowerBound + 1)..<range.upperBound].contains { descendant in
            descendant.node.visibleText == label || (descendant.node.role == .staticText && descendant.node.label == label)
        }
    }

    /// Whether `word` (ASCII) stands in `text` as a whole word: no letter, digit or underscore
    /// joins it on either side.
    static func holdsWord(_ word: String, in text: String) -> Bool {
        let needle = Array(word.utf8), bytes = Array(text.utf8)
        let joins = { (byte: UInt8) in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        var start = 0
        while let found = ByteSearch.firstIndex(of: needle, in: bytes, from: start) {
            let end = found + needle.count
            if (found == 0 || !joins(bytes[found - 1])) && (end == bytes.count || !joins(bytes[end])) { return true }
            start = found + 1
        }
        return false
    }
}
