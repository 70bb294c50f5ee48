import A11yModel
@testable import ConformanceRules

/// One fixed report that exercises every branch the reporters have: counted and below-threshold
/// failures, a suppression, needs-review, inapplicable, several targets, one state under two
/// environments (a failure in one and a review in the other; one element failing in both with
/// different measurements), a transition, a variant set, a JSON file without lines, importer
/// notes and an input that could not be read.
enum ReportFixture {
    static let rules: [RuleDescription] = [
        rule("handle-contrast", pack: "contrast", "Handle contrast", .error, .node,
             .wcag("1.4.11", "Non-text Contrast", level: "AA")),
        rule("close-control-labelled", pack: "structure", "Close control labelled", .error, .node,
             .wcag("4.1.2", "Name, Role, Value", level: "A")),
        rule("target-size-minimum", pack: "targets", "Target size (minimum)", .warning, .node,
             .wcag("2.5.8", "Target Size (Minimum)", level: "AA")),
        rule("consistent-labels", pack: "structure", "Labels stay across variants", .warning, .variantSet,
             RuleReference(.convention, "Same state, same labels")),
        // The last two come from a declarative pack.
        rule("reduce-motion-transitions", pack: "motion", "Reduce Motion respected", .error, .transition,
             RuleReference(.apple, "HIG Motion", url: "https://developer.apple.com/design/human-interface-guidelines/motion"),
             definedIn: SourceLocation(file: "packs/acme.xml", line: 12)),
        rule("focus-after-morph", pack: "transitions", "Focus moves after a morph", .info, .transition,
             RuleReference(.seed, "MorphModalKit replace()"), definedIn: SourceLocation(file: "packs/acme.xml", line: 40)),
    ]

    static let light = Environment()
    static let ax5 = Environment(reduceMotion: true, contentSize: .ax5, colorScheme: .dark)
    static let reducedMotion = Environment(reduceMotion: true)

    static let compact = Subject(kind: .snapshot, id: "compact", environment: light, order: 0)
    /// The same state as `compact` under another environment: its findings group with compact's.
    static let compactAX5 = Subject(kind: .snapshot, id: "compact-ax5-rm", environment: ax5, order: 1, state: "compact")
    static let compactState = Subject(kind: .variantSet, id: "compact", environment: nil, order: 0)
    static let push = Subject(kind: .transition, id: "push", environment: reducedMotion, order: 0,
                              state: "push compact → expanded")
    static let expanded = Subject(kind: .snapshot, id: "expanded",
                                  environment: Environment(platform: .android, contentSize: .ax3), order: 0)

    static let morphFile = "Examples/MorphModalKit/morphmodalkit.scenario.xml"
    static let hugsyFile = "./Examples/hugsy.scenario.json"

    static var configuration: AuditConfiguration {
        AuditConfiguration(failOn: .error, suppressions: [
            Suppression(rule: "close-control-labelled", node: "back", reason: "back button is labelled by its image"),
        ])
    }

    static var report: AuditReport {
        AuditReport(
            metadata: RunMetadata(toolVersion: "0.1.0", profile: .wcag22AA,
                                  packs: ["structure", "targets", "contrast", "transitions", "motion"],
                                  timestamp: "2026-01-02T03:04:05", hostname: "ci-runner", duration: 0.125,
                                  informationURI: ProjectLinks.repository),
            scenarios: [morphModalKit, hugsy],
            inputErrors: [InputError(file: "Examples/broken.scenario.json", codingPath: "snapshots[0].root.role",
                                     message: "expected a string")],
            rules: rules, configuration: configuration)
    }

