import A11yModel

extension Sequence where Element == Environment {
    /// Each environment once, in order of first appearance.
    ///
    /// A check, a problem or a state meets a handful of environments, many times over, and every
    /// report asks for them: a short list compared with `==` finds the repeats without hashing
    /// every field of every environment. Past `distinctEnvironmentsCompared` of them a set takes
    /// over, so a scenario with thousands of environments stays linear.
    func distinctEnvironments() -> [Environment] {
        var distinct: [Environment] = []
        var seen: Set<Environment>?
        for environment in self {
            if seen != nil {
                if seen?.insert(environment).inserted == true { distinct.append(environment) }
            } else if !distinct.contains(environment) {
                distinct.append(environment)
                if distinct.count == distinctEnvironmentsCompared { seen = Set(distinct) }
            }
        }
        return distinct
    }
}

/// Distinct environments beyond which `distinctEnvironments` hashes instead of comparing.
let distinctEnvironmentsCompared = 16
