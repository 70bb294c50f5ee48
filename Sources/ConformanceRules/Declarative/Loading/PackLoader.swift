#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A pack read and compiled: its rules are ready for the catalog.
public struct LoadedPack: Sendable {
    public let definition: PackDefinition
    public let rules: [any DeclarativeRule]

    public var id: String { definition.id }
    public var file: String { definition.file }
    public var exampleCount: Int { rules.reduce(0) { $0 + $1.metadata.examples.count } }
}

/// Loads declarative packs. A pack is usable when it reads against its schema, its XPath passes
/// the name checks and compiles, and every example of every rule comes out as written; an
/// unusable pack is reported with located errors (exit status 2) and the others still load.
public enum PackLoader {
    /// Pack files larger than this are refused before they are read.
    public static let maximumFileSize = XMLDocumentParser.maximumDocumentSize

    /// Packs for an audit: the rules of every usable pack and the errors of the others.
    public static func load(_ paths: [String]) -> (rules: [any Rule], errors: [InputError]) {
        var catalog = RuleCatalog(rules: [])
        let errors = load(paths, into: &catalog)
        return (catalog.rules, errors)
    }

    /// Adds the rules of every usable pack to `catalog`. A pack whose id or rule ids are already
    /// taken (by a built-in pack or an earlier file) is refused as a whole.
    public static func load(_ paths: [String], into catalog: inout RuleCatalog) -> [InputError] {
        var errors: [InputError] = []
        var seenPaths: Set<String> = []
        for path in paths where seenPaths.insert(path).inserted {
            switch load(path) {
            case .failure(let failure):
                errors += failure.errors
            case .success(let pack):
                let clashes = conflicts(of: pack, with: catalog)
                if clashes.isEmpty { catalog.add(pack.rules) } else { errors += clashes }
            }
        }
        return errors
    }

    /// One pack, verified by its examples.
    public static func load(_ path: String) -> Result<LoadedPack, LoadFailure> {
        read(path).flatMap(verified)
    }

    /// One pack from bytes already read (`file` names locations), verified by its examples: what
    /// `load(_:)` does after reading, and what the pack fuzz target calls.
    public static func load(_ data: Data, file: String) -> Result<LoadedPack, LoadFailure> {
        decode(data, file: file).flatMap(verified)
    }

    private static func verified(_ pack: LoadedPack) -> Result<LoadedPack, LoadFailure> {
        let failures = verify(pack).filter { !$0.passed }
        return failures.isEmpty ? .success(pack) : .failure(LoadFailure(failures.map(exampleError)))
    }

    /// One pack read and compiled, its examples not yet run (`rules test` runs them as tests).
    public static func read(_ path: String) -> Result<LoadedPack, LoadFailure> {
        let data: Data
        do {
            data = try BoundedFileReader.read(path, limit: maximumFileSize)
        } catch {
            return .failure(LoadFailure(InputError(file: path, message: error.message)))
        }
        return decode(data, file: path)
    }

    static func decode(_ data: Data, file: String, options: PackCompiler.Options = PackCompiler.Options())
        -> Result<LoadedPack, LoadFailure>
    {
        PackReader.read(data, file: file).flatMap { definition, source in
            PackCompiler.compile(definition, source: source, options: options).map { rules in
                LoadedPack(definition: definition, rules: rules)
            }
        }
    }

    /// Runs every example of every rule of the pack.
    public static func verify(_ pack: LoadedPack) -> [ExampleRunner.Outcome] {
        pack.rules.flatMap { ExampleRunner.run($0) }
    }

    /// A failing example, located at the example, as a load error.
    static func exampleError(_ outcome: ExampleRunner.Outcome) -> InputError {
        InputError(location: outcome.example.location, message: "example '\(outcome.example.name)' of rule "
            + "'\(outcome.rule.id)' (\(outcome.example.expected.rawValue)) does not behave as written: "
            + outcome.problems.joined(separator: "; "))
    }

    /// Why the pack cannot join `catalog`: its id or one of its rule ids is taken; empty when it can.
    public static func conflicts(of pack: LoadedPack, with catalog: RuleCatalog) -> [InputError] {
        if catalog.packs.contains(pack.id) {
            let other = catalog.rules.first { $0.metadata.pack == pack.id }?.metadata.definedIn?.file
            return [InputError(location: pack.definition.idLocation ?? SourceLocation(file: pack.file),
                               message: "pack id '\(pack.id)' is already taken"
                + (other.map { " by \($0)" } ?? " by a built-in pack"))]
        }
        return pack.rules.compactMap { rule in
            guard let existing = catalog.rule(rule.metadata.id) else { return nil }
            return InputError(location: rule.metadata.definedIn ?? SourceLocation(file: pack.file),
                              message: "rule id '\(rule.metadata.id)' is already taken by pack '\(existing.metadata.pack)'")
        }
    }
}