    static var morphModalKit: ScenarioAudit {
        let file = morphFile
        return ScenarioAudit(
            file: file, scenarioID: "morphmodalkit-default", title: "MorphModalKit default card stack",
            subjects: [compact, compactAX5, compactState, push],
            results: [
                result("handle-contrast", "contrast", compact, .failed, .error, 0.0012, [
                    finding("handle-contrast", .failed, .error, compact, "handle", "/sheet#card/handle#handle",
                            SourceLocation(file: file, line: 42, column: 7),
                            "handle #F2F2F7 on #FFFFFF is hard to see", measured: "1.12:1", threshold: "3:1"),
                ]),
                result("handle-contrast", "contrast", compactAX5, .cantTell, .error, 0.0004, [
                    finding("handle-contrast", .cantTell, .error, compactAX5, "handle", "/sheet#card/handle#handle",
                            SourceLocation(file: file, line: 88),
                            "the handle's colour or the colour behind it was not captured", threshold: "3:1"),
                ]),
                result("close-control-labelled", "structure", compact, .failed, .error, 0.0021, [
                    finding("close-control-labelled", .failed, .error, compact, "close", "/sheet#card/button#close",
                            SourceLocation(file: file, line: 51), "the close button has no accessibility label"),
                    finding("close-control-labelled", .failed, .error, compact, "back", "/sheet#card/button#back",
                            SourceLocation(file: file, line: 57), "the back button has no accessibility label",
                            suppression: "back button is labelled by its image"),
                ], passed: 1),
                result("close-control-labelled", "structure", compactAX5, .passed, .error, 0.0009, [], passed: 2),
                result("target-size-minimum", "targets", compact, .failed, .warning, 0.0015, [
                    finding("target-size-minimum", .failed, .warning, compact, "close", "/sheet#card/button#close",
                            SourceLocation(file: file, line: 51), "the close button is too small",
                            measured: "22×22 pt", threshold: "24×24 pt"),
                ], passed: 3),
                result("target-size-minimum", "targets", compactAX5, .failed, .warning, 0.0001, [
                    finding("target-size-minimum", .failed, .warning, compactAX5, "close", "/sheet#card/button#close",
                            SourceLocation(file: file, line: 97), "the close button is too small",
                            measured: "20×20 pt", threshold: "24×24 pt"),
                ], passed: 2),
                result("consistent-labels", "structure", compactState, .passed, .warning, 0.0003, [], passed: 4),
                result("reduce-motion-transitions", "motion", push, .failed, .error, 0.0031, [
                    finding("reduce-motion-transitions", .failed, .error, push, "push", nil,
                            SourceLocation(file: file, line: 120),
                            "the push slides the card 393 pt with Reduce Motion on", measured: "393 pt", threshold: "0 pt"),
                ]),
                result("focus-after-morph", "transitions", push, .failed, .info, 0.0002, [
                    finding("focus-after-morph", .failed, .info, push, "push", nil, SourceLocation(file: file, line: 120),
                            "no screen-changed notification after the push"),
                ]),
            ],
            notes: [], duration: 0.0456, evaluations: 21)
    }

    static var hugsy: ScenarioAudit {
        let file = hugsyFile
        return ScenarioAudit(
            file: file, scenarioID: "hugsy-sheet", title: nil, subjects: [expanded],
            results: [
                result("handle-contrast", "contrast", expanded, .passed, .error, 0.0007, [], passed: 1),
                result("close-control-labelled", "structure", expanded, .failed, .error, 0.0006, [
                    finding("close-control-labelled", .failed, .error, expanded, "back", "/sheet#sheet/button#back",
                            SourceLocation(file: file), "the back button has no accessibility label",
                            suppression: "back button is labelled by its image"),
                ]),
                result("target-size-minimum", "targets", expanded, .inapplicable, .warning, 0, []),
            ],
            notes: ["frames were estimated from the dump's bounds"], duration: 0.0123, evaluations: 9)
    }

    static func rule(_ id: String, pack: String, _ title: String, _ severity: Severity, _ scope: RuleScope,
                     _ reference: RuleReference, definedIn: SourceLocation? = nil) -> RuleDescription {
        RuleDescription(id: id, pack: pack, title: title, summary: "Why \(title.lowercased()) matters.",
                        severity: severity, references: [reference], scope: scope,
                        parameters: id == "handle-contrast"
                            ? [RuleParameter("minimumRatio", .number(3), summary: "Lowest ratio", source: "WCAG 2.2 SC 1.4.11")]
                            : [],
                        examples: [], definedIn: definedIn)
    }

    static func result(_ rule: String, _ pack: String, _ subject: Subject, _ outcome: Outcome, _ severity: Severity,
                       _ duration: Double, _ findings: [Finding], passed: Int = 0) -> RuleResult {
        RuleResult(ruleID: rule, pack: pack, subject: subject, outcome: outcome, severity: severity,
                   findings: findings, passedTargets: passed, duration: duration)
    }

    static func finding(_ rule: String, _ outcome: Outcome, _ severity: Severity, _ subject: Subject, _ target: String,
                        _ path: String?, _ location: SourceLocation, _ message: String, measured: String? = nil,
                        threshold: String? = nil, suppression: String? = nil) -> Finding {
        Finding(ruleID: rule, outcome: outcome, severity: severity, subject: subject, target: target, path: path,
                location: location, message: message, measured: measured, threshold: threshold,
                suppression: suppression)
    }
}
