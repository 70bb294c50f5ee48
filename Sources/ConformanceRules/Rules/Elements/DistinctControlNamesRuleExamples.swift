import A11yModel

extension DistinctControlNamesRule {
    static let examples: [RuleExample] = [
        .snapshot("each control named for what it does", .passed) {
            sheet([
                Node(id: "edit-start", role: .button, label: "Edit start"),
                Node(id: "edit-end", role: .button, label: "Edit destination"),
            ])
        },
        .snapshot("two 'Edit' buttons for different fields", .failed, targets: ["edit-start", "edit-end"]) {
            sheet([
                Node(id: "edit-start", role: .button, label: "Edit"),
                Node(id: "edit-end", role: .button, label: " edit "),
            ])
        },
        .snapshot("two controls that lead to the same place", .passed) {
            sheet([
                Node(id: "done-top", role: .button, label: "Done", actions: [AccessibilityAction(.activate, leadsTo: "dismissed")]),
                Node(id: "done-bottom", role: .button, label: "Done", actions: [AccessibilityAction(.activate, leadsTo: "dismissed")]),
            ])
        },
.snapshot("rows named by their content, each with a photo that says nothing: alike to a screen reader, not on screen", .failed,
                  targets: ["row-1", "row-2"]) {
            sheet((1...2).map { row in
                Node(id: "row-\(row)", role: .cell, children: [
                    Node(id: "photo-\(row)", role: .image, isAccessibilityElement: false),
                    Node(id: "t\(row)", role: .staticText, label: "Home", isAccessibilityElement: false),
                ])
            })
        },
        .snapshot("rows showing nothing but the same text, named by it: as alike on screen, which WCAG 2.4.4 excepts", .passed) {
            sheet((1...2).map { row in
                Node(id: "row-\(row)", role: .cell, children: [Node(id: "t\(row)", role: .staticText, label: "Home", isAccessibilityElement: false)])
            })
        },
        .snapshot("a 'Reply' in each comment of a list: each read in the context of its row", .passed) {
            sheet([
                Node(id: "comments", role: .list, children: (1...2).map { row in
                    Node(id: "comment-\(row)", role: .group, children: [
                        Node(id: "text-\(row)", role: .staticText, label: row == 1 ? "Lovely light" : "Where is this?"),
                        Node(id: "reply-\(row)", role: .button, label: "Reply"),
                    ])
                }),
            ])
        },
        .snapshot("a 'Delete' on each of two bookmark rows that are themselves buttons: each read in the context of its row", .passed) {
            sheet((1...2).map { row in
                Node(id: "bookmark-\(row)", role: .button, label: "Page \(row * 12)", children: [
                    Node(id: "delete-\(row)", role: .button, label: "Delete"),
                ])
            })
        },
        .snapshot("two 'Reply' buttons in one row of a list: the row tells them apart no more than the names do", .failed,
                  targets: ["reply-a", "reply-b"]) {
            sheet([
                Node(id: "comments", role: .list, children: [
                    Node(id: "comment", role: .group, children: [
                        Node(id: "reply-a", role: .button, label: "Reply"),
                        Node(id: "reply-b", role: .button, label: "Reply"),
                    ]),
                ]),
            ])
        },
        .snapshot("a label laid over the spinner it opens, both named by the choice: one control in one place", .passed) {
            sheet([
                Node(id: "product", role: .button, label: "All products", frame: Rect(x: 4, y: 600, width: 200, height: 50)),
                Node(id: "product-label", role: .button, label: "All products", frame: Rect(x: 4, y: 600, width: 200, height: 50)),
            ])
        },
        .snapshot("packs each offering an 'Unavailable' button, all disabled: they do nothing, alike", .passed) {
            sheet([
                Node(id: "buy-designer", role: .button, label: "Unavailable", traits: [.notEnabled]),
                Node(id: "buy-starter", role: .button, label: "Unavailable", traits: [.notEnabled]),
                Node(id: "buy-gold", role: .button, label: "Buy gold"),
                Node(id: "buy-silver", role: .button, label: "Buy silver"),
            ])
        },
        .snapshot("'Unavailable' buttons, one of them disabled: the enabled two do something, and differ", .failed,
                  targets: ["buy-starter", "buy-pro"]) {
            sheet([
                Node(id: "buy-designer", role: .button, label: "Unavailable", traits: [.notEnabled]),
                Node(id: "buy-starter", role: .button, label: "Unavailable"),
                Node(id: "buy-pro", role: .button, label: "Unavailable"),
            ])
        },
        .snapshot("UIKit's back button, named by the screen it returns to, beside the selected tab of that name", .passed) {
            sheet([
                Node(id: "BackButton", role: .button, label: "Categories", identifier: "BackButton"),
                Node(id: "tabs", role: .tabBar, children: [
                    Node(id: "categories-tab", role: .button, label: "Categories", traits: [.selected]),
                    Node(id: "new-tab", role: .button, label: "New"),
                ]),
            ])
        },
        .snapshot("an app's own button named like a tab, with no back button's identifier", .failed, targets: ["back", "categories-tab"]) {
            sheet([
                Node(id: "back", role: .button, label: "Categories"),
                Node(id: "tabs", role: .tabBar, children: [
                    Node(id: "categories-tab", role: .button, label: "Categories", traits: [.selected]),
                    Node(id: "new-tab", role: .button, label: "New"),
                ]),
            ])
        },
        .snapshot("map markers that can be focused but offer no action", .inapplicable) {
            sheet([
                Node(id: "marker-1", role: .group, label: "Map marker", isAccessibilityElement: true),
                Node(id: "marker-2", role: .group, label: "Map marker", isAccessibilityElement: true),
            ])
        },
        .snapshot("a sheet with one control", .inapplicable) {
            sheet([Node(id: "close", role: .button, label: "Close")])
        },
        .snapshot("no sheet", .inapplicable) {
            Node(id: "window", role: .window, children: [
                Node(id: "a", role: .button, label: "More"), Node(id: "b", role: .button, label: "More"),
            ])
        },
    ]

    private static func sheet(_ children: [Node]) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [Node(id: "title", role: .header, label: "Route")] + children)
    }
}
