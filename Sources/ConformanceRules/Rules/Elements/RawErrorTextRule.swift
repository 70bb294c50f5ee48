import A11yModel

/// ELM-13: an error passed to the screen as the program gave it ("PlatformException(sign_in_failed,
/// …)", "Could not find the 'dropoff_address' column") tells people neither what happened nor what
/// to do, and a screen reader reads its code out sign by sign.
struct RawErrorTextRule: NodeRule {
    let metadata = RuleDescription(
        id: "raw-error-text",
        pack: ElementsPack.id,
        title: "Raw error text",
        summary: """
            A text on screen must not be a program's error passed on as it came. Judged by forms \
            people do not write for people: an exception's or error's type name \
            ("PlatformException", "java.net.UnknownHostException", "TypeError"; a capitalised \
            identifier ending in Exception or Error), a JavaScript engine's or Dart's own message \
            ("Cannot read properties of undefined", "JSON Parse error", "Null check operator used \
            on a null value", "type 'Null' is not a subtype of type 'String'"), a lower-case name \
            joined by underscores in quotes beside a word for a column, table, key, field or the \
            like, within three words of it ("the 'dropoff_address' column"; a quoted user name, \
            'ana_lopez', is no sign, nor is a module a page of code imports lines away from a \
            field it calls "column"), FlutterFire's error code ("[firebase_auth/invalid-credential]"), an HTTP \
            client's "status code 404", a text that is only an HTTP server's reason phrase, with or \
            without its code ("request entity too large", "502 Bad Gateway"; not the ones apps write \
            for people too, "Not Found", "Service Unavailable"), and three or more percent escapes ("%2F"). Any text is judged, \
            exposed to assistive technology or not (a sighted reader meets it too), but not what \
            is typed into a field; a sign in a web page's text is left to an audit of the page. \
            Say what happened and what to do in the app's words, and keep the details for logs. \
            A warning: the text may be shown on purpose (a developer tool's log), which no capture \
            tells.
            """,
        severity: .warning,
        references: [
            .wcag("3.3.1", "Error Identification", level: "A"),
            RuleReference(.convention, "W3C, Making Content Usable for People with Cognitive and Learning Disabilities: use clear words, no unexplained codes",
                          url: "https://www.w3.org/TR/coga-usable/"),
            RuleReference(.convention, "Google Technical Writing, Error messages: words for engineers are often wrong for other users",
                          url: "https://developers.google.com/tech-writing/error-messages"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        (visited.node.label != nil || visited.node.visibleText != nil) && !ElementKind.isEditable(visited.node)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible else { return nil }
        let id = visited.node.id
        for text in [visited.node.visibleText, visited.node.label] {
            // Signs are rare: the ancestors are looked at only for a text that shows one.
            guard let text, let sign = RawErrorSigns.sign(in: text) else { continue }
            if TargetExemptions.isWebContent(visited, in: context.index) { return nil }
            return .failed(id, "\(id) shows a program's error as it came: it \(sign.phrase), which means nothing to the people using the app, "
                               + "and a screen reader reads such code out sign by sign: say what happened and what to do in the app's words, "
                               + "and keep the details for logs",
                           measured: "'\(excerpt(text))'", threshold: "words for people")
        }
        return .passed(id)
    }
}
