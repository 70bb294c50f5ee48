#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import ConformanceRules

/// `morph-audit schema <kind>`: prints the XSD of one of the tool's XML formats. Each format is a
/// subcommand, so adding one (packs, reports) is one small type in `subcommands`.
enum SchemaCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(name: "schema", abstract: "Print the XSD of one of the XML formats.",
                    subcommands: [ScenarioSchemaCommand.self, PackSchemaCommand.self])
    }
}

/// `morph-audit schema scenario`
enum ScenarioSchemaCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(name: "scenario", abstract: "Print the XSD of the scenario XML form (format version 1).")
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        console.out(data: Data(ScenarioSchema.xsd.utf8) + Data("\n".utf8))
        return .success
    }
}

/// `morph-audit schema pack`
enum PackSchemaCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(name: "pack", abstract: "Print the XSD of declarative rule packs (format version 1).")
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        console.out(data: Data(PackSchema.xsd.utf8) + Data("\n".utf8))
        return .success
    }
}
