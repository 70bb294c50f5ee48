import A11yModel

/// ACT-08: a sheet that cannot be dismissed must say so when VoiceOver asks it to close, and must
/// still offer a way to finish or cancel.
struct NonDismissableEscapeFailsRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "non-dismissable-escape-fails",
        pack: ActionsPack.id,
        title: "Non-dismissable sheets refuse escape honestly",
        summary: """
            A modal front sheet that cannot be dismissed (canDismiss false) must answer VoiceOver's \
            escape with failure (succeeds false), so the person hears the failure sound instead of a \
            silent success that leaves them where they were, and it must offer an explicit control \
            that completes or cancels the task: a close-button part or a labelled control whose \
            activation leads to "dismissed" or to a state without the sheet. A missing escape \
            handler is left to escape-action (and on Android, Back is the system's). Nonmodal \
            surfaces that simply stay on screen are not judged. Platform guidance, hence a warning. \
            In Android captures without sheet facts a dialog counts as cancelable, Android's \
            default, unless the dump records it not dismissable. A capture without sheet facts that \
            records a dismiss action on the sheet, an element of it or the scrim beside it (a Compose \
            drag handle, a Flutter modal barrier), or whose sheet has a control labelled "Close", \
            "Dismiss", "Cancel" or "Done", shows a sheet that can be dismissed: not judged. \
            A system alert or action sheet in a capture passes: UIKit answers escape in it and each \
            of its buttons closes it. Known limits: an escape whose \
            result was not recorded needs review; completion controls are recognised only as \
            described.
            """,
        severity: .warning,
        references: [
            RuleReference(.apple, "accessibilityPerformEscape(): return false when the view cannot be dismissed",
                          url: "https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape"),
            RuleReference(.apple, "iPhone User Guide, VoiceOver gestures: a two-finger scrub dismisses an alert",
                          url: "https://support.apple.com/guide/iphone/use-voiceover-gestures-iph3e2e2281/ios"),
            RuleReference(.apple, "HIG Modality: always give people an obvious way to dismiss a modal view",
                          url: "https://developer.apple.com/design/human-interface-guidelines/modality"),
        ],
        scope: .snapshot,
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet, let facts = sheet.node.sheet else { return [] }
        let id = sheet.node.id
        // Android captures carry no sheet facts, but a dialog is cancelable unless the app says
        // otherwise, and `dismissable` says so when the dump has it.
        let androidDump = context.environment.platform == .android && !context.snapshot.knows(.modality)
        // A recorded dismiss action shows the sheet can be dismissed: not this rule's case.
        if !context.snapshot.knows(.sheet), SheetDismissal.dismissOffered(for: sheet, in: context) != nil { return [] }
        // UIKit answers escape in its own alerts, and each of their buttons closes them.
        let closers = DismissControls.controls(of: sheet, in: context)
        if CapturedSystemAlert.matches(sheet.node, in: context.snapshot), !closers.isEmpty {
            return [.passed(id, "a system alert: UIKit answers escape in it and its buttons close it")]
        }
        // A control that closes it shows, as a dismiss action does, that it can be dismissed.
        if !context.snapshot.knows(.sheet), !closers.isEmpty { return [] }
        guard context.snapshot.knows(.sheet) || androidDump else {
            return [.cantTell(id, "whether the sheet can be dismissed was not captured")]
        }
        guard facts.modality == .modal, !facts.canDismiss else { return [] }
        var problems: [String] = []
        var doubts: [String] = []
        if context.environment.platform != .android, let (holder, escape) = EscapeHandler.find(for: sheet, in: index) {
            switch escape.succeeds {
            case true?: problems.append("escape on \(holder.node.id) reports success although the sheet cannot be dismissed")
            case nil: doubts.append("whether escape reports failure was not recorded")
            case false?: break
            }
        }
        if closers.isEmpty {
            if context.snapshot.knows(.actions) {
                problems.append("no control completes or cancels it")
            } else {
                doubts.append("actions were not captured, so completion controls cannot be recognised")
            }
        }
        if !problems.isEmpty { return [.failed(id, "non-dismissable sheet: \(problems.joined(separator: "; "))")] }
        if !doubts.isEmpty { return [.cantTell(id, doubts.joined(separator: "; "))] }
        return [.passed(id)]
    }
}
