/// A problem's identity across runs, for SARIF's `partialFingerprints` (GitHub matches alerts by
/// it) and for baselines: made only of what stays when nothing about the problem changes (rule,
/// scenario, state, element and outcome), never of lines, measured values or the order of
/// environments, so editing the file around it or capturing one more environment keeps it. The
/// suppressed environments of a defect are a problem of their own and get a fingerprint of their
/// own.
public enum ProblemFingerprint {
    /// The key `partialFingerprints` stores it under; the version changes with its inputs.
    public static let name = "morphAuditProblem/v1"

    /// 16 hexadecimal digits: FNV-1a (64 bit) of the parts, each followed by a separator byte
    /// that cannot occur in them unescaped.
    public static func of(_ problem: Problem, scenarioID: String) -> String {
        var parts = [problem.ruleID, scenarioID, problem.state.isTransition ? "transition" : "state", problem.state.state,
                     problem.element ?? "", problem.outcome.rawValue]
        if problem.suppression != nil { parts.append("suppressed") }
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
