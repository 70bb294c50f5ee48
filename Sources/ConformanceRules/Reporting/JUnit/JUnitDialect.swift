/// Which JUnit shape to write (`--junit-dialect`).
public enum JUnitDialect: String, Sendable, Hashable, CaseIterable {
    /// The default: adds what GitLab, CircleCI and the GitHub annotation actions read although no
    /// schema has it: `testcase@file`/`@line`, `testsuite@file`, `skipped@message`.
    case compat
    /// Leaves those out; validates against both Jenkins schemas (xUnit `junit-10.xsd` and the
    /// dtkit `junit-4.xsd` that JUnit 5 ships).
    case strict
}
