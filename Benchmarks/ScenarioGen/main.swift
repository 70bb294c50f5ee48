import A11yModel
import ConformanceRules
import Foundation
import ScenarioSynthesis

// Writes synthetic scenarios for benchmarks and tests (Benchmarks/run.sh runs it).
//
//     scenario-gen --nodes 100000 [--snapshots 4] [--seed 1] [--format xml|json] --output FILE
//     scenario-gen --files 2000 --nodes 200 [--snapshots 2] [--seed 1] [--format xml|json|mixed]
//                  [--bad-every K] --output FOLDER
//     scenario-gen --mutants 200 [--seed 1] --output FOLDER SCENARIO.xml...
//                  (random edits of XML scenarios, valid and not: ScenarioMutator)
//
// The same arguments always write the same bytes.

struct Settings {
    var nodes = 200
    var snapshots = 2
    var seed: UInt64 = 1
    var format = "xml"
    var files: Int?
    var badEvery = 0
    var defects = 5
    var output: String?
    var mutants: Int?
    var sources: [String] = []
    var problems: [String] = []

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard name.hasPrefix("--") else {
                sources.append(name)
                continue
            }
            let value = rest.popFirst()
            switch name {
            case "--nodes": nodes = value.flatMap(Int.init) ?? nodes
            case "--snapshots": snapshots = value.flatMap(Int.init) ?? snapshots
            case "--seed": seed = value.flatMap(UInt64.init) ?? seed
            case "--format": format = value ?? format
            case "--files": files = value.flatMap(Int.init)
            case "--bad-every": badEvery = value.flatMap(Int.init) ?? 0
            case "--defects": defects = value.flatMap(Int.init) ?? defects
            case "--output": output = value
            case "--mutants": mutants = value.flatMap(Int.init)
            default: problems.append("unknown argument \(name)")
            }
        }
        if output == nil { problems.append("--output is required") }
    }
}

let settings = Settings(Array(CommandLine.arguments.dropFirst()))
guard settings.problems.isEmpty, let output = settings.output else {
    FileHandle.standardError.write(Data((settings.problems.joined(separator: "\n") + "\n").utf8))
    exit(64)
}
let shape = SyntheticShape(nodes: settings.nodes, snapshots: settings.snapshots, defectPercent: settings.defects)
do {
    if let mutants = settings.mutants {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let texts = try settings.sources.map { try String(contentsOfFile: $0, encoding: .utf8) }
        var random = SplitMix64(seed: settings.seed)
        var log = ""
        for index in 0..<mutants where !texts.isEmpty {
            let mutant = ScenarioMutator().mutate(texts[index % texts.count], using: &random)
            let name = "mutant-\(String(repeating: "0", count: max(0, 4 - String(index).count)))\(index).xml"
            try Data(mutant.text.utf8).write(to: URL(fileURLWithPath: output + "/" + name))
            log += "\(name): \(mutant.edit)\n"
        }
        try Data(log.utf8).write(to: URL(fileURLWithPath: output + "/edits.txt"))
        print("wrote \(mutants) mutants to \(output)")
    } else if let files = settings.files {
        let encoding = SyntheticCorpus.Encoding(rawValue: settings.format) ?? .xml
        let corpus = SyntheticCorpus(count: files, shape: shape, seed: settings.seed, encoding: encoding, badEvery: settings.badEvery)
        try corpus.write(to: output)
        print("wrote \(files) scenarios of \(settings.nodes) nodes to \(output)")
    } else {
        let scenario = SyntheticScenario.make(id: "synthetic-\(settings.nodes)", shape: shape, seed: settings.seed)
        let data = settings.format == "json" ? try ScenarioJSON.encode(scenario) : try ScenarioXML.encode(scenario)
        try data.write(to: URL(fileURLWithPath: output))
        print("wrote a scenario of \(settings.nodes) nodes (\(data.count) bytes) to \(output)")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
