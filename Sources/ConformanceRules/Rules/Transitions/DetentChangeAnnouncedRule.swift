import A11yModel

/// TRN-06: expanding or collapsing a sheet changes what is on screen without moving focus, so the
/// new state has to be exposed as a value and spoken, or VoiceOver users cannot tell it happened.
struct DetentChangeAnnouncedRule: TransitionRule {
    let metadata = RuleDescription(
        id: "detent-change-announced",
        pack: TransitionsPack.id,
        title: "Detent changes are exposed and announced",
        summary: """
            After an expand, collapse or drag that settles on another detent, an exposed element of \
            the sheet — the handle, a detent control or the sheet itself — must carry a value that \
            changed with the detent (WCAG 4.1.2: states programmatically determinable, changes \
            notified; Material's drag handle prefixes its description with the state), and the \
            change must be spoken: an announcement or layoutChanged, or the value change happening on \
            the element that has focus (VoiceOver reads the new value of the focused adjustable \
            element). Known limits: the value is only required to differ, not to contain the detent's \
            name, since detent ids are developer names; a drag that settles back where it started is \
            not judged.
            """,
        severity: .error,
        references: [
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            .wcag("4.1.3", "Status Messages", level: "AA"),
            RuleReference(.material, "BottomSheetDragHandleView: state in the content description",
                          url: "https://github.com/material-components/material-components-android/blob/master/docs/components/BottomSheet.md"),
        ],
        scope: .transition,
        examples: DetentChangeAnnouncedRule.examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind.isDetentChange else { return [] }
        let ends: (from: SnapshotIndex, to: SnapshotIndex)
        switch context.bothEnds() {
        case .success(let found): ends = found
        case .failure(let gap): return [gap.verdict]
        }
        guard let sheet = context.frontSurface(of: ends.to) else {
            return [.cantTell(transition.id, "'\(ends.to.id)' has no sheet whose detent changed")]
        }
        let id = sheet.node.id
        guard let old = ends.from.node(id)?.node.sheet?.position, let new = sheet.node.sheet?.position else {
            return [.cantTell(id, in: ends.to.id, "the detent of '\(id)' before or after the \(transition.kind.token) was not recorded")]
        }
        guard old != new else { return [] }
        let threshold = "a value naming '\(new)', change announced"
        let carriers = ends.to.subtree(id).filter { visited in
            visited.isExposedElement && (visited.node.id == id || visited.node.part == .handle || visited.node.part == .detentControl)
        }
        let exposing = carriers.first { carrier in
            guard let value = carrier.node.value, !value.isEmpty else { return false }
            return value != ends.from.node(carrier.node.id)?.node.value
        }
        var checks = TransitionChecklist()
        var measured: [String] = []
        if let exposing {
            let before = ends.from.node(exposing.node.id)?.node.value ?? "none"
            measured.append("'\(exposing.node.id)' value '\(before)' → '\(exposing.node.value ?? "")'")
        } else if carriers.isEmpty {
            checks.fail("no exposed handle or detent control of '\(id)' carries its detent")
        } else {
            checks.fail("no value of '\(id)' or its handle changed to name '\(new)'")
        }
        let focused = transition.knows(.focus) && FocusLanding(transition, to: ends.to).node.map { landing in
            carriers.contains { $0.node.id == landing.node.id }
        } == true
        let posted = context.posted([.announcement, .layoutChanged]).count
        // Silence is proved only when both the notifications and where focus was are known.
        if !focused && posted == 0 {
            if transition.knows(.notifications) && transition.knows(.focus) {
                checks.fail("the change to '\(new)' was not announced")
            } else {
                checks.doubt("whether the change to '\(new)' was announced was not captured")
            }
        }
        if focused {
            measured.append("read on the focused element")
        } else if transition.knows(.notifications) {
            measured.append("\(posted) announcement or layoutChanged")
        }
        return [checks.verdict(for: id, in: ends.to.id, measured: measured.joined(separator: ", "), threshold: threshold)]
    }
}
