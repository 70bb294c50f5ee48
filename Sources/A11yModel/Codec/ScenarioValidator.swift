#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks a decoded scenario beyond what its schema can say: unique ids, references that resolve,
/// sane geometry, a bounded depth, and vocabulary tokens that are known or a team's own (`x-`).
public enum ScenarioValidator {
    /// Trees deeper than this are refused (conversions and walks stay iterative regardless).
    public static let maximumDepth = 200
    /// Longest scenario, snapshot or transition id, and state name, in UTF-8 bytes. Reports
    /// repeat these in every finding and test name of the subject, so one 2 MB snapshot id made
    /// gigabyte reports, and a 200 KB state name over 1,000 findings an 800 MB terminal report.
    public static let maximumIDLength = 256
    /// Longest node id: a node's id is repeated only in its own findings, and imported ids name
    /// the node's ancestors (up to `maximumDepth` of them).
    public static let maximumNodeIDLength = 16_384

    public static func validate(_ scenario: Scenario) -> [ModelIssue] {
        var issues: [ModelIssue] = []
        if scenario.formatVersion != Scenario.currentFormatVersion {
            issues.append(ModelIssue(codingPath: "formatVersion",
                                     message: "format version \(scenario.formatVersion) is not supported; this build reads version \(Scenario.currentFormatVersion)"))
        }
        if scenario.id.trimming(.whitespaces).isEmpty {
            issues.append(ModelIssue(codingPath: "id", message: "scenario id is empty"))
        }
        if let problem = lengthProblem(scenario.id) { issues.append(ModelIssue(codingPath: "id", message: problem)) }
        var snapshotIDs: [String: [String]] = [:]
        var snapshotNodeIDs: [String: Set<String>] = [:]
        for (index, snapshot) in scenario.snapshots.enumerated() {
            let path = "snapshots[\(index)]"
            if snapshotIDs[snapshot.id] != nil {
                issues.append(ModelIssue(codingPath: path + ".id", message: "duplicate snapshot id '\(excerpt(snapshot.id))'",
                                         snapshotID: snapshot.id))
            }
            snapshotIDs[snapshot.id] = []
            if let problem = lengthProblem(snapshot.id) {
                issues.append(ModelIssue(codingPath: path + ".id", message: problem, snapshotID: snapshot.id))
            }
            if let problem = lengthProblem(snapshot.state, of: "state", plural: "state names") {
                issues.append(ModelIssue(codingPath: path + ".state", message: problem, snapshotID: snapshot.id))
            }
            let (ids, nodeIssues) = validateTree(snapshot, path: path)
            snapshotNodeIDs[snapshot.id] = ids
            issues += nodeIssues
            if let focused = snapshot.focusedNode, !ids.contains(focused) {
                issues.append(ModelIssue(codingPath: path + ".focusedNode",
                                         message: "focused node '\(excerpt(focused))' is not in snapshot '\(excerpt(snapshot.id))'",
                                         snapshotID: snapshot.id))
            }
        }
        var transitionIDs: Set<String> = []
        for (index, transition) in scenario.transitions.enumerated() {
            issues += validate(transition, path: "transitions[\(index)]", seen: &transitionIDs, nodes: snapshotNodeIDs)
        }
        return issues + VocabularyCheck.issues(in: scenario)
    }

    private static func validate(_ transition: Transition, path: String, seen: inout Set<String>,
                                 nodes: [String: Set<String>]) -> [ModelIssue] {
        var issues: [ModelIssue] = []
        func issue(_ field: String, _ message: String) {
            issues.append(ModelIssue(codingPath: path + "." + field, message: message, transitionID: transition.id))
        }
        if !seen.insert(transition.id).inserted { issue("id", "duplicate transition id '\(excerpt(transition.id))'") }
        if let problem = lengthProblem(transition.id) { issue("id", problem) }
        let fromNodes = nodes[transition.from], toNodes = nodes[transition.to]
        if fromNodes == nil { issue("from", "transition '\(excerpt(transition.id))' starts at unknown snapshot '\(excerpt(transition.from))'") }
        if toNodes == nil { issue("to", "transition '\(excerpt(transition.id))' ends at unknown snapshot '\(excerpt(transition.to))'") }
        // Asked of both ends in turn: a union of two snapshots' ids would cost a copy of both.
        func inEither(_ id: String) -> Bool { fromNodes?.contains(id) == true || toNodes?.contains(id) == true }
        if let id = transition.focusBefore, let fromNodes, !fromNodes.contains(id) {
            issue("focusBefore", "node '\(excerpt(id))' is not in snapshot '\(excerpt(transition.from))'")
        }
        if let id = transition.focusAfter, let toNodes, !toNodes.contains(id) {
            issue("focusAfter", "node '\(excerpt(id))' is not in snapshot '\(excerpt(transition.to))'")
        }
        if let id = transition.invoker, fromNodes != nil || toNodes != nil, !inEither(id) {
            issue("invoker", "node '\(excerpt(id))' is in neither '\(excerpt(transition.from))' nor '\(excerpt(transition.to))'")
        }
        for (index, notification) in transition.notifications.enumerated() {
            if let id = notification.target, let toNodes, !toNodes.contains(id) {
                issue("notifications[\(index)].target", "node '\(excerpt(id))' is not in snapshot '\(excerpt(transition.to))'")
            }
        }
        for (index, track) in transition.tracks.enumerated() {
            if let id = track.node, fromNodes != nil || toNodes != nil, !inEither(id) {
                issue("tracks[\(index)].node", "node '\(excerpt(id))' is in neither '\(excerpt(transition.from))' nor '\(excerpt(transition.to))'")
            }
            if ![track.from, track.to, track.delay].allSatisfy(\.isFinite) || track.delay < 0 {
                issue("tracks[\(index)]", "track values must be finite and the delay non-negative")
            }
            if track.repeatCount < 0 { issue("tracks[\(index)].repeatCount", "repeat count is negative") }
            if let problem = curveProblem(track.curve) { issue("tracks[\(index)].curve", problem) }
        }
        return issues
    }

