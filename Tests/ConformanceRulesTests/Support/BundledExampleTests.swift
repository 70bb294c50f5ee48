import A11yModel
import ConformanceRules
import Foundation
import Testing

/// The scenario files bundled in `Examples/` (JSON and XML), found from this file's location in
/// the checkout and loaded the way `morph-audit audit` loads them.
enum BundledExampleFiles {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ConformanceRulesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Examples", isDirectory: true)

    /// Paths of every scenario file below `Examples/` (rule packs excluded), relative to it, sorted.
    static var scenarioPaths: [String] {
        InputExpansion.expand([folder.path]).files
            .filter { $0.kind == .scenario }
            .map { $0.path.replacingOccurrences(of: folder.standardizedFileURL.path + "/", with: "") }
            .sorted()
    }

    static func loaded(_ path: String) throws -> LoadedScenario {
        try ScenarioLoader.load(folder.appendingPathComponent(path).path)
    }

    static func scenario(_ path: String) throws -> Scenario { try loaded(path).scenario }
}

@Suite("Bundled examples")
struct ExamplesDecodeTests {
    @Test("both seed components and their corrected variants are bundled")
    func seedScenariosArePresent() {
        let expected: Set = [
            "morphmodalkit/morphmodalkit-default.json",
            "morphmodalkit/morphmodalkit-corrected.json",
            "morphing-sheet/morphing-sheet.xml",
            "morphing-sheet/morphing-sheet-corrected.xml",
        ]
        #expect(expected.isSubset(of: Set(BundledExampleFiles.scenarioPaths)))
    }

    @Test("decodes and passes the semantic checks", arguments: BundledExampleFiles.scenarioPaths)
    func decodes(_ path: String) throws {
        let scenario = try BundledExampleFiles.scenario(path)
        #expect(!scenario.snapshots.isEmpty)
        #expect(!scenario.transitions.isEmpty)
        #expect(ScenarioValidator.validate(scenario).isEmpty)
    }

    @Test("every state is captured under at least two environments", arguments: BundledExampleFiles.scenarioPaths)
    func statesFormVariantSets(_ path: String) throws {
        let scenario = try BundledExampleFiles.scenario(path)
        for set in scenario.variantSets {
            let environments = Set(set.snapshots.map(\.environment))
            #expect(environments.count >= 2, "state '\(set.state)' has \(environments.count) environment(s)")
            #expect(environments.count == set.snapshots.count, "state '\(set.state)' repeats an environment")
        }
    }

    @Test("transitions are recorded with and without Reduce Motion, in pairs", arguments: BundledExampleFiles.scenarioPaths)
    func transitionsComeInReduceMotionPairs(_ path: String) throws {
        let scenario = try BundledExampleFiles.scenario(path)
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

    @Test("a transition runs between snapshots taken under its own environment", arguments: BundledExampleFiles.scenarioPaths)
    func transitionEnvironmentsMatchTheirSnapshots(_ path: String) throws {
        let scenario = try BundledExampleFiles.scenario(path)
        for transition in scenario.transitions {
            #expect(scenario.snapshot(transition.from)?.environment == transition.environment, "\(transition.id) from")
            #expect(scenario.snapshot(transition.to)?.environment == transition.environment, "\(transition.id) to")
        }
    }
}
