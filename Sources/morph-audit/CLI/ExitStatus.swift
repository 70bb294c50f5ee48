/// The exit statuses of `morph-audit`. Their meaning never changes between releases (DESIGN §5).
///
/// | status | meaning |
/// | --- | --- |
/// | 0 | the command did its job; for `audit`, no finding at or above `--fail-on` |
/// | 1 | `audit` ran and found findings at or above `--fail-on` |
/// | 2 | some input, pack or configuration could not be used, or a report could not be written (the rest was still processed); outranks 1 |
/// | 64 | usage error: unknown option, missing argument, bad option value (`EX_USAGE`) |
enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case findings = 1
    case inputError = 2
    case usage = 64
}
