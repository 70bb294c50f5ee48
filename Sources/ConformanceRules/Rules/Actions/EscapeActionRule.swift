import A11yModel

/// ACT-02: VoiceOver's two-finger Z scrub is the standard way out of a modal view; a custom sheet
/// that does not handle it traps people who cannot drag.
struct EscapeActionRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "escape-action",
        pack: ActionsPack.id,
        title: "Escape action",
        summary: """
            On iOS, a modal front sheet must implement the escape action \
            (accessibilityPerformEscape, SwiftUI's .accessibilityAction(.escape)) where VoiceOver's \
            walk up from the focused element reaches it: on the sheet, on an ancestor that does not \
            also hold the presenting screen, or on an ancestor of the focused element inside the \
            sheet. When the sheet can be dismissed the action must succeed (succeeds true or not \
            recorded); a sheet that cannot be dismissed may report failure, which \
            non-dismissable-escape-fails asks for. MorphModalKit implements no escape. This is \
            platform guidance, made an error because without it a VoiceOver user who cannot drag has \
            no standard way out of the modal (WCAG 2.1.2). Android is not judged: Back is provided by \
            the system. Nonmodal sheets are not judged. A system alert or action sheet in a capture \
            passes: UIKit answers escape in its own alerts (Apple's iPhone User Guide lists the \
            two-finger scrub as "dismiss an alert"). So does UIKit's own sheet in a capture \
            (component uiKitSheet) whose grabber offers Dismiss: UIKit dismisses a page sheet that \
            can be dismissed on the scrub. Known limit: a handler on an element inside \
            the sheet counts only when the snapshot records focus in it.
            """,
        severity: .error,
        references: [
            .wcag("2.1.2", "No Keyboard Trap", level: "A"),
            RuleReference(.apple, "accessibilityPerformEscape(): dismisses the view when a VoiceOver user performs a dismiss action",
                          url: "https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape"),
            RuleReference(.apple, "SwiftUI AccessibilityActionKind.escape",
                          url: "https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape"),
            RuleReference(.apple, "iPhone User Guide, VoiceOver gestures: a two-finger scrub dismisses an alert",
                          url: "https://support.apple.com/guide/iphone/use-voiceover-gestures-iph3e2e2281/ios"),
            RuleReference(.seed, "MorphModalKit implements no accessibilityPerformEscape"),
        ],
        scope: .snapshot,
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard context.environment.platform != .android,
              let sheet = index.frontSheet, let facts = sheet.node.sheet else { return [] }
        let id = sheet.node.id
        let sheetKnown = context.snapshot.knows(.sheet)
        if sheetKnown && facts.modality == .nonmodal { return [] }
        if let (holder, escape) = EscapeHandler.find(for: sheet, in: index) {
            guard escape.succeeds == false else { return [.passed(id, "escape handled by \(holder.node.id)")] }
            guard sheetKnown else { return [.cantTell(id, "escape reports failure and whether the sheet can be dismissed was not captured")] }
            return [.check(!facts.canDismiss, id,
                           failure: "escape on \(holder.node.id) reports failure although the sheet can be dismissed")]
        }
        if CapturedSystemAlert.matches(sheet.node, in: context.snapshot) {
            return [.passed(id, "a system alert: UIKit answers escape in it")]
        }
        if facts.component == .uiKitSheet, let offered = SheetDismissal.dismissOffered(for: sheet, in: context) {
            return [.passed(id, "UIKit's sheet, which \(offered.messageName) shows can be dismissed: UIKit dismisses it on escape")]
        }
        guard context.snapshot.knows(.actions) else {
            return [.cantTell(id, "actions were not captured, so the escape action cannot be checked")]
        }
        return [.failed(id, "modal sheet implements no escape action; VoiceOver's scrub gesture cannot close it")]
    }
}
