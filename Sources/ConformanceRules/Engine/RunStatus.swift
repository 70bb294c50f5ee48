/// What a run's results say about the exit status, before usage errors (64), which stop a run
/// before it produces a report. Precedence: an input, pack or configuration that could not be
/// used (2) outranks findings (1), so a broken input is never hidden behind a failing audit.
public enum RunStatus: Sendable, Hashable {
    /// No finding at or above `--fail-on`, every input used: exit 0.
    case clean
    /// Some unsuppressed finding at or above `--fail-on` that no baseline knows, or a fixed
    /// baseline entry under `--fail-on-stale-baseline`: exit 1.
    case findings
    /// Some input, pack or configuration could not be used (the rest was audited): exit 2.
    case incomplete

    public var exitCode: Int32 {
        switch self {
        case .clean: 0
        case .findings: 1
        case .incomplete: 2
        }
    }
}

extension AuditReport {
    public var status: RunStatus {
        if !inputErrors.isEmpty { return .incomplete }
        if baseline?.failsOnFixed == true { return .findings }
        return tally.fails ? .findings : .clean
    }
}
