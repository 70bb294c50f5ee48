/// What one HTML report draws and details at most, so a run over thousands of files or a capture
/// of a hundred thousand failing nodes still gives a page a browser opens. Past each limit the
/// report says what it left out; the counts at the top and the JSON and SARIF reports keep
/// everything.
struct HTMLBudget {
    /// States drawn as wireframes, over the whole report.
    var wireframeStates = 60
    /// Transitions drawn as motion charts, over the whole report.
    var motionCharts = 40
    /// Problems written out in full, over the whole report.
    var detailedProblems = 3_000
    /// Problems written out in full in one state or transition.
    static let problemsPerSubject = 300
    /// Problems outlined on one drawing (each is an outline and a badge).
    static let marksPerDrawing = 150
    /// Environment rows of one problem's "measured" table.
    static let measuredRows = 12
    /// Characters of a message, an id or a path shown (the JSON report keeps them whole).
    static let messageLimit = 1_000
    static let nameLimit = 200
    /// Scenario files offered one by one in the scenario filter.
    static let scenarioChoices = 200

    /// Takes one unit of `keyPath` if any is left.
    mutating func take(_ keyPath: WritableKeyPath<HTMLBudget, Int>, _ count: Int = 1) -> Bool {
        guard self[keyPath: keyPath] >= count else { return false }
        self[keyPath: keyPath] -= count
        return true
    }
}
