/// Calls the snapshot or transition rules of one subject in order; rules of a batched type
/// (`BatchedSnapshotRule`, `BatchedTransitionRule`) are judged together by one call, and the
/// batch's time is shared evenly by its members. Which rules batch is worked out once, when the
/// plan of a catalog is made, not for every subject.
struct RuleJudging<Context: Sendable>: Sendable {
    private let plan: BatchPlan
    /// By position; nil for members of a batch.
    private let singles: [(@Sendable (Context) -> [Verdict])?]
    private let batches: [@Sendable ([Context]) -> [[Verdict]]]

    var count: Int { singles.count }

    /// The verdicts and nanoseconds of each rule, in rule order, given each rule's context.
    func judge(_ contexts: [Context], clock: AuditClock) -> [(verdicts: [Verdict], nanoseconds: UInt64)] {
        var produced = [(verdicts: [Verdict], nanoseconds: UInt64)](repeating: ([], 0), count: contexts.count)
        for position in plan.singles {
            guard let evaluate = singles[position] else { continue }
            let start = clock.nanoseconds()
            let found = evaluate(contexts[position])
            produced[position] = (found, clock.nanoseconds() &- start)
        }
        for (batch, positions) in plan.batches.enumerated() {
            let start = clock.nanoseconds()
            let found = batches[batch](positions.map { contexts[$0] })
            let share = (clock.nanoseconds() &- start) / UInt64(positions.count)
            for (offset, position) in positions.enumerated() {
                produced[position] = (offset < found.count ? found[offset] : [], share)
            }
        }
        return produced
    }

    /// The plan for `rules`: `batchType` names the batched type of a rule (nil to judge it alone),
    /// `single` judges one rule, `batch` makes the judge of one batch's members.
    private init<Rule>(_ rules: [Rule], batchType: (Rule) -> ObjectIdentifier?,
                       single: @escaping @Sendable (Rule, Context) -> [Verdict],
                       batch: ([Rule]) -> @Sendable ([Context]) -> [[Verdict]]) where Rule: Sendable {
        plan = BatchPlan(rules.map(batchType))
        var singles = [(@Sendable (Context) -> [Verdict])?](repeating: nil, count: rules.count)
        for position in plan.singles {
            let rule = rules[position]
            singles[position] = { single(rule, $0) }
        }
        self.singles = singles
        batches = plan.batches.map { positions in batch(positions.map { rules[$0] }) }
    }
}

extension RuleJudging where Context == SnapshotContext {
    init(_ rules: [any SnapshotRule]) {
        self.init(rules, batchType: { ($0 as? any BatchedSnapshotRule).map { ObjectIdentifier(type(of: $0)) } },
                  single: { $0.evaluate($1) },
                  batch: { members in
                      guard let first = members.first as? any BatchedSnapshotRule else { return { _ in [] } }
                      return Self.batch(members, as: first)
                  })
    }

    private static func batch<B: BatchedSnapshotRule>(_ members: [any SnapshotRule], as _: B)
        -> @Sendable ([SnapshotContext]) -> [[Verdict]]
    {
        let typed = members.compactMap { $0 as? B }
        guard typed.count == members.count else { return { contexts in zip(members, contexts).map { $0.evaluate($1) } } }
        return { contexts in B.evaluate(batch: zip(typed, contexts).map { (rule: $0, context: $1) }) }
    }
}

extension RuleJudging where Context == TransitionContext {
    init(_ rules: [any TransitionRule]) {
        self.init(rules, batchType: { ($0 as? any BatchedTransitionRule).map { ObjectIdentifier(type(of: $0)) } },
                  single: { $0.evaluate($1) },
                  batch: { members in
                      guard let first = members.first as? any BatchedTransitionRule else { return { _ in [] } }
                      return Self.batch(members, as: first)
                  })
    }

    private static func batch<B: BatchedTransitionRule>(_ members: [any TransitionRule], as _: B)
        -> @Sendable ([TransitionContext]) -> [[Verdict]]
    {
        let typed = members.compactMap { $0 as? B }
        guard typed.count == members.count else { return { contexts in zip(members, contexts).map { $0.evaluate($1) } } }
        return { contexts in B.evaluate(batch: zip(typed, contexts).map { (rule: $0, context: $1) }) }
    }
}
