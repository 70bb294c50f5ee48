import A11yModel

extension PackReader {
    /// `<example name outcome [profile]>` with a tree in the scenario vocabulary: a lone `<node>`
    /// (a snapshot with the default environment), or `<snapshot>`s and `<transition>`s. Targets
    /// are the elements marked `expect="failed"` or `expect="cantTell"`; the marks never reach the
    /// model, so evaluation does not see them.
    mutating func example(_ element: XMLElement, rule: String, scope: RuleScope, parameters: [RuleParameter]) -> RuleExample? {
        let name = element[attribute: "name"] ?? ""
        guard let outcome = RuleExample.Expectation(rawValue: element[attribute: "outcome"] ?? "") else { return nil }
        var values: [String: ParameterValue] = [:]
        for parameter in element.children(named: "parameter") {
            guard let (key, value) = exampleParameter(parameter, declared: parameters) else { return nil }
            values[key] = value
        }
        let tree = element.children.filter { ["node", "snapshot", "transition"].contains($0.name) }
        guard let targets = targets(in: tree, example: element, outcome: outcome) else { return nil }
        if scope == .transition, !tree.contains(where: { $0.name == "transition" }) {
            record(source.error(element, "the example of a transition rule needs <snapshot> elements and a <transition>"))
            return nil
        }
        let children = tree.first?.name == "node"
            ? [XMLElement(name: "snapshot", attributes: [XMLAttribute(name: "id", value: "example")], children: tree)]
            : tree
        let root = XMLElement(name: "scenario", attributes: [
            XMLAttribute(name: "format-version", value: String(Scenario.currentFormatVersion)),
            XMLAttribute(name: "id", value: "example"),
        ], children: children)
        var reader = ScenarioXMLReader()
        let scenario: Scenario
        do {
            scenario = try reader.scenario(root)
        } catch {
            record(source.error(error))
            return nil
        }
        let issues = ScenarioValidator.validate(scenario)
        guard issues.isEmpty else {
            for issue in issues { record(source.error(issue, elements: reader.elements)) }
            return nil
        }
        let profile = element[attribute: "profile"].flatMap(Profile.init(rawValue:)) ?? .default
        return RuleExample(name, expected: outcome, scenario: scenario, targets: targets, profile: profile,
                           parameters: values, location: source.location(of: element))
    }

    /// The marked targets, checked against the example's outcome: failed and cantTell examples
    /// mark at least one target with their own outcome; passed and inapplicable ones mark none.
    private mutating func targets(in tree: [XMLElement], example: XMLElement, outcome: RuleExample.Expectation) -> Set<String>? {
        var targets: Set<String> = []
        var stack = tree
        var valid = true
        while let element = stack.popLast() {
            stack.append(contentsOf: element.children)
            guard let mark = element[attribute: "expect"] else { continue }
            let id = element[attribute: "id"] ?? ""
            switch outcome {
            case .passed, .inapplicable:
                record(source.error(element, attribute: "expect",
                                    "a \(outcome.rawValue) example has no targets to mark; remove expect=\"\(mark)\""))
                valid = false
            case .failed, .cantTell:
                guard mark == outcome.rawValue else {
                    record(source.error(element, attribute: "expect",
                                        "expect=\"\(mark)\" in a \(outcome.rawValue) example; mark its targets expect=\"\(outcome.rawValue)\""))
                    valid = false
                    continue
                }
                targets.insert(id)
            }
        }
        if valid, targets.isEmpty, outcome == .failed || outcome == .cantTell {
            record(source.error(example, attribute: "outcome", "a \(outcome.rawValue) example must mark the targets the rule "
                + "reports, with expect=\"\(outcome.rawValue)\" on their <node> (or <snapshot>, <transition>)"))
            valid = false
        }
        return valid ? targets : nil
    }
}
