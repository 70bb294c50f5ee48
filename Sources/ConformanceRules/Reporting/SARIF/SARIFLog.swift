/// The subset of SARIF 2.1.0 morph-audit writes, as `Codable` values (encoded with sorted keys,
/// so the output is stable). Property names follow the specification.
struct SARIFLog: Encodable {
    var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    var version = "2.1.0"
    var runs: [SARIFRun]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }
}

struct SARIFRun: Encodable {
    var tool: SARIFTool
    var invocations: [SARIFInvocation]
    /// `%SRCROOT%`, described but without an absolute URI, so no path of the machine that ran
    /// the audit is written; GitHub resolves it to the repository root.
    var originalUriBaseIds: [String: SARIFArtifactLocation]
    var results: [SARIFResult]
    var columnKind = "unicodeCodePoints"
}

struct SARIFTool: Encodable {
    var driver: SARIFDriver
}

struct SARIFDriver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String?
    var informationUri: String?
    var rules: [SARIFRule]
}

struct SARIFRule: Encodable {
    var id: String
    var name: String
    var shortDescription: SARIFText
    var fullDescription: SARIFText
    var helpUri: String?
    var help: SARIFMultiformatText
    var defaultConfiguration: SARIFConfiguration
    var properties: SARIFRuleProperties
}

struct SARIFRuleProperties: Encodable {
    var pack: String
    var scope: String
    var tags: [String]
}

struct SARIFConfiguration: Encodable {
    var level: String
}

struct SARIFText: Encodable {
    var text: String
}

struct SARIFMultiformatText: Encodable {
    var text: String
    var markdown: String?
}

struct SARIFInvocation: Encodable {
    var executionSuccessful: Bool
    var startTimeUtc: String?
    var toolExecutionNotifications: [SARIFNotification]
    var properties: SARIFInvocationProperties
}

struct SARIFInvocationProperties: Encodable {
    var profile: String
    var failOn: String
    var packs: [String]
    var hostname: String?
    /// Results left out because the run holds at most `SARIFReporter.resultLimit`.
    var omittedResults: Int?
}

struct SARIFNotification: Encodable {
    var level: String
    var message: SARIFText
    var locations: [SARIFLocation]?
    var descriptor: SARIFDescriptorReference?
}

struct SARIFDescriptorReference: Encodable {
    var id: String
}

struct SARIFResult: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var kind: String
    var level: String
    var message: SARIFText
    var locations: [SARIFLocation]
    /// Where the other environments' occurrences are, when they are elsewhere in the file.
    var relatedLocations: [SARIFLocation]?
    var partialFingerprints: [String: String]
    /// With `--baseline`: `new` (new or worse), `unchanged` (known) or `absent` (fixed).
    var baselineState: String?
    var suppressions: [SARIFSuppression]?
    var properties: SARIFResultProperties
}

struct SARIFResultProperties: Encodable {
    var scenario: String
    var state: String
    var subjectKind: String
    /// Every environment it occurs in, with what was measured there.
    var occurrences: [SARIFOccurrence]
    var threshold: String?
    var severity: String
    /// Whether the problem counts toward a non-zero exit under `--fail-on`.
    var countsTowardExit: Bool
    /// With `--baseline`: when the baseline first recorded the problem, and the value it recorded.
    var baselineSince: String?
    var baselineRecorded: String?
    /// `worse` when a known problem's measured value got worse (its `baselineState` is `new`).
    var baselineChange: String?
}

struct SARIFOccurrence: Encodable {
    var subject: String
    var environment: String?
    var measured: String?
    var threshold: String?
}

struct SARIFSuppression: Encodable {
    var kind = "external"
    var justification: String
}

struct SARIFLocation: Encodable {
    var id: Int?
    var physicalLocation: SARIFPhysicalLocation
    var logicalLocations: [SARIFLogicalLocation]?
    var message: SARIFText?
}

struct SARIFPhysicalLocation: Encodable {
    var artifactLocation: SARIFArtifactLocation
    var region: SARIFRegion?
}

struct SARIFArtifactLocation: Encodable {
    var uri: String?
    var uriBaseId: String?
    var description: SARIFText?
}

struct SARIFRegion: Encodable {
    var startLine: Int
    var startColumn: Int?
}

struct SARIFLogicalLocation: Encodable {
    var name: String
    var fullyQualifiedName: String
    var kind = "element"
}
