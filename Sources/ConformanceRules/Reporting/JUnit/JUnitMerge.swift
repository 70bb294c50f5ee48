#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Combines the JUnit reports of several shards of one run (`morph-audit merge`) into one report
/// that is as valid as each of them:
///
/// - Inputs are parsed with the hardened parser; the root is `<testsuites>` (or a lone
///   `<testsuite>`).
/// - Suites keep their order within each report, and the reports are interleaved by suite name,
///   so the shards of one run come back in the path order an unsharded run writes.
/// - A suite name (the scenario file) may occur only once: a duplicate means the same file was
///   audited twice, and the merge is refused.
/// - `(classname, name)` stays unique: a scenario prefix that an earlier suite already uses is
///   renamed `prefix (2)`, … in the suite's testcases and its environment properties; a pair that
///   is still not unique refuses the merge.
/// - The run's `morph-audit.*` properties are kept once, on the first suite; shards that disagree
///   on them were not one run, and the merge is refused.
/// - Counts are recounted from the testcases; suite ids are renumbered; the root has the five
///   attributes both Jenkins schemas accept, with the sums.
public enum JUnitMerge {
    /// Reports larger than this are refused before they are read: the hardened parser's limit.
    public static let maximumReportSize = XMLDocumentParser.maximumDocumentSize

    /// One input report: a name for messages (its path) and its bytes.
    public struct Input: Sendable {
        public var name: String
        public var data: Data

        public init(name: String, data: Data) {
            self.name = name
            self.data = data
        }
    }

    /// Merges `inputs` and writes the result to `sink`. Nothing is written when the inputs cannot
    /// be merged: every reason is thrown at once.
    public static func merge(_ inputs: [Input], into sink: any ReportSink) throws {
        let plan = try plan(inputs)
        try JUnitMergeWriter.write(plan, to: sink)
    }

    /// Suites in output order, renamed and recounted, with the run's properties.
    static func plan(_ inputs: [Input]) throws(JUnitMergeError) -> JUnitMergePlan {
        var problems: [String] = []
        var reports: [[XMLElement]] = []
        var rootName: String?
        for input in inputs {
            do {
                let root = try XMLDocumentParser.parseTree(input.data)
                switch root.name {
                case "testsuites":
                    rootName = rootName ?? root[attribute: "name"]
                    reports.append(root.children(named: "testsuite"))
                case "testsuite":
                    reports.append([root])
                default:
                    problems.append("\(input.name): not a JUnit report: the root element is <\(root.name)>")
                }
            } catch {
                problems += error.diagnostics.map { "\(input.name):\($0.line.map { "\($0):" } ?? "") \($0.message)" }
            }
        }
        guard problems.isEmpty else { throw JUnitMergeError(problems) }

        var seen: [String: String] = [:]
        for (report, suites) in reports.enumerated() {
            for suite in suites {
                let name = suite[attribute: "name"] ?? ""
                if let first = seen[name] {
                    problems.append("duplicate suite '\(name)': in \(first) and \(inputs[report].name); "
                        + "each scenario file may be in one shard only")
                } else {
                    seen[name] = inputs[report].name
                }
            }
        }
        guard problems.isEmpty else { throw JUnitMergeError(problems) }

        var renamer = JUnitPrefixRenamer()
        var runProperties: [(name: String, value: String)] = []
        var runPropertySource: [String: (value: String, report: String)] = [:]
        var suites: [XMLElement] = []
        for (report, suite) in interleaved(reports) {
            var properties: [XMLElement] = []
            for property in suite.children(named: "properties").flatMap({ $0.children(named: "property") }) {
                let name = property[attribute: "name"] ?? ""
                let value = property[attribute: "value"] ?? ""
                guard name.hasPrefix(JUnitLayout.toolPrefix + ".") else {
                    properties.append(property)
                    continue
                }
                if let earlier = runPropertySource[name] {
                    if earlier.value != value {
                        problems.append("the reports were not written by one run: \(name) is '\(earlier.value)' in "
                            + "\(earlier.report) and '\(value)' in \(inputs[report].name)")
                    }
                } else {
                    runPropertySource[name] = (value, inputs[report].name)
                    runProperties.append((name, value))
                }
            }
            var copy = suite
            copy.children = suite.children.map { child in
                guard child.name == "properties" else { return child }
                var list = child
                list.children = properties
                return list
            }
            copy.children.removeAll { $0.name == "properties" && $0.children.isEmpty }
            suites.append(renamer.rename(copy))
        }
        problems += renamer.duplicates.map { "testcase '\($0.name)' of class '\($0.classname)' occurs twice" }
        guard problems.isEmpty else { throw JUnitMergeError(problems) }
        return JUnitMergePlan(rootName: rootName ?? JUnitLayout.toolPrefix, suites: suites, runProperties: runProperties)
    }

    /// The suites of every report, each report's order kept, taking the smallest name at the
    /// head of any report next (ties go to the earlier report).
    static func interleaved(_ reports: [[XMLElement]]) -> [(report: Int, suite: XMLElement)] {
        var heads = Array(repeating: 0, count: reports.count)
        var result: [(Int, XMLElement)] = []
        while true {
            var best: Int?
            for report in reports.indices where heads[report] < reports[report].count {
                guard let current = best else { best = report; continue }
                let name = reports[report][heads[report]][attribute: "name"] ?? ""
                let bestName = reports[current][heads[current]][attribute: "name"] ?? ""
                if name < bestName { best = report }
            }
            guard let report = best else { return result }
            result.append((report, reports[report][heads[report]]))
            heads[report] += 1
        }
    }
}

/// What the writer needs.
struct JUnitMergePlan {
    var rootName: String
    var suites: [XMLElement]
    var runProperties: [(name: String, value: String)]
}

/// Why reports could not be merged: every reason found.
public struct JUnitMergeError: Error, Sendable, Hashable, CustomStringConvertible {
    public var problems: [String]

    public init(_ problems: [String]) {
        self.problems = problems
    }

    public var description: String { problems.joined(separator: "\n") }
}
