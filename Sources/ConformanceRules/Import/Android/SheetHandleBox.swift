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
    static let pixelTolerance = 1.0

    /// The first such box below a scrim described as one, at a density the display (its short
    /// side in pixels, when shown) can have.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> SheetHandleBox? {
        var scrims: [PixelBounds] = [], squares: [(bounds: PixelBounds, label: String)] = []
        var pending = Array(root.children.reversed())
        while let element = pending.popLast() {
            pending += element.children.reversed()
            guard element[attribute: "clickable"] == "true", let bounds = PixelBounds.onScreen(element) else { continue }
            let label = element[attribute: "content-desc"] ?? ""
            if element.children.isEmpty, ScrimClues.describesScrim(label) { scrims.append(bounds) }
            if abs(bounds.width - bounds.height) <= Int(pixelTolerance), !label.trimming(.whitespaces).isEmpty {
                squares.append((bounds, label))
            }
        }
        for scrim in scrims {
            for square in squares where abs(square.bounds.top - scrim.bottom) <= Int(pixelTolerance)
                && abs(Double(square.bounds.left + square.bounds.right) - Double(scrim.left + scrim.right)) / 2 <= pixelTolerance {
                let density = Double(square.bounds.width) / side
                guard density >= 1, ComposeTouchSize.isPossible(density, displayShortSide: displayShortSide) else { continue }
                return SheetHandleBox(density: density, box: square.bounds, label: square.label)
            }
        }
        return nil
    }

    /// What the density was read from, for the note.
    var evidence: String {
        "the drag handle's box '\(excerpt(label))', a 48 dp square (\(box.width) px) centred where the sheet's scrim ends, "
            + "as Flutter's and Compose Material 3's modal bottom sheets lay it out"
    }
}
