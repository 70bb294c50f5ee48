import A11yModel

extension DayNameRule {
    static let examples: [RuleExample] = [
        .snapshot("Material's date picker: each day shows its number and is described by its date", .passed) {
            sheet(month("day", length: 31, startingOn: 2) { day in
                Node(id: "day-\(day)", role: .button, label: "\(weekday(day, startingOn: 2)), December \(day)", visibleText: "\(day)",
                     actions: [AccessibilityAction(.activate)], isAccessibilityElement: true)
            })
        },
        .snapshot("a calendar drawn by the app: every day is read as its number", .failed, targets: ["day-1"]) {
            sheet(month("day", length: 30, startingOn: 3) { day in
                Node(id: "day-\(day)", role: .button, label: "\(day)", actions: [AccessibilityAction(.activate)], isAccessibilityElement: true)
            })
        },
        .snapshot("clickable cells that speak the number of the text inside them, today's cell described", .failed,
                  targets: ["cell-1"], environment: Environment(platform: .android)) {
            sheet(month("cell", length: 28, startingOn: 6) { day in
                Node(id: "cell-\(day)", role: .group, label: day == 15 ? "Today, February 15" : nil, actions: [AccessibilityAction(.activate)],
                     isAccessibilityElement: true, children: [Node(id: "number-\(day)", role: .staticText, label: "\(day)", isAccessibilityElement: false)])
            })
        },
        .snapshot("two months in a scrolling list: one result each", .failed, targets: ["jan-1", "feb-1"]) {
            sheet(month("jan", length: 31, startingOn: 2) { day in Node(id: "jan-\(day)", role: .button, label: "\(day)", isAccessibilityElement: true) }
                  + month("feb", length: 28, startingOn: 5, top: 520) { day in Node(id: "feb-\(day)", role: .staticText, label: "\(day)") })
        },
        .snapshot("a 31-day month whose 1st falls in the first column, under the weekdays' headings", .failed, targets: ["day-1"]) {
            sheet(weekdayHeadings() + month("day", length: 31, startingOn: 0) { day in
                Node(id: "day-\(day)", role: .button, label: "\(day)", actions: [AccessibilityAction(.activate)], isAccessibilityElement: true)
            })
        },
        .snapshot("the days 1 to 31 from the first column under no headings: a day of any month, as a monthly repeat picks", .inapplicable) {
            sheet(month("day", length: 31, startingOn: 0) { day in
                Node(id: "day-\(day)", role: .button, label: "\(day)", actions: [AccessibilityAction(.activate)], isAccessibilityElement: true)
            })
        },
        .snapshot("a lottery ticket's numbers 1 to 49, seven to a row, are no month", .inapplicable) {
            sheet(month("number", length: 49, startingOn: 0) { n in Node(id: "number-\(n)", role: .toggle, label: "\(n)", isAccessibilityElement: true) })
        },
        .snapshot("30 numbered episodes, five to a row, are no month", .inapplicable) {
            sheet((1...30).map { n in
                Node(id: "episode-\(n)", role: .button, label: "\(n)", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 16 + Double((n - 1) % 5) * 72, y: 200 + Double((n - 1) / 5) * 56, width: 64, height: 48), isAccessibilityElement: true)
            })
        },
    ]

    /// A month's days as cells of `cell`, 48 points square, seven to a row, the 1st in column
    /// `startingOn` (0 = the first column).
    private static func month(_ prefix: String, length: Int, startingOn first: Int, top: Double = 200,
                              cell: (Int) -> Node) -> [Node] {
        (1...length).map { day in
            let slot = first + day - 1
            var node = cell(day)
            node.frame = Rect(x: 16 + Double(slot % 7) * 52, y: top + Double(slot / 7) * 52, width: 48, height: 48)
            return node
        }
    }

    /// "S", "M", "T"… over the seven columns of `month`.
    private static func weekdayHeadings() -> [Node] {
        ["S", "M", "T", "W", "T", "F", "S"].enumerated().map { column, letter in
            Node(id: "weekday-\(column)", role: .staticText, label: letter,
                 frame: Rect(x: 16 + Double(column) * 52, y: 170, width: 48, height: 24), isAccessibilityElement: false)
        }
    }

    private static func weekday(_ day: Int, startingOn first: Int) -> String {
        ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][(first + day - 1) % 7]
    }

    private static func sheet(_ days: [Node]) -> Node {
        Node(id: "sheet", part: .card, frame: Rect(x: 0, y: 120, width: 390, height: 724), sheet: SheetFacts(), children: [
            Node(id: "title", role: .header, label: "Choose a date", frame: Rect(x: 16, y: 140, width: 300, height: 32)),
        ] + days)
    }
}
