/// The subset of SARIF 2.1.0 morph-audit writes, as `Codable` values (encoded with sorted keys,
/// so the output is stable). Property names follow the specification.
struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [SARIFRun]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }
}

struct SARIFRun: Encodable {
    var tool: SARIFTool
    var invocations: [SARIFInvocation]
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
    var help: SARIFText
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
}

struct SARIFNotification: Encodable {
    var level: String
    var message: SARIFText
    var locations: [SARIFLocation]
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
    var partialFingerprints: [String: String]
    var suppressions: [SARIFSuppression]?
    var properties: SARIFResultProperties
}

struct SARIFResultProperties: Encodable {
    var scenario: String
    var subject: String
    var subjectKind: String
    var environment: String?
    var measured: String?
    var threshold: String?
    var severity: String
    /// Whether the finding counts toward a non-zero exit under `--fail-on`.
    var countsTowardExit: Bool
}

struct SARIFSuppression: Encodable {
    var kind = "external"
    var justification: String
}

struct SARIFLocation: Encodable {
    var physicalLocation: SARIFPhysicalLocation
    var logicalLocations: [SARIFLogicalLocation]?
}

struct SARIFPhysicalLocation: Encodable {
    var artifactLocation: SARIFArtifactLocation
    var region: SARIFRegion?
}

struct SARIFArtifactLocation: Encodable {
    var uri: String
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
