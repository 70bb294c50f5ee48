import A11yModel

/// Sizes, positions and colours of nodes, computed as the built-in rules compute them.
enum GeometryFunctions {
    static let all: [ModelFunction] = [
        .ofNode("contrast-ratio", returns: .number,
                "WCAG contrast ratio of the node's paint (its foreground, else its background) against what is "
                    + "drawn behind it: the fills of its ancestors and of earlier nodes covering it, translucent nodes "
                    + "composited as groups; NaN when a colour was not captured or the backdrop is uneven.",
                example: "ma:contrast-ratio() >= $minimumRatio") { index, node, _ in
            guard index.snapshot.knows(.colors), let paint = Backdrop.paint(of: node),
                  let (seen, backdrop) = Backdrop.seen(paint, on: node, in: index, includingSelf: false).colors
            else { return .number(.nan) }
            return .number(Contrast.ratio(seen, backdrop))
        },
        .ofNode("paint", returns: .string,
                "The colour the node paints, composited over its backdrop when that is known: '#RRGGBB'; "
                    + "'' when not captured.",
                example: "'handle {ma:paint()} on {ma:backdrop()}'") { index, node, _ in
            guard let paint = Backdrop.paint(of: node) else { return .string("") }
            let seen = Backdrop.seen(paint, on: node, in: index, includingSelf: false).colors?.paint
            return .string((seen ?? paint.withOpacity(node.effectiveOpacity)).hex)
        },
        .ofNode("backdrop", returns: .string,
                "The colour drawn behind the node (fills of its ancestors and of earlier nodes covering it): "
                    + "'#RRGGBB'; '' when unknown or uneven.",
                example: "ma:backdrop() = '#FFFFFF'") { index, node, _ in
            .string(Backdrop.color(behind: node, in: index)?.hex ?? "")
        },
        .ofNode("target-size", returns: .number,
                "The shorter side of the touch frame (the hit frame when given, else the frame), in points; NaN without one.",
                example: "ma:target-size() >= 44") { _, node, _ in
            .number(node.node.touchFrame.map { min($0.width, $0.height) } ?? .nan)
        },
        .ofNode("target-width", returns: .number, "Width of the touch frame in points; NaN without one.",
                example: "'{ma:target-width()}×{ma:target-height()} pt'") { _, node, _ in
            .number(node.node.touchFrame?.width ?? .nan)
        },
        .ofNode("target-height", returns: .number, "Height of the touch frame in points; NaN without one.",
                example: "ma:target-height() >= 44") { _, node, _ in
            .number(node.node.touchFrame?.height ?? .nan)
        },
        .ofNode("width", returns: .number, "Width of the visible frame in points; NaN without a frame.",
                example: "ma:width() >= 36") { _, node, _ in
            .number(node.node.frame?.width ?? .nan)
        },
        .ofNode("height", returns: .number, "Height of the visible frame in points; NaN without a frame.",
                example: "ma:height() >= 5") { _, node, _ in
            .number(node.node.frame?.height ?? .nan)
        },
        .ofNode("x", returns: .number, "Left edge of the visible frame, in screen points; NaN without a frame.",
                example: "ma:x() + ma:width() >= ma:x(ma:sheet()) + ma:width(ma:sheet()) - 64") { _, node, _ in
            .number(node.node.frame?.x ?? .nan)
        },
        .ofNode("y", returns: .number, "Top edge of the visible frame, in screen points; NaN without a frame.",
                example: "ma:y() - ma:y(ma:sheet()) <= 60") { _, node, _ in
            .number(node.node.frame?.y ?? .nan)
        },
    ]
}
