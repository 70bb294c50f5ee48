import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a baseline file as strictly as a scenario: the text is parsed with every value located,
/// and every problem — a syntax error, an unknown or repeated key, a missing or mistyped value, an
/// entry whose fingerprint does not match its parts, a fingerprint given twice, another version —
/// is an error with `file:line:col` and its coding path. A baseline that cannot be read is never
/// half used: the run reports it (exit status 2) and judges nothing against it.
public enum BaselineReader {
    /// Reads `path` with the size and kind checks of every input.
    public static func load(path: String) throws(LoadFailure) -> Baseline {
        try decode(try ScenarioLoader.readFile(path), file: path)
    }

    public static func decode(_ data: Data, file: String) throws(LoadFailure) -> Baseline {
        var reader = BaselineTreeReader(file: file)
        let entries = reader.read(try LocatedJSON.document(data, file: file))
        guard reader.errors.isEmpty else { throw LoadFailure(reader.errors) }
        return Baseline(entries)
    }
}

/// Walks the located tree of a baseline file, collecting its entries and every problem.
struct BaselineTreeReader {
    let file: String
    private(set) var errors: [InputError] = []

    init(file: String) { self.file = file }

    static let rootKeys = ["version", "fingerprint", "entries"]
    static let entryKeys = ["fingerprint", "rule", "scenario", "state", "transition", "element", "outcome", "measured",
                            "file", "since"]
    /// Outcomes a baseline records: problems are failures or needs-review.
    static let outcomes: [Outcome] = [.failed, .cantTell]

    mutating func read(_ root: LocatedJSON) -> [BaselineEntry] {
        guard let members = object(root, at: "") else { return [] }
        checkKeys(members, allowed: Self.rootKeys, required: Self.rootKeys, in: root, at: "")
        if let version = members["version"] {
            if case .number(let number) = version.value {
                if number != Double(Baseline.currentVersion) {
                    fail(version, "version", "version \(formatNumber(number)) is not supported; this build reads version "
                        + "\(Baseline.currentVersion): rewrite it with 'morph-audit baseline write'")
                }
            } else {
                fail(version, "version", "expected a number, found \(version.kindDescription)")
            }
        }
        if let scheme = members["fingerprint"], let name = string(scheme, at: "fingerprint"), name != ProblemFingerprint.name {
            fail(scheme, "fingerprint", "entries fingerprinted as '\(name)' cannot be matched by this build, which uses "
                + "'\(ProblemFingerprint.name)': rewrite the baseline with 'morph-audit baseline write'")
        }
        guard let list = members["entries"] else { return [] }
        guard let elements = list.elements else {
            fail(list, "entries", "expected an array, found \(list.kindDescription)")
            return []
        }
        var entries: [BaselineEntry] = []
        var firstLine: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let path = "entries[\(index)]"
            guard let entry = self.entry(element, at: path) else { continue }
            if let line = firstLine[entry.fingerprint] {
                fail(element, path, "fingerprint \(entry.fingerprint) is given twice; the first, at line \(line), is used")
                continue
            }
            firstLine[entry.fingerprint] = element.line
            entries.append(entry)
        }
        return entries
    }

    private mutating func entry(_ value: LocatedJSON, at path: String) -> BaselineEntry? {
        guard let members = object(value, at: path) else { return nil }
        let required = ["fingerprint", "rule", "scenario", "outcome", "file", "since"]
        checkKeys(members, allowed: Self.entryKeys, required: required, in: value, at: path)
        func text(_ key: String) -> String? { members[key].flatMap { string($0, at: "\(path).\(key)") } }
        let fingerprint = text("fingerprint"), rule = text("rule"), scenario = text("scenario"), file = text("file")
        let element = text("element"), measured = text("measured"), since = text("since")
        var outcome: Outcome?
        if let raw = text("outcome"), let node = members["outcome"] {
            outcome = Self.outcomes.first { $0.rawValue == raw }
            if outcome == nil {
                fail(node, "\(path).outcome", "'\(raw)' is not an outcome a baseline records; expected "
                    + ReportText.list(Self.outcomes.map(\.rawValue), conjunction: "or"))
            }
        }
        var state: StateKey?
        switch (text("state"), text("transition")) {
        case (let name?, nil): state = StateKey(isTransition: false, state: name)
        case (nil, let name?): state = StateKey(isTransition: true, state: name)
        case (_?, _?): fail(value, path, "give either 'state' or 'transition', not both")
        case (nil, nil): if members["state"] == nil, members["transition"] == nil { fail(value, path, "required key 'state' (or 'transition') is missing") }
        }
        if let fingerprint, let node = members["fingerprint"], !Self.isFingerprint(fingerprint) {
            fail(node, "\(path).fingerprint", "'\(fingerprint)' is not a fingerprint: expected 16 hexadecimal digits")
        }
        if let since, let node = members["since"], !Self.isDay(since) {
            fail(node, "\(path).since", "'\(since)' is not a day: expected YYYY-MM-DD")
        }
        guard let fingerprint, Self.isFingerprint(fingerprint), let rule, let scenario, let state, let outcome, let file,
              let since, Self.isDay(since) else { return nil }
        let entry = BaselineEntry(fingerprint: fingerprint, rule: rule, scenario: scenario, state: state, element: element,
                                  outcome: outcome, measured: measured, file: file, since: since)
        if entry.expectedFingerprint != fingerprint, let node = members["fingerprint"] {
            fail(node, "\(path).fingerprint", "fingerprint \(fingerprint) does not match the entry's rule, scenario, state, "
                + "element and outcome (\(entry.expectedFingerprint)); was it edited by hand? Rewrite the baseline with "
                + "'morph-audit baseline write'")
            return nil
        }
        return entry
    }

    /// 16 lowercase hexadecimal digits, as `ProblemFingerprint` writes them.
    static func isFingerprint(_ text: String) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `YYYY-MM-DD` with a month 01–12 and a day 01–31.
    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let month = Int(parts[1]), let day = Int(parts[2]) else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    // MARK: - Shapes

    /// The members of an object by key; a repeated key is an error (the first one is used).
    private mutating func object(_ value: LocatedJSON, at path: String) -> [String: LocatedJSON]? {
        guard let members = value.members else {
            fail(value, path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        var byKey: [String: LocatedJSON] = [:]
        for member in members {
            if let first = byKey[member.key] {
                fail(member.value, join(path, member.key), "key '\(member.key)' appears twice; the first, at line \(first.line), is used")
                continue
            }
            byKey[member.key] = member.value
        }
        return byKey
    }

    private mutating func checkKeys(_ members: [String: LocatedJSON], allowed: [String], required: [String],
                                    in object: LocatedJSON, at path: String) {
        for (key, value) in members.sorted(by: { $0.key < $1.key }) where !allowed.contains(key) {
            fail(value, join(path, key), "unknown key '\(key)'" + NameSuggestion.didYouMean(key, among: allowed))
        }
        for key in required where members[key] == nil {
            fail(object, path, "required key '\(key)' is missing")
        }
    }

    private mutating func string(_ value: LocatedJSON, at path: String) -> String? {
        if case .string(let text) = value.value { return text }
        fail(value, path, "expected a string, found \(value.kindDescription)")
        return nil
    }

    private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private mutating func fail(_ value: LocatedJSON, _ codingPath: String, _ message: String) {
        errors.append(InputError(file: file, line: value.line, column: value.column, codingPath: codingPath, message: message))
    }
}
