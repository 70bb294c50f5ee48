/// Calls the snapshot or transition rules of one subject in order; rules of a batched type
/// (`BatchedSnapshotRule`, `BatchedTransitionRule`) are judged together by one call, and the
/// batch's time is shared evenly by its members.
enum RuleJudging {
    /// Snapshot rules in order, batched types judged by one call each (see `BatchedSnapshotRule`).
    static func judge(_ members: [(rule: any SnapshotRule, context: SnapshotContext)], clock: AuditClock = .system)
        -> [(any Rule, [Verdict], UInt64)]
    {
        judge(members, rule: \.rule, clock: clock,
              batchType: { ($0.rule as? any BatchedSnapshotRule).map { ObjectIdentifier(type(of: $0)) } },
              single: { $0.rule.evaluate($0.context) }, batch: batchVerdicts)
    }

    /// Transition rules in order, batched types judged by one call each.
    static func judge(_ members: [(rule: any TransitionRule, context: TransitionContext)], clock: AuditClock = .system)
        -> [(any Rule, [Verdict], UInt64)]
    {
        judge(members, rule: \.rule, clock: clock,
              batchType: { ($0.rule as? any BatchedTransitionRule).map { ObjectIdentifier(type(of: $0)) } },
              single: { $0.rule.evaluate($0.context) }, batch: batchVerdicts)
    }

    /// The shared plan: members whose rule type batches are judged together, the rest one by one;
    /// results come back in member order.
    private static func judge<Member>(
        _ members: [Member], rule: (Member) -> any Rule, clock: AuditClock, batchType: (Member) -> ObjectIdentifier?,
        single: (Member) -> [Verdict], batch: ([Member]) -> [[Verdict]]
    ) -> [(any Rule, [Verdict], UInt64)] {
        let plan = BatchPlan(members.map(batchType))
        var produced = [(any Rule, [Verdict], UInt64)?](repeating: nil, count: members.count)
        for position in plan.singles {
            let (found, elapsed) = clocked(clock) { single(members[position]) }
            produced[position] = (rule(members[position]), found, elapsed)
        }
        for positions in plan.batches {
            let (found, elapsed) = clocked(clock) { batch(positions.map { members[$0] }) }
            for (offset, position) in positions.enumerated() {
                produced[position] = (rule(members[position]), offset < found.count ? found[offset] : [],
                                      elapsed / UInt64(positions.count))
            }
        }
        return produced.compactMap { $0 }
    }

    private static func batchVerdicts(_ batch: [(rule: any SnapshotRule, context: SnapshotContext)]) -> [[Verdict]] {
        guard let first = batch.first?.rule as? any BatchedSnapshotRule else { return [] }
        return evaluate(batch, as: first)
    }

    private static func evaluate<B: BatchedSnapshotRule>(_ batch: [(rule: any SnapshotRule, context: SnapshotContext)],
                                                         as _: B) -> [[Verdict]] {
        let typed = batch.compactMap { member in (member.rule as? B).map { ($0, member.context) } }
        guard typed.count == batch.count else { return batch.map { $0.rule.evaluate($0.context) } }
        return B.evaluate(batch: typed)
    }

    private static func batchVerdicts(_ batch: [(rule: any TransitionRule, context: TransitionContext)]) -> [[Verdict]] {
        guard let first = batch.first?.rule as? any BatchedTransitionRule else { return [] }
        return evaluate(batch, as: first)
    }

    private static func evaluate<B: BatchedTransitionRule>(_ batch: [(rule: any TransitionRule, context: TransitionContext)],
                                                           as _: B) -> [[Verdict]] {
        let typed = batch.compactMap { member in (member.rule as? B).map { ($0, member.context) } }
        guard typed.count == batch.count else { return batch.map { $0.rule.evaluate($0.context) } }
        return B.evaluate(batch: typed)
    }
}

private func clocked<T>(_ clock: AuditClock, _ body: () -> T) -> (T, UInt64) {
    let start = clock.nanoseconds()
    let value = body()
    return (value, clock.nanoseconds() &- start)
}
