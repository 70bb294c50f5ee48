import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// Checks, problems and reports list environments once each, in order of first appearance, by
/// comparing a few and hashing many; both ways must give the list a set would.
struct DistinctEnvironmentsTests {
    static func bySet(_ environments: [Environment]) -> [Environment] {
        var seen: Set<Environment> = []
        return environments.filter { seen.insert($0).inserted }
    }

    @Test("few or many distinct environments, repeated in any order", arguments: [2, 15, 16, 17, 60])
    func sameAsASet(kinds: Int) {
        let pool = (0..<kinds).map { kind in
            var environment = Environment()
            environment.scale = Double(kind % 4 + 1)
            environment.reduceMotion = kind % 2 == 0
            environment.viewport = Size(width: Double(300 + kind), height: 800)
            return environment
        }
        var random = SplitMix64(seed: UInt64(kinds))
        for _ in 0..<50 {
            let list = (0..<random.index(200)).map { _ in random.pick(pool) }
            #expect(list.distinctEnvironments() == Self.bySet(list))
        }
        #expect((pool + pool.reversed()).distinctEnvironments() == pool)
    }
}
