import A11yModel

/// The check focus-into-sheet, focus-after-pop and morph-focus-and-announce share: between one
/// and `maximum` focus notifications were posted, and focus ended inside the surface people now
/// face. More than one notification makes VoiceOver restart its reading for each.
struct FocusMoveCheck {
    let kinds: [NotificationKind]
    let maximum: Int

    init(kinds: [NotificationKind], parameters: ResolvedParameters) {
        self.kinds = kinds
        maximum = max(1, parameters.count("maximumNotifications", default: 1))
    }

    /// Adds the check's failures and doubts; returns the measured value to report.
    func run(_ context: TransitionContext, to: SnapshotIndex, surface: VisitedNode,
             into checks: inout TransitionChecklist) -> String? {
        let transition = context.transition
        var measured: [String] = []
        if transition.knows(.notifications) {
            let count = context.posted(kinds).count
            if count == 0 {
                checks.fail("no \(kinds.spelled) posted after the \(transition.kind.token)")
            } else if count > maximum {
                checks.fail("\(count) \(kinds.spelled) notifications posted after the \(transition.kind.token)")
            }
            measured.append("\(count) \(kinds.spelled)")
        } else {
            checks.doubt("the notifications the \(transition.kind.token) posted were not captured")
        }
        if transition.knows(.focus) {
            let landing = FocusLanding(transition, to: to)
            if let problem = landing.problem(reaching: surface, in: to) { checks.fail(problem) }
            measured.append("focus \(landing.summary)")
        } else {
            checks.doubt("where focus went after the \(transition.kind.token) was not captured")
        }
        return measured.isEmpty ? nil : measured.joined(separator: ", ")
    }

    /// `1 screenChanged, focus inside 'settings'`.
    func threshold(surface: VisitedNode) -> String {
        let count = maximum == 1 ? "1" : "1–\(maximum)"
        return "\(count) \(kinds.spelled), focus inside '\(surface.node.id)'"
    }

    /// The parameter every rule using this check declares.
    static let maximumParameter = RuleParameter(
        "maximumNotifications", .number(1),
        summary: "Most focus notifications accepted after the transition (at least one is required)",
        source: "Apple UIAccessibility.Notification.screenChanged / layoutChanged; domain-rules TRN-01, TRN-03, TRN-04", range: ParameterRange(1...1_000, wholeNumbers: true))
}
