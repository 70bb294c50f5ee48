import A11yModel
import ConformanceRules
import Foundation

/// A folder of synthetic scenario files: `count` scenarios of one shape, in XML, JSON or both
/// (alternating), with every `badEvery`-th file broken in one of several ways a real corpus
/// breaks (truncated JSON, malformed XML, a schema violation, a duplicate id, an empty file).
public struct SyntheticCorpus: Sendable {
    public enum Encoding: String, Sendable, CaseIterable {
        case xml, json, mixed
    }

    public var count: Int
    public var shape: SyntheticShape
    public var seed: UInt64
    public var encoding: Encoding
    /// 0: no broken files.
    public var badEvery: Int

    public init(count: Int, shape: SyntheticShape, seed: UInt64 = 1, encoding: Encoding = .mixed, badEvery: Int = 0) {
        self.count = count
        self.shape = shape
        self.seed = seed
        self.encoding = encoding
        self.badEvery = badEvery
    }

    /// The file name and bytes of scenario `index`.
    public func file(_ index: Int) throws -> (name: String, data: Data) {
        let useXML = encoding == .xml || (encoding == .mixed && index % 2 == 0)
        let base = "scenario-\(String(repeating: "0", count: max(0, 5 - String(index).count)))\(index)"
        let scenario = SyntheticScenario.make(id: "sheet-\(index)", shape: shape, seed: seed &+ UInt64(index))
        if badEvery > 0, index % badEvery == badEvery - 1 {
            return try broken(scenario, base: base, variant: (index / badEvery) % 5)
        }
        return useXML ? (base + ".xml", try ScenarioXML.encode(scenario)) : (base + ".json", try ScenarioJSON.encode(scenario))
    }

    /// Writes every file into `folder` (created when missing); returns the paths in order.
    @discardableResult
    public func write(to folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            let (name, data) = try file(index)
            let path = folder + "/" + name
            try data.write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    private func broken(_ scenario: Scenario, base: String, variant: Int) throws -> (name: String, data: Data) {
        switch variant {
        case 0:
            let json = try ScenarioJSON.encode(scenario)
            return (base + ".json", json.prefix(json.count / 2))
        case 1:
            let xml = String(decoding: try ScenarioXML.encode(scenario), as: UTF8.self)
            return (base + ".xml", Data(xml.replacingOccurrences(of: "</snapshot>", with: "</snapshotx>").utf8))
        case 2:
            let xml = String(decoding: try ScenarioXML.encode(scenario), as: UTF8.self)
            return (base + ".xml", Data(xml.replacingOccurrences(of: "<node id=\"handle\"", with: "<node colour=\"red\" id=\"handle\"").utf8))
        case 3:
            var copy = scenario
            if !copy.snapshots.isEmpty { copy.snapshots[0].root.children.append(Node(id: "handle", role: .button)) }
            return (base + ".json", try ScenarioJSON.encode(copy))
        default:
            return (base + ".json", Data())
        }
    }
}
