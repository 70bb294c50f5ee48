import A11yModel

/// Draws a wireframe as SVG, to scale: the screen, then every node in drawing order (surfaces
/// and controls as boxes in the capture's own colours, text as a bar where its words would be,
/// scrims as their tint), touch areas that differ from the frame as dashed violet boxes, covered
/// cards dotted and nodes hidden from assistive technology hatched; then each problem's element
/// outlined in the style of its standing, with a numbered badge that links to the problem.
///
/// User units are points; `scale` CSS pixels per point sets the drawn size. Elements carry
/// `data-*` attributes with what they show (the element, its frame in points, the problem's
/// standing), which the browser test reads back. In the HTML report the drawing is a named group
/// of links; in a JUnit attachment (`StateAttachmentSVG`) one of several drawings in a document.
struct WireframeSVG {
    let wireframe: Wireframe
    let marks: [WireframeMark]
    /// CSS pixels per point.
    let scale: Double
    /// The drawing's name for assistive technology (inline) or its `<title>` (standalone).
    let label: String

    static let badgeRadius = 9.0
    static let hitFrameColor = "#6A1B9A"

    /// What the drawing shows of the plane, in points: the screen, widened to outlined elements
    /// that lie off it (but never beyond a screen's size on each side), with room for badges.
    var viewBox: Rect {
        let viewport = wireframe.viewport
        let screen = Rect(x: 0, y: 0, width: max(viewport.width, 1), height: max(viewport.height, 1))
        let limit = Rect(x: -screen.width, y: -screen.height, width: 3 * screen.width, height: 3 * screen.height)
        var minX = 0.0, minY = 0.0, maxX = screen.width, maxY = screen.height
        for mark in marks {
            guard let frame = wireframe.item(mark.element)?.frame, let visible = frame.intersection(limit) else { continue }
            minX = min(minX, visible.minX)
            minY = min(minY, visible.minY)
            maxX = max(maxX, visible.maxX)
            maxY = max(maxY, visible.maxY)
        }
        let pad = (2 * WireframeSVG.badgeRadius + 4) / scale
        return Rect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
    }

    /// Where a drawing goes.
    enum Placement {
        /// In an HTML page: a named group whose badges are links (the patterns come from
        /// `definitions`, written once per page).
        case page(id: String)
        /// Inside another SVG document at `x`, `y` (a JUnit attachment): badges carry titles.
        case nested(x: Double, y: Double)
    }

    func write(to writer: MarkupWriter, placement: Placement) throws {
        let box = viewBox
        var attributes: [MarkupWriter.Attribute] = [
            ("class", "wireframe"),
            ("viewBox", [box.x, box.y, box.width, box.height].map { number($0) }.joined(separator: " ")),
            ("width", number(box.width * scale)), ("height", number(box.height * scale)),
            ("data-snapshots", wireframe.snapshotIDs.joined(separator: " ")), ("data-scale", number(scale, 4)),
        ]
        switch placement {
        case .page(let id):
            attributes = [("xmlns", "http://www.w3.org/2000/svg"), ("id", id)] + attributes
                + [("role", "group"), ("aria-label", label), ("font-family", "Helvetica, Arial, sans-serif")]
        case .nested(let x, let y):
            attributes += [("x", number(x)), ("y", number(y))]
        }
        let linked: Bool
        if case .page = placement { linked = true } else { linked = false }
        try writer.open("svg", attributes)
        try writer.element("g", [("class", "drawing"), ("aria-hidden", "true")]) {
            let viewport = wireframe.viewport
            try writer.empty("rect", [("class", "screen"), ("x", "0"), ("y", "0"), ("width", number(viewport.width)),
                                      ("height", number(viewport.height)), ("fill", "#FFFFFF"), ("stroke", "#5F6368"),
                                      ("vector-effect", "non-scaling-stroke")])
            for item in wireframe.items { try draw(item, into: writer) }
            for item in wireframe.items {
                guard let hit = item.hitFrame else { continue }
                try writer.empty("rect", rect(hit) + [("class", "hit-frame"), ("data-element", item.id), ("fill", "none"),
                                                      ("stroke", WireframeSVG.hitFrameColor), ("stroke-width", "1.5"),
                                                      ("stroke-dasharray", "5 3"), ("vector-effect", "non-scaling-stroke")])
            }
        }
        // Outlines first, then every badge over them, so no outline hides a number.
        let drawn = marks.compactMap { mark in wireframe.item(mark.element).map { (mark, $0) } }
        for (mark, item) in drawn { try outline(mark, on: item, into: writer) }
        var badges: [Rect] = []
        for (mark, item) in drawn { try badge(mark, on: item, box: box, badges: &badges, linked: linked, into: writer) }
        try writer.close("svg")
    }

