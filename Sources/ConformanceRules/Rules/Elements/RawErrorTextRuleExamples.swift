import A11yModel

extension RawErrorTextRule {
    static let examples: [RuleExample] = [
        .snapshot("an error said in the app's words", .passed) {
            dialog(Node(id: "message", role: .staticText, label: "We couldn't reach the server. Check your connection and try again."))
        },
        .snapshot("a title 'Error', an error code people are told about, a discount and a word with a capital", .passed) {
            dialog(Node(id: "title", role: .header, label: "Error"),
                   Node(id: "message", role: .staticText, label: "Page not found (404). Exceptional offers: 50% off, 20% more."),
                   Node(id: "name", role: .staticText, label: "Shop 'Fresh_Market' opens at 9"))
        },
        .snapshot("a Flutter plugin's exception shown as the page's message", .failed, targets: ["message"],
                  environment: Environment(platform: .android)) {
            dialog(Node(id: "message", role: .staticText,
                        label: "PlatformException(sign_in_failed, com.google.android.gms.common.api.ApiException: 10: , null, null)",
                        isAccessibilityElement: true))
        },
        .snapshot("a database error naming a column", .failed, targets: ["message"]) {
            dialog(Node(id: "message", role: .staticText,
                        label: "Could not request ride. Could not find the 'dropoff_address' column of 'rides' in the schema cache"))
        },
        .snapshot("a percent-encoded address in an error dialog", .failed, targets: ["message"]) {
            dialog(Node(id: "message", role: .staticText, label: "no protocol: /api/models/config.json?%2Fmodels%2Fresolve%2Fmain"))
        },
        .snapshot("an HTTP client's and a JavaScript engine's messages", .failed, targets: ["request", "script"]) {
            dialog(Node(id: "request", role: .staticText, label: "Request failed with status code 500"),
                   Node(id: "script", role: .staticText, label: "Cannot read properties of undefined (reading 'map')"))
        },
        .snapshot("a web framework's reason phrase as a dialog's message", .failed, targets: ["message"]) {
            dialog(Node(id: "title", role: .header, label: "Oops"), Node(id: "message", role: .staticText, label: "request entity too large"))
        },
        .snapshot("a raw error drawn but hidden from assistive technology is still seen", .failed, targets: ["message"]) {
            dialog(Node(id: "message", role: .staticText, label: "TypeError: Network request failed", isHidden: true))
        },
        .snapshot("what is typed into a field is the user's", .inapplicable) {
            Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                Node(id: "query", role: .textField, value: "NullPointerException", visibleText: "NullPointerException"),
            ])
        },
        .snapshot("a web page's text is the page's", .inapplicable) {
            Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                Node(id: "page", role: .webView, children: [
                    Node(id: "article", role: .staticText, label: "Catching java.io.IOException in Kotlin"),
                ]),
            ])
        },
    ]

    private static func dialog(_ children: Node...) -> Node {
        Node(id: "dialog", part: .card, sheet: SheetFacts(), children: children)
    }
}
