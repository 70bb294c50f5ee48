import A11yModel

/// Composites the colours painted at one point of the screen the way layers are: a node with
/// opacity below 1 is a group, whose own fill and descendants are painted into a buffer of their
/// own, and the buffer is blended once, at the group's opacity, when the group ends (UIKit layer
/// opacity, Android view alpha and CSS `opacity` all work this way). Blending each member at the
/// product of the opacities instead fades a translucent card's text over its own fill twice.
struct GroupCompositor {
    /// A node that starts a group: its id and its own opacity.
    struct Group: Equatable {
        var id: String
        var opacity: Double
    }

    /// A colour with premultiplied alpha, channels 0…1.
    private struct Premultiplied {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0

        /// Source-over: `top` painted onto this buffer at `opacity`.
        mutating func draw(_ top: Premultiplied, opacity: Double = 1) {
            let keep = 1 - top.alpha * opacity
            red = top.red * opacity + red * keep
            green = top.green * opacity + green * keep
            blue = top.blue * opacity + blue * keep
            alpha = top.alpha * opacity + alpha * keep
        }

        init() {}

        init(_ color: Color) {
            let alpha = color.alpha
            red = Double(color.red) / 255 * alpha
            green = Double(color.green) / 255 * alpha
            blue = Double(color.blue) / 255 * alpha
            self.alpha = alpha
        }
    }

    /// Open groups from the outermost; the first entry is the screen itself.
    private var open: [(group: Group?, buffer: Premultiplied)] = [(nil, Premultiplied())]

    /// Paints `color` inside `groups` (outermost first), closing the groups it is not in and
    /// opening the ones it starts. Calls come in drawing order.
    mutating func paint(_ color: Color, inside groups: [Group]) {
        enter(groups)
        open[open.count - 1].buffer.draw(Premultiplied(color))
    }

    /// The colour seen once every group is closed, or nil when what was painted is not opaque
    /// (nothing solid underneath to judge against).
    func flattened() -> Color? {
        var copy = self
        copy.enter([])
        let result = copy.open[0].buffer
        guard result.alpha > 1 - 1e-9 else { return nil }
        func channel(_ value: Double) -> UInt8 { UInt8(min(max((value * 255).rounded(), 0), 255)) }
        return Color(red: channel(result.red), green: channel(result.green), blue: channel(result.blue))
    }

    private mutating func enter(_ groups: [Group]) {
        var shared = 0
        while shared < groups.count, shared + 1 < open.count, open[shared + 1].group == groups[shared] { shared += 1 }
        while open.count > shared + 1 {
            let closing = open.removeLast()
            open[open.count - 1].buffer.draw(closing.buffer, opacity: closing.group?.opacity ?? 1)
        }
        for group in groups[shared...] { open.append((group, Premultiplied())) }
    }
}
