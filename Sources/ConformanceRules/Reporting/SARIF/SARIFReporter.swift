#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SARIF 2.1.0, as GitHub code scanning and other static-analysis dashboards read it: the rules of
/// the run from the catalog, one result per problem (a rule failing or needing review on one
/// element in one state, its environments inside), and the inputs that could not be used as tool
/// execution notifications. Artifact URIs are relative to the source root (`%SRCROOT%`), every
/// result has a line, and `partialFingerprints` come from the problem's stable parts.
public struct SARIFReporter: Reporter {
    public var kind: ReporterKind { .sarif }
    /// What URIs are relative to; nil takes relative input paths as they are.
    public let sourceRoot: SourceRoot?
    /// The most results a run holds (GitHub's limit; smaller in tests).
    let resultLimit: Int

    public init(sourceRoot: SourceRoot? = nil) {
        self.init(sourceRoot: sourceRoot, resultLimit: SARIFResultSelection.gitHubLimit)
    }

    init(sourceRoot: SourceRoot?, resultLimit: Int) {
        self.sourceRoot = sourceRoot
        self.resultLimit = resultLimit
    }

    /// The `uriBaseId` of every relative URI.
    static let sourceRootID = "%SRCROOT%"

    /// How many of the report's results a run over the limit leaves out (0 within it).
    public func omittedResults(_ report: AuditReport) -> (omitted: Int, total: Int) {
        let total = SARIFResultSelection.count(report)
        return (max(0, total - resultLimit), total)
    }

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        // Written result by result into the run's place, so a report of hundreds of thousands of
        // problems is never held whole, encoded or not.
        let selection = SARIFResultSelection(report, limit: resultLimit)
        let writer = StreamingJSONWriter(sink: sink)
        let ruleIndex = Self.ruleIndex(report)
        let columns = CodePointColumns()
        var log = log(for: report, results: [], omitted: selection.omitted, total: selection.count, columns: columns)
        let run = log.runs[0]
        log.runs = []
        try writer.object(log, depth: 0, streamed: [
            "runs": { depth in
                try writer.array([run], depth: depth) { run, depth in
                    try writer.object(run, depth: depth, streamed: [
                        "results": { try writer.array(selection.written, depth: $0) { self.result($0, report: report, ruleIndex: ruleIndex, columns: columns) } },
                    ])
                }
            },
        ])
        try writer.finish()
    }

    /// The whole log (tests compare the streamed report with its encoding).
    func log(for report: AuditReport) -> SARIFLog {
        let selection = SARIFResultSelection(report, limit: resultLimit)
        let ruleIndex = Self.ruleIndex(report)
        let columns = CodePointColumns()
        return log(for: report, results: selection.written.map { result($0, report: report, ruleIndex: ruleIndex, columns: columns) },
                   omitted: selection.omitted, total: selection.count, columns: columns)
    }

    private static func ruleIndex(_ report: AuditReport) -> [String: Int] {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in report.rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        return ruleIndex
    }

    private func result(_ source: SARIFResultSelection.Source, report: AuditReport, ruleIndex: [String: Int],
                        columns: CodePointColumns) -> SARIFResult {
        switch source {
        case .problem(let problem, let scenario): result(problem, in: scenario, report: report, index: ruleIndex[problem.ruleID], columns: columns)
        case .fixed(let fixed): absentResult(fixed, report: report, index: ruleIndex[fixed.entry.rule], columns: columns)
        }
    }

    private func log(for report: AuditReport, results: [SARIFResult], omitted: Int, total: Int, columns: CodePointColumns) -> SARIFLog {
        let metadata = report.metadata
        let omission = omitted > 0 ? [omissionNotification(omitted: omitted, total: total)] : []
        let invocation = SARIFInvocation(
            executionSuccessful: report.inputErrors.isEmpty,
            startTimeUtc: metadata.timestamp.map { $0.hasSuffix("Z") ? $0 : $0 + "Z" },
            toolExecutionNotifications: report.inputErrors.map { notification($0, columns: columns) } + omission,
            properties: SARIFInvocationProperties(profile: report.configuration.profile.rawValue,
                                                  failOn: report.configuration.failOnName,
                                                  packs: metadata.packs, hostname: metadata.hostname,
                                                  omittedResults: omitted > 0 ? omitted : nil))
        let driver = SARIFDriver(name: "morph-audit", version: metadata.toolVersion,
                                 semanticVersion: SARIFReporter.isSemanticVersion(metadata.toolVersion) ? metadata.toolVersion : nil,
                                 informationUri: metadata.informationURI,
                                 rules: report.rules.map { rule($0, configuration: report.configuration) })
        let root = SARIFArtifactLocation(description: SARIFText(
            text: "The root of the repository the scenarios are in (morph-audit's --base-path)."))
        return SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: driver), invocations: [invocation],
                                        originalUriBaseIds: [SARIFReporter.sourceRootID: root], results: results)])
    }

    /// Says in the log itself that results were left out, and where all of them are.
    private func omissionNotification(omitted: Int, total: Int) -> SARIFNotification {
        SARIFNotification(level: "warning", message: SARIFText(text: omissionText(omitted: omitted, total: total)),
                          locations: nil, descriptor: SARIFDescriptorReference(id: "results-omitted"))
    }

    /// The omission as the log and standard error say it.
    public func omissionText(omitted: Int, total: Int) -> String {
        "\(omitted) of \(total) results left out: GitHub code scanning rejects a run of more than \(resultLimit). "
            + "The \(total - omitted) kept are the most important (what fails the run first, then by severity, then in "
            + "report order); the JSON report has them all."
    }

    private func rule(_ rule: RuleDescription, configuration: AuditConfiguration) -> SARIFRule {
        let references = rule.references.map { reference in
            "- " + reference.description + (reference.url.map { " <\($0)>" } ?? "")
        }
        let linked = rule.references.map { reference in
            "- " + (reference.url.map { "[\(reference.description)](\($0))" } ?? reference.description)
        }
        // Built-in rules are documented at their anchor in docs/rules.md; a declarative pack's
        // rule points at its first reference that has a URL.
        let helpURI = ProjectLinks.documentation(of: rule)
        return SARIFRule(
            id: rule.id, name: SARIFReporter.pascalCase(rule.id),
            shortDescription: SARIFText(text: rule.title), fullDescription: SARIFText(text: rule.summary),
            helpUri: helpURI,
            help: SARIFMultiformatText(text: ([rule.summary, "", "References:"] + references).joined(separator: "\n"),
                                       markdown: ([rule.summary, "", "References:", ""] + linked).joined(separator: "\n")),
            defaultConfiguration: SARIFConfiguration(level: SARIFReporter.level(rule.defaultSeverity)),
            properties: SARIFRuleProperties(pack: rule.pack, scope: rule.scope.rawValue,
                                            tags: ["accessibility", rule.pack]))
    }

    private func result(_ problem: Problem, in scenario: ScenarioAudit, report: AuditReport, index: Int?, columns: CodePointColumns) -> SARIFResult {
        // Under --fail-on review a needs-review problem fails the run, so it is a failing result
        // (its message still says "needs review").
        let review = problem.outcome == .cantTell && !report.counts(problem)
        var logical: [SARIFLogicalLocation]?
        if let path = problem.path, let element = problem.element {
            logical = [SARIFLogicalLocation(name: element, fullyQualifiedName: path)]
        }
        let parts = [ProblemText.state(problem)] + (ProblemText.target(problem).map { [$0] } ?? []) + [ProblemText.sentence(problem)]
        let primary = problem.location
        var related: [SARIFLocation] = []
        var seen: Set<SourceLocation> = [primary]
        for occurrence in problem.occurrences where seen.insert(occurrence.location).inserted {
            related.append(SARIFLocation(id: related.count + 1, physicalLocation: physical(occurrence.location, columns),
                                         message: SARIFText(text: occurrence.subject.displayName)))
        }
        let thresholds = Set(problem.occurrences.map(\.threshold))
        return SARIFResult(
            ruleId: problem.ruleID, ruleIndex: index, kind: review ? "review" : "fail",
            // SARIF §3.27.10: a result whose kind is not `fail` has level `none`.
            level: review ? "none" : SARIFReporter.level(problem.severity),
            message: SARIFText(text: parts.joined(separator: ": ")),
            locations: [SARIFLocation(physicalLocation: physical(primary, columns), logicalLocations: logical)],
            relatedLocations: related.isEmpty ? nil : Array(related.prefix(SARIFReporter.maximumRelatedLocations)),
            partialFingerprints: [ProblemFingerprint.name: ProblemFingerprint.of(problem, scenarioID: scenario.scenarioID)],
            baselineState: problem.baseline.map { $0.isKnown ? "unchanged" : "new" },
            suppressions: problem.suppression.map { [SARIFSuppression(justification: $0)] },
            properties: SARIFResultProperties(
                scenario: scenario.scenarioID, state: problem.state.state,
                subjectKind: problem.first.subject.kind.rawValue,
                occurrences: problem.occurrences.map { occurrence in
                    SARIFOccurrence(subject: occurrence.subject.id, environment: occurrence.subject.environment?.variantName,
                                    measured: occurrence.measured,
                                    threshold: thresholds.count > 1 ? occurrence.threshold : nil)
                },
                threshold: thresholds.count == 1 ? problem.first.threshold : nil,
                severity: problem.severity.rawValue, countsTowardExit: report.counts(problem),
                baselineSince: problem.baseline?.since, baselineRecorded: problem.baseline?.recorded,
                baselineChange: problem.baseline?.state == .worse ? "worse" : nil))
    }

    /// A fixed baseline entry: `baselineState: absent`, and `kind: pass` with `level: none`
    /// because the rule now passes there (§3.27.9, §3.27.10); under --fail-on-stale-baseline it
    /// counts toward the exit status. It points at the scenario file, whose element is gone.
    private func absentResult(_ fixed: FixedBaselineEntry, report: AuditReport, index: Int?, columns: CodePointColumns) -> SARIFResult {
        let entry = fixed.entry
        let fails = report.baseline?.failOnStale == true
        let severity = report.rule(entry.rule).map(report.configuration.severity(of:)) ?? .error
        return SARIFResult(
            ruleId: entry.rule, ruleIndex: index, kind: "pass", level: "none",
            message: SARIFText(text: entry.state.name + ": " + BaselineText.fixed(entry)),
            locations: [SARIFLocation(physicalLocation: physical(SourceLocation(file: fixed.file), columns),
                                      logicalLocations: entry.element.map { [SARIFLogicalLocation(name: $0, fullyQualifiedName: $0)] })],
            relatedLocations: nil,
            partialFingerprints: [ProblemFingerprint.name: entry.fingerprint],
            baselineState: "absent", suppressions: nil,
            properties: SARIFResultProperties(
                scenario: entry.scenario, state: entry.state.state, subjectKind: entry.state.isTransition ? "transition" : "snapshot",
                occurrences: [], threshold: nil, severity: severity.rawValue, countsTowardExit: fails,
                baselineSince: entry.since, baselineRecorded: entry.measured, baselineChange: nil))
    }

    /// GitHub keeps at most 1,000 locations of a result (it shows 100).
    static let maximumRelatedLocations = 999

    private func notification(_ error: InputError, columns: CodePointColumns) -> SARIFNotification {
        let text = error.codingPath.map { $0.isEmpty ? error.message : "at \($0): \(error.message)" } ?? error.message
        return SARIFNotification(level: "error", message: SARIFText(text: text),
                                 locations: [SARIFLocation(physicalLocation: physical(error.location, columns), logicalLocations: nil)],
                                 descriptor: SARIFDescriptorReference(id: "input-error"))
    }

    /// The file relative to the source root, and always a region: GitHub needs `startLine`, so an
    /// input that kept no lines points at line 1. Columns count code points (`CodePointColumns`).
    private func physical(_ location: SourceLocation, _ columns: CodePointColumns) -> SARIFPhysicalLocation {
        let line = location.line.flatMap { $0 > 0 ? $0 : nil }
        let column = line.flatMap { line in location.column.map { columns.column(file: location.file, line: line, byteColumn: $0) } }
        return SARIFPhysicalLocation(artifactLocation: artifact(location.file),
                                     region: SARIFRegion(startLine: line ?? 1, startColumn: column))
    }

    private func artifact(_ file: String) -> SARIFArtifactLocation {
        if let sourceRoot {
            guard let relative = sourceRoot.relative(file) else {
                return SARIFArtifactLocation(uri: "file://" + SARIFReporter.uri(SourceRoot.normalized(file, from: sourceRoot.workingDirectory)))
            }
            return SARIFArtifactLocation(uri: SARIFReporter.uri(relative), uriBaseId: SARIFReporter.sourceRootID)
        }
        if file.hasPrefix("/") { return SARIFArtifactLocation(uri: "file://" + SARIFReporter.uri(file)) }
        return SARIFArtifactLocation(uri: SARIFReporter.uri(file), uriBaseId: SARIFReporter.sourceRootID)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative URI reference for a path: `./` dropped, everything outside RFC 3986's unreserved
    /// characters and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    /// `handle-contrast` → `HandleContrast`, SARIF's suggested form for `rule.name`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `MAJOR.MINOR.PATCH`, then an optional `-` pre-release and `+` build, each one or more of
    /// `[0-9A-Za-z.-]` (the pattern SARIF's `semanticVersion` asks for).
    static func isSemanticVersion(_ version: String) -> Bool {
        let bytes = Array(version.utf8)
        var at = 0
        func run(_ allowed: (UInt8) -> Bool) -> Bool {
            let start = at
            while at < bytes.count, allowed(bytes[at]) { at += 1 }
            return at > start
        }
        func skip(_ byte: Character) -> Bool {
            guard at < bytes.count, bytes[at] == byte.asciiValue else { return false }
            at += 1
            return true
        }
        let digit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        let identifier = { (byte: UInt8) in digit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2E || byte == 0x2D }
        guard run(digit), skip("."), run(digit), skip("."), run(digit) else { return false }
        if skip("-"), !run(identifier) { return false }
        if skip("+"), !run(identifier) { return false }
        return at == bytes.count
    }
}
