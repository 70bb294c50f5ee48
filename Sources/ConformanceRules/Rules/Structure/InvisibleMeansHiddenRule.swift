import A11yModel

/// STR-04: whether VoiceOver skips a transparent view has changed between iOS versions, so an
/// element nobody can see must be hidden from assistive technology explicitly.
struct InvisibleMeansHiddenRule: NodeRule {
    let metadata = RuleDescription(
        id: "invisible-means-hidden",
        pack: StructurePack.id,
        title: "Invisible elements hidden",
        summary: """
            An accessibility element whose effective opacity is below the threshold, or whose frame \
            has zero width or height, must be hidden from assistive technology explicitly: VoiceOver \
            has read alpha-0 fields, and its handling changed across iOS versions. Typical cases are \
            the outgoing view of a morph at alpha 0, sticky controls faded to 0 and cards beyond \
            MorphModalKit's maxVisibleStack. Elements inside covered cards are left to \
            stack-background-hidden. Known limits: elements clipped or scrolled entirely out of the \
            sheet are not detected (the model has no clipping bounds), and when opacity was not \
            captured only zero-size elements are judged and the snapshot needs review, except on \
            Android: there the platform hides an element at alpha 0 (View.isVisibleToUser and Compose's \
            isVisible are false for a view or node whose own or an ancestor's alpha is 0, and TalkBack \
            skips it), so an Android capture without opacity has nothing left to review; an alpha \
            between 0 and the threshold stays exposed on Android and is only caught when opacity is \
            captured. A zero-size Android element is not judged either: a view with no width or \
            height has no visible rectangle, so it is not visible to the user and TalkBack skips it, \
            and a dump's empty bounds are those of a view scrolled or clipped wholly out of sight \
            (dumps give visible bounds). A zero-size element with nothing to announce (no name, \
            value, spoken role, trait or action: a layout artefact) is not judged. \
            WebDriverAgent's `visible` hit-tests frames and ignores opacity, so iOS dumps need review.
            """,
        severity: .error,
        references: [
            .wcag("1.3.1", "Info and Relationships", level: "A"),
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.seed, "MorphModalKit hides sticky controls and deep cards with alpha 0 only"),
            RuleReference(.convention, "opacity below 0.01 is invisible (UIKit stops hit-testing below it)"),
            RuleReference(.material, "Android View.isVisibleToUser: false at alpha 0 (the view's or an ancestor's) or with no visible rectangle",
                          url: "https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo#isVisibleToUser()"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("minimumOpacity", .number(0.01), summary: "Effective opacity below which an element counts as invisible",
                          source: "convention (UIKit hit-testing ignores views below alpha 0.01)", range: .fraction),
        ],
        examples: examples
    )

    let interest = NodeInterest { $0.node.isAccessibilityElement || $0.depth == 0 }

    func evaluate(_ node: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let opacityKnown = context.snapshot.knows(.opacity)
        // Android reports a view or Compose node at alpha 0 (its own or an ancestor's) as not
        // visible to the user, and TalkBack skips it: there, unknown opacity leaves nothing to review.
        if node.depth == 0 && !opacityKnown && context.environment.platform != .android {
            return .cantTell(node.node.id, Self.opacityUnknown(on: context.environment.platform))
        }
        guard node.node.isAccessibilityElement, !context.index.isInCoveredCard(node) else { return nil }
        let minimum = context.parameters.number("minimumOpacity", default: 0.01)
        let id = node.node.id
        if opacityKnown && node.effectiveOpacity < minimum {
            let opacity = MessageList.number(node.effectiveOpacity)
            return .check(node.isHiddenFromAT, id,
                          failure: "\(node.messageName) is invisible (opacity \(opacity)) but exposed to assistive technology",
                          measured: "opacity \(opacity)", threshold: "hidden below opacity \(MessageList.number(minimum))")
        }
        // Android's isVisibleToUser needs a non-empty global visible rectangle.
        if let frame = node.node.frame, frame.isEmpty, context.environment.platform != .android, Self.saysSomething(node.node) {
            let size = "\(formatNumber(frame.width))×\(formatNumber(frame.height)) pt"
            return .check(node.isHiddenFromAT, id,
                          failure: "\(node.messageName) has zero size (\(size)) but is exposed to assistive technology",
                          measured: size, threshold: "hidden at zero size")
        }
        return nil
    }

    /// Whether a screen reader landing on the element has anything to announce: a name, a value,
    /// a role it speaks, a trait or an action. A zero-size element with none of them (a layout
    /// artefact SwiftUI leaves exposed) is announced as nothing.
    static func saysSomething(_ node: Node) -> Bool {
        node.hasName || SpeakableName.isSpeakable(node.value) || node.role.isInteractive || !node.traits.isEmpty || !node.actions.isEmpty
    }

    /// Why opacity is unknown. iOS dumps may say `visible`, but WebDriverAgent decides it by
    /// hit-testing the snapshot's frames at the element's centre, which never looks at opacity.
    static func opacityUnknown(on platform: Platform) -> String {
        platform == .iOS
            ? "opacity was not captured (an iOS dump's 'visible' comes from hit-testing frames, not from opacity); only zero-size elements were judged"
            : "opacity was not captured; only zero-size elements were judged"
    }
}
