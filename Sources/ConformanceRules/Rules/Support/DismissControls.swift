import A11yModel

/// Controls that close a sheet without a gesture: what people using VoiceOver, Switch Control or a
/// single pointer rely on when dragging and the scrim are out of reach.
enum DismissControls {
    /// Visible elements of the sheet that assistive technology reaches, that carry a name, that a
    /// single tap activates, and that close the sheet: a close-button part, or any element whose
    /// activation or tap leads to a state without the sheet. The scrim is outside the sheet and
    /// never counts.
    static func controls(of sheet: VisitedNode, in context: SnapshotContext) -> [VisitedNode] {
        let index = context.index
        let dismissal = SheetDismissal(of: sheet, in: context)
        let actionsKnown = context.snapshot.knows(.actions)
        return index.ownNodes(of: sheet).filter { candidate in
            guard candidate.isExposedElement, candidate.isVisible, candidate.node.hasName,
                  index.isReachable(candidate), candidate.node.isActivatable else { return false }
            // A capture without actions still shows a system alert: every button of it closes it,
            // and a control that says it closes ("Close", "Dismiss", "Cancel") is taken at its word.
            return candidate.node.part == .closeButton || dismissal.activationCloses(candidate.node)
                || CapturedSystemAlert.isAction(candidate.node, of: sheet.node, in: context.snapshot)
                || (!actionsKnown && namesClosing(candidate.node.label))
        }
    }

    /// A scrim beside the sheet that is itself a control assistive technology reaches, named for
    /// closing ("Dismiss", "Close sheet"): Android exposes such a scrim (Material 3's "Close
    /// sheet", a Button described "Dismiss"), and TalkBack, Switch Access and the keyboard reach
    /// it and activate it with one tap; UIKit exposes the tap-outside area of its sheets and
    /// popovers as a button, "dismiss popup" (`PopoverDismissRegion`). An unexposed scrim, as a
    /// dimming view is, stays out of reach and never counts.
    static func exposedScrim(of sheet: VisitedNode, in context: SnapshotContext) -> VisitedNode? {
        let index = context.index
        guard let parent = index.parent(of: sheet)?.order else { return nil }
        return index.nodes(part: .scrim).first { scrim in
            index.parent(of: scrim)?.order == parent && scrim.isExposedElement && scrim.isVisible && index.isReachable(scrim)
                && scrim.node.isActivatable && namesClosing(scrim.node.label)
        }
    }

    /// Labels that say the control closes what it is in.
    static let closingNames: Set<String> = ["close", "dismiss", "cancel", "done", "close sheet", "dismiss sheet",
                                            "close dialog", "dismiss dialog", "dismiss popup"]

    static func namesClosing(_ label: String?) -> Bool {
        guard let key = ControlNameKey.key(label) else { return false }
        return closingNames.contains(key)
    }
}
