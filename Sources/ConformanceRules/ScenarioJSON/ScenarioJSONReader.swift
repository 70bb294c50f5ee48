import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a JSON scenario with every value located and as strictly as the XSD reads XML: the text
/// is parsed into a `LocatedJSON` tree (each value with its line and column), the model is decoded
/// from the tree, and every problem — a syntax error, an unknown key, a value outside its closed
/// list, a wrong type, a validator issue — is reported with `file:line:col`, its coding path and,
/// for a misspelt name, the closest expected one. Keys starting with `x-` are a team's own data
/// and are skipped. The nodes, snapshots and transitions keep their line and column, so every
/// finding about them points there.
enum ScenarioJSONReader {
    static func decode(_ data: Data, file: String) throws(LoadFailure) -> LoadedScenario {
        try decode(LocatedJSON.document(data, file: file, maximumValues: maximumValues), file: file)
    }

    /// The scenario in `tree`, or every problem found in it.
    static func decode(_ tree: LocatedJSON, file: String) throws(LoadFailure) -> LoadedScenario {
        let decoding = LocatedJSONDecoding()
        var errors: [InputError] = []
        var scenario: Scenario?
        do {
            scenario = try decoding.decode(Scenario.self, from: tree)
        } catch let error as DecodingError {
            errors.append(located(ScenarioJSON.issue(from: error), in: tree, file: file))
        } catch {
            errors.append(InputError(file: file, message: "\(error)"))
        }
        decoding.reportUnknownKeys()
        errors += decoding.problems.map {
            InputError(file: file, line: $0.line, column: $0.column, codingPath: $0.codingPath, message: $0.message)
        }
        if let scenario {
            errors += ScenarioValidator.validate(scenario).map { located($0, in: tree, file: file) }
        }
        guard let scenario, errors.isEmpty else {
            throw LoadFailure(errors.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element))
        }
        return LoadedScenario(scenario: scenario, file: file, format: .json, sourceMap: sourceMap(of: tree))
    }

    /// An issue found by coding path, at the line and column of the value it names (or of the
    /// object that lacks it).
    private static func located(_ issue: ModelIssue, in tree: LocatedJSON, file: String) -> InputError {
        let value = tree.deepest(at: LocatedJSON.pathKeys(issue.codingPath))
        return InputError(file: file, line: value.line, column: value.column, codingPath: issue.codingPath,
                          message: issue.message)
    }

    /// Where each snapshot, node and transition starts.
    static func sourceMap(of tree: LocatedJSON) -> SourceMap {
        var map = SourceMap()
        for snapshot in tree["snapshots"]?.elements ?? [] {
            guard case .string(let id)? = snapshot["id"]?.value else { continue }
            map.place(snapshot: id, line: snapshot.line, column: snapshot.column)
            var pending = snapshot["root"].map { [$0] } ?? []
            while let node = pending.popLast() {
                if case .string(let nodeID)? = node["id"]?.value {
                    map.place(node: nodeID, in: id, line: node.line, column: node.column)
                }
                pending += (node["children"]?.elements ?? []).reversed()
            }
        }
        for transition in tree["transitions"]?.elements ?? [] {
            guard case .string(let id)? = transition["id"]?.value else { continue }
            map.place(transition: id, line: transition.line, column: transition.column)
        }
        return map
    }
}
