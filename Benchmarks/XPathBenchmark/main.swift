import A11yModel
import ConformanceRules
import Foundation

/// Times declarative rules on one large snapshot against libxml2 alone, for
/// `Benchmarks/xpath-benchmark.sh`: writes the snapshot's document and the plain-XPath form of
/// each rule (for xmllint), then prints `key=value` lines with the median of several runs.
///
///     xpath-benchmark --nodes 100000 --pack Benchmarks/packs/benchmark-20.xml --out DIR [--runs 5]
struct Options {
    var nodes = 100_000
    var pack = "Benchmarks/packs/benchmark-20.xml"
    var output = "."
    var runs = 5

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            let value = iterator.next() ?? ""
            switch argument {
            case "--nodes": nodes = Int(value) ?? nodes
            case "--pack": pack = value
            case "--out": output = value
            case "--runs": runs = max(1, Int(value) ?? runs)
            default: fail("unknown option \(argument)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("xpath-benchmark: \(message)\n".utf8))
    exit(2)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let pack: LoadedPack
switch PackLoader.load(options.pack) {
case .success(let loaded): pack = loaded
case .failure(let failure): fail("\(failure)")
}
let rules = pack.rules.filter { $0.metadata.scope != .transition }
let snapshot = SnapshotGenerator.snapshot(nodes: options.nodes)
let nodeCount = NodeWalker.walk(snapshot.root).count
let document: Data
do {
    document = try DeclarativeDocument.xml(of: snapshot)
} catch {
    fail("\(error)")
}
// What xmllint evaluates: each rule's failing targets, counted.
let expressions = rules.map { rule -> String in
    let definition = rule.definition
    let doubt = definition.cantTell.map { "[not(\($0.text))]" } ?? ""
    return "count((\(definition.applicability.text))\(doubt)[not(\(definition.expectation.text))])"
}
let folder = URL(fileURLWithPath: options.output)
do {
    try document.write(to: folder.appendingPathComponent("snapshot.xml"))
    try Data(expressions.joined(separator: "\n").appending("\n").utf8).write(to: folder.appendingPathComponent("expressions.txt"))
} catch {
    fail("cannot write into \(options.output): \(error)")
}

var build: [Double] = [], evaluation: [Double] = [], teardown: [Double] = [], parse: [Double] = [], raw: [Double] = []
var failures = 0, verdicts = 0
var counts: [Double] = []
for _ in 0..<options.runs {
    guard let timing = DeclarativeProfiler.profile(rules, on: snapshot) else { fail("the snapshot's document could not be built") }
    build.append(timing.buildSeconds)
    evaluation.append(timing.evaluationSeconds)
    teardown.append(timing.teardownSeconds)
    failures = timing.failures
    verdicts = timing.verdicts
    do {
        let baseline = try XPathBaseline.run(document: document, expressions: expressions)
        parse.append(baseline.parseSeconds)
        raw.append(baseline.evaluationSeconds)
        counts = baseline.values
    } catch {
        fail("\(error)")
    }
}
let rawFailures = Int(counts.reduce(0, +))
print("nodes=\(nodeCount)")
print("rules=\(rules.count)")
print("document_bytes=\(document.count)")
print("verdicts=\(verdicts)")
print("failures_wrapper=\(failures)")
print("failures_libxml2=\(rawFailures)")
print(String(format: "wrapper_build_seconds=%.4f", median(build)))
print(String(format: "wrapper_evaluation_seconds=%.4f", median(evaluation)))
print(String(format: "wrapper_teardown_seconds=%.4f", median(teardown)))
print(String(format: "libxml2_parse_seconds=%.4f", median(parse)))
print(String(format: "libxml2_xpath_seconds=%.4f", median(raw)))
print(String(format: "overhead_vs_libxml2_xpath_percent=%.1f", (median(evaluation) / median(raw) - 1) * 100))
if failures != rawFailures { fail("the wrapper found \(failures) failures, libxml2 \(rawFailures)") }
