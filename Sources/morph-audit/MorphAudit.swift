import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point: parses the command line, runs the subcommand, exits with its status.
@main
enum MorphAudit {
    static let version = "0.1.0"

    /// Every subcommand, in the order help lists them. Add new ones here.
    static var commands: [any Command.Type] {[
        AuditCommand.self,
        BaselineCommand.self,
        MergeCommand.self,
        ValidateCommand.self,
        RulesCommand.self,
        ConvertCommand.self,
        MotionCommand.self,
        ImportCommand.self,
        SchemaCommand.self,
        VersionCommand.self,
    ]}

    static var rootSpec: CommandSpec {
        CommandSpec(
            name: "morph-audit",
            abstract: "Audit the accessibility of sheets and modals from a semantic model of their states and transitions.",
            subcommands: commands)
    }

    /// Runs one command line (without the program name) and returns its exit status.
    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        CommandRunner(root: rootSpec, toolName: "morph-audit").run(arguments, console: console)
    }

    static func main() {
        TemporaryFiles.installInterruptCleanup()
        let status = run(Array(CommandLine.arguments.dropFirst()), console: .standard)
        exit(status.rawValue)
    }
}
