import A11yModel

/// TRN-11: when a sheet presented over another sheet closes, the one left on top has to be modal
/// to assistive technology again; a containment flag left off lets VoiceOver wander into (and read
/// twice) the screen behind.
struct NestedModalRestoreRule: TransitionRule {
    let metadata = RuleDescription(
        id: "nested-modal-restore",
        pack: TransitionsPack.id,
        title: "Modal containment restored after a nested sheet closes",
        summary: """
            After a dismiss or pop that closes a sheet or card stacked over another, the sheet left \
            in front — when it is modal, the default for sheets — must again expose modal \
            containment: a visible modal element (accessibilityViewIsModal) and no element reachable \
            by VoiceOver outside that sheet. Libraries that clear the flag while the nested sheet \
            is up and forget to set it back leak the parent screen (square/swift-modals #8). A \
            warning: platform evidence, not a success criterion of its own. Known limits: a surface \
            without sheet facts is taken as modal; what VoiceOver reaches is derived from the modal \
            flags in the tree, not observed.
            """,
        severity: .warning,
        references: [
            RuleReference(.apple, "accessibilityViewIsModal / SwiftUI AccessibilityTraits.isModal",
                          url: "https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal"),
            RuleReference(.apple, "HIG Sheets: by default, a sheet is modal",
                          url: "https://developer.apple.com/design/human-interface-guidelines/sheets"),
            RuleReference(.convention, "square/swift-modals #8: modal flag left off after a nested modal closed",
                          url: "https://github.com/square/swift-modals/issues/8"),
        ],
        scope: .transition,
        examples: NestedModalRestoreRule.examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind == .dismiss || transition.kind == .pop else { return [] }
        let ends: (from: SnapshotIndex, to: SnapshotIndex)
        switch context.bothEnds() {
        case .success(let found): ends = found
        case .failure(let gap): return [gap.verdict]
        }
        // Nested: the sheet left in front was already there, under the one that closed.
        guard let closed = context.frontSurface(of: ends.from), let remaining = context.frontSurface(of: ends.to),
              closed.node.id != remaining.node.id, ends.from.node(remaining.node.id) != nil else { return [] }
        let id = remaining.node.id
        guard (remaining.node.sheet?.modality ?? .modal) == .modal else { return [] }
        guard ends.to.snapshot.knows(.modality) else {
            return [.cantTell(id, in: ends.to.id, "modal containment was not captured in '\(ends.to.id)'")]
        }
        let hasModalRoot = !ends.to.modalRoots.isEmpty
        let outside = ends.to.reachableElements.filter { !ends.to.isDescendant($0, of: id) }
        let threshold = "'\(id)' modal, 0 elements reachable outside it"
        let measured = "\(hasModalRoot ? "modal flag set" : "no modal flag"), \(outside.count) reachable outside"
        guard hasModalRoot && outside.isEmpty else {
            let examples = outside.prefix(3).map { "'\($0.node.id)'" }.joined(separator: ", ")
            let detail = outside.isEmpty ? "no element is marked modal" : "VoiceOver reaches \(examples) behind it"
            return [.failed(id, in: ends.to.id, "'\(id)', in front after '\(closed.node.id)' closed, is not modal: \(detail)",
                            measured: measured, threshold: threshold)]
        }
        return [.passed(id, in: ends.to.id, measured: measured, threshold: threshold)]
    }
}
