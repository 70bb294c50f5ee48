/// A subcommand of `morph-audit`: what it accepts (its `spec`) and what it does.
///
/// To add one, write a type conforming to `Command` and list it in `MorphAudit.commands` (or in
/// the `subcommands` of a group such as `schema`). Parsing, `--help`, usage errors and exit
/// status 64 come from the framework.
protocol Command {
    static var spec: CommandSpec { get }
    /// Runs after the arguments parsed. Throw `UsageError` for combinations the parser cannot
    /// judge alone (it exits 64 with the usage line), or return the exit status.
    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus
}

extension Command {
    /// Groups (commands with subcommands) are never run themselves.
    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        throw UsageError("Missing expected subcommand")
    }
}

struct CommandSpec {
    var name: String
    /// One line, shown in the parent's subcommand list and as OVERVIEW.
    var abstract: String
    /// Paragraphs shown below the overview in `--help`.
    var discussion: String?
    var arguments: [Argument] = []
    var options: [Option] = []
    var flags: [Flag] = []
    var subcommands: [any Command.Type] = []
}

/// `--name VALUE` (or `--name=VALUE`, `-n VALUE`, `-nVALUE`).
struct Option: Sendable, Hashable {
    var long: String
    var short: Character?
    var valueName: String
    var help: String
    /// When set, any other value is a usage error.
    var allowedValues: [String]?
    /// Several occurrences are all kept; otherwise the last one wins.
    var isRepeatable = false
    var isRequired = false

    var display: String { "--\(long) <\(valueName)>" }
}

/// `--name` (or `-n`, combinable as `-nq`).
struct Flag: Sendable, Hashable {
    var long: String
    var short: Character?
    var help: String
}

/// A positional argument. Only the last one of a command may take several values.
struct Argument: Sendable, Hashable {
    enum Arity: Sendable, Hashable {
        case one, optional, oneOrMore, zeroOrMore
    }

    var name: String
    var help: String
    var arity: Arity = .one
    var allowedValues: [String]?

    var display: String {
        switch arity {
        case .one: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .oneOrMore: "<\(name)> ..."
        case .zeroOrMore: "[<\(name)> ...]"
        }
    }
}

/// A usage problem: printed as `Error: …` with the usage line, exit status 64.
struct UsageError: Error, Sendable, Hashable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
