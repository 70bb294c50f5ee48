import A11yModel

/// Scenario elements already parsed into a tree → model values: how pack examples, written inside
/// a pack file, are read. Each element is remembered by its JSON coding path
/// (`snapshots[0].root.children[2]`) so that problems `ScenarioValidator` finds later can be
/// pointed at a line. Scenario files are read by `ScenarioStreamReader` instead.
struct ScenarioXMLReader {
    /// Every element read, by its JSON coding path.
    var elements: [String: ElementMark] = [:]

    mutating func scenario(_ root: XMLElement) throws(ScenarioXMLProblem) -> Scenario {
        elements[""] = root.mark
        var snapshots: [Snapshot] = []
        var transitions: [Transition] = []
        for child in root.children {
            switch child.name {
            case "snapshot": snapshots.append(try snapshot(child, path: "snapshots[\(snapshots.count)]"))
            case "transition": transitions.append(try transition(child, path: "transitions[\(transitions.count)]"))
            default: throw unexpected(child, in: root)
            }
        }
        var scenario = try ScenarioValues.scenario(AttributeReader(root))
        scenario.snapshots = snapshots
        scenario.transitions = transitions
        return scenario
    }

    private mutating func snapshot(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> Snapshot {
        var snapshot = try ScenarioValues.snapshot(AttributeReader(element))
        elements[path] = element.mark
        var root: Node?
        for child in element.children {
            switch child.name {
            case "environment":
                elements[path + ".environment"] = child.mark
                snapshot.environment = try ScenarioValues.environment(AttributeReader(child))
            case "node" where root == nil: root = try tree(child, path: path + ".root")
            default: throw unexpected(child, in: element)
            }
        }
        guard let root else { throw ScenarioXMLProblem(element, "<snapshot> '\(snapshot.id)' needs a root <node>") }
        snapshot.root = root
        return snapshot
    }

    /// Reads a node tree with an explicit stack: children are finished before their parent.
    private mutating func tree(_ rootElement: XMLElement, path: String) throws(ScenarioXMLProblem) -> Node {
        struct Frame {
            var node: Node
            var pending: [XMLElement]
            var path: String
        }
        var stack = [try start(rootElement, path)]
        while let last = stack.indices.last {
            if let child = stack[last].pending.popLast() {
                stack.append(try start(child, stack[last].path + ".children[\(stack[last].node.children.count)]"))
                continue
            }
            let finished = stack.removeLast().node
            guard let parent = stack.indices.last else { return finished }
            stack[parent].node.children.append(finished)
        }
        throw ScenarioXMLProblem(rootElement, "<node> could not be read")

        func start(_ element: XMLElement, _ path: String) throws(ScenarioXMLProblem) -> Frame {
            let (node, children) = try self.node(element, path: path)
            return Frame(node: node, pending: children.reversed(), path: path)
        }
    }

    /// One node without its children, and the child `<node>` elements still to read.
    private mutating func node(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> (Node, [XMLElement]) {
        elements[path] = element.mark
        var node = try ScenarioValues.node(AttributeReader(element))
        var children: [XMLElement] = []
        for child in element.children {
            switch child.name {
            case "text":
                elements[path + ".text"] = child.mark
                node.text = try ScenarioValues.text(AttributeReader(child))
            case "sheet":
                node.sheet = try sheet(child, path: path + ".sheet")
            case "action":
                elements[path + ".actions[\(node.actions.count)]"] = child.mark
                node.actions.append(try ScenarioValues.action(AttributeReader(child)))
            case "gesture":
                elements[path + ".gestures[\(node.gestures.count)]"] = child.mark
                node.gestures.append(try ScenarioValues.gesture(AttributeReader(child)))
            case "node": children.append(child)
            default: throw unexpected(child, in: element)
            }
        }
        return (node, children)
    }

    private mutating func sheet(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> SheetFacts {
        elements[path] = element.mark
        var detents: [Detent] = []
        for child in element.children {
            guard child.name == "detent" else { throw unexpected(child, in: element) }
            elements[path + ".detents[\(detents.count)]"] = child.mark
            detents.append(try ScenarioValues.detent(AttributeReader(child)))
        }
        var sheet = try ScenarioValues.sheet(AttributeReader(element))
        sheet.detents = detents
        return sheet
    }

    private mutating func transition(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> Transition {
        elements[path] = element.mark
        var transition = try ScenarioValues.transition(AttributeReader(element))
        for child in element.children {
            switch child.name {
            case "environment":
                elements[path + ".environment"] = child.mark
                transition.environment = try ScenarioValues.environment(AttributeReader(child))
            case "track":
                transition.tracks.append(try track(child, path: path + ".tracks[\(transition.tracks.count)]"))
            case "notification":
                elements[path + ".notifications[\(transition.notifications.count)]"] = child.mark
                transition.notifications.append(try ScenarioValues.notification(AttributeReader(child)))
            default:
                throw unexpected(child, in: element)
            }
        }
        return transition
    }

    private mutating func track(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> AnimationTrack {
        elements[path] = element.mark
        guard element.children.count == 1, let curve = element.children.first else {
            throw ScenarioXMLProblem(element, "<track> needs exactly one curve: <spring>, <timing> or <none>")
        }
        elements[path + ".curve"] = curve.mark
        return try ScenarioValues.track(AttributeReader(element)) { () throws(ScenarioXMLProblem) -> Curve in
            switch curve.name {
            case "none": return .none
            case "timing": return try ScenarioValues.timing(AttributeReader(curve))
            case "spring": return try ScenarioValues.spring(AttributeReader(curve))
            default: throw ScenarioXMLProblem(curve, "<\(curve.name)> is not a curve; expected <spring>, <timing> or <none>")
            }
        }
    }

    func unexpected(_ child: XMLElement, in parent: XMLElement) -> ScenarioXMLProblem {
        ScenarioXMLProblem(child, "<\(child.name)> is not expected here inside <\(parent.name)>")
    }
}
