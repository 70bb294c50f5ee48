import A11yModel

extension RuleExample {
    /// The same example from a capture that could not record some facts.
    func withUnknown(_ facts: [ModelFact]) -> RuleExample {
        var copy = self
        copy.scenario.snapshots = copy.scenario.snapshots.map { snapshot in
            var snapshot = snapshot
            snapshot.unknown += facts
            return snapshot
        }
        return copy
    }

    /// The same example with assistive-technology focus on `node`.
    func withFocus(on node: String) -> RuleExample {
        var copy = self
        copy.scenario.snapshots = copy.scenario.snapshots.map { snapshot in
            var snapshot = snapshot
            snapshot.focusedNode = node
            return snapshot
        }
        return copy
    }
}
