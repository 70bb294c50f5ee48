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
    ///
    /// The clock is read once between two rules, not twice around each: a rule's time runs from
    /// the end of the one before it (the loop between them costs nanoseconds).
    func judge(_ contexts: [Context], clock: AuditClock) -> [(verdicts: [Verdict], nanoseconds: UInt64)] {
        var produced = [(verdicts: [Verdict], nanoseconds: UInt64)](repeating: ([], 0), count: contexts.count)
        var last = clock.nanoseconds()
        for position in plan.singles {
            guard let evaluate = singles[position] else { continue }
            let found = evaluate(contexts[position])
            let now = clock.nanoseconds()
            produced[position] = (found, now &- last)
            last = now
        }
        for (batch, positions) in plan.batches.enumerated() {
            let found = batches[batch](positions.map { contexts[$0] })
            let now = clock.nanoseconds()
            let share = (now &- last) / UInt64(positions.count)
            last = now
            for (offset, position) in positions.enumerated() {
                produced[position] = (offset < found.count ? found[offset] : [], share)
            }
        }
        return produced
    }

    /// The plan for `rules`: rules whose `batch` names the same type are judged together by it,
    /// the rest one by one with `single`.
    init<Member: Sendable>(_ rules: [Member], batch: (Member) -> RuleBatch<Member, Context>?,
                           single: @escaping @Sendable (Member, Context) -> [Verdict]) {
        let batches = rules.map(batch)
        plan = BatchPlan(batches.map { $0?.type })
        var singles = [(@Sendable (Context) -> [Verdict])?](repeating: nil, count: rules.count)
        for position in plan.singles {
            let rule = rules[position]
            singles[position] = { single(rule, $0) }
        }
        self.singles = singles
        self.batches = plan.batches.map { positions in
            let members = positions.map { rules[$0] }
            guard let judge = batches[positions[0]]?.judge else { return { _ in [] } }
            return { contexts in judge(members, contexts) }
        }
    }
}

extension RuleJudging where Context == SnapshotContext {
    init(_ rules: [any SnapshotRule]) {
        self.init(rules, batch: \.batch, single: { $0.evaluate($1) })
    }
}

extension RuleJudging where Context == VariantSetContext {
    /// Variant-set rules do not batch: each is judged on its own.
    init(_ rules: [any VariantSetRule]) {
        self.init(rules, batch: { _ -> RuleBatch<any VariantSetRule, VariantSetContext>? in nil }, single: { $0.evaluate($1) })
    }
}

extension RuleJudging where Context == TransitionContext {
    init(_ rules: [any TransitionRule]) {
        self.init(rules, batch: \.batch, single: { $0.evaluate($1) })
    }
}
