import A11yModel

/// ELM-14: a calendar's day read as "15" leaves a screen-reader user to count columns for the
/// weekday and remember the month, both of which sighted people read off the grid at a glance.
struct DayNameRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "day-name",
        pack: ElementsPack.id,
        title: "Calendar day named by its number alone",
        summary: """
            Each day of a month shown as a calendar must say its date, not only its number: a \
            screen reader reads a day cell's name, and "15" says neither the month nor the \
            weekday, which sighted people read off the month's title and the column's heading \
            and which a mobile accessibility tree does not relate to the cell (no dump records a \
            grid's column headings). Material's date picker describes every day by its weekday \
            and date ("Tuesday, December 15") and marks the chosen one selected; a calendar drawn \
            by the app must do the same. Judged: a month grid, exposed elements showing the \
            numbers 1 to 28–31 one after the other along rows of seven, wrapping row to row \
            (a keypad, a page list or a lottery grid is no month: it stops short of 28, has \
            other rows, or goes on past 31; nor are the days 1 to 31 from the first column under no \
            row of weekday headings, which may pick a day of any month, "repeat on the 15th"). \
            One result a month, on its 1st: failed when any of its days is named by the number it shows and nothing more, passed when every day \
            says more ("Tuesday, 15 December", "15, today, selected"). A web page's calendar is \
            left to an audit of the page, whose grid can relate cells to headings. A warning: \
            the days can be reached and chosen, but only by working out what each is.
            """,
        severity: .warning,
        references: [
            .wcag("1.3.1", "Info and Relationships", level: "A"),
            RuleReference(.material, "Material date picker: each day's content description is its weekday and date (MonthAdapter, DateStrings.getDayContentDescription)",
                          url: "https://github.com/material-components/material-components-android/blob/master/lib/java/com/google/android/material/datepicker/MonthAdapter.java"),
            RuleReference(.convention, "WAI-ARIA Authoring Practices, date picker dialog: day cells in a grid whose column headers name the weekdays",
                          url: "https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/"),
        ],
        scope: .snapshot,
        examples: Self.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        return MonthGrid.grids(in: index).compactMap { grid in
            guard let first = grid.days.first, !TargetExemptions.isWebContent(first.element, in: index) else { return nil }
            let bare = grid.days.filter(\.isNamedByNumberAlone)
            let id = first.element.node.id
            let threshold = "each day named by its date"
            guard let example = bare.first else {
                return context.passed(id, measured: "\(grid.days.count) days, each named by more than its number", threshold: threshold)
            }
            let count = bare.count == grid.days.count ? "all \(grid.days.count) days" : "\(bare.count) of its \(grid.days.count) days"
            return .failed(id,
                "\(id) is the 1st of a month shown as a calendar, and \(count) are named by their number alone "
                    + "(\(example.element.node.id) says \(example.name.quoted)): a screen reader says neither the month nor the weekday, "
                    + "which sighted people read off the month's title and the column's heading; "
                    + "describe each day by its date (\"Tuesday, 15 December\"), as the platforms' date pickers do",
                measured: "\(bare.count) of \(grid.days.count) days named by their number alone", threshold: threshold)
        }
    }
}
