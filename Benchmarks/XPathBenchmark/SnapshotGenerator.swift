import A11yModel

/// A large, realistic sheet: a settings-like list of rows in a modal sheet, with a few problems
/// sprinkled deterministically (about 1 % of the rows) so that every benchmark rule has targets,
/// passes and failures.
enum SnapshotGenerator {
    static func snapshot(nodes target: Int) -> Snapshot {
        var sections: [Node] = []
        var count = 12  // window, presenter, its button, host, scrim, sheet, handle, title, close, list, footer, save
        var row = 0
        while count < target {
            var rows: [Node] = []
            let header = Node(id: "header-\(sections.count)", role: .header, label: "Section \(sections.count)",
                              traits: row % 7 == 3 ? [] : [.header], frame: Rect(x: 16, y: 0, width: 300, height: 28),
                              text: TextFacts(style: .headline, pointSize: 17), foreground: Color(hex: "#6C6C70"))
            count += 2
            for _ in 0..<50 where count < target {
                rows.append(makeRow(row))
                count += row % 10 == 0 ? 6 : 5
                row += 1
            }
            sections.append(Node(id: "section-\(sections.count)", role: .group, children: [header] + rows))
        }
        let sheet = Node(
            id: "sheet", role: .sheet, part: .sheet, frame: Rect(x: 0, y: 60, width: 393, height: 792), isModal: true,
            background: .white, sheet: SheetFacts(position: "large", contentHeight: 40_000, heightSource: .content),
            children: [
                Node(id: "handle", role: .adjustable, part: .handle, label: "Sheet size", value: "Large",
                     traits: [.adjustable], frame: Rect(x: 178.5, y: 65, width: 36, height: 5), background: Color(hex: "#C7C7CC")),
                Node(id: "title", role: .header, part: .title, label: "Settings", traits: [.header],
                     frame: Rect(x: 16, y: 80, width: 200, height: 28), text: TextFacts(style: .title2, pointSize: 22)),
                Node(id: "close", role: .button, part: .closeButton, label: "Close", traits: [.button],
                     actions: [AccessibilityAction(.activate)], frame: Rect(x: 337, y: 72, width: 44, height: 44)),
                Node(id: "list", role: .scrollView, frame: Rect(x: 0, y: 120, width: 393, height: 660), children: sections),
                Node(id: "footer", role: .group, part: .stickyFooter, frame: Rect(x: 0, y: 780, width: 393, height: 72),
                     children: [Node(id: "save", role: .button, label: "Save", traits: [.button],
                                     frame: Rect(x: 16, y: 792, width: 361, height: 48))]),
            ])
        let root = Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "presenter", role: .group, part: .presenter, background: .white, children: [
                Node(id: "open", role: .button, label: "Open settings", traits: [.button],
                     frame: Rect(x: 120, y: 400, width: 153, height: 44)),
            ]),
            Node(id: "host", role: .group, children: [
                Node(id: "scrim", role: .none, part: .scrim, background: Color(hex: "#00000033")), sheet,
            ]),
        ])
        return Snapshot(id: "benchmark", state: "presented", root: root)
    }

    /// Row `i`: a cell with a label, an edit button, a switch and an icon (and a link every tenth).
    private static func makeRow(_ i: Int) -> Node {
        let y = Double(i % 20) * 44
        var children = [
            Node(id: "row-\(i)-label", role: .staticText, label: "Option \(i)", traits: [.staticText],
                 frame: Rect(x: 16, y: y, width: 200, height: 22),
                 text: i % 101 == 5 ? TextFacts(pointSize: 10, scalesWithDynamicType: false)
                     : TextFacts(style: .body, pointSize: 17, isTruncated: i % 211 == 7),
                 foreground: Color(hex: "#000000")),
            Node(id: "row-\(i)-edit", role: .button, label: i % 97 == 1 ? nil : "Edit", traits: [.button],
                 actions: [AccessibilityAction(.activate), AccessibilityAction(.custom, name: i % 131 == 2 ? nil : "Delete")],
                 frame: Rect(x: 230, y: y, width: 60, height: i % 89 == 4 ? 30 : 44)),
            Node(id: "row-\(i)-switch", role: .toggle, label: "Enabled", value: i % 113 == 6 ? nil : "On",
                 traits: [.adjustable], frame: Rect(x: 300, y: y, width: 51, height: 31)),
            Node(id: "row-\(i)-icon", role: .image, label: i % 127 == 8 ? nil : "Icon",
                 frame: Rect(x: 360, y: y, width: 24, height: 24), isAccessibilityElement: i % 3 == 0),
        ]
        if i % 10 == 0 {
            children.append(Node(id: "row-\(i)-link", role: .link, label: i % 1000 == 0 ? "More button" : "More",
                                 hint: i % 30 == 0 ? nil : "Opens details", traits: [.link]))
        }
        return Node(id: "row-\(i)", role: .cell, identifier: i % 149 == 9 ? "cell" : "row-\(i)",
                    frame: Rect(x: 0, y: y, width: 393, height: 44), background: i % 2 == 0 ? .white : nil,
                    children: children)
    }
}
