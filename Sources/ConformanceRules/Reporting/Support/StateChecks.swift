import A11yModel

/// The checks of one state or transition of a scenario, with its problems numbered in check
/// order: how the HTML report and the JUnit attachments show a state, so a number means the same
/// problem in both.
struct StateChecks {
    var state: StateKey
    var checks: [RuleCheck]

    var problems: [Problem] { checks.flatMap(\.problems) }

    /// Every environment judged, each once, in subject order.
    var environments: [Environment] {
        checks.lazy.flatMap(\.environments).distinctInOrder()
    }

    /// The states and transitions of `scenario`, in check order (state by state).
    static func of(_ scenario: ScenarioAudit) -> [StateChecks] {
        var states: [StateChecks] = []
        var index: [StateKey: Int] = [:]
        for check in scenario.checks {
            if let known = index[check.state] {
                states[known].checks.append(check)
            } else {
                index[check.state] = states.count
                states.append(StateChecks(state: check.state, checks: [check]))
            }
        }
        return states
    }
}

extension Wireframe {
    /// Which of the state's `environments` the drawing stands for: "large, light", the one
    /// environment's name when only one was judged, or "every environment judged".
    func caption(among environments: [Environment]) -> String {
        if Set(environments).count <= 1, let only = self.environments.first { return only.variantName }
        return EnvironmentPhrase.part(self.environments, of: environments) ?? "every environment judged"
    }
}
