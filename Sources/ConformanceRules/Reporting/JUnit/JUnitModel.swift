/// One `<testsuite>` as it will be written: names already unique, strings not yet cleaned (the
/// writer cleans every string it writes). Testcases are built one at a time as they are written,
/// so even a suite of 100,000 testcases is never held whole.
struct JUnitSuite {
    var name: String
    var file: String
    var properties: [(name: String, value: String)]
    /// Counted before any testcase is built; they always equal what `cases` yields.
    var counts: JUnitCounts
    var cases: JUnitCases
    var time: Double
    /// Importer notes; written as the suite's `<system-out>`.
    var output: String?
}

/// The testcases of a suite, made one at a time as the writer takes them, so that even a suite of
/// 100,000 testcases is never held whole. A closure that hands them over rather than a lazy
/// sequence: a type-erased lazy chain ran unspecialized generic code for every testcase.
struct JUnitCases {
    private let produce: ((JUnitCase) throws -> Void) throws -> Void

    /// `produce` calls its argument with each testcase in order.
    init(_ produce: @escaping ((JUnitCase) throws -> Void) throws -> Void) { self.produce = produce }

    init(_ cases: [JUnitCase]) { self.init { take in for testcase in cases { try take(testcase) } } }

    func forEach(_ take: (JUnitCase) throws -> Void) throws { try produce(take) }
}

/// One `<testcase>`.
struct JUnitCase {
    var classname: String
    var name: String
    var time: Double
    var file: String?
    var line: Int?
    var verdict: JUnitVerdict
    /// Findings that do not fail the testcase: below `--fail-on`, suppressed, needing review.
    var output: String?
}

/// The single result element of a testcase (at most one, as §6.3 of the JUnit notes asks).
enum JUnitVerdict {
    case passed
    case failure(message: String, type: String, text: String)
    case skipped(message: String, text: String)
    case error(message: String, type: String, text: String)
}

/// `tests`, `failures`, `errors`, `skipped`: always the number of children of each kind.
struct JUnitCounts: Hashable {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0

    static func + (lhs: Self, rhs: Self) -> Self {
        JUnitCounts(tests: lhs.tests + rhs.tests, failures: lhs.failures + rhs.failures,
                    errors: lhs.errors + rhs.errors, skipped: lhs.skipped + rhs.skipped)
    }
}
