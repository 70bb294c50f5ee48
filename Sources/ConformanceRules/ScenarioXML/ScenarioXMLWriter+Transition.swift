import A11yModel

extension ScenarioXMLWriter {
    func write<W: XMLElementSink & ~Copyable>(_ transition: Transition, path: String, to writer: inout W) throws {
        var a = list(path)
        try a.string("id", transition.id)
        try a.token("kind", transition.kind)
        try a.string("from", transition.from)
        try a.string("to", transition.to)
        try a.string("focus-before", transition.focusBefore)
        try a.string("focus-after", transition.focusAfter)
        try a.string("invoker", transition.invoker)
        a.bool("outgoing-hidden-at-start", transition.outgoingHiddenAtStart)
        a.bool("interruptible", transition.interruptible)
        try a.tokens("unknown", transition.unknown)
        try writer.element("transition", attributes: a.items) { writer in
            try write(transition.environment, path: sub(path, ".environment"), to: &writer)
            for (index, track) in transition.tracks.enumerated() {
                try write(track, path: sub(path, ".tracks[\(index)]"), to: &writer)
            }
            for (index, notification) in transition.notifications.enumerated() {
                var n = list(sub(path, ".notifications[\(index)]"))
                try n.token("kind", notification.kind)
                try n.string("target", notification.target)
                try n.string("text", notification.text)
                try writer.element("notification", attributes: n.items) { _ in }
            }
        }
    }

    private func write<W: XMLElementSink & ~Copyable>(_ track: AnimationTrack, path: String, to writer: inout W) throws {
        var a = list(path)
        try a.string("node", track.node)
        try a.token("property", track.property)
        try a.number("from", track.from)
        try a.number("to", track.to)
        try a.number("delay", track.delay, default: 0)
        a.raw("driver", track.driver, default: .animation)
        a.integer("repeat-count", track.repeatCount, default: 1)
        a.bool("repeats-forever", track.repeatsForever, default: false)
        a.bool("starts-automatically", track.startsAutomatically, default: false)
        try writer.element("track", attributes: a.items) { writer in
            try write(track.curve, path: sub(path, ".curve"), to: &writer)
        }
    }

    private func write<W: XMLElementSink & ~Copyable>(_ curve: Curve, path: String, to writer: inout W) throws {
        var a = list(path)
        switch curve {
        case .none:
            try writer.element("none", attributes: []) { _ in }
        case .timing(let timing):
            try a.string("function", timing.function.token)
            try a.number("duration", timing.duration)
            try writer.element("timing", attributes: a.items) { _ in }
        case .spring(let spring):
            switch spring.form {
            case .response(let response, let dampingFraction):
                try a.number("response", response)
                try a.number("damping-fraction", dampingFraction)
            case .durationBounce(let duration, let bounce):
                try a.number("duration", duration)
                try a.number("bounce", bounce)
            case .physical(let mass, let stiffness, let damping):
                try a.number("mass", mass)
                try a.number("stiffness", stiffness)
                try a.number("damping", damping)
            case .uikit(let duration, let dampingRatio):
                try a.number("uikit-duration", duration)
                try a.number("damping-ratio", dampingRatio)
            }
            try a.number("initial-velocity", spring.initialVelocity, default: 0)
            try writer.element("spring", attributes: a.items) { _ in }
        }
    }
}
