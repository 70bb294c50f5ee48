import A11yModel

extension ReadingOrderRule {
    static let examples: [RuleExample] = [
        .snapshot("handle, sticky header with the title, content, then the sticky footer", .passed) {
            card([handle, header, content, footer])
        },
        .snapshot("MorphModalKit: the sticky container comes after the content", .failed, targets: ["back", "title"]) {
            card([handle, content, header, footer])
        },
        .snapshot("a row read before the one drawn above it", .failed, targets: ["row-1"]) {
            card([handle, Node(id: "content", part: .content, children: [
                Node(id: "row-2", role: .button, label: "Wallet", frame: Rect(x: 0, y: 160, width: 393, height: 44)),
                Node(id: "row-1", role: .button, label: "Cards", frame: Rect(x: 0, y: 110, width: 393, height: 44)),
                Node(id: "row-3", role: .button, label: "Bank", frame: Rect(x: 0, y: 210, width: 393, height: 44)),
            ])])
        },
        .snapshot("an Android dump lists a close button composed last; TalkBack reads it by its place on screen", .passed,
                  environment: Environment(platform: .android)) {
            card([handle, Node(id: "title", role: .staticText, label: "Add card", frame: Rect(x: 16, y: 24, width: 200, height: 24)),
                  framedContent, Node(id: "close", role: .button, label: "Close", frame: Rect(x: 340, y: 12, width: 48, height: 48))])
        }.withUnknown([.readingOrder]),
        .snapshot("the same order where the reading order was captured fails", .failed, targets: ["close"],
                  environment: Environment(platform: .android)) {
            card([handle, Node(id: "title", role: .staticText, label: "Add card", frame: Rect(x: 16, y: 24, width: 200, height: 24)),
                  framedContent, Node(id: "close", role: .button, label: "Close", frame: Rect(x: 340, y: 12, width: 48, height: 48))])
        },
        .snapshot("an Android dump: TalkBack reads a view's children before its next sibling, drawn above them", .failed,
                  targets: ["close"], environment: Environment(platform: .android)) {
            card([handle, Node(id: "body", frame: Rect(x: 0, y: 10, width: 393, height: 400), children: [
                Node(id: "title", role: .staticText, label: "Add card", frame: Rect(x: 16, y: 24, width: 200, height: 24)),
                Node(id: "row", role: .button, label: "Cards", frame: Rect(x: 0, y: 80, width: 393, height: 44)),
            ]), Node(id: "close", role: .button, label: "Close", frame: Rect(x: 340, y: 12, width: 48, height: 48))])
        }.withUnknown([.readingOrder]),
        .snapshot("an Android dump of numbers around a clock face: TalkBack reads them by place, staggered rows and all", .passed,
                  environment: Environment(platform: .android)) {
            card([handle] + [(12, 150, 20), (1, 195, 32), (11, 105, 32), (2, 228, 65), (10, 72, 65), (3, 240, 110)].map { hour, x, y in
                Node(id: "hour-\(hour)", role: .button, label: "\(hour)", frame: Rect(x: Double(x), y: Double(y), width: 53, height: 53))
            })
        }.withUnknown([.readingOrder]),
        .snapshot("an Android time picker's clock face listing its twelve numbers clockwise from 1, as its virtual nodes are read", .passed,
                  environment: Environment(platform: .android)) {
            card([handle, dial(hours: Array(1...12)), Node(id: "done", role: .button, label: "Done", frame: Rect(x: 280, y: 320, width: 90, height: 48))])
        }.withUnknown([.readingOrder]),
        .snapshot("six numbers of a clock face listed out of their turn (12, 6, 11, 5, 1, 7) in a capture of the reading order: no dial's order, and 1 is read after 5 below it", .failed,
                  targets: ["hour-1"]) {
            card([handle, dial(hours: [12, 6, 11, 5, 1, 7])])
        },
        .snapshot("an Android dump listing a title before the grid beside it, which TalkBack's sort by place would read after", .cantTell,
                  targets: ["card"], environment: Environment(platform: .android)) {
            card([handle, Node(id: "year", role: .button, label: "Select year", frame: Rect(x: 58, y: 340, width: 200, height: 52)),
                  Node(id: "month", frame: Rect(x: 42, y: 340, width: 328, height: 340), children: [
                      Node(id: "day-1", role: .button, label: "1", frame: Rect(x: 50, y: 420, width: 46, height: 46)),
                      Node(id: "day-2", role: .button, label: "2", frame: Rect(x: 100, y: 420, width: 46, height: 46)),
                  ])])
        }.withUnknown([.readingOrder]),
        .snapshot("a scrim inside the surface, listed after the content as Flutter lists its barrier", .passed,
                  environment: Environment(platform: .android)) {
            // Full-size wrappers, as Flutter's semantics nest them: TalkBack's sort keeps their listed order.
            card([Node(id: "content", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                      Node(id: "title", role: .staticText, label: "Move funds", frame: Rect(x: 16, y: 700, width: 200, height: 24)),
                      Node(id: "row", role: .button, label: "To savings", frame: Rect(x: 16, y: 760, width: 361, height: 48)),
                  ]),
                  Node(id: "barrier", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                      Node(id: "scrim", role: .button, part: .scrim, label: "Scrim", frame: Rect(x: 0, y: 0, width: 393, height: 660)),
                  ])])
        }.withUnknown([.readingOrder]),
        .snapshot("an iOS capture listed in an order that passes", .passed) {
            card([handle, header, content, footer])
        }.withUnknown([.readingOrder]),
        .snapshot("an iOS capture lists the sticky container after the content: VoiceOver may read it by place", .cantTell,
                  targets: ["card"]) {
            card([handle, content, header, footer])
        }.withUnknown([.readingOrder]),
        .snapshot("a sheet with a single element", .inapplicable) {
            card([Node(id: "done", role: .button, label: "Done", frame: Rect(x: 16, y: 40, width: 80, height: 44))])
        },
        .snapshot("neither frames nor parts were captured", .cantTell, targets: ["card"]) {
            card([Node(id: "a", role: .button, label: "Copy"), Node(id: "b", role: .button, label: "Share")])
        },
    ]

    private static let handle = Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber", value: "Large",
                                     frame: Rect(x: 170, y: 5, width: 52, height: 5))
    private static let header = Node(id: "header", part: .stickyHeader, frame: Rect(x: 0, y: 10, width: 393, height: 60), children: [
        Node(id: "back", role: .button, label: "Back", frame: Rect(x: 8, y: 20, width: 60, height: 44)),
        Node(id: "title", role: .header, part: .title, label: "Add card", frame: Rect(x: 120, y: 28, width: 150, height: 24)),
    ])
    private static let content = Node(id: "content", part: .content, children: [
        Node(id: "row-1", role: .button, label: "Cards", frame: Rect(x: 0, y: 80, width: 393, height: 44)),
        Node(id: "row-2", role: .button, label: "Wallet", frame: Rect(x: 0, y: 130, width: 393, height: 44)),
    ])
    /// As a dump gives it: every view framed.
    private static let framedContent = Node(id: "content", part: .content, frame: Rect(x: 0, y: 80, width: 393, height: 94),
                                            children: content.children)
    private static let footer = Node(id: "footer", part: .stickyFooter, children: [
        Node(id: "next", role: .button, label: "Next", frame: Rect(x: 16, y: 500, width: 361, height: 50)),
    ])

    /// Where each hour sits on a clock face 200 wide, from its centre.
    private static let clockFace: [Int: (x: Double, y: Double)] = [
        1: (50, -86.6), 2: (86.6, -50), 3: (100, 0), 4: (86.6, 50), 5: (50, 86.6), 6: (0, 100),
        7: (-50, 86.6), 8: (-86.6, 50), 9: (-100, 0), 10: (-86.6, -50), 11: (-50, -86.6), 12: (0, -100),
    ]

    /// A clock face holding `hours` in the order given.
    private static func dial(hours: [Int]) -> Node {
        Node(id: "dial", frame: Rect(x: 72, y: 40, width: 250, height: 250), children: hours.map { hour in
            let place = clockFace[hour] ?? (0, 0)
            return Node(id: "hour-\(hour)", role: .button, label: "\(hour)", frame: Rect(x: 176 + place.x, y: 144 + place.y, width: 42, height: 42))
        })
    }

    private static func card(_ children: [Node]) -> Node {
        Node(id: "card", part: .card, isModal: true, sheet: SheetFacts(), children: children)
    }
}
