import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The baseline file: written sorted, one entry per line, the same bytes for the same baseline;
/// read strictly, every problem located at its line and column with its coding path.
@Suite("Baseline file")
struct BaselineFileTests {
    static let handle = BaselineEntry(
        fingerprint: ProblemFingerprint.of(rule: "handle-contrast", scenarioID: "sheet", state: StateKey(isTransition: false, state: "compact"),
                                           element: "handle", outcome: .failed, suppressed: false),
        rule: "handle-contrast", scenario: "sheet", state: StateKey(isTransition: false, state: "compact"), element: "handle",
        outcome: .failed, measured: "1.12:1", file: "scenarios/sheet.json", since: "2026-01-15")
    static let push = BaselineEntry(
        fingerprint: ProblemFingerprint.of(rule: "focus-into-sheet", scenarioID: "sheet", state: StateKey(isTransition: true, state: "push compact → expanded"),
                                           element: nil, outcome: .failed, suppressed: false),
        rule: "focus-into-sheet", scenario: "sheet", state: StateKey(isTransition: true, state: "push compact → expanded"), element: nil,
        outcome: .failed, measured: nil, file: "scenarios/sheet.json", since: "2026-01-02")
    static let review = BaselineEntry(
        fingerprint: ProblemFingerprint.of(rule: "text-contrast", scenarioID: "alert", state: StateKey(isTransition: false, state: "shown"),
                                           element: nil, outcome: .cantTell, suppressed: false),
        rule: "text-contrast", scenario: "alert", state: StateKey(isTransition: false, state: "shown"), element: nil,
        outcome: .cantTell, measured: nil, file: "dumps/alert \"quoted\".xml", since: "2026-01-15")

    static let expected = """
        {
          "version": 1,
          "fingerprint": "morphAuditProblem/v1",
          "entries": [
            {"fingerprint": "\(review.fingerprint)", "rule": "text-contrast", "scenario": "alert", "state": "shown", "outcome": "cantTell", "file": "dumps/alert \\"quoted\\".xml", "since": "2026-01-15"},
            {"fingerprint": "\(handle.fingerprint)", "rule": "handle-contrast", "scenario": "sheet", "state": "compact", "element": "handle", "outcome": "failed", "measured": "1.12:1", "file": "scenarios/sheet.json", "since": "2026-01-15"},
            {"fingerprint": "\(push.fingerprint)", "rule": "focus-into-sheet", "scenario": "sheet", "transition": "push compact → expanded", "outcome": "failed", "file": "scenarios/sheet.json", "since": "2026-01-02"}
          ]
        }

        """

    @Test("written sorted by file, state and rule, one entry per line, and read back whole")
    func writesAndReadsBack() throws {
        let baseline = Baseline([Self.push, Self.handle, Self.review, Self.handle])
        let bytes = BaselineWriter.encode(baseline)
        #expect(String(decoding: bytes, as: UTF8.self) == Self.expected)
        #expect(BaselineWriter.encode(Baseline(baseline.entries.reversed())) == bytes, "the order given does not matter")
        let read = try BaselineReader.decode(Data(bytes), file: "b.json")
        #expect(read == baseline)
        #expect(read.entry(Self.push.fingerprint) == Self.push)
        #expect(BaselineWriter.encode(Baseline([])) == Array("{\n  \"version\": 1,\n  \"fingerprint\": \"morphAuditProblem/v1\",\n  \"entries\": []\n}\n".utf8))
    }

    /// The first error reading `text`.
    private func errors(_ text: String) -> [InputError] {
        do {
            _ = try BaselineReader.decode(Data(text.utf8), file: "b.json")
            return []
        } catch {
            return error.errors
        }
    }

    private func entryLine(_ replacing: String, with replacement: String) -> String {
        Self.expected.replacingOccurrences(of: replacing, with: replacement)
    }

