import Testing
@testable import ConformanceRules

struct JUnitGoldenTests {
    @Test(arguments: JUnitDialect.allCases)
    func matchesGolden(_ dialect: JUnitDialect) throws {
        try Golden.check(try JUnitReporter(dialect: dialect).render(ReportFixture.report),
                         named: "report.\(dialect.rawValue).junit.xml")
    }

    @Test func includingInapplicableMatchesGolden() throws {
        try Golden.check(try JUnitReporter(dialect: .compat, includeInapplicable: true).render(ReportFixture.report),
                         named: "report.inapplicable.junit.xml")
    }
}
