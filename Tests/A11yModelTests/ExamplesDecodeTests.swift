import A11yModel
import Foundation
import Testing

/// The scenario files bundled in `Examples/`, found from this file's location in the checkout.
enum ExampleFiles {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // A11yModelTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Examples", isDirectory: true)

    /// Paths of every `.json` file below `Examples/`, relative to it, sorted.
    static var jsonPaths: [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let base = folder.standardizedFileURL.path + "/"
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" }
            .map { $0.standardizedFileURL.path.replacingOccurrences(of: base, with: "") }
            .sorted()
    }

    static func scenario(_ path: String) throws -> Scenario {
        try ScenarioJSON.decode(Data(contentsOf: folder.appendingPathComponent(path)))
    }
}

@Suite("Bundled examples")
struct ExamplesDecodeTests {
    @Test("both seed components and their corrected variants are bundled")
    func seedScenariosArePresent() {
        let expected: Set = [
            "morphmodalkit/morphmodalkit-default.json",
            "morphmodalkit/morphmodalkit-corrected.json",
            "morphing-sheet/morphing-sheet.json",
            "morphing-sheet/morphing-sheet-corrected.json",
        ]
        #expect(expected.isSubset(of: Set(ExampleFiles.jsonPaths)))
    }

    @Test("decodes and passes the semantic checks", arguments: ExampleFiles.jsonPaths)
    func decodes(_ path: String) throws {
        let scenario = try ExampleFiles.scenario(path)
        #expect(!scenario.snapshots.isEmpty)
        #expect(!scenario.transitions.isEmpty)
        #expect(ScenarioValidator.validate(scenario).isEmpty)
    }

    @Test("every state is captured under at least two environments", arguments: ExampleFiles.jsonPaths)
    func statesFormVariantSets(_ path: String) throws {
        let scenario = try ExampleFiles.scenario(path)
        for set in scenario.variantSets {
            let environments = Set(set.snapshots.map(\.environment))
            #expect(environments.count >= 2, "state '\(set.state)' has \(environments.count) environment(s)")
            #expect(environments.count == set.snapshots.count, "state '\(set.state)' repeats an environment")
        }
    }

    @Test("transitions are recorded with and without Reduce Motion, in pairs", arguments: ExampleFiles.jsonPaths)
    func transitionsComeInReduceMotionPairs(_ path: String) throws {
        let scenario = try ExampleFiles.scenario(path)
        let motion = Set(scenario.transitions.map(\.environment.reduceMotion))
        #expect(motion == [false, true])
        func state(_ snapshotID: String) -> String? { scenario.snapshot(snapshotID)?.state }
        for transition in scenario.transitions {
            let counterpart = scenario.transitions.first {
                $0.kind == transition.kind && $0.environment.reduceMotion != transition.environment.reduceMotion
                    && state($0.from) == state(transition.from) && state($0.to) == state(transition.to)
            }
            #expect(counterpart != nil, "transition '\(transition.id)' has no Reduce Motion counterpart")
        }
    }

    @Test("a transition runs between snapshots taken under its own environment", arguments: ExampleFiles.jsonPaths)
    func transitionEnvironmentsMatchTheirSnapshots(_ path: String) throws {
        let scenario = try ExampleFiles.scenario(path)
        for transition in scenario.transitions {
            #expect(scenario.snapshot(transition.from)?.environment == transition.environment, "\(transition.id) from")
            #expect(scenario.snapshot(transition.to)?.environment == transition.environment, "\(transition.id) to")
        }
    }
}
