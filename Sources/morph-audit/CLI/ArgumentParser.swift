/// Parses the arguments of one (leaf) command against its spec, following swift-argument-parser's
/// conventions: `--name value` equals `--name=value`, short flags combine (`-vq`), a short option
/// takes the rest of its token or the next one (`-oFILE`, `-o FILE`), `--` ends options, and a
/// lone `-` is a positional argument.
struct ArgumentParser {
    let spec: CommandSpec
    let commandPath: [String]

    func parse(_ tokens: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation(commandPath: commandPath)
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        func nextValue(for option: Option, name: String) throws(UsageError) -> String {
            index += 1
            guard index < tokens.count else { throw UsageError("Missing value for '\(name) <\(option.valueName)>'") }
            return tokens[index]
        }
        while index < tokens.count {
            let token = tokens[index]
            if optionsEnded || token == "-" || !token.hasPrefix("-") {
                positionals.append(token)
            } else if token == "--" {
                optionsEnded = true
            } else if token.hasPrefix("--") {
                let body = token.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                if let option = spec.options.first(where: { $0.long == name }) {
                    let value: String
                    if let inline { value = inline } else { value = try nextValue(for: option, name: "--" + name) }
                    try record(option, value: value, into: &invocation)
                } else if let flag = spec.flags.first(where: { $0.long == name }) {
                    guard inline == nil else { throw UsageError("The flag '--\(name)' does not take a value") }
                    invocation.setFlags.insert(flag.long)
                } else {
                    throw unknownOption("--" + name)
                }
            } else {
                var characters = Substring(token.dropFirst())
                while let character = characters.first {
                    characters = characters.dropFirst()
                    if let flag = spec.flags.first(where: { $0.short == character }) {
                        invocation.setFlags.insert(flag.long)
                    } else if let option = spec.options.first(where: { $0.short == character }) {
                        let value = characters.isEmpty ? try nextValue(for: option, name: "-\(character)") : String(characters)
                        try record(option, value: value, into: &invocation)
                        break
                    } else {
                        throw unknownOption("-\(character)")
                    }
                }
            }
            index += 1
        }
        try bind(positionals, into: &invocation)
        for option in spec.options where option.isRequired && invocation.value(option) == nil {
            throw UsageError("Missing expected argument '\(option.display)'")
        }
        return invocation
    }

    private func record(_ option: Option, value: String, into invocation: inout Invocation) throws(UsageError) {
        if let allowed = option.allowedValues, !allowed.contains(value) {
            throw UsageError("The value '\(value)' is invalid for '\(option.display)'. Please provide one of "
                + allowed.map { "'\($0)'" }.joined(separator: ", "))
        }
        if option.isRepeatable {
            invocation.optionValues[option.long, default: []].append(value)
        } else {
            invocation.optionValues[option.long] = [value]
        }
    }

    private func bind(_ positionals: [String], into invocation: inout Invocation) throws(UsageError) {
        var remaining = positionals[...]
        for argument in spec.arguments {
            let taken: [String]
            switch argument.arity {
            case .one:
                guard let first = remaining.popFirst() else {
                    throw UsageError("Missing expected argument '\(argument.display)'")
                }
                taken = [first]
            case .optional:
                taken = remaining.popFirst().map { [$0] } ?? []
            case .oneOrMore, .zeroOrMore:
                guard argument.arity == .zeroOrMore || !remaining.isEmpty else {
                    throw UsageError("Missing expected argument '\(argument.display)'")
                }
                taken = Array(remaining)
                remaining = []
            }
            if let allowed = argument.allowedValues, let bad = taken.first(where: { !allowed.contains($0) }) {
                throw UsageError("The value '\(bad)' is invalid for '<\(argument.name)>'. Please provide one of "
                    + allowed.map { "'\($0)'" }.joined(separator: ", "))
            }
            invocation.argumentValues[argument.name] = taken
        }
        if let extra = remaining.first { throw UsageError("Unexpected argument '\(extra)'") }
    }

    private func unknownOption(_ name: String) -> UsageError {
        let known = spec.options.map { "--" + $0.long } + spec.flags.map { "--" + $0.long } + ["--help"]
        return UsageError("Unknown option '\(name)'" + Suggestion.didYouMean(name, among: known))
    }
}
