import A11yModel
import ConformanceRules

/// `morph-audit validate FILE...`: checks every file, reports every problem, exits 2 if any
/// file is not valid.
enum ValidateCommand: Command {
    static let files = Argument(name: "file", help: "Scenario files (JSON or XML), dumps, printouts, capture sets or folders to search for them.",
                                arity: .oneOrMore)
    static let format = Option(long: "format", valueName: "format",
                               help: "Read every file as this format (a scenario encoding or a hierarchy dump format) instead of detecting it.",
                               allowedValues: ScenarioFormat.allCases.map(\.rawValue))

    static var spec: CommandSpec {
        CommandSpec(
            name: "validate", abstract: "Check scenarios and packs against their schemas and semantic rules.",
            discussion: """
                Each file is read in full: XML against the scenario XSD, JSON by its coding paths, then both
                for unique ids, references that resolve, frames and colours. Problems are printed as
                'file:line:column: error: …' (XML) or 'file: error: at coding.path: …' (JSON) on standard
                error; valid files are listed on standard output. Exit status 2 when any file is not valid.
                Hierarchy dumps (Appium, UiAutomator, XCUITest, Maestro), Compose and Flutter semantics printouts
                and capture sets are imported as 'import' does, with the same options; what the import inferred
                is printed as 'file: note: …' on standard error. A capture set is valid when its own JSON is and
                every dump it names imports.
                """,
            arguments: [files], options: [format] + ImportOptionSet.options, flags: ImportOptionSet.flags)
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        let forced = invocation.value(format).flatMap(ScenarioFormat.init(rawValue:))
        let importOptions = try ImportOptionSet.parse(invocation)
        let (inputs, missing) = InputExpansion.expand(invocation.values(files))
        for error in missing { console.error(error.description) }
        var valid = 0, invalid = missing.count
        for input in inputs {
            switch check(input, format: forced, importOptions: importOptions, console: console) {
            case .success(let summary):
                valid += 1
                console.out("\(input.path): \(summary)")
            case .failure(let failure):
                invalid += 1
                for error in failure.errors { console.error(error.description) }
            }
        }
        if inputs.isEmpty, missing.isEmpty {
            console.error("error: no scenario or pack files found in \(invocation.values(files).joined(separator: ", "))")
            return .inputError
        }
        let total = valid + invalid
        console.out("Validated \(counted(total, "file")): \(valid) valid, \(invalid) invalid")
        return invalid == 0 ? .success : .inputError
    }

    /// One file, by kind. Pack validation plugs in at `.pack`.
    static func check(_ input: InputFile, format: ScenarioFormat?, importOptions: ImportOptions = ImportOptions(),
                      console: Console? = nil) -> Result<String, LoadFailure> {
        switch input.kind {
        case .scenario:
            do {
                let loaded = try ScenarioLoader.load(input.path, format: format, importOptions: importOptions)
                let scenario = loaded.scenario
                if !loaded.problems.isEmpty {
                    if let console { ImportOptionSet.printNotes(loaded, console: console) }
                    return .failure(LoadFailure(loaded.problems))
                }
                if loaded.format == .captureSet {
                    if let console { ImportOptionSet.printNotes(loaded, console: console) }
                    return .success("valid capture set, imported as scenario '\(scenario.id)' ("
                        + counted(scenario.snapshots.count, "snapshot") + ", " + counted(scenario.transitions.count, "transition") + ")")
                }
                if HierarchyImport.isDumpFormat(loaded.format) {
                    if let console { ImportOptionSet.printNotes(loaded, console: console) }
                    let elements = scenario.snapshots.first?.tree.count ?? 0
                    return .success("valid \(loaded.format.rawValue) dump, imported as scenario '\(scenario.id)' ("
                        + counted(elements, "element") + ")")
                }
                return .success("valid \(loaded.format.rawValue.uppercased()) scenario '\(scenario.id)' ("
                    + counted(scenario.snapshots.count, "snapshot") + ", " + counted(scenario.transitions.count, "transition") + ")")
            } catch {
                return .failure(error)
            }
        case .pack:
            return PackLoader.load(input.path).flatMap { pack in
                let conflicts = PackLoader.conflicts(of: pack, with: .builtIn)
                guard conflicts.isEmpty else { return .failure(LoadFailure(conflicts)) }
                return .success("valid rule pack '\(pack.id)' \(pack.definition.version) (" + counted(pack.rules.count, "rule")
                    + ", " + counted(pack.exampleCount, "example") + " passing)")
            }
        }
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
