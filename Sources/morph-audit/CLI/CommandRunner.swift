/// Finds the subcommand, handles help, parses, runs, and turns usage errors into exit status 64.
struct CommandRunner {
    let root: CommandSpec
    let toolName: String

    func run(_ arguments: [String], console: Console) -> ExitStatus {
        // `-h`/`--help` anywhere before `--` asks for help on the command named before it.
        let beforeTerminator = arguments.prefix { $0 != "--" }
        let wantsHelp = beforeTerminator.contains("-h") || beforeTerminator.contains("--help")
        var tokens = arguments[...]
        if tokens.first == "help" {
            tokens = tokens.dropFirst()
            return showHelp(for: Array(tokens.filter { !$0.hasPrefix("-") }), console: console)
        }
        var spec = root
        var command: (any Command.Type)?
        var path = [toolName]
        var names: [String] = []
        while let next = tokens.first, !next.hasPrefix("-") {
            // `help` as any command's first argument: `rules help show`, `audit help`.
            if next == "help" {
                return showHelp(for: names + tokens.dropFirst().filter { !$0.hasPrefix("-") }, console: console)
            }
            guard !spec.subcommands.isEmpty else { break }
            guard let found = spec.subcommands.first(where: { $0.spec.name == next }) else {
                let names = spec.subcommands.map { $0.spec.name } + (path.count == 1 ? ["help"] : [])
                return usageError(UsageError("Unknown subcommand '\(next)'" + Suggestion.didYouMean(next, among: names)),
                                  spec: spec, path: path, console: console)
            }
            tokens = tokens.dropFirst()
            command = found
            spec = found.spec
            path.append(next)
            names.append(next)
        }
        if wantsHelp {
            console.out(HelpFormatter(spec: spec, path: path).help)
            return .success
        }
        if path.count == 1, tokens.first == "--version" {
            console.out("morph-audit \(MorphAudit.version)")
            return .success
        }
        guard let command, spec.subcommands.isEmpty else {
            if let unknown = tokens.first, unknown.hasPrefix("-") {
                let known = ["--help"] + (path.count == 1 ? ["--version"] : [])
                return usageError(UsageError("Unknown option '\(unknown)'" + Suggestion.didYouMean(unknown, among: known)),
                                  spec: spec, path: path, console: console)
            }
            return usageError(UsageError("Missing expected subcommand"), spec: spec, path: path, console: console)
        }
        let result = command.parseAndRun(spec: spec, path: Array(path.dropFirst()), tokens: Array(tokens),
                                         console: console)
        switch result {
        case .success(let status): return status
        case .failure(let error): return usageError(error, spec: spec, path: path, console: console)
        }
    }

    /// Help for the command the names lead to; names past a command without subcommands (a
    /// leaf's arguments, `audit help x.json`) are ignored.
    private func showHelp(for names: [String], console: Console) -> ExitStatus {
        var spec = root
        var path = [toolName]
        for name in names where !spec.subcommands.isEmpty {
            guard let found = spec.subcommands.first(where: { $0.spec.name == name }) else {
                return usageError(UsageError("Unknown subcommand '\(name)'"
                    + Suggestion.didYouMean(name, among: spec.subcommands.map { $0.spec.name })),
                                  spec: spec, path: path, console: console)
            }
            spec = found.spec
            path.append(name)
        }
        console.out(HelpFormatter(spec: spec, path: path).help)
        return .success
    }

    private func usageError(_ error: UsageError, spec: CommandSpec, path: [String], console: Console) -> ExitStatus {
        console.error("Error: \(error.message)")
        console.error(HelpFormatter(spec: spec, path: path).usageBlock)
        return .usage
    }
}

extension Command {
    /// Parses `tokens` for this command and runs it; usage problems come back as the failure.
    static func parseAndRun(spec: CommandSpec, path: [String], tokens: [String], console: Console)
        -> Result<ExitStatus, UsageError>
    {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser(spec: spec, commandPath: path).parse(tokens)
        } catch {
            return .failure(error)
        }
        do {
            return .success(try run(invocation, console: console))
        } catch {
            return .failure(error)
        }
    }
}
