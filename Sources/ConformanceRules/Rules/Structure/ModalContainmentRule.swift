import A11yModel

/// STR-01: a modal sheet must keep VoiceOver inside it; dimming the screen behind does not hide
/// that screen from assistive technology.
struct ModalContainmentRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "modal-containment",
        pack: StructurePack.id,
        title: "Modal containment",
        summary: """
            A modal front sheet must expose modal containment to assistive technology \
            (accessibilityViewIsModal, SwiftUI's .isModal trait, Android dialog semantics) on the sheet, \
            on an ancestor of it, or on a node inside it that holds all its content, and no element \
            outside it may stay reachable: custom sheets presented over full screen otherwise leak the \
            presenting screen to VoiceOver, which the scrim does not prevent. Nonmodal sheets are not \
            judged. An element around the sheet is not outside it (the sheet's clickable wrapper, a web \
            view's document read by its title around the page's dialog). Elements of covered cards \
            are left to stack-background-hidden and the scrim to the \
            actions pack, so one cause is reported once. Known limits: UIKit ignores only the siblings \
            of the flagged view, while the model treats everything outside the innermost flagged subtree \
            as unreachable, so a flag set deep inside a hierarchy that UIKit does not treat as a \
            presentation can pass here and still leak on a device; the rule trusts the modality the \
            capture declares. Android has no modal flag: in captures without one, a dialog window is \
            modal by itself (Android reports no window below a modal window to accessibility \
            services), so a sheet alone with its scrim passes, and elements beside it fail when the \
            capture records that they are important for accessibility, else need review, as they do \
            when nothing in the capture shows the sheet modal (an importer that found it by its handle \
            or a pane title alone leaves its modality open: persistent sheets have handles too). An iOS \
            alert or action sheet (UIAlertController) is presented modally by UIKit, so a capture \
            that shows one is judged as if the flag were set. A capture that records modal flags but \
            no sheet facts (a Flutter dump, whose modal route's barrier removes what is behind it) \
            is judged when the sheet carries the flag.
            """,
        severity: .error,
        references: [
            .wcag("1.3.1", "Info and Relationships", level: "A"),
            .wcag("2.4.3", "Focus Order", level: "A"),
            RuleReference(.apple, "accessibilityViewIsModal / AccessibilityTraits.isModal",
                          url: "https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal"),
            RuleReference(.apple, "HIG Sheets: by default, a sheet is modal",
                          url: "https://developer.apple.com/design/human-interface-guidelines/sheets"),
            RuleReference(.seed, "MorphModalKit presents over full screen and sets no modal flag"),
        ],
        scope: .snapshot,
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet, let facts = sheet.node.sheet else { return [] }
        let id = sheet.node.id
        if context.environment.platform == .android && !context.snapshot.knows(.modality) {
            guard !context.snapshot.knows(.sheet) || facts.modality == .modal else { return [] }
            // Without sheet facts, the importer's modality says whether a modal clue was seen.
            return [Self.byWindow(sheet, in: context, modalShown: context.snapshot.knows(.sheet) || facts.modality == .modal)]
        }
        // A capture without modal flags may still show a presentation the platform makes modal
        // (an iOS alert or action sheet carries the isModal trait from its element type).
        let modalByPlatform = !context.snapshot.knows(.modality) && (sheet.node.isModal || sheet.node.has(.isModal))
        // A capture that records modal flags but not sheet facts (Flutter's route scopes) shows
        // whether the sheet is modal by the flag on the sheet itself.
        let flagged = context.snapshot.knows(.modality) && (sheet.node.isModal || sheet.node.has(.isModal))
        guard context.snapshot.knows(.sheet) || modalByPlatform || flagged else {
            return [.cantTell(id, "whether the sheet is modal was not captured")]
        }
        guard facts.modality == .modal else { return [] }
        guard context.snapshot.knows(.modality) || modalByPlatform else {
            return [.cantTell(id, "modal containment flags were not captured")]
        }
        let contained = index.modalRoots.last.map { Self.contains($0, sheet, in: index) } ?? false
        let leaks = Self.leaks(outside: sheet, in: index)
        let measured = "\(leaks.count) reachable outside", threshold = "0 reachable outside"
        if !contained {
            let leaked = leaks.isEmpty ? "" : "; \(MessageList.count(leaks.count, "element")) outside it reachable: \(MessageList.names(leaks))"
            return [.failed(id, "modal sheet exposes no modal containment\(leaked)", measured: measured, threshold: threshold)]
        }
        return [.check(leaks.isEmpty, id,
                       failure: "\(MessageList.count(leaks.count, "element")) outside the modal sheet reachable: \(MessageList.names(leaks))",
                       measured: measured, threshold: threshold)]
    }

    /// Elements assistive technology reaches outside the sheet, its scrims and covered cards. An
    /// element around the sheet is not outside it (a web view's document, read by its title, around
    /// the page's dialog).
    static func leaks(outside sheet: VisitedNode, in index: SnapshotIndex) -> [VisitedNode] {
        // The scrims' subtrees, outermost ones only: apart from each other and in reading order,
        // so whether an element lies in one is a binary search, not a look at every scrim.
        var scrimRanges: [Range<Int>] = []
        for scrim in index.nodes(part: .scrim) where scrim.order >= scrimRanges.last?.upperBound ?? 0 {
            scrimRanges.append(index.subtreeRange(of: scrim))
        }
        return index.reachableElements.filter { element in
            guard !index.isDescendant(element, of: sheet), !index.isDescendant(sheet, of: element),
                  !index.isInCoveredCard(element) else { return false }
            let next = SortedSearch.start(of: scrimRanges) { $0.upperBound > element.order }
            return next == scrimRanges.endIndex || !scrimRanges[next].contains(element.order)
        }
    }

    /// Android has no modal flag: a dialog window is modal by itself, and Android reports no
    /// window below a modal (touch-modal) window to accessibility services. A sheet alone with
    /// its scrim in what the capture shows is contained; elements beside it are reached by
    /// TalkBack unless the app hid them (importantForAccessibility), which only some dumps record.
    static func byWindow(_ sheet: VisitedNode, in context: SnapshotContext, modalShown: Bool = true) -> Verdict {
        let id = sheet.node.id
        let leaks = leaks(outside: sheet, in: context.index)
        let measured = "\(leaks.count) reachable outside", threshold = "0 reachable outside"
        if leaks.isEmpty {
            return .passed(id, "alone in its window: Android reports no window below a modal dialog window to accessibility services",
                           measured: measured, threshold: threshold)
        }
        guard modalShown else {
            let listed = "\(MessageList.count(leaks.count, "element")) outside it: \(MessageList.names(leaks))"
            return .cantTell(id, "\(listed); whether the sheet is modal was not captured (a handle or a pane title alone does not show it)",
                             measured: measured, threshold: threshold)
        }
        let listed = "\(MessageList.count(leaks.count, "element")) outside the modal sheet: \(MessageList.names(leaks))"
        guard context.snapshot.knows(.importance) else {
            return .cantTell(id, "\(listed); whether the app hides them from TalkBack (importantForAccessibility) was not captured",
                             measured: measured, threshold: threshold)
        }
        return .failed(id, "\(listed) stay reachable: they share the sheet's window and are important for accessibility",
                       measured: measured, threshold: threshold)
    }

    /// Whether a modal root keeps VoiceOver on the sheet: it is the sheet, an ancestor of it, or a
    /// node inside it that holds every content part of the sheet.
    static func contains(_ modal: VisitedNode, _ sheet: VisitedNode, in index: SnapshotIndex) -> Bool {
        if index.isDescendant(sheet, of: modal) { return true }
        guard index.isDescendant(modal, of: sheet) else { return false }
        return index.ownNodes(of: sheet).filter { $0.node.part == .content }.allSatisfy { index.isDescendant($0, of: modal) }
    }
}
