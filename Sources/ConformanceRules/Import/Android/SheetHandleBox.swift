import A11yModel

/// The drag handle's 48 dp box at the top of a modal bottom sheet, and the density it shows.
///
/// Flutter's `BottomSheet` gives its drag handle a 48 × 48 dp tap target
/// (`kMinInteractiveDimension`) labelled with the dismiss string, and Compose Material 3's
/// `ModalBottomSheet` makes its handle's box a clickable 48 dp square; both sit centred at the
/// sheet's top edge, which a dump shows where the scrim above the sheet ends (dumps give visible
/// bounds). A labelled, clickable square there, within a pixel, is that box: its side over 48
/// is the density the device ran at.
struct SheetHandleBox: Sendable, Equatable {
    /// The density: the box's side over 48 dp.
    var density: Double
    var box: PixelBounds
    var label: String

    static let side = 48.0

    /// The first such box below a scrim described as one, at a density the display (its short
    /// side in pixels, when shown) can have.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> SheetHandleBox? {
        // Scrims by their bottom edge and twice their centre, so that each square looks up the
        // few places a scrim above it could end: a file may hold thousands of both.
        var scrimEdges: Set<Edge> = [], squares: [(bounds: PixelBounds, label: String)] = []
        var pending = Array(root.children.reversed())
        while let element = pending.popLast() {
            pending += element.children.reversed()
            guard element[attribute: "clickable"] == "true", let bounds = PixelBounds.onScreen(element) else { continue }
            let label = element[attribute: "content-desc"] ?? ""
            if element.children.isEmpty, ScrimClues.describesScrim(label) {
                scrimEdges.insert(Edge(y: bounds.bottom, doubledCentre: bounds.left + bounds.right))
            }
            if abs(bounds.width - bounds.height) <= reach, !label.trimming(.whitespaces).isEmpty {
                squares.append((bounds, label))
            }
        }
        for square in squares {
            let centre = square.bounds.left + square.bounds.right
            let meetsAScrim = (-reach...reach).contains { dy in
                (-2 * reach...2 * reach).contains { scrimEdges.contains(Edge(y: square.bounds.top + dy, doubledCentre: centre + $0)) }
            }
            let density = Double(square.bounds.width) / side
            guard meetsAScrim, density >= 1, ComposeTouchSize.isPossible(density, displayShortSide: displayShortSide) else { continue }
            return SheetHandleBox(density: density, box: square.bounds, label: square.label)
        }
        return nil
    }

    /// Pixels either way a box may sit from where the scrim ends, and from its centre.
    private static let reach = 1

    private struct Edge: Hashable {
        var y: Int
        var doubledCentre: Int
    }

    /// What the density was read from, for the note.
    var evidence: String {
        "the drag handle's box '\(excerpt(label))', a 48 dp square (\(box.width) px) centred where the sheet's scrim ends, "
            + "as Flutter's and Compose Material 3's modal bottom sheets lay it out"
    }
}
