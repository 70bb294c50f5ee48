import Testing
@testable import ConformanceRules

/// `Outcome.combined` folds outcomes without building a set: it must answer as the rule states it
/// (any failure, then any doubt, then any pass, else inapplicable) for every sequence.
struct OutcomeCombinationTests {
    private static func stated(_ outcomes: [Outcome]) -> Outcome {
        if outcomes.contains(.failed) { return .failed }
        if outcomes.contains(.cantTell) { return .cantTell }
        if outcomes.contains(.passed) { return .passed }
        return .inapplicable
    }

    @Test func everySequenceOfUpToFourOutcomes() {
        var sequences: [[Outcome]] = [[]]
        for _ in 0..<4 {
            sequences += sequences.filter { $0.count == sequences.last?.count }.flatMap { prefix in Outcome.allCases.map { prefix + [$0] } }
        }
        #expect(sequences.count == 1 + 4 + 16 + 64 + 256)
        for outcomes in sequences {
            #expect(Outcome.combined(outcomes) == Self.stated(outcomes), "\(outcomes)")
        }
    }
}
