/// ANSI colours for the terminal report, used only when `shouldColor` says so.
public struct TerminalStyle: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    /// Colour only on a terminal, never when `NO_COLOR` is set to a non-empty value
    /// (no-color.org) or `TERM` is `dumb`. Both inputs are injected so tests can decide.
    public static func shouldColor(standardOutputIsTerminal: Bool, environment: [String: String]) -> Bool {
        guard standardOutputIsTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "1;33") }
    func cyan(_ text: String) -> String { wrap(text, "1;36") }
    func green(_ text: String) -> String { wrap(text, "1;32") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