    /// Ids in the snapshot's tree, and the problems found in its nodes. One pass over the flat
    /// tree; a node's coding path is spelled out only when it has a problem.
    private static func validateTree(_ snapshot: Snapshot, path: String) -> (Set<String>, [ModelIssue]) {
        let tree = snapshot.tree
        var ids: Set<String> = []
        ids.reserveCapacity(tree.count)
        var issues: [ModelIssue] = []
        var depths = [Int](repeating: 0, count: tree.count)
        var position = 0
        while position < tree.count {
            let node = tree.nodes[position]
            let depth = tree.parent(of: position).map { depths[$0] + 1 } ?? 1
            depths[position] = depth
            func issue(_ field: String, _ message: String) {
                let nodePath = codingPath(of: position, in: tree, root: path + ".root")
                issues.append(ModelIssue(codingPath: field.isEmpty ? nodePath : nodePath + "." + field, message: message,
                                         snapshotID: snapshot.id, nodeID: node.id))
            }
            if depth > maximumDepth {
                issue("", "tree is nested deeper than \(maximumDepth) levels")
                position = tree.end(of: position)
                continue
            }
            if node.id.isEmpty { issue("id", "node id is empty") }
            if let problem = lengthProblem(node.id, limit: maximumNodeIDLength) { issue("id", problem) }
            if !ids.insert(node.id).inserted {
                issue("id", "duplicate node id '\(excerpt(node.id))' in snapshot '\(excerpt(snapshot.id))'")
            }
            func check(_ field: String, _ rect: Rect?) {
                guard let rect else { return }
                if ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) || rect.width < 0 || rect.height < 0 {
                    issue(field, "\(field) \(rect) has a negative or non-finite size")
                }
            }
            check("frame", node.frame)
            check("hitFrame", node.hitFrame)
            if !(0...1).contains(node.opacity) { issue("opacity", "opacity \(node.opacity) is outside 0…1") }
            if let text = node.text, !(text.pointSize.isFinite && text.pointSize > 0) {
                issue("text.pointSize", "point size \(text.pointSize) must be positive")
            }
            if let sheet = node.sheet {
                if let position = sheet.position, !sheet.detents.isEmpty, !sheet.detents.contains(where: { $0.id == position }) {
                    issue("sheet.position", "position '\(excerpt(position))' is not one of the detents")
                }
                if sheet.stackDepth < 0 { issue("sheet.stackDepth", "stack depth is negative") }
                if sheet.detents.contains(where: { !$0.height.isFinite || $0.height < 0 }) {
                    issue("sheet.detents", "detent heights must be non-negative")
                }
            }
            position += 1
        }
        return (ids, issues)
    }

    /// `snapshots[0].root.children[2].children[0]`: the JSON coding path of a node of a flat tree.
    static func codingPath(of position: Int, in tree: NodeTree, root: String) -> String {
        var steps: [Int] = []
        var current = position
        while let parent = tree.parent(of: current) {
            var sibling = parent + 1, index = 0
            while sibling < current {
                sibling = tree.end(of: sibling)
                index += 1
            }
            steps.append(index)
            current = parent
        }
        return steps.reversed().reduce(into: root) { $0 += ".children[\($1)]" }
    }

    private static func lengthProblem(_ id: String, limit: Int = maximumIDLength) -> String? {
        lengthProblem(id, of: "id", plural: limit == maximumIDLength ? "these ids" : "node ids", limit: limit)
    }

    private static func lengthProblem(_ text: String, of what: String, plural: String, limit: Int = maximumIDLength) -> String? {
        let length = text.utf8.count
        guard length > limit else { return nil }
        return "\(what) '\(excerpt(text))' is \(length) bytes long; \(plural) are at most \(limit)"
    }

    private static func curveProblem(_ curve: Curve) -> String? {
        switch curve {
        case .none: return nil
        case .timing(let timing):
            guard timing.duration.isFinite, timing.duration >= 0 else { return "duration must be a non-negative number" }
            // As in CSS: x is elapsed time, which cannot run backwards or beyond the duration.
            if case .cubicBezier(let x1, _, let x2, _) = timing.function, !(0...1).contains(x1) || !(0...1).contains(x2) {
                return "cubicBezier x control points must lie in 0…1"
            }
            return nil
        case .spring(let spring):
            let values: [Double]
            switch spring.form {
            case .response(let r, let d): values = [r, d]
            case .durationBounce(let d, let b):
                // bounce −1 is infinite damping: a spring that never moves.
                if !(b > -1 && b <= 1) { return "bounce \(b) is outside -1 (exclusive) … 1" }
                values = [d]
            case .physical(let m, let k, let c): values = [m, k, c]
            case .uikit(let d, let z): values = [d, z]
            }
            guard values.allSatisfy({ $0.isFinite && $0 > 0 }), spring.initialVelocity.isFinite else {
                return "spring parameters must be positive numbers"
            }
            return nil
        }
    }
}
