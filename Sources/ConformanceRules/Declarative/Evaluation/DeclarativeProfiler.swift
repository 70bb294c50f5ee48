import A11yModel
import Dispatch

/// Times the halves of judging declarative rules on one snapshot — the document (built, then
/// freed) and the evaluation of every rule through one XPath context — for
/// `Benchmarks/xpath-benchmark.sh`.
public enum DeclarativeProfiler {
    public struct Timing: Sendable {
        /// Building the tree and the tables that map it to the model.
        public var buildSeconds: Double
        /// Evaluating the rules and turning results into verdicts (messages included).
        public var evaluationSeconds: Double
        /// Freeing the tree afterwards.
        public var teardownSeconds: Double
        /// Verdicts produced, and how many of them failed.
        public var verdicts: Int
        public var failures: Int
    }

    /// Snapshot- and node-scoped rules of `rules` on `snapshot`, with their default parameters.
    public static func profile(_ rules: [any DeclarativeRule], on snapshot: Snapshot) -> Timing? {
        let index = SnapshotIndex(snapshot)
        let batch = rules.compactMap { $0 as? DeclarativeSnapshotRule }.map { rule in
            (core: rule.core, parameters: ResolvedParameters(parameters: rule.metadata.parameters, profile: .default))
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var built: UInt64 = 0, evaluated: UInt64 = 0
        let result = RuleDocumentBuilder.withSnapshot(index) { tree, document -> [[Verdict]] in
            built = DispatchTime.now().uptimeNanoseconds
            let verdicts = DeclarativeEvaluation.run(batch, tree: tree, document: document)
            evaluated = DispatchTime.now().uptimeNanoseconds
            return verdicts
        }
        let end = DispatchTime.now().uptimeNanoseconds
        guard case .success(let verdicts) = result else { return nil }
        let all = verdicts.joined()
        return Timing(buildSeconds: Double(built - start) / 1e9, evaluationSeconds: Double(evaluated - built) / 1e9,
                      teardownSeconds: Double(end - evaluated) / 1e9,
                      verdicts: all.count, failures: all.filter { $0.outcome == .failed }.count)
    }
}

