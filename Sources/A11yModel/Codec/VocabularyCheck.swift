/// Every vocabulary token of a scenario (roles, parts, traits, actions, gestures, platforms, text
/// styles, transition and notification kinds, animated properties, unknown facts) must be one this
/// version knows or a team's own `x-` token: a misspelt role would otherwise become a role no rule
/// knows, and the check that needed it would pass or stay silent.
enum VocabularyCheck {
    static func issues(in scenario: Scenario) -> [ModelIssue] {
        var issues: [ModelIssue] = []
        func check<T: OpenVocabulary>(_ value: T, _ what: String, _ path: String, snapshot: String? = nil, node: String? = nil,
                                      transition: String? = nil) {
            guard !value.isKnown, !value.isExtension else { return }
            let known = T.known.map(\.token)
            let suggestion = NameSuggestion.closest(value.token, among: known)
                ?? known.first { $0.lowercased() == value.token.lowercased() }
            let hint = suggestion.map { "did you mean '\($0)'?" } ?? "expected one of " + known.joined(separator: ", ") + "."
            issues.append(ModelIssue(
                codingPath: path,
                message: "unknown \(what) '\(value.token)'; \(hint) A \(what) of your own starts with '\(extensionPrefix)'",
                snapshotID: snapshot, nodeID: node, transitionID: transition))
        }
        for (index, snapshot) in scenario.snapshots.enumerated() {
            let path = "snapshots[\(index)]"
            check(snapshot.environment.platform, "platform", path + ".environment.platform", snapshot: snapshot.id)
            for (factIndex, fact) in snapshot.unknown.enumerated() {
                check(fact, "fact", path + ".unknown[\(factIndex)]", snapshot: snapshot.id)
            }
            // In reading order over the flat tree; a node's coding path is spelled out only for an issue.
            let tree = snapshot.tree
            for (position, node) in tree.nodes.enumerated() {
                func here<T: OpenVocabulary>(_ value: T, _ what: String, _ field: String) {
                    guard !value.isKnown, !value.isExtension else { return }
                    let nodePath = ScenarioValidator.codingPath(of: position, in: tree, root: path + ".root")
                    check(value, what, nodePath + "." + field, snapshot: snapshot.id, node: node.id)
                }
                here(node.role, "role", "role")
                if let part = node.part { here(part, "part", "part") }
                for (offset, trait) in node.traits.enumerated() { here(trait, "trait", "traits[\(offset)]") }
                for (offset, action) in node.actions.enumerated() { here(action.kind, "action kind", "actions[\(offset)].kind") }
                for (offset, gesture) in node.gestures.enumerated() { here(gesture.kind, "gesture kind", "gestures[\(offset)].kind") }
                if let style = node.text?.style { here(style, "text style", "text.style") }
            }
        }
        for (index, transition) in scenario.transitions.enumerated() {
            let path = "transitions[\(index)]"
            func here<T: OpenVocabulary>(_ value: T, _ what: String, _ field: String) {
                check(value, what, path + "." + field, transition: transition.id)
            }
            here(transition.kind, "transition kind", "kind")
            here(transition.environment.platform, "platform", "environment.platform")
            for (offset, fact) in transition.unknown.enumerated() { here(fact, "fact", "unknown[\(offset)]") }
            for (offset, notification) in transition.notifications.enumerated() {
                here(notification.kind, "notification kind", "notifications[\(offset)].kind")
            }
            for (offset, track) in transition.tracks.enumerated() { here(track.property, "animated property", "tracks[\(offset)].property") }
        }
        return issues
    }
}
