import A11yModel

/// A small scenario with the outcome a rule must give on it and the targets it must name.
///
/// The example runner audits `scenario` with the rule alone and checks that the rule reports
/// exactly `targets` (node ids, or subject ids for whole-snapshot or transition findings) with
/// `expected` — a rule that reports anything beyond its marked targets fails its test.
public struct RuleExample: Sendable, Hashable {
    public enum Expectation: String, Sendable, Hashable, Codable, CaseIterable {
        case passed, failed, inapplicable, cantTell
    }

    public var name: String
    public var expected: Expectation
    public var scenario: Scenario
    /// Targets the rule must report with the expected outcome (failed or cantTell); empty otherwise.
    public var targets: Set<String>
    public var profile: Profile
    public var parameters: [String: ParameterValue]
    /// Where the example is written, so a failing example points at its own line.
    public var location: SourceLocation

    public init(_ name: String, expected: Expectation, scenario: Scenario, targets: Set<String> = [],
                profile: Profile = .default, parameters: [String: ParameterValue] = [:],
                location: SourceLocation) {
        self.name = name
        self.expected = expected
        self.scenario = scenario
        self.targets = targets
        self.profile = profile
        self.parameters = parameters
        self.location = location
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.location == rhs.location }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(location)
    }
}

extension RuleExample {
    /// An example over one snapshot: the common case for node and snapshot rules.
    public static func snapshot(
        _ name: String, _ expected: Expectation, targets: Set<String> = [], environment: Environment = Environment(),
        profile: Profile = .default, parameters: [String: ParameterValue] = [:],
        file: String = #filePath, line: Int = #line, root: () -> Node
    ) -> RuleExample {
        let snapshot = Snapshot(id: "example", state: "example", environment: environment, root: root())
        return RuleExample(name, expected: expected, scenario: Scenario(id: "example", snapshots: [snapshot]),
                           targets: targets, profile: profile, parameters: parameters,
                           location: SourceLocation(file: sourcePath(file), line: line))
    }

    /// An example over a whole scenario (variant sets, transitions).
    public static func scenario(
        _ name: String, _ expected: Expectation, targets: Set<String> = [], profile: Profile = .default,
        parameters: [String: ParameterValue] = [:], file: String = #filePath, line: Int = #line,
        build: () -> Scenario
    ) -> RuleExample {
        RuleExample(name, expected: expected, scenario: build(), targets: targets, profile: profile,
                    parameters: parameters, location: SourceLocation(file: sourcePath(file), line: line))
    }

    /// `Sources/ConformanceRules/Rules/…/X.swift`: where a built-in example is, relative to the
    /// package, so no path of the machine that built the tool appears in `rules show` or reports.
    static func sourcePath(_ filePath: String) -> String {
        guard let range = filePath.lastRange(of: "/Sources/") else {
            return filePath.split(separator: "/").last.map(String.init) ?? filePath
        }
        return String(filePath[filePath.index(after: range.lowerBound)...])
    }
}
