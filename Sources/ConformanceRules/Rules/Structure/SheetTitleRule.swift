import A11yModel

/// STR-05: after focus moves into a sheet, a heading or a labelled container is what tells
/// a VoiceOver user which task they are in.
struct SheetTitleRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "sheet-title",
        pack: StructurePack.id,
        title: "Sheet title",
        summary: """
            The front sheet must name its task programmatically: a visible element exposed with the \
            header role or trait and a label, or a label on the sheet container itself (or on a \
            dialog or sheet container inside it) that names more than the kind of surface: a \
            framework's default pane title ("Bottom Sheet", "Dialog", "Pop-Up Window") does not \
            count. An Android AlertDialog built without a title (textSpacerNoTitle where alertTitle would \
            be) that says one thing passes, traits or not: a message of a sentence or two (at most 200 \
            characters), at most two buttons and nothing else but a progress indicator (ProgressDialog's \
            wait message); so does any window that only asks the user to wait, whatever built it: a \
            progress indicator, at most two short texts and nothing to operate. Material leaves the title out of such an alert, and TalkBack reads the message \
            when the dialog opens. One that holds more needs review. The platform's TimePickerDialog or \
            DatePickerDialog without a title passes: its header, which says what is being set, is laid \
            out by the platform, which the app cannot make a heading (as a browser's own controls are \
            the user agent's). After focus moves into a sheet this is what tells \
            a VoiceOver user where they are; the HIG asks modal views to identify their task with a \
            title, and a visual title set as plain text (a .headline font, say) conveys structure \
            that is not programmatic (1.3.1, 2.4.6). Nonmodal surfaces are judged too: their \
            headline is just as visual. On Android, a heading read by the focusable view around it \
            that offers no action (a ScrollView focusable for the keyboard) names the sheet too; one \
            gathered into a control's name does not. Known limits: a container label counts although the model \
            cannot tell whether VoiceOver speaks it (that depends on the container type), and \
            whether the text actually describes the task is left to review. A capture without \
            traits needs review, except on iOS when no text is exposed on its own (every text is \
            merged into a control, as in a sheet that is one big button): nothing there could be \
            the heading, and iOS dumps record container labels. Android dumps without traits lack \
            pane titles too, so they stay a review, unless the sheet container is itself a control \
            (made clickable), or a control fills at least 90 % of it, which reads the title as part of \
            one long button name.
            """,
        severity: .error,
        references: [
            .wcag("2.4.6", "Headings and Labels", level: "AA"),
            .wcag("1.3.1", "Info and Relationships", level: "A"),
            RuleReference(.apple, "HIG Modality: make it easy to identify a modal view's task",
                          url: "https://developer.apple.com/design/human-interface-guidelines/modality"),
        ],
        scope: .snapshot,
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet else { return [] }
        let id = sheet.node.id
        let nodes = index.ownNodes(of: sheet)
        if let container = nodes.first(where: Self.isNamedContainer) {
            return [.passed(id, "named by its container label \(container.messageName)")]
        }
        if let heading = nodes.first(where: { $0.isVisible && $0.node.hasName && Self.isHeading($0.node) && Self.isReadAsHeading($0, in: context) }) {
            return [.passed(id, "named by heading \(heading.messageName)")]
        }
        if sheet.node.sheet?.component == .androidPickerDialog {
            // The platform lays out the picker's header ("Set time"), as a browser draws its own
            // controls: the app can give the dialog a title, not make that header a heading.
            return [.passed(id, "\(excerpt(id)) is the platform's time or date picker dialog: its header, which says what is being set, is the platform's own")]
        }
        if let wait = WaitMessage.message(among: nodes, of: sheet) {
            return [.passed(id, "\(excerpt(id)) only asks the user to wait: a progress indicator and '\(excerpt(wait))', nothing to operate, so there is no task to name")]
        }
        if sheet.node.sheet?.component == .androidAlertDialog, !nodes.contains(where: { $0.node.part == .title }) {
            // AlertDialog names its window by its title. Built without one it holds a message, which
            // Material allows alone for a short alert; whether a longer one names the task is a reading.
            if let message = ShortAlert.message(among: nodes, of: sheet, in: index) {
                return [.passed(id, "\(excerpt(id)) is an AlertDialog without a title that says one thing, '\(excerpt(message))', with at most two buttons: Material leaves the title out of such an alert, and TalkBack reads the message when it opens")]
            }
            return [.cantTell(id, "\(excerpt(id)) is an AlertDialog built without a title (it shows textSpacerNoTitle where alertTitle would be): Material allows that for a short message, which TalkBack reads when it opens; whether the message names the task is left to review")]
        }
        guard context.snapshot.knows(.traits) else {
            // Without traits only an element exposed on its own could be the heading: text
            // merged into a control (a clickable sheet container, a row) cannot be one. iOS dumps
            // record every container's label; Android dumps without `heading` lack `pane-title`
            // too, so there the pane may still be named.
            if !nodes.contains(where: Self.couldBeHeading) {
                // A sheet container that is itself a control (made clickable) reads its title
                // as part of one long button name, whatever the platform. One that only offers
                // dismiss, escape or a detent action is no pointer target.
                // It swallows them only when it reads them: the texts of the rows of a list inside
                // it are read by those rows, which TalkBack stops on.
                if sheet.isExposedElement && TouchTargets.isPointerTarget(sheet.node), case let read = SpokenName(of: sheet, in: index), read.isSpeakable {
                    return [.failed(id, "sheet container \(excerpt(id)) is itself a control: it reads its texts as its own name (\(read.quoted)), so none of them can be a heading")]
                }
                if let control = Self.controlFillingSheet(sheet, among: nodes), case let read = SpokenName(of: control, in: index), read.isSpeakable {
                    return [.failed(id, "\(control.messageName) fills the sheet and is a control: it reads the sheet's texts as its own name (\(read.quoted)), so none of them can be a heading")]
                }
                if context.environment.platform == .iOS {
                    let generic = nodes.first { $0.isExposedElement && GenericSurfaceName.isGeneric($0.node.label) }
                        .map { " (\($0.messageName) names the kind of surface, not the task)" } ?? ""
                    return [.failed(id, "sheet has no heading or container label naming its task: no text in it is exposed on its own, so none can be a heading" + generic)]
                }
            }
            return [.cantTell(id, "traits were not captured, so a heading cannot be recognised")]
        }
        let generic = Self.genericLabel(among: nodes)
        if let title = nodes.first(where: { $0.node.part == .title && $0.isExposedElement && $0.node.hasName }) {
            return [.failed(id, "title \(title.messageName) is not exposed as a heading" + generic)]
        }
        return [.failed(id, "sheet has no heading or container label naming its task" + generic)]
    }

    /// A control laid over (nearly) the whole sheet, its content wrapped in one clickable view:
    /// it is the sheet container in all but name. At least 90 % of the sheet's area.
    static func controlFillingSheet(_ sheet: VisitedNode, among nodes: [VisitedNode]) -> VisitedNode? {
        guard let area = sheet.node.frame?.area, area > 0 else { return nil }
        return nodes.first { visited in
            guard visited.order != sheet.order, visited.isExposedElement, visited.node.part == nil,
                  TouchTargets.isPointerTarget(visited.node), let frame = visited.node.frame else { return false }
            return frame.area >= area * 0.9
        }
    }

    @inline(__always) static func isHeading(_ node: Node) -> Bool { node.role == .header || node.has(.header) }

    /// A heading exposed on its own, or, on Android, read first-hand by the focusable view around
    /// it that offers no action (the permission dialog: its message, `heading="true"`, inside a
    /// ScrollView focusable for the keyboard). One gathered into a control's name is no heading,
    /// nor, on iOS, one inside another element: VoiceOver reads that element's label only.
    static func isReadAsHeading(_ heading: VisitedNode, in context: SnapshotContext) -> Bool {
        if heading.isExposedElement { return true }
        let index = context.index
        guard context.environment.platform == .android, !heading.isHiddenFromAT,
              let reader = index.ancestors(of: heading).first(where: \.isExposedElement) else { return false }
        return !reader.node.isInteractive && !TouchTargets.isPointerTarget(reader.node)
    }

    /// An element that may carry a heading trait the capture did not record: named, seen and
    /// exposed on its own, and not a control, the handle, or an element named only as the kind
    /// of surface ("Bottom Sheet", a sheet library's default label on its container).
    static func couldBeHeading(_ visited: VisitedNode) -> Bool {
        visited.isExposedElement && visited.isVisible && visited.node.hasName && !visited.node.isInteractive
            && visited.node.part != .handle && !GenericSurfaceName.isGeneric(visited.node.label)
    }

    /// The sheet container, or a dialog or sheet container in it, carrying a label that names
    /// more than the kind of surface it is.
    static func isNamedContainer(_ visited: VisitedNode) -> Bool {
        isContainer(visited) && visited.node.hasName && !visited.isHiddenFromAT
            && !GenericSurfaceName.isGeneric(visited.node.label)
    }

    static func isContainer(_ visited: VisitedNode) -> Bool {
        visited.node.sheet != nil || visited.node.role == .dialog || visited.node.role == .sheet
    }

    /// Why no container label counts, for a failure's message: a generic one names no task.
    static func genericLabel(among nodes: [VisitedNode]) -> String {
        guard let generic = nodes.first(where: { isContainer($0) && $0.node.hasName && !$0.isHiddenFromAT }) else { return "" }
        return " (its container label \(generic.messageName) names the kind of surface, not the task)"
    }
}
