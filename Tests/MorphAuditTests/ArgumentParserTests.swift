import Testing
@testable import morph_audit

@Suite("Argument parser")
struct ArgumentParserTests {
    static let report = Option(long: "report", short: "r", valueName: "format", help: "", isRepeatable: true)
    static let level = Option(long: "fail-on", valueName: "severity", help: "", allowedValues: ["error", "warning"])
    static let quiet = Flag(long: "quiet", short: "q", help: "")
    static let verbose = Flag(long: "verbose", short: "v", help: "")
    static let paths = Argument(name: "path", help: "", arity: .oneOrMore)
    static var spec: CommandSpec { CommandSpec(name: "audit", abstract: "", arguments: [paths], options: [report, level],
                                  flags: [quiet, verbose]) }

    func parse(_ tokens: [String]) throws(UsageError) -> Invocation {
        try ArgumentParser(spec: Self.spec, commandPath: ["audit"]).parse(tokens)
    }

    @Test("--name value and --name=value are the same")
    func equalsForm() throws {
        #expect(try parse(["--fail-on", "warning", "a"]).value(Self.level) == "warning")
        #expect(try parse(["--fail-on=warning", "a"]).value(Self.level) == "warning")
    }

    @Test("repeatable options keep every value in order; short options take attached values")
    func repeatable() throws {
        let invocation = try parse(["-r", "junit:a.xml", "a", "--report=sarif", "-rterminal"])
        #expect(invocation.values(Self.report) == ["junit:a.xml", "sarif", "terminal"])
        #expect(invocation.values(Self.paths) == ["a"])
    }

    @Test("short flags combine")
    func combinedFlags() throws {
        let invocation = try parse(["-qv", "a"])
        #expect(invocation.isSet(Self.quiet) && invocation.isSet(Self.verbose))
    }

    @Test("-- ends options; a lone - is an argument")
    func terminator() throws {
        let invocation = try parse(["a", "--", "--quiet", "-"])
        #expect(invocation.values(Self.paths) == ["a", "--quiet", "-"])
        #expect(!invocation.isSet(Self.quiet))
    }

    @Test("unknown options are named, with a suggestion when one is close")
    func unknownOption() {
        #expect(throws: UsageError("Unknown option '--quite'. Did you mean '--quiet'?")) { _ = try parse(["--quite", "a"]) }
        #expect(throws: UsageError("Unknown option '--zzzzzz'")) { _ = try parse(["--zzzzzz", "a"]) }
        #expect(throws: UsageError("Unknown option '-x'")) { _ = try parse(["-x", "a"]) }
    }

    @Test("values outside the allowed list, missing values and missing arguments are usage errors")
    func invalid() {
        #expect(throws: UsageError("The value 'info' is invalid for '--fail-on <severity>'. Please provide one of 'error', 'warning'")) {
            _ = try parse(["--fail-on", "info", "a"])
        }
        #expect(throws: UsageError("Missing value for '--fail-on <severity>'")) { _ = try parse(["a", "--fail-on"]) }
        #expect(throws: UsageError("Missing expected argument '<path> ...'")) { _ = try parse(["-q"]) }
        #expect(throws: UsageError("The flag '--quiet' does not take a value")) { _ = try parse(["--quiet=yes", "a"]) }
    }

    @Test("edit distance")
    func distance() {
        #expect(Suggestion.editDistance("validate", "valdate") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }
}
