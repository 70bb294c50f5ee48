import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The baseline reader, fed mutated baselines: whatever the bytes, it returns a baseline or
/// located errors, never traps or hangs. Deterministic (seeded), and short enough for every CI run.
struct BaselineReaderFuzzTests {
    static let tokens: [[UInt8]] = ["{", "}", "[", "]", "\"", ":", ",", "null", "true", "-1e999", "\"since\"",
                                    "\"fingerprint\": \"0000000000000000\"", "\\u0000", "\u{FFFF}"].map { Array($0.utf8) }

    @Test func mutatedBaselinesLoadOrFailWithLocatedErrors() throws {
        let seed = BaselineWriter.encode(Baseline([BaselineFileTests.handle, BaselineFileTests.push, BaselineFileTests.review]))
        var random = SeededGenerator(seed: 17)
        var loaded = 0, refused = 0
        for _ in 0..<600 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                guard !bytes.isEmpty else { break }
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
                case 2: bytes.insert(contentsOf: Self.tokens[Int.random(in: 0..<Self.tokens.count, using: &random)], at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 64)], at: at)
                }
            }
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
