import A11yModel

/// Model values from the attributes of one scenario element: what both readers (the streaming
/// one for files, the tree one for pack examples) build, each element on its own. Children are
/// attached by the reader. Attributes are read in a fixed order, so the first problem of an
/// element is the same whichever reader meets it.
enum ScenarioValues {
    /// The format version, id, title and source of `<scenario>`.
    static func scenario(_ a: AttributeReader<ScenarioKey>) throws(ScenarioXMLProblem) -> Scenario {
        Scenario(formatVersion: try a.integer(.formatVersion) ?? Scenario.currentFormatVersion, id: try a.required(.id),
                 title: a.string(.title), source: a.string(.source))
    }

    /// A snapshot with a placeholder root, which the reader replaces with the `<node>` it reads.
    static func snapshot(_ a: AttributeReader<SnapshotKey>) throws(ScenarioXMLProblem) -> Snapshot {
        let id = try a.required(.id)
        return Snapshot(id: id, state: a.string(.state) ?? id, focusedNode: a.string(.focusedNode),
                        unknown: a.tokens(.unknown), root: Node(id: ""))
    }

    static func environment(_ a: AttributeReader<EnvironmentKey>) throws(ScenarioXMLProblem) -> Environment {
        let fallback = Environment()
        return Environment(
            platform: a.token(.platform) ?? fallback.platform,
            reduceMotion: try a.bool(.reduceMotion) ?? false,
            prefersCrossFadeTransitions: try a.bool(.prefersCrossFadeTransitions) ?? false,
            contentSize: try a.enumeration(.contentSize) ?? .large,
            colorScheme: try a.enumeration(.colorScheme) ?? .light,
            increaseContrast: try a.bool(.increaseContrast) ?? false,
            boldText: try a.bool(.boldText) ?? false,
            voiceOver: try a.bool(.voiceOver) ?? false,
            interfaceLevel: try a.enumeration(.interfaceLevel) ?? .base,
            viewport: try a.size(.viewport) ?? fallback.viewport,
            scale: try a.number(.scale) ?? fallback.scale,
            animatorDurationScale: try a.number(.animatorDurationScale),
            keyboardVisible: try a.bool(.keyboardVisible) ?? false)
    }

    /// A node without its text, sheet, actions, gestures and children.
    static func node(_ a: AttributeReader<NodeKey>) throws(ScenarioXMLProblem) -> Node {
        Node(
            id: try a.required(.id), role: a.token(.role) ?? .group, part: a.token(.part), label: a.string(.label),
            value: a.string(.value), hint: a.string(.hint), identifier: a.string(.identifier), visibleText: a.string(.visibleText),
            traits: a.tokens(.traits), frame: try a.rect(.frame), hitFrame: try a.rect(.hitFrame),
            isAccessibilityElement: try a.bool(.isAccessibilityElement), isHidden: try a.bool(.isHidden) ?? false,
            opacity: try a.number(.opacity) ?? 1, isModal: try a.bool(.isModal) ?? false,
            foreground: try a.color(.foreground), background: try a.color(.background))
    }

    static func text(_ a: AttributeReader<TextKey>) throws(ScenarioXMLProblem) -> TextFacts {
        TextFacts(
            style: a.token(.style), pointSize: try a.requiredNumber(.pointSize),
            weight: try a.enumeration(.weight) ?? .regular,
            scalesWithDynamicType: try a.bool(.scalesWithDynamicType) ?? true,
            isTruncated: try a.bool(.isTruncated) ?? false, isClipped: try a.bool(.isClipped) ?? false,
            isEssential: try a.bool(.isEssential) ?? true)
    }

    /// Sheet facts without their detents.
    static func sheet(_ a: AttributeReader<SheetKey>) throws(ScenarioXMLProblem) -> SheetFacts {
        SheetFacts(
            modality: try a.enumeration(.modality) ?? .modal, canDismiss: try a.bool(.canDismiss) ?? true,
            detents: [], position: a.string(.position), stackDepth: try a.integer(.stackDepth) ?? 0,
            scrollsContent: try a.bool(.scrollsContent) ?? false, contentHeight: try a.number(.contentHeight),
            heightSource: try a.enumeration(.heightSource) ?? .content, component: try a.enumeration(.component))
    }

    static func detent(_ a: AttributeReader<DetentKey>) throws(ScenarioXMLProblem) -> Detent {
        Detent(id: try a.required(.id), height: try a.requiredNumber(.height))
    }

    static func action(_ a: AttributeReader<ActionKey>) throws(ScenarioXMLProblem) -> AccessibilityAction {
        AccessibilityAction(ActionKind(token: try a.required(.kind)), name: a.string(.name), leadsTo: a.string(.leadsTo),
                            succeeds: try a.bool(.succeeds))
    }

