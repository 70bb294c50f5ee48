import Foundation
import Testing
@testable import ConformanceRules

struct ConfigurationFileTests {
    let catalog = RuleCatalog.builtIn

    private func decode(_ json: String) throws(ConfigurationFileError) -> ConfigurationFile {
        try ConfigurationFile.decode(Data(json.utf8), path: "morph-audit.json", catalog: catalog)
    }

    /// The coding paths and messages of the errors `json` produces.
    private func problems(_ json: String) -> [String] {
        do {
            _ = try decode(json)
            return []
        } catch {
            return error.errors.map { "\($0.codingPath ?? ""): \($0.message)" }
        }
    }

    @Test func failOnReviewCountsEveryNeedsReviewAndEveryFailure() throws {
        let configuration = try decode(#"{"version": 1, "failOn": "review"}"#).applied(to: AuditConfiguration())
        #expect(configuration.failOnReview && configuration.failOn == .info && configuration.failOnName == "review")
        func finding(_ outcome: Outcome, _ severity: Severity, suppressed: Bool = false) -> Finding {
            Finding(ruleID: "r", outcome: outcome, severity: severity, subject: Subject(kind: .snapshot, id: "s", environment: nil, order: 0),
                    target: "t", path: nil, location: SourceLocation(file: "f"), message: "m", measured: nil, threshold: nil,
                    suppression: suppressed ? "accepted" : nil)
        }
        #expect(configuration.counts(finding(.cantTell, .warning)))
        #expect(configuration.counts(finding(.failed, .info)))
        #expect(!configuration.counts(finding(.cantTell, .error, suppressed: true)))
        #expect(!configuration.counts(finding(.passed, .error)))
        #expect(!AuditConfiguration().counts(finding(.cantTell, .error)), "by default needs review never fails")
        #expect(problems(#"{"version": 1, "failOn": "reviews"}"#).contains { $0.hasPrefix("failOn:") })
    }

    @Test func readsEverySettingAndLaysItOverTheBase() throws {
        let file = try decode("""
            {
              "version": 1,
              "profile": "apple-hig",
              "failOn": "warning",
              "packs": ["contrast"],
              "disabledRules": [],
              "severity": { "handle-contrast": "warning" },
              "parameters": { "handle-contrast": { "minimumRatio": 4.5 } },
              "suppressions": [
                { "rule": "handle-*", "scenario": "hugsy", "node": "grabber", "reason": "decorative; the close button dismisses" }
              ]
            }
            """)
        let configuration = file.applied(to: AuditConfiguration(disabledRules: ["other"]))
        #expect(configuration.profile == .appleHIG)
        #expect(configuration.failOn == .warning)
        #expect(configuration.packs == ["contrast"])
        #expect(configuration.disabledRules == ["other"])
        #expect(configuration.severityOverrides == ["handle-contrast": .warning])
        #expect(configuration.parameterOverrides == ["handle-contrast": ["minimumRatio": .number(4.5)]])
        #expect(configuration.suppressions == [
            Suppression(rule: "handle-*", scenario: "hugsy", node: "grabber", reason: "decorative; the close button dismisses"),
        ])
        let rule = try #require(catalog.rule("handle-contrast")).metadata
        #expect(configuration.parameters(for: rule).number("minimumRatio") == 4.5)
    }

    @Test func theSmallestFileIsJustTheVersion() throws {
        let file = try decode(#"{"version": 1}"#)
        #expect(file.applied(to: AuditConfiguration()) == AuditConfiguration())
    }

    @Test func unknownKeysAreErrorsWithTheirPath() {
        #expect(problems(#"{"version": 1, "failon": "error"}"#) == [
            "failon: unknown key 'failon'; expected one of disabledRules, failOn, packs, parameters, profile, severity, suppressions, version",
        ])
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "handle-contrast", "reasn": "x"}]}"#) == [
            "suppressions[0].reasn: unknown key 'reasn'; expected one of node, reason, rule, scenario, subject",
            "suppressions[0]: required key 'reason' is missing: every suppression says why",
        ])
    }

    @Test func unknownRulesPacksAndParametersAreErrors() {
        #expect(problems(#"{"version": 1, "disabledRules": ["handle-contrast", "no-such-rule"]}"#)
                == ["disabledRules[1]: unknown rule 'no-such-rule'"])
        #expect(problems(#"{"version": 1, "severity": {"nope": "error"}}"#) == ["severity.nope: unknown rule 'nope'"])
        #expect(problems(#"{"version": 1, "packs": ["colour"]}"#).first?.hasPrefix("packs[0]: unknown pack 'colour'") == true)
        #expect(problems(#"{"version": 1, "parameters": {"handle-contrast": {"ratio": 4}}}"#)
                == ["parameters.handle-contrast.ratio: rule 'handle-contrast' has no parameter 'ratio'; its parameters: minimumRatio"])
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "zzz-*", "reason": "r"}]}"#)
                == ["suppressions[0].rule: 'zzz-*' matches no rule"])
    }

    @Test func wronglyTypedValuesAreErrors() {
        #expect(problems(#"{"version": 1, "parameters": {"handle-contrast": {"minimumRatio": "4.5"}}}"#)
                == ["parameters.handle-contrast.minimumRatio: expected a number, found a string"])
        #expect(problems(#"{"version": 1, "parameters": {"handle-contrast": {"minimumRatio": true}}}"#)
                == ["parameters.handle-contrast.minimumRatio: expected a number, found a boolean"])
        #expect(problems(#"{"version": 1, "failOn": "fatal"}"#) == ["failOn: unknown value 'fatal'; expected one of error, warning, info, review"])
        #expect(problems(#"{"version": 1, "profile": 3}"#) == ["profile: expected a string, found a number"])
        #expect(problems(#"{"version": 1, "disabledRules": "handle-contrast"}"#)
                == ["disabledRules: expected an array of strings, found a string"])
    }

    @Test func everySuppressionNeedsANonEmptyReason() {
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "handle-contrast"}]}"#)
                == ["suppressions[0]: required key 'reason' is missing: every suppression says why"])
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "handle-contrast", "reason": "  "}]}"#)
                == ["suppressions[0].reason: the reason is empty: every suppression says why"])
    }

    @Test func reasonsAndPatternsAreBounded() {
        let reason = String(repeating: "r", count: 2_001), pattern = String(repeating: "*a", count: 513)
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "handle-contrast", "reason": "\#(reason)"}]}"#)
                == ["suppressions[0].reason: the reason is 2001 bytes long; a reason is at most 2000"])
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "*", "node": "\#(pattern)", "reason": "x"}]}"#)
                == ["suppressions[0].node: the pattern is 1026 bytes long; a pattern is at most 1024"])
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "\#(pattern)", "reason": "x"}]}"#)
                == ["suppressions[0].rule: the pattern is 1026 bytes long; a pattern is at most 1024"])
        let atLimit = String(repeating: "r", count: 2_000)
        #expect(problems(#"{"version": 1, "suppressions": [{"rule": "*", "node": "\#(String(pattern.dropFirst(2)))", "reason": "\#(atLimit)"}]}"#).isEmpty)
    }

    @Test func versionIsRequiredAndChecked() {
        #expect(problems(#"{}"#).first?.hasPrefix("version: required key 'version' is missing") == true)
        #expect(problems(#"{"version": 2}"#) == ["version: version 2 is not supported; this build reads version 1"])
        #expect(problems(#"[]"#) == [": expected an object, found an array"])
    }

    @Test func collectsEveryProblemAtOnce() {
        #expect(problems(#"{"version": 1, "a": 1, "failOn": 2, "severity": {"x": "error"}}"#).count == 3)
    }

    @Test func malformedJSONIsAnError() {
        let found = problems(#"{"version": 1,"#)
        #expect(found.count == 1 && found[0].hasPrefix(": not valid JSON"))
    }

    @Test func aMissingFileIsAnInputErrorNamingIt() {
        #expect(throws: ConfigurationFileError.self) {
            try ConfigurationFile.load(path: "/nonexistent/morph-audit.json", catalog: catalog)
        }
        do {
            _ = try ConfigurationFile.load(path: "/nonexistent/morph-audit.json", catalog: catalog)
        } catch {
            #expect(error.errors.first?.location.file == "/nonexistent/morph-audit.json")
        }
    }
}
