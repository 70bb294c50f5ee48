import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The baseline reader, fed mutated baselines: whatever the bytes, it returns a baseline or
/// located errors, never traps or hangs. Deterministic (seeded), and short enough for every CI run.
struct BaselineReaderFuzzTests {
    static let mutator = ByteMutator(tokens: ["{", "}", "[", "]", "\"", ":", ",", "null", "true", "-1e999", "\"since\"",
                                                     "\"fingerprint\": \"0000000000000000\"", "\\u0000", "\u{FFFF}"])

    @Test func mutatedBaselinesLoadOrFailWithLocatedErrors() throws {
        let seed = BaselineWriter.encode(Baseline([BaselineFileTests.handle, BaselineFileTests.push, BaselineFileTests.review]))
        var random = SeededGenerator(seed: 17)
        var loaded = 0, refused = 0
        for _ in 0..<600 {
            let bytes = Self.mutator.mutate(seed, using: &random)
            do {
                let baseline = try BaselineReader.decode(Data(bytes), file: "fuzz.json")
                loaded += 1
                // What loads is consistent: every entry's fingerprint is the one its parts give.
                #expect(baseline.entries.allSatisfy { $0.expectedFingerprint == $0.fingerprint })
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
