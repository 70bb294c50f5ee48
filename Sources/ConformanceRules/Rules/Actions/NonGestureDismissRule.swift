import A11yModel

/// ACT-01: drag-to-dismiss and scrim taps are out of reach for many motor-impaired and
/// assistive-technology users; a dismissable sheet needs a control that closes it.
struct NonGestureDismissRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "non-gesture-dismiss",
        pack: ActionsPack.id,
        title: "Dismiss without a gesture",
        summary: """
            A dismissable front sheet (canDismiss) that is modal, or that any gesture in it closes, \
            must offer at least one visible, labelled element that assistive technology reaches and \
            a single tap activates, and that closes the sheet: a close-button part, or any element \
            whose activate action or tap is recorded as leading to "dismissed" or to a state of the \
            scenario in which the sheet is gone. Drags, swipes, scrim \
            taps and the escape action do not count (escape-action judges escape). MorphModalKit \
            dismisses only by drag and scrim tap, so unless the app's content adds a close button \
            the sheet fails. This rule also covers dismissal by drag, which resize-without-drag \
            leaves aside. Sheets that cannot be dismissed are judged by non-dismissable-escape-fails. \
            On Android, in captures without modal flags, a sheet alone in its window (a dialog \
            window) passes: Android gives every cancelable dialog window the system Back action, a \
            button or a global action of TalkBack and Switch Access; a sheet drawn beside other \
            content needs review, unless its scrim is itself a control named for closing ("Dismiss", \
            Material 3's "Close sheet"), which TalkBack and Switch Access reach: then the scrim's tap \
            is no gesture out of their reach, and it counts. So does UIKit's tap-outside region \
            of a sheet or popover, which VoiceOver reaches as a button, "dismiss popup". In a capture without actions, every button of an iOS alert or action \
            sheet (UIAlertController) closes it, and a control labelled "Close", "Dismiss", "Cancel" or \
            "Done" (a sheet's own, or its handle's) is taken at its word. Known limits: where actions \
            are captured, a "Done" or "Cancel" button is only recognised when it is the close-button \
            part or its activation records where it leads; labels in other languages are not read; \
            the rule does not check that the control is on screen rather than scrolled away.
            """,
        severity: .error,
        references: [
            .wcag("2.5.1", "Pointer Gestures", level: "A"),
            .wcag("2.5.7", "Dragging Movements", level: "AA"),
            RuleReference(.apple, "HIG Accessibility: if you use a swipe gesture to dismiss a view, also make a button available",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
            RuleReference(.apple, "HIG Modality: always give people an obvious way to dismiss a modal view",
                          url: "https://developer.apple.com/design/human-interface-guidelines/modality"),
            RuleReference(.seed, "MorphModalKit dismisses by drag or scrim tap only"),
        ],
        scope: .snapshot,
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet, let facts = sheet.node.sheet else { return [] }
        let id = sheet.node.id
        let sheetKnown = context.snapshot.knows(.sheet)
        let dismissal = SheetDismissal(of: sheet, in: context)
        let gestures = index.ownNodes(of: sheet).flatMap(\.node.gestures).filter { dismissal.closesSheet($0.leadsTo) }
        if sheetKnown && (!facts.canDismiss || (facts.modality == .nonmodal && gestures.isEmpty)) { return [] }
        if let control = DismissControls.controls(of: sheet, in: context).first {
            return [.passed(id, "closed by \(control.messageName)")]
        }
        if context.environment.platform == .iOS, let scrim = DismissControls.exposedScrim(of: sheet, in: context) {
            return [.passed(id, "closed by its scrim \(scrim.messageName), a control named for closing that VoiceOver reaches")]
        }
        if context.environment.platform == .android && !context.snapshot.knows(.modality) {
            // Android gives every cancelable dialog window the system Back action (a button, or a
            // global action of TalkBack and Switch Access); a sheet alone in its window is one.
            if !facts.canDismiss { return [] }
            if ModalContainmentRule.leaks(outside: sheet, in: index).isEmpty {
                return [.passed(id, "closed by the system Back action, which Android gives its dialog window")]
            }
            if let scrim = DismissControls.exposedScrim(of: sheet, in: context) {
                return [.passed(id, "closed by its scrim \(scrim.messageName), a control named for closing that assistive technology reaches")]
            }
            return [.cantTell(id, "the sheet shares its window with other content, so whether Back closes it depends on the app, which a dump does not record")]
        }
        if !sheetKnown, let offered = SheetDismissal.dismissOffered(for: sheet, in: context) {
            // Dumps record actions but never where they lead, so no control can be shown to close it.
            return [.cantTell(id, "the sheet can be dismissed (\(offered.messageName) offers dismiss), but where its controls lead "
                + "was not captured, so a close control cannot be recognised")]
        }
        guard sheetKnown else { return [.cantTell(id, "whether the sheet can be dismissed was not captured")] }
        guard context.snapshot.knows(.actions) else {
            return [.cantTell(id, "actions were not captured, so a control that closes the sheet cannot be recognised")]
        }
        let ways = Set(gestures.map(\.kind.token)).sorted()
        let only = ways.isEmpty ? "" : " (it closes only by \(ways.joined(separator: " or ")))"
        return [.failed(id, "dismissable sheet has no close control that assistive technology reaches\(only)",
                        measured: "0 close controls", threshold: "1 close control")]
    }
}
