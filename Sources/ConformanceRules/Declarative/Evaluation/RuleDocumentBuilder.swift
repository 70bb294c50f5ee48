import A11yModel

/// Builds the XML document declarative rules query, straight into a libxml2 tree through the
/// same writer that produces scenario files (defaults included, so `@opacity` and `@is-hidden`
/// are always there to compare).
enum RuleDocumentBuilder {
    private static let writer = ScenarioXMLWriter(includeDefaults: true, recordsPaths: false)

    /// The `<snapshot>` document of one snapshot.
    static func withSnapshot<Result>(_ index: SnapshotIndex,
                                     _ body: (borrowing BuiltXMLTree, RuleDocument) -> Result) -> Swift.Result<Result, DocumentProblem> {
        build(snapshots: [index], transition: nil, body) { writer, builder in
            try writer.write(index.snapshot, path: "", to: &builder)
        }
    }

    /// The `<scenario>` document of one transition: its from and to snapshots (those the scenario
    /// has), then the transition.
    static func withTransition<Result>(_ transition: Transition, from: SnapshotIndex?, to: SnapshotIndex?, scenarioID: String,
                                       _ body: (borrowing BuiltXMLTree, RuleDocument) -> Result) -> Swift.Result<Result, DocumentProblem> {
        var indexes = [from, to].compactMap { $0 }
        if indexes.count == 2, indexes[0].id == indexes[1].id { indexes.removeLast() }
        let scenario = Scenario(id: scenarioID, snapshots: indexes.map(\.snapshot), transitions: [transition])
        return build(snapshots: indexes, transition: transition, body) { writer, builder in
            try writer.write(scenario, to: &builder)
        }
    }

    private static func build<Result>(snapshots: [SnapshotIndex], transition: Transition?,
                                      _ body: (borrowing BuiltXMLTree, RuleDocument) -> Result,
                                      write: (ScenarioXMLWriter, inout XMLTreeBuilder) throws -> Void)
        -> Swift.Result<Result, DocumentProblem>
    {
        let tree: BuiltXMLTree
        do {
            var builder = try XMLTreeBuilder(tracking: RuleDocument.trackedElements)
            try write(writer, &builder)
            tree = try builder.finish()
        } catch {
            // Write again, with coding paths, to say where the value XML cannot carry is.
            var located = "\(error)"
            var paths = writer
            paths.recordsPaths = true
            if var builder = try? XMLTreeBuilder(tracking: []) {
                do { try write(paths, &builder) } catch let issue { located = "\(issue)" }
            }
            return .failure(DocumentProblem(message: "the subject cannot be written as XML: \(located)"))
        }
        guard let document = RuleDocument(parents: tree.parents, kinds: tree.kinds, snapshots: snapshots,
                                          transition: transition) else {
            return .failure(DocumentProblem(message: "the XML form does not match the model it was written from"))
        }
        return .success(body(tree, document))
    }
}

struct DocumentProblem: Error, Sendable {
    var message: String
}