    @Test("every problem is an error with its line, column and coding path")
    func strictAndLocated() throws {
        let text = entryLine("\"measured\": \"1.12:1\"", with: "\"measurd\": \"1.12:1\"")
        let misspelt = errors(text)
        #expect(misspelt.count == 1)
        // At the value of the key, as the scenario readers point: line 6, after `"measurd": `.
        let line = text.components(separatedBy: "\n")[5].unicodeScalars
        let key = try #require(String(line).range(of: "\"measurd\": "))
        let column = String(line)[..<key.upperBound].unicodeScalars.count + 1
        #expect(misspelt.first?.location == SourceLocation(file: "b.json", line: 6, column: column))
        #expect(misspelt.first?.codingPath == "entries[1].measurd")
        #expect(misspelt.first?.message == "unknown key 'measurd'; did you mean 'measured'?")

        let cases: [(String, String, String)] = [
            (entryLine("\"version\": 1", with: "\"version\": 2"), "version", "version 2 is not supported"),
            (entryLine("morphAuditProblem/v1", with: "morphAuditProblem/v0"), "fingerprint", "cannot be matched by this build"),
            (entryLine("\"outcome\": \"failed\", \"measured\"", with: "\"outcome\": \"passed\", \"measured\""), "entries[1].outcome",
             "'passed' is not an outcome a baseline records"),
            (entryLine("\"since\": \"2026-01-02\"", with: "\"since\": \"2 Jan 2026\""), "entries[2].since", "is not a day"),
            (entryLine("\"element\": \"handle\"", with: "\"element\": \"grabber\""), "entries[1].fingerprint", "does not match"),
            (entryLine("\"rule\": \"handle-contrast\"", with: "\"rule\": 7"), "entries[1].rule", "expected a string, found a number"),
            (entryLine(", \"file\": \"scenarios/sheet.json\", \"since\": \"2026-01-15\"}", with: ", \"since\": \"2026-01-15\"}"), "entries[1]",
             "required key 'file' is missing"),
            (entryLine("\"transition\": \"push", with: "\"state\": \"x\", \"transition\": \"push"), "entries[2]", "either 'state' or 'transition'"),
            (entryLine("\"rule\": \"handle-contrast\"", with: "\"rule\": \"handle-contrast\", \"rule\": \"handle-contrast\""),
             "entries[1].rule", "appears twice"),
            (entryLine("\"entries\": [", with: "\"entries\": {").replacingOccurrences(of: "  ]\n}", with: "  }\n}"), "", "not valid JSON"),
        ]
        for (text, path, message) in cases {
            let found = errors(text)
            #expect(!found.isEmpty, "\(message)")
            guard let first = found.first else { continue }
            #expect(first.message.contains(message), "\(first.message)")
            if !path.isEmpty { #expect(first.codingPath == path, "\(message): \(first.codingPath ?? "no path")") }
            #expect(first.location.line != nil, "\(message) is located")
        }
    }

    @Test("an entry given twice is refused at the second, which names the first")
    func duplicateEntries() {
        let line = BaselineWriter.line(Self.handle)
        let text = "{\"version\": 1, \"fingerprint\": \"morphAuditProblem/v1\", \"entries\": [\n\(line),\n\(line)\n]}"
        let found = errors(text)
        #expect(found.map(\.codingPath) == ["entries[1]"])
        #expect(found.first?.location.line == 3)
        #expect(found.first?.message.contains("the first, at line 2, is used") == true)
    }

    @Test("a file broken throughout lists twenty errors and counts the rest")
    func errorsAreBounded() {
        let broken = (0..<50).map { "{\"x\": \($0)}" }.joined(separator: ",\n")
        let found = errors("{\"version\": 1, \"fingerprint\": \"morphAuditProblem/v1\", \"entries\": [\n\(broken)\n]}")
        #expect(found.count == LoadFailure.maximumErrorsPerFile + 1)
        #expect(found.last?.message.contains("more errors in this file") == true)
    }

    @Test("a missing file, a folder and bytes that are not UTF-8 are errors, not traps")
    func unreadableInputs() throws {
        #expect(throws: LoadFailure.self) { try BaselineReader.load(path: "/nonexistent/morph-audit.baseline.json") }
        #expect(throws: LoadFailure.self) { try BaselineReader.load(path: FileManager.default.temporaryDirectory.path) }
        #expect(throws: LoadFailure.self) { try BaselineReader.decode(Data([0x7B, 0xFF, 0x7D]), file: "b.json") }
    }
}
