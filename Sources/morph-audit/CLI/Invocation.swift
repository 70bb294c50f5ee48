/// What the parser found on the command line for one command.
struct Invocation: Sendable {
    /// The subcommand names from the root, e.g. `["schema", "scenario"]`.
    var commandPath: [String]
    var optionValues: [String: [String]] = [:]
    var setFlags: Set<String> = []
    var argumentValues: [String: [String]] = [:]

    /// The last value given for `option`.
    func value(_ option: Option) -> String? { optionValues[option.long]?.last }
    /// Every value given for a repeatable option, in order.
    func values(_ option: Option) -> [String] { optionValues[option.long] ?? [] }
    func isSet(_ flag: Flag) -> Bool { setFlags.contains(flag.long) }
    func value(_ argument: Argument) -> String? { argumentValues[argument.name]?.first }
    func values(_ argument: Argument) -> [String] { argumentValues[argument.name] ?? [] }
}
