import A11yModel

extension CountNameRule {
    static let examples: [RuleExample] = [
        .snapshot("a reply button named by what it does and its count", .inapplicable) {
            bar(Node(id: "reply", role: .button, label: "Replies, 60", actions: [tap], frame: slot(0), isAccessibilityElement: true))
        },
        .snapshot("an action bar whose buttons read only their counts", .failed, targets: ["reply", "like"],
                  environment: Environment(platform: .android)) {
            bar(countButton("reply", "60", at: 0), countButton("like", "2,6B", at: 1))
        },
        .snapshot("a Compose button described '1.2K', its icon drawn inside", .failed, targets: ["likes"]) {
            bar(Node(id: "likes", role: .button, label: "1.2K", actions: [tap], frame: slot(0), isAccessibilityElement: true))
        },
        .snapshot("a keypad's digits and a pager's pages follow one another", .passed) {
            bar(Node(id: "page-1", role: .link, label: "1", actions: [tap], frame: slot(0), isAccessibilityElement: true),
                Node(id: "page-2", role: .link, label: "2", actions: [tap], frame: slot(1), isAccessibilityElement: true),
                Node(id: "page-3", role: .link, label: "3", actions: [tap], frame: slot(2), isAccessibilityElement: true))
        },
        .snapshot("a stepper's quantity between its minus and plus", .passed) {
            bar(Node(id: "fewer", role: .button, label: "−", actions: [tap], frame: slot(0), isAccessibilityElement: true),
                Node(id: "quantity", role: .staticText, label: "2", actions: [tap], frame: slot(1), isAccessibilityElement: true),
                Node(id: "more", role: .button, label: "+", actions: [tap], frame: slot(2), isAccessibilityElement: true))
        },
        .snapshot("a count inside a button that says it in its name", .passed) {
            bar(Node(id: "comments", role: .button, label: "Comments, 165.6K", actions: [tap], frame: slot(0), isAccessibilityElement: true,
                     children: [Node(id: "comments-count", role: .staticText, label: "165.6K", actions: [tap],
                                     frame: Rect(x: 8, y: 760, width: 40, height: 24), isAccessibilityElement: true)]))
        },
        .scenario("a post that says its counts in its name, in full where a button cuts one short", .cantTell,
                  targets: ["reply", "like"]) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "example", state: "example", environment: Environment(platform: .android), unknown: [.importance], root:
                    bar(Node(id: "post", role: .button, label: "Ana Lopez: Sunrise at the ridge. 60 replies. 2637 likes", actions: [tap],
                             frame: Rect(x: 0, y: 600, width: 393, height: 200), isAccessibilityElement: true,
                             children: [countButton("reply", "60", at: 0), countButton("like", "2,6K", at: 1)]))),
            ])
        },
        .snapshot("a page around controls that gathers a badge of one of them", .inapplicable) {
            bar(Node(id: "page", actions: [tap], frame: Rect(x: 0, y: 0, width: 393, height: 852), isAccessibilityElement: true, children: [
                Node(id: "badge", role: .staticText, label: "15", frame: Rect(x: 360, y: 60, width: 16, height: 16), isAccessibilityElement: false),
                Node(id: "messages", role: .button, actions: [tap], frame: Rect(x: 340, y: 50, width: 48, height: 48), isAccessibilityElement: true),
            ]))
        },
        .snapshot("a date, a time and a version are no counts", .inapplicable) {
            bar(Node(id: "date", role: .button, label: "12.05.2024", actions: [tap], frame: slot(0), isAccessibilityElement: true),
                Node(id: "time", role: .button, label: "10:30", actions: [tap], frame: slot(1), isAccessibilityElement: true),
                Node(id: "version", role: .button, label: "1.1.0", actions: [tap], frame: slot(2), isAccessibilityElement: true))
        },
    ]

    private static let tap = AccessibilityAction(.activate)

    /// A button showing an icon and a count, read by the count alone.
    private static func countButton(_ id: String, _ count: String, at slot: Int) -> Node {
        let frame = Self.slot(slot)
        return Node(id: id, role: .button, actions: [tap], frame: frame, isAccessibilityElement: true, children: [
            Node(id: "\(id)-icon", role: .image, frame: Rect(x: frame.minX + 4, y: frame.minY + 10, width: 24, height: 24),
                 isAccessibilityElement: false),
            Node(id: "\(id)-count", role: .staticText, label: count, frame: Rect(x: frame.minX + 32, y: frame.minY + 10, width: 40, height: 24),
                 isAccessibilityElement: false),
        ])
    }

    private static func slot(_ position: Int) -> Rect {
        Rect(x: 16 + Double(position) * 90, y: 750, width: 80, height: 44)
    }

    private static func bar(_ controls: Node...) -> Node {
        Node(id: "screen", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "actions", frame: Rect(x: 0, y: 740, width: 393, height: 64), children: controls),
        ])
    }
}
