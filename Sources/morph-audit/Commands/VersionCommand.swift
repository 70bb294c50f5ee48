/// `morph-audit version`
enum VersionCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(name: "version", abstract: "Show the version.")
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        console.out("morph-audit \(MorphAudit.version)")
        return .success
    }
}
