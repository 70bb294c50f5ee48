import A11yModel

/// The outcome of one rule on one subject: a JUnit testcase.
public struct RuleResult: Sendable, Hashable {
    public var ruleID: String
    public var pack: String
    public var subject: Subject
    public var outcome: Outcome
    public var severity: Severity
    /// Failed and cantTell targets, each located.
    public var findings: [Finding]
    /// How many targets passed (passes are counted, not listed).
    public var passedTargets: Int
    /// Seconds spent by the rule on this subject.
    public var duration: Double

    public init(ruleID: String, pack: String, subject: Subject, outcome: Outcome, severity: Severity,
                findings: [Finding], passedTargets: Int, duration: Double) {
        self.ruleID = ruleID
        self.pack = pack
        self.subject = subject
        self.outcome = outcome
        self.severity = severity
        self.findings = findings
        self.passedTargets = passedTargets
        self.duration = duration
    }

    /// Failures that are not suppressed.
    public var activeFailures: [Finding] { findings.filter { $0.outcome == .failed && $0.suppression == nil } }
}

/// One failed or cantTell target of a rule, with everything a report needs to point at it.
///
/// Its values are shared (`SharedValues`): a finding is held by its rule result and by its
/// problem, and a large run has hundreds of thousands of them, so each copy is a reference
/// instead of 320 bytes.
public struct Finding: Sendable, Hashable {
    private var storage: SharedValues<Values>

    public init(ruleID: String, outcome: Outcome, severity: Severity, subject: Subject, target: String, path: String?,
                location: SourceLocation, message: String, measured: String?, threshold: String?,
                suppression: String? = nil, baseline: BaselineMark? = nil) {
        storage = SharedValues(Values(ruleID: ruleID, outcome: outcome, severity: severity, subject: subject, target: target,
                                 path: path, location: location, message: message, measured: measured,
                                 threshold: threshold, suppression: suppression, baseline: baseline))
    }

    public var ruleID: String {
        get { storage.values.ruleID }
        set { storage.update { $0.ruleID = newValue } }
    }
    public var outcome: Outcome {
        get { storage.values.outcome }
        set { storage.update { $0.outcome = newValue } }
    }
    public var severity: Severity {
        get { storage.values.severity }
        set { storage.update { $0.severity = newValue } }
    }
    public var subject: Subject {
        get { storage.values.subject }
        set { storage.update { $0.subject = newValue } }
    }
    /// Node id, or the subject id for whole-subject findings.
    public var target: String {
        get { storage.values.target }
        set { storage.update { $0.target = newValue } }
    }
    /// `/sheet#card/handle#grabber`, when the target is a node.
    public var path: String? {
        get { storage.values.path }
        set { storage.update { $0.path = newValue } }
    }
    public var location: SourceLocation {
        get { storage.values.location }
        set { storage.update { $0.location = newValue } }
    }
    public var message: String {
        get { storage.values.message }
        set { storage.update { $0.message = newValue } }
    }
    public var measured: String? {
        get { storage.values.measured }
        set { storage.update { $0.measured = newValue } }
    }
    public var threshold: String? {
        get { storage.values.threshold }
        set { storage.update { $0.threshold = newValue } }
    }
    /// The reason given in the configuration when the finding is suppressed.
    public var suppression: String? {
        get { storage.values.suppression }
        set { storage.update { $0.suppression = newValue } }
    }
    /// Whether its problem is known to the baseline of `audit --baseline`; nil without one.
    public var baseline: BaselineMark? {
        get { storage.values.baseline }
        set { storage.update { $0.baseline = newValue } }
    }

    private struct Values: Sendable, Hashable {
        var ruleID: String
        var outcome: Outcome
        var severity: Severity
        var subject: Subject
        var target: String
        var path: String?
        var location: SourceLocation
        var message: String
        var measured: String?
        var threshold: String?
        var suppression: String?
        var baseline: BaselineMark?
    }

    /// `message (measured 1.12:1, needs 3:1)`.
    public var detail: String {
        var text = message
        switch (measured, threshold) {
        case let (measured?, threshold?): text += " (measured \(measured), needs \(threshold))"
        case let (measured?, nil): text += " (measured \(measured))"
        case let (nil, threshold?): text += " (needs \(threshold))"
        case (nil, nil): break
        }
        return text
    }
}

/// Everything audited in one scenario file.
public struct ScenarioAudit: Sendable {
    public var file: String
    public var scenarioID: String
    public var title: String?
    public var subjects: [Subject] { didSet { regroup() } }
    /// Every rule × subject outcome, in subject order: each environment's own.
    public var results: [RuleResult] { didSet { regroup() } }
    /// The results grouped by rule and state, with their findings grouped into problems:
    /// computed once here (again only when results or subjects change), read by every reporter.
    public private(set) var checks: [RuleCheck]
    /// Importer notes and other remarks about the input.
    public var notes: [String]
    public var duration: Double
    /// Wireframes of the states with problems and the motion of transitions with motion problems,
    /// when the run asked for them (an HTML report or JUnit attachments); nil otherwise.
    public var pictures: ScenarioPictures?
    /// Rule evaluations performed (node-rule calls plus subject-level rule calls).
    public var evaluations: Int
    /// The node-rule calls among `evaluations`; the rest are one per subject-level rule and subject.
    public var nodeEvaluations: Int

    public init(file: String, scenarioID: String, title: String?, subjects: [Subject], results: [RuleResult],
                notes: [String], duration: Double, evaluations: Int = 0, nodeEvaluations: Int = 0,
                pictures: ScenarioPictures? = nil) {
        self.file = file
        self.scenarioID = scenarioID
        self.title = title
        self.subjects = subjects
        self.results = results
        checks = ProblemGrouping.checks(of: results, subjects: subjects)
        self.notes = notes
        self.duration = duration
        self.evaluations = evaluations
        self.nodeEvaluations = nodeEvaluations
        self.pictures = pictures
    }

    private mutating func regroup() { checks = ProblemGrouping.checks(of: results, subjects: subjects) }

    /// Every problem of the scenario, check by check.
    public var problems: [Problem] { checks.flatMap(\.problems) }
}