    /// The patterns for covered cards and hidden nodes, in user units (points).
    static func definitions(into writer: MarkupWriter) throws {
        try writer.element("defs") {
            try writer.element("pattern", [("id", "ma-hidden"), ("width", "8"), ("height", "8"),
                                           ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)")]) {
                try writer.empty("rect", [("width", "8"), ("height", "8"), ("fill", "#FFFFFF"), ("fill-opacity", "0.5")])
                try writer.empty("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "8"), ("stroke", "#3C4043"),
                                          ("stroke-width", "2.5")])
            }
            try writer.element("pattern", [("id", "ma-covered"), ("width", "7"), ("height", "7"),
                                           ("patternUnits", "userSpaceOnUse")]) {
                try writer.empty("rect", [("width", "7"), ("height", "7"), ("fill", "#FFFFFF"), ("fill-opacity", "0.35")])
                try writer.empty("circle", [("cx", "3.5"), ("cy", "3.5"), ("r", "1.3"), ("fill", "#3C4043")])
            }
        }
    }

    private func draw(_ item: WireframeItem, into writer: MarkupWriter) throws {
        let frame = item.frame
        let ghost = item.opacity <= 0
        // Invisible nodes keep a dashed outline, so what assistive technology finds is still seen.
        var outline: [MarkupWriter.Attribute] = [("stroke", ghost ? "#80868B" : "#5F6368"),
                                                 ("stroke-dasharray", ghost ? "2 2" : nil),
                                                 ("vector-effect", "non-scaling-stroke")]
        try writer.open("g", [("class", "node kind-" + item.kind.rawValue), ("data-element", item.id)])
        switch item.kind {
        case .screen:
            try writer.empty("rect", rect(frame) + fill(item.fill, opacity: item.opacity) + outline)
        case .scrim:
            try writer.empty("rect", rect(frame) + fill(item.fill ?? Color.black, opacity: item.opacity,
                                                        alpha: item.fill == nil ? 0.4 : nil))
        case .surface:
            try writer.empty("rect", rect(frame) + [("rx", number(min(12, frame.height / 2)))]
                + fill(item.fill ?? Color(red: 0xF8, green: 0xF9, blue: 0xFA), opacity: item.opacity) + outline)
        case .handle:
            try writer.empty("rect", rect(frame) + [("rx", number(min(frame.width, frame.height) / 2))]
                + fill(item.fill ?? Color(red: 0x9A, green: 0xA0, blue: 0xA6), opacity: item.opacity))
        case .keyboard:
            try writer.empty("rect", rect(frame) + fill(item.fill ?? Color(red: 0xD2, green: 0xD5, blue: 0xDA),
                                                        opacity: item.opacity) + outline)
        case .control:
            try writer.empty("rect", rect(frame) + [("rx", number(min(6, frame.height / 2)))]
                + fill(item.fill, opacity: item.opacity) + outline)
            try textBar(item, centred: true, into: writer)
        case .text:
            try textBar(item, centred: false, into: writer)
        case .image:
            outline[0] = ("stroke", "#80868B")
            try writer.empty("rect", rect(frame) + fill(item.fill, opacity: item.opacity) + outline)
            try writer.empty("path", [("d", "M \(number(frame.minX)) \(number(frame.minY)) L \(number(frame.maxX)) \(number(frame.maxY)) "
                                          + "M \(number(frame.maxX)) \(number(frame.minY)) L \(number(frame.minX)) \(number(frame.maxY))"),
                                      ("stroke", "#80868B"), ("vector-effect", "non-scaling-stroke")])
        case .container:
            if item.fill.map({ $0.alpha8 > 0 }) == true {
                try writer.empty("rect", rect(frame) + fill(item.fill, opacity: item.opacity))
            }
        }
        if item.isCovered, item.kind == .surface {
            try writer.empty("rect", rect(frame) + [("class", "covered"), ("fill", "url(#ma-covered)")])
        }
        if item.isHidden, item.kind != .screen, item.kind != .container || item.fill != nil {
            try writer.empty("rect", rect(frame) + [("class", "hidden"), ("fill", "url(#ma-hidden)"), ("stroke", "#3C4043"),
                                                    ("stroke-dasharray", "3 2"), ("vector-effect", "non-scaling-stroke")])
        }
        try writer.close("g")
    }

    /// A bar where the label's words would be: as tall as the text, as long as the label.
    private func textBar(_ item: WireframeItem, centred: Bool, into writer: MarkupWriter) throws {
        guard let label = item.label, !label.isEmpty else { return }
        let frame = item.frame
        let size = item.textSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? min(max(frame.height * 0.5, 4), 17)
        let height = min(frame.height * 0.7, size * 0.72)
        let width = min(frame.width * (centred ? 0.8 : 1), max(size * 0.55 * Double(label.count), size))
        guard height > 0, width > 0 else { return }
        let x = centred ? frame.midX - width / 2 : frame.minX
        try writer.empty("rect", [("class", "text-bar"), ("x", number(x)), ("y", number(frame.midY - height / 2)),
                                  ("width", number(width)), ("height", number(height)), ("rx", number(height / 3))]
            + fill(item.ink ?? Color(red: 0x5F, green: 0x63, blue: 0x68), opacity: item.opacity))
    }

    private func outline(_ mark: WireframeMark, on item: WireframeItem, into writer: MarkupWriter) throws {
        let frame = item.frame
        try writer.element("g", [("class", "mark"), ("data-element", mark.element),
                                 ("data-numbers", mark.numbers.map(String.init).joined(separator: " ")),
                                 ("data-outcome", MarkStyle.token(mark.standing)),
                                 ("data-frame", [frame.x, frame.y, frame.width, frame.height].map { number($0) }.joined(separator: " "))]) {
            try writer.empty("rect", rect(frame) + [("class", "halo"), ("fill", "none"), ("stroke", "#FFFFFF"), ("stroke-width", "6"),
                                                    ("vector-effect", "non-scaling-stroke")])
            try writer.empty("rect", rect(frame) + [("class", "outline"), ("fill", "none"), ("stroke", MarkStyle.color(mark.standing)),
                                                    ("stroke-width", "3"), ("stroke-dasharray", MarkStyle.dashes(mark.standing)),
                                                    ("vector-effect", "non-scaling-stroke")])
        }
    }

    /// The numbers in a pill that links to the problem (inline) or names it (standalone).
    private func badge(_ mark: WireframeMark, on item: WireframeItem, box: Rect, badges: inout [Rect], linked: Bool,
                       into writer: MarkupWriter) throws {
        let color = MarkStyle.color(mark.standing)
        let text = mark.badgeText
        let height = 2 * WireframeSVG.badgeRadius / scale
        let width = max(height, (Double(text.count) * 6.6 + 8) / scale)
        let place = badgePlace(frame: item.frame, width: width, height: height, box: box, taken: badges)
        badges.append(place)
        let linked = linked && mark.link != nil
        let attributes: [MarkupWriter.Attribute] = [("class", "badge"), ("data-element", mark.element),
                                                    ("href", linked ? mark.link : nil), ("aria-label", linked ? mark.name : nil)]
        try writer.element(linked ? "a" : "g", attributes) {
            if !linked { try writer.element("title", text: mark.name) }
            try writer.empty("rect", [("x", number(place.x)), ("y", number(place.y)), ("width", number(width)),
                                      ("height", number(height)), ("rx", number(height / 2)), ("fill", color), ("stroke", "#FFFFFF"),
                                      ("stroke-width", "1.5"), ("vector-effect", "non-scaling-stroke")])
            try writer.element("text", [("x", number(place.midX)), ("y", number(place.midY + 4 / scale)),
                                        ("text-anchor", "middle"), ("font-size", number(11 / scale)), ("font-weight", "bold"),
                                        ("fill", "#FFFFFF")], text: text)
        }
    }

    /// A pill just above the frame's top left corner (so it does not hide a small element), kept
    /// inside the drawing and moved right (then down) past badges already drawn.
    private func badgePlace(frame: Rect, width: Double, height: Double, box: Rect, taken: [Rect]) -> Rect {
        let gap = 2 / scale
        func clamped(_ x: Double, _ y: Double) -> Rect {
            Rect(x: min(max(x, box.minX), box.maxX - width), y: min(max(y, box.minY), box.maxY - height),
                 width: width, height: height)
        }
        let start = clamped(frame.minX, frame.minY - height - gap)
        var candidate = start
        for attempt in 0..<24 {
            guard taken.contains(where: { $0.intersection(candidate) != nil }) else { return candidate }
            let row = attempt / 6, column = attempt % 6 + 1
            candidate = clamped(start.x + Double(column) * (width + gap), start.y + Double(row) * (height + gap))
        }
        return start
    }

    private func rect(_ frame: Rect) -> [MarkupWriter.Attribute] {
        [("x", number(frame.x)), ("y", number(frame.y)), ("width", number(max(frame.width, 0))),
         ("height", number(max(frame.height, 0)))]
    }

    /// `fill` with its alpha and the node's opacity as `fill-opacity`; `fill="none"` without a colour.
    private func fill(_ color: Color?, opacity: Double, alpha: Double? = nil) -> [MarkupWriter.Attribute] {
        guard let color else { return [("fill", "none")] }
        let combined = (alpha ?? color.alpha) * opacity
        return [("fill", WireframeSVG.hex(color)), ("fill-opacity", combined >= 1 ? nil : number(combined, 3))]
    }

    /// `#RRGGBB`, the alpha left to `fill-opacity`.
    static func hex(_ color: Color) -> String {
        let digits = "0123456789ABCDEF".map { $0 }
        return "#" + String([color.red, color.green, color.blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }

    private func number(_ value: Double, _ decimals: Int = 2) -> String { MotionNumber.trimmed(value, decimals) }
}
