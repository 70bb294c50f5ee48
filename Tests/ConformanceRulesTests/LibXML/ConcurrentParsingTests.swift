import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("libxml2 under concurrency")
struct ConcurrentParsingTests {
    @Test("many documents parsed, validated, written and read back in parallel")
    func stress() async throws {
        let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
            for seed in 0..<200 {
                group.addTask {
                    var generator = ScenarioGenerator(seed: UInt64(10_000 + seed))
                    let scenario = generator.scenario()
                    guard let xml = try? ScenarioXML.encode(scenario),
                          let loaded = try? ScenarioXML.decode(xml, file: "\(seed).xml") else { return (seed, false) }
                    // Half of the tasks also hit the error paths, whose sinks must not mix.
                    if seed.isMultiple(of: 2) {
                        let broken = Data("<scenario format-version=\"1\" id=\"\(seed)\">\n<snapshot>".utf8)
                        do {
                            _ = try ScenarioXML.decode(broken, file: "broken-\(seed).xml")
                            return (seed, false)
                        } catch let failure as LoadFailure {
                            guard failure.errors.allSatisfy({ $0.location.file == "broken-\(seed).xml" }) else { return (seed, false) }
                        } catch {
                            return (seed, false)
                        }
                    }
                    return (seed, loaded.scenario == scenario)
                }
            }
            var results: [Int: Bool] = [:]
            for await (seed, ok) in group { results[seed] = ok }
            return results
        }
        #expect(outcomes.count == 200)
        #expect(outcomes.values.allSatisfy { $0 })
    }
}
