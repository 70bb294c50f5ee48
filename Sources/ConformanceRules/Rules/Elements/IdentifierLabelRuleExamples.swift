import A11yModel

extension IdentifierLabelRule {
    static let examples: [RuleExample] = [
        .snapshot("a button named in words", .passed) {
            sheet(Node(id: "close", role: .button, label: "Close"))
        },
        .snapshot("brand names and hyphenated words are not identifiers", .passed) {
            sheet(Node(id: "pay", role: .button, label: "PayPal"),
                  Node(id: "phone", role: .button, label: "iPhone"),
                  Node(id: "mail", role: .link, label: "e-mail"),
                  Node(id: "menu", role: .button, label: "pop-up"),
                  Node(id: "system", role: .button, label: "macOS"),
                  Node(id: "web-view", role: .button, label: "WebView"))
        },
        .snapshot("an image named by its asset, as SwiftUI's Image(_:) does", .failed, targets: ["badge"]) {
            sheet(Node(id: "badge", role: .image, label: "ic_verified_badge", isAccessibilityElement: true))
        },
        .snapshot("buttons named by a camelCase id and by a resource", .failed, targets: ["close", "back"]) {
            sheet(Node(id: "close", role: .button, label: "imgCloseDialog"),
                  Node(id: "back", role: .button, label: "@drawable/ic_arrow_back"))
        },
        .snapshot("React Native buttons named by their test ids, joined by hyphens around a word for how they are built", .failed,
                  targets: ["login", "more"]) {
            sheet(Node(id: "login", role: .button, label: "button-login-container"),
                  Node(id: "more", role: .button, label: "sectionHeader-touch"))
        },
        .snapshot("a dimmed background named by a resource id Android printed unresolved", .failed, targets: ["dimmer"]) {
            sheet(Node(id: "dimmer", role: .button, label: "@2131954894"))
        },
        .snapshot("a localisation key left untranslated", .failed, targets: ["done"]) {
            sheet(Node(id: "done", role: .button, label: "share_sheet.done_button"))
        },
        .snapshot("a button named by an image file", .failed, targets: ["share"]) {
            sheet(Node(id: "share", role: .button, label: "share@2x.png"))
        },
        .snapshot("UIKit buttons read from their images' names", .failed, targets: ["back", "search", "close"]) {
            sheet(Node(id: "back", role: .button, label: "ic back gray"),
                  Node(id: "search", role: .button, label: "group ic search"),
                  Node(id: "close", role: .button, label: "rights close white"))
        },
        .snapshot("a colour's name of two words is no asset name", .passed) {
            sheet(Node(id: "swatch", role: .button, label: "off white"))
        },
        .snapshot("buttons named by SF Symbols that have no description of their own", .failed, targets: ["filter", "close"]) {
            sheet(Node(id: "filter", role: .button, label: "slider.horizontal.3"),
                  Node(id: "close", role: .button, label: "xmark"))
        },
        .snapshot("a row whose label is the user name it shows", .passed) {
            sheet(Node(id: "row", role: .cell, label: "ana_lopez",
                       children: [Node(id: "handle", role: .staticText, label: "ana_lopez")]))
        },
        .snapshot("an Android text drawn as the button's own text", .passed) {
            sheet(Node(id: "user", role: .button, label: "ana_lopez", visibleText: "ana_lopez"))
        },
        .snapshot("an Android link to a user name, the span of the caption that shows it", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "caption", role: .staticText, label: "iam_jaco 💣 💥", visibleText: "iam_jaco 💣 💥", children: [
                Node(id: "author", role: .link, label: "iam_jaco", actions: [AccessibilityAction(.activate)]),
            ]))
        },
        .snapshot("an Android button inside a text where its id is only part of a word", .failed, targets: ["close"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "banner", role: .staticText, label: "btn_close_all", visibleText: "btn_close_all", children: [
                Node(id: "close", role: .button, label: "btn_close", actions: [AccessibilityAction(.activate)]),
            ]))
        },
        .scenario("a Flutter folder picker: its rows named by the folders they show, painted texts given only as descriptions", .passed) {
            flutterPicker(Node(id: "new-folder", role: .button, label: "New Folder", actions: [AccessibilityAction(.activate)]))
        },
        .scenario("the same picker's icon button named by an asset: no row", .failed, targets: ["close"]) {
            flutterPicker(Node(id: "close", role: .button, label: "ic_close", actions: [AccessibilityAction(.activate)],
                               frame: Rect(x: 340, y: 60, width: 48, height: 48)))
        },
        .snapshot("static text is content, not a label", .inapplicable) {
            sheet(Node(id: "code", role: .staticText, label: "SUMMER_SALE"))
        },
    ]

    /// A Flutter dump: no `text` drawn anywhere, text styles not captured, a scrolling list of
    /// folders named as they are painted.
    private static func flutterPicker(_ extra: Node) -> Scenario {
        let folders = ["test_git_repo", ".config", "verify_app"].enumerated().map { offset, name in
            Node(id: "folder-\(offset)", role: .button, label: name, actions: [AccessibilityAction(.activate)],
                 frame: Rect(x: 0, y: 300 + 56 * Double(offset), width: 393, height: 56))
        }
        let list = Node(id: "folders", role: .scrollView, actions: [AccessibilityAction(.scroll)],
                        frame: Rect(x: 0, y: 300, width: 393, height: 400), children: folders)
        let root = sheet(Node(id: "path", role: .staticText, label: "/home"), list, extra)
        return Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", environment: Environment(platform: .android), unknown: [.textStyle], root: root),
        ])
    }

    private static func sheet(_ children: Node...) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(),
             children: [Node(id: "title", role: .header, label: "Share")] + children)
    }
}
