import A11yModel

/// ELM-02: an edit box announced without a label leaves a screen-reader user guessing what to
/// type; a placeholder that disappears on the first keystroke is no label.
struct FieldLabelRule: NodeRule {
    let metadata = RuleDescription(
        id: "field-label",
        pack: ElementsPack.id,
        title: "Field label",
        summary: """
            Every exposed editable field (text field, search field) needs a speakable label. On iOS \
            that is its accessibility label (or text it gathers from a label inside it): the \
            placeholder is not a label, VoiceOver stops reading it once there is text, and no iOS \
            dump separates a placeholder from the value anyway. On Android a field is named by its \
            hint text (`hint`, set by TextInputLayout) or its content description, as ATF's \
            SpeakableTextPresentCheck accepts; but an Android field one types in (not a password \
            field, nor a search bar that only opens search) labelled only by a content description, \
            with no hint where the dump records hints, fails, as ATF's EditableContentDescCheck does: \
            TalkBack reads a field's text before its description (EditTextDescription), so the \
            description is heard only while the field is empty (web content aside, whose fields the \
            browser describes). The text typed in is the value, never the label. \
            Speakable is as for control-name. An Android field labelled by another view through \
            labelFor (React Native's accessibilityLabelledBy) is not in any dump: one with a short \
            text laid out as its label (just before it, right above it or on its left) needs review, \
            as that text may be linked to it. When the dump cannot carry hints (adb uiautomator \
            dump) an Android field without a description needs review, unless it shows no text: an \
            empty field reports its hint as its text (TextView.getTextForAccessibility), so a native \
            one (with a resource id, holding nothing, outside Compose and web views) has none and \
            fails. A field drawn by Compose or Flutter (one holding other nodes, which a native one never \
            does) has no labelFor: holding its typed text, with no text inside it and no hint where the \
            dump records hints, it fails, whatever is laid out beside it. A field Compose draws (an editable \
            node without a resource id inside a ComposeView) is judged so whether or not the dump records \
            hints, since Compose sets no hint text, and a text laid out beside it is no label (it has no \
            labelFor): it fails without a description or a text inside it. A disabled field filling a \
            named control edge to edge (a picker's display) is that control's, and passes. One cut by the edge of its list or of the screen (shorter across it than the fields \
            lined up with it, or showing under 24 pt of its height on that edge, less than any field \
            whole) needs review: the dump may have left its label out with what is scrolled out of view.
            """,
        severity: .error,
        references: [
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            .wcag("3.3.2", "Labels or Instructions", level: "A"),
            RuleReference(.material, "Android: label editable fields with a hint or labelFor, not a content description",
                          url: "https://developer.android.com/guide/topics/ui/accessibility/apps#label-elements"),
            RuleReference(.apple, "HIG Text fields: don't use placeholder text as a label",
                          url: "https://developer.apple.com/design/human-interface-guidelines/text-fields"),
        ],
        scope: .node,
        examples: Self.examples
    )

    /// The text typed into `field` when a toolkit draws it: an Android text field holding other
    /// nodes, which a native `EditText` never does, or one the import marks as Compose's
    /// (`ComposeFields`), outside a web page. Compose composes a field's label and placeholder as
    /// texts inside it, Flutter reports them as its hint; neither has `labelFor`, so nothing beside
    /// such a field names it. The caller judges it only where the dump records hints, which
    /// Flutter's label would be, or where the field is Compose's, which sets none.
    static func typedTextOfDrawnField(_ field: VisitedNode, in index: SnapshotIndex) -> String? {
        guard index.subtreeRange(of: field).count > 1 || field.node.has(.composeField), let value = field.node.value, SpeakableName.isSpeakable(value),
              !TargetExemptions.isWebContent(field, in: index) else { return nil }
        return SpeakableName.trimmed(value)
    }

    /// The named control a disabled field fills, edge to edge: the field only shows the control's
    /// value (a picker's choice, a date), nobody types in it, and the control is what people
    /// operate and what assistive technology names (control-name judges it). A disabled field on
    /// its own still needs a label.
    static func controlShowing(_ field: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        guard field.node.has(.notEnabled), let frame = field.node.frame,
              let wrapper = index.ancestors(of: field).first(where: { $0.isExposedElement }),
              wrapper.node.isInteractive, wrapper.node.hasName,
              let outer = wrapper.node.frame, outer.hasSameEdges(as: frame) else { return nil }
        return wrapper
    }

