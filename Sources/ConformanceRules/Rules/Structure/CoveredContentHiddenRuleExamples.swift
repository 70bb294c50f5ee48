import A11yModel

extension CoveredContentHiddenRule {
    static let examples: [RuleExample] = [
        .scenario("a search panel over the home page, its shade taking every touch, with the page's tiles still exposed", .failed,
                  targets: ["shade"]) {
            screen(unknown: [], home(hidden: false), searchPanel())
        },
        .scenario("the page beneath hidden from assistive technology while the panel covers it", .passed) {
            screen(unknown: [], home(hidden: true), searchPanel())
        },
        .scenario("a panel listed after the page in a dump that does not record which view is on top", .inapplicable) {
            screen(unknown: [.stacking], home(hidden: false), searchPanel())
        },
        .scenario("a dump that does not record which views are important for accessibility", .cantTell, targets: ["shade"]) {
            screen(unknown: [.importance], home(hidden: false), searchPanel())
        },
        .scenario("a clickable page drawn before the tiles it holds covers nothing", .inapplicable) {
            screen(unknown: [], Node(id: "page", actions: [tap], frame: page, children: home(hidden: false).children))
        },
        .scenario("a card drawn over one tile: smaller than a page, left to the target rules", .inapplicable) {
            screen(unknown: [], home(hidden: false),
                   Node(id: "promo", role: .button, label: "Spring sale", actions: [tap], frame: Rect(x: 16, y: 120, width: 170, height: 120),
                        isAccessibilityElement: true))
        },
    ]

    private static let tap = AccessibilityAction(.activate)
    private static let page = Rect(x: 0, y: 24, width: 360, height: 600)

    private static func home(hidden: Bool) -> Node {
        Node(id: "home", frame: page, isHidden: hidden, children: [
            Node(id: "deals", role: .button, label: "Deals", actions: [tap], frame: Rect(x: 16, y: 120, width: 160, height: 120),
                 isAccessibilityElement: true),
            Node(id: "cars", role: .button, label: "Cars", actions: [tap], frame: Rect(x: 184, y: 120, width: 160, height: 120),
                 isAccessibilityElement: true),
        ])
    }

    /// A search panel as large as the page: its shade takes every touch, its field sits on top.
    private static func searchPanel() -> Node {
        Node(id: "search", frame: page, children: [
            Node(id: "shade", actions: [tap], frame: page),
            Node(id: "query", role: .searchField, label: "Search", frame: Rect(x: 16, y: 40, width: 328, height: 48),
                 isAccessibilityElement: true),
        ])
    }

    /// A dump of one app window.
    private static func screen(unknown: [ModelFact], _ children: Node...) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", environment: Environment(platform: .android, viewport: Size(width: 360, height: 640)),
                     unknown: unknown, root: Node(id: "dump", role: .window, children: [
                         Node(id: "window", frame: Rect(x: 0, y: 0, width: 360, height: 640), children: children),
                     ])),
        ])
    }
}
