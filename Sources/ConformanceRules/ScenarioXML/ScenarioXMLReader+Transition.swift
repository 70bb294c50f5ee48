import A11yModel

extension ScenarioXMLReader {
    mutating func transition(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> Transition {
        remember(element, at: path)
        let a = AttributeReader(element)
        var transition = Transition(
            id: try a.required("id"), kind: TransitionKind(token: try a.required("kind")),
            from: try a.required("from"), to: try a.required("to"), focusBefore: a.string("focus-before"),
            focusAfter: a.string("focus-after"), invoker: a.string("invoker"),
            outgoingHiddenAtStart: try a.bool("outgoing-hidden-at-start"), interruptible: try a.bool("interruptible"),
            unknown: a.tokens("unknown"))
        for child in element.children {
            switch child.name {
            case "environment":
                transition.environment = try environment(child, path: path + ".environment")
            case "track":
                transition.tracks.append(try track(child, path: path + ".tracks[\(transition.tracks.count)]"))
            case "notification":
                let notificationPath = path + ".notifications[\(transition.notifications.count)]"
                remember(child, at: notificationPath)
                let n = AttributeReader(child)
                transition.notifications.append(PostedNotification(
                    NotificationKind(token: try n.required("kind")), target: n.string("target"), text: n.string("text")))
            default:
                throw unexpected(child, in: element)
            }
        }
        let id = transition.id
        sourceMap.transitionLines[id] = sourceMap.transitionLines[id] ?? element.line
        return transition
    }

    private mutating func track(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> AnimationTrack {
        remember(element, at: path)
        let a = AttributeReader(element)
        let curves = element.children
        guard curves.count == 1, let curveElement = curves.first else {
            throw ScenarioXMLProblem(element, "<track> needs exactly one curve: <spring>, <timing> or <none>")
        }
        remember(curveElement, at: path + ".curve")
        return AnimationTrack(
            node: a.string("node"), property: AnimatedProperty(token: try a.required("property")),
            from: try a.requiredNumber("from"), to: try a.requiredNumber("to"), curve: try curve(curveElement),
            delay: try a.number("delay") ?? 0, driver: try a.enumeration("driver") ?? .animation,
            repeatCount: try a.integer("repeat-count") ?? 1, repeatsForever: try a.bool("repeats-forever") ?? false,
            startsAutomatically: try a.bool("starts-automatically") ?? false)
    }

    private func curve(_ element: XMLElement) throws(ScenarioXMLProblem) -> Curve {
        let a = AttributeReader(element)
        switch element.name {
        case "none":
            return .none
        case "timing":
            let text = try a.required("function")
            guard let function = TimingFunction(token: text.trimmingXMLSpace) else {
                throw a.problem("function", "'\(text)' is not a timing function; expected linear, easeIn, easeOut, "
                    + "easeInOut or cubicBezier(x1,y1,x2,y2)")
            }
            return .timing(TimingCurve(function, duration: try a.requiredNumber("duration")))
        case "spring":
            return .spring(try spring(a))
        default:
            throw ScenarioXMLProblem(element, "<\(element.name)> is not a curve; expected <spring>, <timing> or <none>")
        }
    }

    /// Exactly one form, told apart by its defining attribute, as in the JSON form, but mixing
    /// attributes of two forms is an error here rather than a silent choice.
    private func spring(_ a: AttributeReader) throws(ScenarioXMLProblem) -> Spring {
        let forms: [(key: String, members: Set<String>)] = [
            ("response", ["response", "damping-fraction"]),
            ("duration", ["duration", "bounce"]),
            ("stiffness", ["mass", "stiffness", "damping"]),
            ("uikit-duration", ["uikit-duration", "damping-ratio"]),
        ]
        let present = Set(a.element.attributes.map(\.name)).subtracting(["initial-velocity"])
        let matching = forms.filter { !$0.members.isDisjoint(with: present) }
        guard matching.count == 1, let form = matching.first else {
            throw ScenarioXMLProblem(a.element, matching.isEmpty
                ? "<spring> needs one form: response, duration, stiffness/damping or uikit-duration/damping-ratio"
                : "<spring> mixes the forms \(matching.map { "'\($0.key)'" }.joined(separator: " and ")); use one")
        }
        let velocity = try a.number("initial-velocity") ?? 0
        switch form.key {
        case "response":
            return Spring(.response(response: try a.requiredNumber("response"),
                                    dampingFraction: try a.number("damping-fraction") ?? 0.825), initialVelocity: velocity)
        case "duration":
            return Spring(.durationBounce(duration: try a.requiredNumber("duration"), bounce: try a.number("bounce") ?? 0),
                          initialVelocity: velocity)
        case "stiffness":
            return Spring(.physical(mass: try a.number("mass") ?? 1, stiffness: try a.requiredNumber("stiffness"),
                                    damping: try a.requiredNumber("damping")), initialVelocity: velocity)
        default:
            return Spring(.uikit(duration: try a.requiredNumber("uikit-duration"),
                                 dampingRatio: try a.requiredNumber("damping-ratio")), initialVelocity: velocity)
        }
    }
}

extension String {
    var trimmingXMLSpace: String {
        split(whereSeparator: AttributeReader.isXMLSpace).joined(separator: " ")
    }
}