    static func gesture(_ a: AttributeReader<GestureKey>) throws(ScenarioXMLProblem) -> Gesture {
        Gesture(GestureKind(token: try a.required(.kind)), leadsTo: a.string(.leadsTo),
                completesOn: try a.enumeration(.completesOn) ?? .up, tracksFinger: try a.bool(.tracksFinger) ?? false)
    }

    /// A transition without its environment, tracks and notifications.
    static func transition(_ a: AttributeReader<TransitionKey>) throws(ScenarioXMLProblem) -> Transition {
        Transition(
            id: try a.required(.id), kind: TransitionKind(token: try a.required(.kind)),
            from: try a.required(.from), to: try a.required(.to), focusBefore: a.string(.focusBefore),
            focusAfter: a.string(.focusAfter), invoker: a.string(.invoker),
            outgoingHiddenAtStart: try a.bool(.outgoingHiddenAtStart), interruptible: try a.bool(.interruptible),
            unknown: a.tokens(.unknown))
    }

    /// A track; `curve` reads its one curve element, after `from` and `to` and before the rest.
    static func track(_ a: AttributeReader<TrackKey>, curve: () throws(ScenarioXMLProblem) -> Curve)
        throws(ScenarioXMLProblem) -> AnimationTrack
    {
        AnimationTrack(
            node: a.string(.node), property: AnimatedProperty(token: try a.required(.property)),
            from: try a.requiredNumber(.from), to: try a.requiredNumber(.to), curve: try curve(),
            delay: try a.number(.delay) ?? 0, driver: try a.enumeration(.driver) ?? .animation,
            repeatCount: try a.integer(.repeatCount) ?? 1, repeatsForever: try a.bool(.repeatsForever) ?? false,
            startsAutomatically: try a.bool(.startsAutomatically) ?? false)
    }

    static func timing(_ a: AttributeReader<TimingKey>) throws(ScenarioXMLProblem) -> Curve {
        let text = try a.required(.function)
        guard let function = TimingFunction(token: XMLValueText.collapse(text)) else {
            throw a.problem(.function, "'\(text)' is not a timing function; expected linear, easeIn, easeOut, "
                + "easeInOut or cubicBezier(x1,y1,x2,y2)")
        }
        return .timing(TimingCurve(function, duration: try a.requiredNumber(.duration)))
    }

    /// Exactly one form, told apart by its defining attribute, as in the JSON form, but mixing
    /// attributes of two forms is an error here rather than a silent choice.
    static func spring(_ a: AttributeReader<SpringKey>) throws(ScenarioXMLProblem) -> Curve {
        let forms: [(key: String, members: Set<SpringKey>)] = [
            ("response", [.response, .dampingFraction]),
            ("duration", [.duration, .bounce]),
            ("stiffness", [.mass, .stiffness, .damping]),
            ("uikit-duration", [.uikitDuration, .dampingRatio]),
        ]
        let present = Set(a.present)
        let matching = forms.filter { !$0.members.isDisjoint(with: present) }
        guard matching.count == 1, let form = matching.first else {
            throw ScenarioXMLProblem(a.element, matching.isEmpty
                ? "<spring> needs one form: response, duration, stiffness/damping or uikit-duration/damping-ratio"
                : "<spring> mixes the forms \(matching.map { "'\($0.key)'" }.joined(separator: " and ")); use one")
        }
        let velocity = try a.number(.initialVelocity) ?? 0
        switch form.key {
        case "response":
            return .spring(Spring(.response(response: try a.requiredNumber(.response),
                                            dampingFraction: try a.number(.dampingFraction) ?? 0.825), initialVelocity: velocity))
        case "duration":
            return .spring(Spring(.durationBounce(duration: try a.requiredNumber(.duration), bounce: try a.number(.bounce) ?? 0),
                                  initialVelocity: velocity))
        case "stiffness":
            return .spring(Spring(.physical(mass: try a.number(.mass) ?? 1, stiffness: try a.requiredNumber(.stiffness),
                                            damping: try a.requiredNumber(.damping)), initialVelocity: velocity))
        default:
            return .spring(Spring(.uikit(duration: try a.requiredNumber(.uikitDuration),
                                         dampingRatio: try a.requiredNumber(.dampingRatio)), initialVelocity: velocity))
        }
    }

    static func notification(_ a: AttributeReader<NotificationKey>) throws(ScenarioXMLProblem) -> PostedNotification {
        PostedNotification(NotificationKind(token: try a.required(.kind)), target: a.string(.target), text: a.string(.text))
    }
}
