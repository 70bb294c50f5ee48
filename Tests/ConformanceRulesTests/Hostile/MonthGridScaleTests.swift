import A11yModel
import Testing
@testable import ConformanceRules

/// `day-name` looks for month grids; a run of days 1 to 31 from the first column may be a picker
/// of a day of any month, and is checked for weekday headings over the whole snapshot. A dump
/// of thousands of such runs looks at 24 of them.
struct MonthGridScaleTests {
    @Test func manyPickersStayLinear() throws {
        let grids = 4_000
        var days: [Node] = []
        for grid in 0..<grids {
            for day in 1...31 {
                let slot = day - 1
                days.append(Node(id: "g\(grid)-\(day)", role: .button, label: "\(day)",
                                 frame: Rect(x: 16 + Double(slot % 7) * 52, y: Double(grid) * 300 + Double(slot / 7) * 52, width: 48, height: 48),
                                 isAccessibilityElement: true))
            }
        }
        let snapshot = Snapshot(id: "s", state: "pickers", environment: Environment(platform: .android),
                                root: Node(id: "root", role: .scrollView, children: days))
        let index = SnapshotIndex(snapshot)
        let found = try finishes(within: 30, "4,000 day-of-month pickers") { MonthGrid.grids(in: index) }
        #expect(found?.isEmpty == true, "pickers under no weekday headings are no months")
    }
}
