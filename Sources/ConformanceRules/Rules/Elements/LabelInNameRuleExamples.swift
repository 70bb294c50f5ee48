import A11yModel

extension LabelInNameRule {
    static let examples: [RuleExample] = [
        .snapshot("a button whose description adds to the words it shows", .passed, environment: android) {
            sheet(Node(id: "buy", role: .button, label: "Buy now, 4.99 euros", visibleText: "Buy now", isAccessibilityElement: true))
        },
        .snapshot("case and punctuation aside, the shown words are in the name", .passed, environment: android) {
            sheet(Node(id: "next", role: .button, label: "next step: payment", visibleText: "Next step!", isAccessibilityElement: true))
        },
        .snapshot("a title whose shown text a developer's description replaces", .failed, targets: ["title"], environment: android) {
            sheet(Node(id: "title", role: .staticText, label: "Permission onboarding title", visibleText: "Enable overlay notifications",
                       isAccessibilityElement: true))
        },
        .snapshot("a button that shows 'OK' and is spoken 'Confirm'", .failed, targets: ["ok"], environment: android) {
            sheet(Node(id: "ok", role: .button, label: "Confirm", visibleText: "OK", isAccessibilityElement: true))
        },
        .snapshot("a calculator key that shows 'DEL' and says 'delete'", .passed, environment: android) {
            sheet(Node(id: "del", role: .button, label: "delete", visibleText: "DEL", isAccessibilityElement: true))
        },
        .snapshot("'&' shown, 'and' spoken", .passed, environment: android) {
            sheet(Node(id: "settings", role: .button, label: "Settings and Credits", visibleText: "Settings & Credits", isAccessibilityElement: true))
        },
        .snapshot("the shown words spoken in another order", .failed, targets: ["map"], environment: android) {
            sheet(Node(id: "map", role: .button, label: "Map view", visibleText: "View map", isAccessibilityElement: true))
        },
        .snapshot("Chinese runs words together: the shown text inside the name", .passed, environment: android) {
            sheet(Node(id: "docs", role: .staticText, label: "文档快捷方式", visibleText: "文档", isAccessibilityElement: true))
        },
        .snapshot("a shown word found only inside another word", .failed, targets: ["art"], environment: android) {
            sheet(Node(id: "art", role: .button, label: "Start", visibleText: "Art", isAccessibilityElement: true))
        },
        .snapshot("a title cut with an ellipsis, the full title in the name", .passed, environment: android) {
            sheet(Node(id: "title", role: .header, label: "Quarterly report for the northern region",
                       visibleText: "Quarterly report for the nor…", isAccessibilityElement: true))
        },
        .snapshot("a toggle that draws its state is left alone", .inapplicable, environment: android) {
            sheet(Node(id: "bluetooth", role: .toggle, label: "Bluetooth", value: "1", visibleText: "ON", isAccessibilityElement: true))
        },
        .snapshot("a view named only by its description draws no text", .inapplicable, environment: android) {
            sheet(Node(id: "close", role: .button, label: "Close", visibleText: "", isAccessibilityElement: true))
        },
        .snapshot("a symbol drawn as text is no word", .inapplicable, environment: android) {
            sheet(Node(id: "close", role: .button, label: "Close", visibleText: "×", isAccessibilityElement: true))
        },
    ]

    private static let android = Environment(platform: .android)

    private static func sheet(_ child: Node) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [Node(id: "heading", role: .header, label: "Checkout"), child])
    }
}
