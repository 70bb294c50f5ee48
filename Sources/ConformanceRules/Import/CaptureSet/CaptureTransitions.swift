import A11yModel

/// A capture set's transition as the scenario's transitions: one for every pair of `from` and
/// `to` captures taken under the same settings (the same state at AX5 and at the default size
/// gives two), with focus taken from the captures where the test recorded none.
enum CaptureTransitions {
    enum Made {
        case success([Transition])
        case failure(String)
    }

    /// The settings that make snapshots variants of one another (not the viewport or the keyboard,
    /// which a state changes by itself).
    struct Settings: Hashable {
        var values: [String]

        init(_ environment: Environment) {
            values = [environment.platform.token, environment.contentSize.rawValue, environment.colorScheme.rawValue,
                      "\(environment.reduceMotion)", "\(environment.prefersCrossFadeTransitions)", "\(environment.increaseContrast)",
                      "\(environment.boldText)", "\(environment.voiceOver)"]
        }
    }

    /// The captured snapshots by state and the node ids each holds, computed once for all the
    /// set's transitions.
    struct Index {
        var byState: [String: [Snapshot]] = [:]
        var nodeIDs: [String: Set<String>] = [:]

        init(_ snapshots: [Snapshot]) {
            for snapshot in snapshots {
                byState[snapshot.state, default: []].append(snapshot)
                nodeIDs[snapshot.id] = Set(NodeWalker.walk(snapshot.root).map(\.node.id))
            }
        }
    }

    static func make(_ planned: CaptureSet.CaptureTransition, index: Index) -> Made {
        let froms = index.byState[planned.from] ?? [], tos = index.byState[planned.to] ?? []
        guard !froms.isEmpty, !tos.isEmpty else {
            let missing = froms.isEmpty ? planned.from : planned.to
            return .failure("left out: no capture of state '\(missing)' could be imported")
        }
        var toBySettings: [Settings: Snapshot] = [:]
        for to in tos where toBySettings[Settings(to.environment)] == nil { toBySettings[Settings(to.environment)] = to }
        let pairs = froms.compactMap { from in toBySettings[Settings(from.environment)].map { (from, $0) } }
        guard !pairs.isEmpty else {
            return .failure("left out: no capture of '\(planned.from)' and '\(planned.to)' shares its settings (platform, content size, "
                + "colour scheme, motion, contrast), so the transition has no pair of captures to run between")
        }
        let baseID = planned.id ?? "\(planned.kind.token)-\(planned.from)-\(planned.to)"
        var transitions: [Transition] = []
        for (from, to) in pairs {
            if let problem = missingNode(planned.invoker, "invoker", in: [from, to], index)
                ?? missingNode(planned.focusBefore, "focusBefore", in: [from], index)
                ?? missingNode(planned.focusAfter, "focusAfter", in: [to], index)
                ?? (planned.notifications ?? []).lazy.compactMap({ missingNode($0.target, "notification target", in: [to], index) }).first {
                return .failure(problem)
            }
            var unknown: [ModelFact] = [.tracks]
            let focusAfter = planned.focusAfter ?? (to.knows(.focus) ? to.focusedNode : nil)
            if planned.focusAfter == nil && !to.knows(.focus) { unknown.append(.focus) }
            if planned.notifications == nil { unknown.append(.notifications) }
            let id = pairs.count == 1 ? baseID : baseID + "-" + suffix(from.id, state: from.state)
            transitions.append(Transition(id: id, kind: planned.kind, from: from.id, to: to.id, environment: from.environment,
                                          focusBefore: planned.focusBefore ?? (from.knows(.focus) ? from.focusedNode : nil),
                                          focusAfter: focusAfter, invoker: planned.invoker,
                                          notifications: planned.notifications ?? [], unknown: unknown))
        }
        return .success(transitions)
    }

    /// What a snapshot id adds to its state (`ax5` for `expanded-ax5`), or the id.
    private static func suffix(_ id: String, state: String) -> String {
        id.hasPrefix(state + "-") ? String(id.dropFirst(state.count + 1)) : id
    }

    private static func missingNode(_ id: String?, _ field: String, in snapshots: [Snapshot], _ index: Index) -> String? {
        guard let id else { return nil }
        guard !snapshots.contains(where: { index.nodeIDs[$0.id]?.contains(id) == true }) else { return nil }
        let names = snapshots.map { "'\($0.id)'" }.joined(separator: " or ")
        let known = snapshots.flatMap { NodeWalker.walk($0.root).map(\.node.id) }
        return "\(field) '\(excerpt(id))' is not a node of \(names)" + NameSuggestion.didYouMean(id, among: known)
            + " (node ids are those `morph-audit import` writes for the dump)"
    }
}
