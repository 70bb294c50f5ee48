import A11yModel
import Testing
@testable import ConformanceRules

/// Which layers tint a node, and what a colour looks like through them.
struct OverlayTests {
    /// MorphModalKit's pushed state in miniature: presenter, scrim, a covered card with its dim view,
    /// and the front card.
    let index = SnapshotIndex(Snapshot(id: "pushed", state: "pushed", root:
        Node(id: "window", children: [
            Node(id: "presenter", part: .presenter, frame: Rect(x: 0, y: 0, width: 393, height: 852), background: .white, children: [
                Node(id: "presenter-button", role: .button, frame: Rect(x: 122, y: 409, width: 149, height: 34)),
            ]),
            Node(id: "scrim", part: .scrim, background: Color(hex: "#00000033")),
            Node(id: "card-1", part: .card, frame: Rect(x: 19, y: 474, width: 354, height: 308), background: .white,
                 sheet: SheetFacts(stackDepth: 1), children: [
                    Node(id: "card-1-next", role: .button, frame: Rect(x: 312, y: 497, width: 43, height: 21)),
                    Node(id: "card-1-dim", part: .other("dim"), opacity: 0.06, background: .black),
                 ]),
            Node(id: "card-2", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324), background: .white, sheet: SheetFacts(), children: [
                Node(id: "card-2-title", role: .header, text: TextFacts(pointSize: 17), foreground: .black),
                Node(id: "card-2-dim", part: .other("dim"), opacity: 0, background: .black),
            ]),
        ])))

    @Test func scrimsAndTranslucentLeavesAreOverlaysButCardsTextAndInvisibleDimsAreNot() {
        #expect(index.overlays.map(\.node.id) == ["scrim", "card-1-dim"])
    }

    @Test func aLayerTintsWhatIsDrawnBeforeItWhereItsAreaReaches() throws {
        let button = try #require(index.node("presenter-button"))
        #expect(Backdrop.overlay(above: button, in: index).layers.map(\.node.id) == ["scrim"])
        // The frameless dim view fills its parent card, so it tints card-1's NEXT as well.
        let next = try #require(index.node("card-1-next"))
        #expect(Backdrop.overlay(above: next, in: index).layers.map(\.node.id) == ["card-1-dim"])
        // Drawn after both layers: nothing over it.
        let title = try #require(index.node("card-2-title"))
        #expect(Backdrop.overlay(above: title, in: index).isEmpty)
        // The text has no frame and a framed dim view is drawn after it: coverage is unknown.
        let uncertain = SnapshotIndex(Snapshot(id: "s", state: "s", root: Node(id: "card", children: [
            Node(id: "label", text: TextFacts(pointSize: 17)),
            Node(id: "dim", frame: Rect(x: 0, y: 0, width: 10, height: 10), background: Color(hex: "#00000010")),
        ])))
        #expect(try Backdrop.overlay(above: #require(uncertain.node("label")), in: uncertain).isUncertain)
    }

    /// The domain note: a 0.2 black scrim over white takes relative luminance from 1.000 to 0.604.
    @Test func colourSeenThroughTheScrim() throws {
        let scrim = try #require(index.node("scrim"))
        let seen = Backdrop.seen(.white, through: [scrim])
        #expect(seen == Color(hex: "#CCCCCC"))
        #expect(abs(Contrast.relativeLuminance(seen) - 0.604) < 0.001)
        let dim = try #require(index.node("card-1-dim"))
        #expect(Backdrop.seen(.white, through: [scrim, dim]) == Color(hex: "#C0C0C0"))
    }

    @Test func scrimsAndLaterCardsCatchTouches() throws {
        let occlusion = Occlusion(index)
        let button = try #require(index.node("presenter-button"))
        #expect(occlusion.catchesTouch(of: button, at: Rect(x: 122, y: 409, width: 149, height: 34)))
        let next = try #require(index.node("card-1-next"))
        // In the strip peeking above card-2 (which starts at y 494) no later card covers the centre,
        // and the scrim is drawn before card-1.
        #expect(!occlusion.catchesTouch(of: next, at: Rect(x: 312, y: 476, width: 43, height: 14)))
        #expect(occlusion.catchesTouch(of: next, at: Rect(x: 312, y: 520, width: 43, height: 21)))
        #expect(occlusion.hides(next, frame: Rect(x: 312, y: 520, width: 43, height: 21)))
        #expect(!occlusion.hides(next, frame: Rect(x: 312, y: 480, width: 43, height: 21)))
    }
}
