import ConformanceRules
import Foundation
import ScenarioSynthesis

/// Folders of generated scenarios for the scale tests, removed by the caller.
enum ScaleFixtures {
    /// A fresh temporary folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `count` scenarios in both encodings under `root/corpus`, every `badEvery`-th one broken
    /// (truncated JSON, malformed XML, a schema violation, a duplicate id, an empty file).
    static func corpus(in root: URL, count: Int = 48, nodes: Int = 80, badEvery: Int = 6) throws -> URL {
        let folder = root.appendingPathComponent("corpus")
        let corpus = SyntheticCorpus(count: count, shape: SyntheticShape(nodes: nodes, snapshots: 2, defectPercent: 10),
                                     seed: 7, encoding: .mixed, badEvery: badEvery)
        try corpus.write(to: folder.path)
        return folder
    }

    static let epoch = ["SOURCE_DATE_EPOCH": "1767225600"]

    static func read(_ url: URL) throws -> Data { try Data(contentsOf: url) }
}