    /// The content description of an Android text field that nothing else names: a field one types
    /// in (it holds nothing, or takes the long press that selects text; a search bar that only
    /// opens search holds the text it shows), whose hint the dump records as missing or unspeakable.
    /// TalkBack reads a field's text (its hint while it is empty) before its description; once
    /// something is typed, it reads a hint after the text, and no description.
    static func onlyDescription(of field: VisitedNode, in context: SnapshotContext) -> String? {
        let node = field.node
        guard node.has(.describedField), let description = node.label, SpeakableName.isSpeakable(description),
              context.snapshot.knows(.hint) || node.hint != nil, !SpeakableName.isSpeakable(node.hint),
              node.has(.longPress) || context.index.subtreeRange(of: field).count == 1,
              !TargetExemptions.isWebContent(field, in: context.index) else { return nil }
        return SpeakableName.trimmed(description)
    }

    let interest = NodeInterest { $0.isExposedElement && ElementKind.isEditable($0.node) }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible else { return nil }
        let id = visited.node.id
        let name = SpokenName(of: visited, in: context.index)
        if name.isSpeakable, let description = Self.onlyDescription(of: visited, in: context) {
            return .failed(id, "field \(id) is labelled only by its content description '\(excerpt(description))': TalkBack reads a field's "
                               + "text before its description, so it is heard only while the field is empty, and once something is typed only "
                               + "the text is read (TalkBack's EditTextDescription; ATF's EditableContentDescCheck fails it): move it to a hint "
                               + "or to a visible label linked by labelFor, and remove the description",
                           measured: "only a content description", threshold: "a hint or labelFor")
        }
        if name.isSpeakable { return context.passed(id, measured: name.quoted, threshold: nil) }
        if let wrapper = Self.controlShowing(visited, in: context.index) {
            return context.passed(id, measured: "disabled, the display of \(wrapper.messageName), named '\(SpeakableName.trimmed(wrapper.node.label ?? ""))'",
                                  threshold: nil)
        }
        let android = context.environment.platform == .android
        if android, let hint = visited.node.hint, SpeakableName.isSpeakable(hint) {
            return context.passed(id, measured: "hint '\(SpeakableName.trimmed(hint))'", threshold: nil)
        }
        // Compose sets no hint text: what a field it draws reads is in the dump, hints recorded or not.
        let compose = android && visited.node.has(.composeField)
        if android, context.snapshot.knows(.hint) || compose, let typed = Self.typedTextOfDrawnField(visited, in: context.index) {
            return .failed(id, "field \(id) holds its typed text '\(excerpt(typed))', no hint and no label: a field drawn by Compose or Flutter "
                               + "shows its label as a text inside it (Compose) or as its hint (Flutter), and none is there, and takes none "
                               + "from beside it (neither has labelFor)",
                           measured: "no label", threshold: "a speakable label")
        }
        // A field the import knows to have no hint (an empty native field shows its hint as its text).
        if android && !compose && !context.snapshot.knows(.hint) && visited.node.hint == nil {
            return .cantTell(id, "\(id) has no description, and whether it has a hint was not captured")
        }
        // Compose has no labelFor: a text beside its field names nothing.
        if android, !compose, let label = AdjacentFieldLabel.label(of: visited, in: context.index) {
            let hint = visited.node.hint.flatMap { $0.isEmpty ? nil : "a hint that says nothing ('\($0)')" } ?? "no hint"
            return .cantTell(id, "field \(id) has no description and \(hint), but the text '\(SpeakableName.trimmed(label.node.label ?? label.node.visibleText ?? ""))' is laid out as its label: whether it is linked to the field (android:labelFor, which TalkBack reads) is not in any dump")
        }
        if ScrolledOutContent.isFieldCut(visited, in: context), let height = visited.node.frame?.height {
            let unit = TargetGeometry.unit(for: context.environment.platform)
            return .cantTell(id, "field \(id) has nothing to read in the dump, but it shows only \(TargetGeometry.length(height)) \(unit) of its height "
                             + "on the edge of the list or screen holding it: Android dumps leave out what is scrolled out of view, its label perhaps")
        }
        if ScrolledOutContent.mayHaveLostContent(visited, in: context) {
            return .cantTell(id, "field \(id) has nothing to read in the dump, but it is cut by the edge of the list or screen holding it, and Android dumps leave out what is scrolled out of view: its label may be there")
        }
        let why = SpokenName.labelProblem(visited.node)
        let instead = !android ? "(a placeholder is not a label)"
            : visited.node.hint.flatMap { $0.isEmpty ? nil : "and its hint '\($0)' is not speakable either" } ?? "and no hint"
        return .failed(id, "field \(id) has no speakable label: \(why) \(instead)",
                       measured: visited.node.label.map { "'\(SpeakableName.trimmed($0))'" } ?? "no label",
                       threshold: "a speakable label")
    }
}
