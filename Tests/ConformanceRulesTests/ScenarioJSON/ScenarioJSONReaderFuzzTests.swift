import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The scenario JSON reader, fed mutated scenarios: whatever the bytes, it returns a scenario or
/// located errors, never traps or hangs. Deterministic (seeded), and short enough for every CI run.
struct ScenarioJSONReaderFuzzTests {
    static let mutator = ByteMutator(tokens: ["{", "}", "[", "]", "\"", ":", ",", "null", "true", "-1e999", "\"x-a\"", "\\u0000", "\u{FFFF}"])

    @Test func mutatedScenariosLoadOrFailWithLocatedErrors() throws {
        var generator = ScenarioGenerator(seed: 7)
        let seeds = [Array(try ScenarioJSON.encode(generator.scenario())), Array(ScenarioJSONReaderTests.typos.utf8)]
        var random = SeededGenerator(seed: 13)
        var loaded = 0, refused = 0
        for round in 0..<600 {
            let bytes = Self.mutator.mutate(seeds[round % seeds.count], using: &random)
            do {
                _ = try ScenarioJSONReader.decode(Data(bytes), file: "fuzz.json")
                loaded += 1
            } catch {
                refused += 1
                #expect(!error.errors.isEmpty)
                for found in error.errors {
                    #expect(found.location.file == "fuzz.json")
                    #expect((found.location.line ?? 1) >= 1 && (found.location.column ?? 1) >= 1)
                    #expect(!found.message.isEmpty)
                }
            }
        }
        #expect(refused > 300, "most mutations break the file")
        #expect(loaded + refused == 600)
    }
}
