import Foundation

/// SARIF 2.1.0, as GitHub code scanning and other static-analysis dashboards read it: the rules of
/// the run from the catalog, one result per failed or needs-review target, and the inputs that
/// could not be used as tool execution notifications.
public struct SARIFReporter: Reporter {
    public var kind: ReporterKind { .sarif }

    public init() {}

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(log(for: report))
        data.append(0x0A)
        try data.withUnsafeBytes { try sink.write($0) }
    }

    func log(for report: AuditReport) -> SARIFLog {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in report.rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        let results = report.scenarios.flatMap { scenario in
            scenario.results.flatMap { result in
                result.findings.map { self.result($0, of: result, in: scenario, report: report, index: ruleIndex[$0.ruleID]) }
            }
        }
        let metadata = report.metadata
        let invocation = SARIFInvocation(
            executionSuccessful: report.inputErrors.isEmpty,
            startTimeUtc: metadata.timestamp.map { $0.hasSuffix("Z") ? $0 : $0 + "Z" },
            toolExecutionNotifications: report.inputErrors.map(notification),
            properties: SARIFInvocationProperties(profile: report.configuration.profile.rawValue,
                                                  failOn: report.configuration.failOnName,
                                                  packs: metadata.packs, hostname: metadata.hostname))
        let driver = SARIFDriver(name: "morph-audit", version: metadata.toolVersion,
                                 semanticVersion: SARIFReporter.isSemanticVersion(metadata.toolVersion) ? metadata.toolVersion : nil,
                                 informationUri: metadata.informationURI,
                                 rules: report.rules.map { rule($0, configuration: report.configuration) })
        return SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: driver), invocations: [invocation], results: results)])
    }

    private func rule(_ rule: RuleDescription, configuration: AuditConfiguration) -> SARIFRule {
        let references = rule.references.map { reference in
            "- " + reference.description + (reference.url.map { " <\($0)>" } ?? "")
        }
        return SARIFRule(
            id: rule.id, name: SARIFReporter.pascalCase(rule.id),
            shortDescription: SARIFText(text: rule.title), fullDescription: SARIFText(text: rule.summary),
            helpUri: rule.references.lazy.compactMap(\.url).first,
            help: SARIFText(text: ([rule.summary, "", "References:"] + references).joined(separator: "\n")),
            defaultConfiguration: SARIFConfiguration(level: SARIFReporter.level(rule.defaultSeverity)),
            properties: SARIFRuleProperties(pack: rule.pack, scope: rule.scope.rawValue,
                                            tags: ["accessibility", rule.pack]))
    }

    private func result(_ finding: Finding, of result: RuleResult, in scenario: ScenarioAudit, report: AuditReport,
                        index: Int?) -> SARIFResult {
        let counts = report.configuration.counts(finding)
        let needsReview = finding.outcome == .cantTell
        // Under --fail-on review a needs-review result fails the run, so it is a failing result.
        let review = needsReview && !counts
        var logical: [SARIFLogicalLocation]?
        if let path = finding.path {
            logical = [SARIFLogicalLocation(name: finding.target, fullyQualifiedName: path)]
        }
        let text = needsReview ? "needs review: " + finding.detail : finding.detail
        return SARIFResult(
            ruleId: finding.ruleID, ruleIndex: index, kind: review ? "review" : "fail",
            // SARIF §3.27.10: a result whose kind is not `fail` has level `none`.
            level: review ? "none" : SARIFReporter.level(finding.severity),
            message: SARIFText(text: text),
            locations: [SARIFLocation(physicalLocation: physical(finding.location), logicalLocations: logical)],
            partialFingerprints: ["morphAuditTarget/v1": [finding.ruleID, scenario.scenarioID, finding.subject.kind.rawValue,
                                                          finding.subject.id, finding.target].joined(separator: "|")],
            suppressions: finding.suppression.map { [SARIFSuppression(justification: $0)] },
            properties: SARIFResultProperties(
                scenario: scenario.scenarioID, subject: finding.subject.id, subjectKind: finding.subject.kind.rawValue,
                environment: finding.subject.environment?.variantName, measured: finding.measured,
                threshold: finding.threshold, severity: finding.severity.rawValue, countsTowardExit: counts))
    }

    private func notification(_ error: InputError) -> SARIFNotification {
        let text = error.codingPath.map { $0.isEmpty ? error.message : "at \($0): \(error.message)" } ?? error.message
        return SARIFNotification(level: "error", message: SARIFText(text: text),
                                 locations: [SARIFLocation(physicalLocation: physical(error.location), logicalLocations: nil)],
                                 descriptor: SARIFDescriptorReference(id: "input-error"))
    }

    private func physical(_ location: SourceLocation) -> SARIFPhysicalLocation {
        SARIFPhysicalLocation(
            artifactLocation: SARIFArtifactLocation(uri: SARIFReporter.uri(location.file)),
            region: location.line.flatMap { $0 > 0 ? SARIFRegion(startLine: $0, startColumn: location.column) : nil })
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

    static func isSemanticVersion(_ version: String) -> Bool {
        version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$"#, options: .regularExpression) != nil
    }
}
