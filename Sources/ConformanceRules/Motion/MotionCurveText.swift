import A11yModel

/// A curve as reports quote it: the form it was declared in, then the damping ratio the
/// analysis derived, so `uikit 0.4 s ζ 0.86` and `response 0.5 s ζ 0.825` read alike.
enum MotionCurveText {
    static func describe(_ curve: Curve) -> String {
        switch curve {
        case .none:
            return "none"
        case .timing(let timing):
            return "\(timing.function.token) \(MotionNumber.trimmed(timing.duration)) s"
        case .spring(let spring):
            var text: String
            switch spring.form {
            case .response(let response, _):
                text = "spring response \(MotionNumber.trimmed(response)) s"
            case .durationBounce(let duration, let bounce):
                text = "spring duration \(MotionNumber.trimmed(duration)) s bounce \(MotionNumber.trimmed(bounce))"
            case .physical(let mass, let stiffness, let damping):
                text = "spring m \(MotionNumber.trimmed(mass)) k \(MotionNumber.trimmed(stiffness)) c \(MotionNumber.trimmed(damping))"
            case .uikit(let duration, _):
                text = "spring uikit \(MotionNumber.trimmed(duration)) s"
            }
            if let parameters = SpringParameters(spring) {
                text += " ζ \(MotionNumber.trimmed(parameters.dampingRatio))"
            }
            if spring.initialVelocity != 0 { text += " v0 \(MotionNumber.trimmed(spring.initialVelocity))" }
            return text
        }
    }
}
