import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit rules list|show|test`: the catalog — built-in packs plus declarative packs.
enum RulesCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(name: "rules", abstract: "List, describe and test the rules: built-in packs and declarative packs.",
                    subcommands: [RulesListCommand.self, RulesShowCommand.self, RulesTestCommand.self,
                                  RulesFunctionsCommand.self, RulesDocumentCommand.self])
    }

    /// `--rules PACKFILE`, shared by `list` and `show`.
    static let packs = Option(long: "rules", valueName: "packfile",
                              help: "Also load this declarative pack (repeatable).", isRepeatable: true)

    /// The built-in catalog plus the packs named with `--rules`; their problems go to standard
    /// error, and the returned flag says whether any pack could not be used.
    static func catalog(with paths: [String], console: Console) -> (catalog: RuleCatalog, usable: Bool) {
        var catalog = RuleCatalog.builtIn
        let errors = PackLoader.load(paths, into: &catalog)
        for error in errors { console.error(error.description) }
        return (catalog, errors.isEmpty)
    }
}

/// `morph-audit rules list`
enum RulesListCommand: Command {
    static let format = Option(long: "format", valueName: "format", help: "Output format. Default: table.",
                               allowedValues: CatalogListing.Format.allCases.map(\.rawValue))

    static var spec: CommandSpec {
        CommandSpec(name: "list", abstract: "List every rule: id, pack, severity, scope and title.",
                    discussion: """
                        Declarative packs given with --rules are listed after the built-in packs; a pack that
                        cannot be used is reported on standard error (exit status 2) and the rest is listed.
                        """,
                    options: [format, RulesCommand.packs])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        let chosen = invocation.value(format).flatMap(CatalogListing.Format.init(rawValue:)) ?? .table
        let (catalog, usable) = RulesCommand.catalog(with: invocation.values(RulesCommand.packs), console: console)
        console.out(CatalogListing.render(catalog.descriptions, as: chosen))
        return usable ? .success : .inputError
    }
}

/// `morph-audit rules show ID`
enum RulesShowCommand: Command {
    static let id = Argument(name: "id", help: "The rule's id, as `rules list` prints it.")

    static var spec: CommandSpec {
        CommandSpec(name: "show", abstract: "Describe one rule: summary, references, parameters, XPath and examples.",
                    arguments: [id], options: [RulesCommand.packs])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        let (catalog, usable) = RulesCommand.catalog(with: invocation.values(RulesCommand.packs), console: console)
        let wanted = invocation.value(id) ?? ""
        guard let rule = catalog.rule(wanted) else {
            throw UsageError("Unknown rule '\(wanted)'" + Suggestion.didYouMean(wanted, among: catalog.rules.map(\.metadata.id)))
        }
        console.out(RuleSheet.render(rule))
        return usable ? .success : .inputError
    }
}

/// `morph-audit rules test [PACKFILE...]`
enum RulesTestCommand: Command {
    static let packFiles = Argument(name: "packfile", help: "Declarative packs whose rules to test as well.",
                                    arity: .zeroOrMore)

    static var spec: CommandSpec {
        CommandSpec(name: "test", abstract: "Run every example of every rule, built-in and from the given packs.",
                    discussion: """
                        Prints one line per rule (PASS or FAIL, with each failing example's location and what
                        went wrong), then 'N passed, N failed'. Exit status: 0 when every example behaves as
                        written, 1 when one does not, 2 when a pack cannot be used (its located errors are on
                        standard error; the other packs are still tested).
                        """,
                    arguments: [packFiles])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        var catalog = RuleCatalog.builtIn
        var usable = true
        for path in invocation.values(packFiles) {
            switch PackLoader.read(path) {
            case .failure(let failure):
                usable = false
                for error in failure.errors { console.error(error.description) }
            case .success(let pack):
                let conflicts = PackLoader.conflicts(of: pack, with: catalog)
                for error in conflicts { console.error(error.description) }
                if conflicts.isEmpty { catalog.add(pack.rules) } else { usable = false }
            }
        }
        let run = ExampleTestRun(rules: catalog.rules)
        for line in run.lines { console.out(line) }
        if !usable { return .inputError }
        return run.failedCount == 0 ? .success : .findings
    }
}

/// `morph-audit rules functions`
enum RulesFunctionsCommand: Command {
    static let format = Option(long: "format", valueName: "format", help: "Output format. Default: text.",
                               allowedValues: ["text", "markdown"])

    static var spec: CommandSpec {
        CommandSpec(name: "functions", abstract: "List the ma: XPath functions declarative packs can call.",
                    discussion: "The prefix ma: stands for \(FunctionReference.namespaceURI) in every pack expression.",
                    options: [format])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        console.out(invocation.value(format) == "markdown" ? FunctionReference.markdown : FunctionReference.text)
        return .success
    }
}

/// `morph-audit rules document FILE [--subject ID]`
enum RulesDocumentCommand: Command {
    static let file = Argument(name: "file", help: "A scenario file (JSON or XML).")
    static let subject = Option(long: "subject", valueName: "id", help: "Only the snapshot or transition with this id.")

    static var spec: CommandSpec {
        CommandSpec(name: "document", abstract: "Print the XML that declarative rules query for a scenario's snapshots and transitions.",
                    discussion: """
                        A snapshot's document is its <snapshot> element with every default written out; a
                        transition's is a <scenario> holding its two snapshots and the transition. Without
                        --subject every document is printed, each after a comment naming it.
                        """,
                    arguments: [file], options: [subject])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        let loaded: LoadedScenario
        do {
            loaded = try ScenarioLoader.load(invocation.value(file) ?? "")
        } catch {
            for problem in error.errors { console.error(problem.description) }
            return .inputError
        }
        let scenario = loaded.scenario
        let wanted = invocation.value(subject)
        var documents: [(String, () throws -> Data)] = []
        for snapshot in scenario.snapshots where wanted == nil || wanted == snapshot.id {
            documents.append(("snapshot \(snapshot.id)", { try DeclarativeDocument.xml(of: snapshot) }))
        }
        for transition in scenario.transitions where wanted == nil || wanted == transition.id {
            documents.append(("transition \(transition.id)", { try DeclarativeDocument.xml(of: transition, in: scenario) }))
        }
        if let wanted, documents.isEmpty {
            let ids = scenario.snapshots.map(\.id) + scenario.transitions.map(\.id)
            throw UsageError("No snapshot or transition '\(wanted)' in \(loaded.file)" + Suggestion.didYouMean(wanted, among: ids))
        }
        for (name, document) in documents {
            do {
                if wanted == nil { console.out("<!-- \(name) -->") }
                console.out(data: try document())
            } catch {
                console.error("\(loaded.file): error: \(name) cannot be written as XML: \(error)")
                return .inputError
            }
        }
        return .success
    }
}
