/// A problem's identity across runs, for SARIF's `partialFingerprints` (GitHub matches alerts by
/// it), the JSON report's `fingerprint` and baseline entries (`docs/baselines.md`): made only of
/// what stays when nothing about the problem changes (rule, scenario, state, element and outcome),
/// never of lines, measured values or the order of environments, so editing the file around it or
/// capturing one more environment keeps it. The suppressed environments of a defect are a problem
/// of their own and get a fingerprint of their own.
///
/// The measured value is not part of it: a baseline records it beside the fingerprint and compares
/// it by the rule's direction (`RuleMeasurement`), so a value that improves keeps the problem known
/// and one that gets worse makes it new.
public enum ProblemFingerprint {
    /// The key `partialFingerprints` stores it under; the version changes with its inputs.
    public static let name = "morphAuditProblem/v1"

    public static func of(_ problem: Problem, scenarioID: String) -> String {
        of(rule: problem.ruleID, scenarioID: scenarioID, state: problem.state, element: problem.element,
           outcome: problem.outcome, suppressed: problem.suppression != nil)
    }

    /// The fingerprint of the problem `finding` belongs to, without grouping: every finding of a
    /// problem gives the problem's own.
    public static func of(_ finding: Finding, scenarioID: String) -> String {
        of(rule: finding.ruleID, scenarioID: scenarioID, state: finding.subject.stateKey,
           element: ProblemKey.element(of: finding), outcome: finding.outcome, suppressed: finding.suppression != nil)
    }

    /// 16 hexadecimal digits: FNV-1a (64 bit) of the parts, each followed by a separator byte
    /// that cannot occur in them unescaped.
    static func of(rule: String, scenarioID: String, state: StateKey, element: String?, outcome: Outcome,
                   suppressed: Bool) -> String {
        var parts = [rule, scenarioID, state.isTransition ? "transition" : "state", state.state, element ?? "", outcome.rawValue]
        if suppressed { parts.append("suppressed") }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0x1F] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
