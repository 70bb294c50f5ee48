import A11yModel
import Testing
@testable import ConformanceRules

/// Every example of every built-in rule, each as its own test case pointing at the example's line.
struct CatalogExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: any Rule
        let example: RuleExample
        var testDescription: String { "\(rule.metadata.id) → \(example.expected.rawValue): \(example.name)" }
    }

    static let cases: [Case] = BuiltInRules.all.flatMap { rule in
        rule.metadata.examples.map { Case(rule: rule, example: $0) }
    }

    @Test(arguments: cases)
    func exampleBehavesAsWritten(_ testCase: Case) {
        let outcome = ExampleRunner.run(testCase.rule, example: testCase.example)
        let location = testCase.example.location
        #expect(outcome.problems.isEmpty, "\(outcome.problems.joined(separator: "; "))",
                sourceLocation: SourceLocation(fileID: "ConformanceRules/\(location.file)", filePath: location.file,
                                               line: location.line ?? 1, column: 1))
    }
}
