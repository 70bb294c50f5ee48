import A11yModel

/// Scenario elements → model values, recording where each element sits so that later problems
/// (from `ScenarioValidator`) can be pointed at a line.
struct ScenarioXMLReader {
    /// Every element read, by its JSON coding path (`snapshots[0].root.children[2]`).
    var elements: [String: XMLElement] = [:]
    var sourceMap = SourceMap()

    mutating func scenario(_ root: XMLElement) throws(ScenarioXMLProblem) -> Scenario {
        let attributes = AttributeReader(root)
        remember(root, at: "")
        var snapshots: [Snapshot] = []
        var transitions: [Transition] = []
        for child in root.children {
            switch child.name {
            case "snapshot": snapshots.append(try snapshot(child, path: "snapshots[\(snapshots.count)]"))
            case "transition": transitions.append(try transition(child, path: "transitions[\(transitions.count)]"))
            default: throw unexpected(child, in: root)
            }
        }
        return Scenario(
            formatVersion: try attributes.integer("format-version") ?? Scenario.currentFormatVersion,
            id: try attributes.required("id"), title: attributes.string("title"), source: attributes.string("source"),
            snapshots: snapshots, transitions: transitions)
    }

    private mutating func snapshot(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> Snapshot {
        let attributes = AttributeReader(element)
        let id = try attributes.required("id")
        remember(element, at: path)
        sourceMap.snapshotLines[id] = sourceMap.snapshotLines[id] ?? element.line
        var environment = Environment()
        var root: Node?
        for child in element.children {
            switch child.name {
            case "environment": environment = try self.environment(child, path: path + ".environment")
            case "node" where root == nil: root = try tree(child, path: path + ".root", snapshot: id)
            default: throw unexpected(child, in: element)
            }
        }
        guard let root else { throw ScenarioXMLProblem(element, "<snapshot> '\(id)' needs a root <node>") }
        return Snapshot(id: id, state: attributes.string("state") ?? id, environment: environment,
                        focusedNode: attributes.string("focused-node"), unknown: attributes.tokens("unknown"), root: root)
    }

    mutating func environment(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> Environment {
        remember(element, at: path)
        let a = AttributeReader(element)
        let fallback = Environment()
        return Environment(
            platform: a.token("platform") ?? fallback.platform,
            reduceMotion: try a.bool("reduce-motion") ?? false,
            prefersCrossFadeTransitions: try a.bool("prefers-cross-fade-transitions") ?? false,
            contentSize: try a.enumeration("content-size") ?? .large,
            colorScheme: try a.enumeration("color-scheme") ?? .light,
            increaseContrast: try a.bool("increase-contrast") ?? false,
            boldText: try a.bool("bold-text") ?? false,
            voiceOver: try a.bool("voice-over") ?? false,
            interfaceLevel: try a.enumeration("interface-level") ?? .base,
            viewport: try a.size("viewport") ?? fallback.viewport,
            scale: try a.number("scale") ?? fallback.scale,
            animatorDurationScale: try a.number("animator-duration-scale"),
            keyboardVisible: try a.bool("keyboard-visible") ?? false)
    }

    /// Reads a node tree with an explicit stack: children are finished before their parent.
    private mutating func tree(_ rootElement: XMLElement, path: String, snapshot: String)
        throws(ScenarioXMLProblem) -> Node
    {
        struct Frame {
            var node: Node
            var pending: [XMLElement]
            var path: String
        }
        func start(_ element: XMLElement, _ path: String, _ reader: inout ScenarioXMLReader) throws(ScenarioXMLProblem) -> Frame {
            let (node, children) = try reader.node(element, path: path)
            reader.sourceMap.nodeLines[snapshot, default: [:]][node.id] =
                reader.sourceMap.nodeLines[snapshot]?[node.id] ?? element.line
            return Frame(node: node, pending: children.reversed(), path: path)
        }
        var stack = [try start(rootElement, path, &self)]
        while let last = stack.indices.last {
            if let child = stack[last].pending.popLast() {
                let childPath = stack[last].path + ".children[\(stack[last].node.children.count)]"
                stack.append(try start(child, childPath, &self))
                continue
            }
            let finished = stack.removeLast().node
            guard let parent = stack.indices.last else { return finished }
            stack[parent].node.children.append(finished)
        }
        throw ScenarioXMLProblem(rootElement, "<node> could not be read")
    }

    /// One node without its children, and the child `<node>` elements still to read.
    private mutating func node(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> (Node, [XMLElement]) {
        remember(element, at: path)
        let a = AttributeReader(element)
        let role: Role = a.token("role") ?? .group
        var node = Node(
            id: try a.required("id"), role: role, part: a.token("part"), label: a.string("label"),
            value: a.string("value"), hint: a.string("hint"), identifier: a.string("identifier"),
            traits: a.tokens("traits"), frame: try a.rect("frame"), hitFrame: try a.rect("hit-frame"),
            isAccessibilityElement: try a.bool("is-accessibility-element"), isHidden: try a.bool("is-hidden") ?? false,
            opacity: try a.number("opacity") ?? 1, isModal: try a.bool("is-modal") ?? false,
            foreground: try a.color("foreground"), background: try a.color("background"))
        var children: [XMLElement] = []
        for child in element.children {
            switch child.name {
            case "text": node.text = try text(child, path: path + ".text")
            case "sheet": node.sheet = try sheet(child, path: path + ".sheet")
            case "action": node.actions.append(try action(child, path: path + ".actions[\(node.actions.count)]"))
            case "gesture": node.gestures.append(try gesture(child, path: path + ".gestures[\(node.gestures.count)]"))
            case "node": children.append(child)
            default: throw unexpected(child, in: element)
            }
        }
        return (node, children)
    }

    private mutating func text(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> TextFacts {
        remember(element, at: path)
        let a = AttributeReader(element)
        return TextFacts(
            style: a.token("style"), pointSize: try a.requiredNumber("point-size"),
            weight: try a.enumeration("weight") ?? .regular,
            scalesWithDynamicType: try a.bool("scales-with-dynamic-type") ?? true,
            isTruncated: try a.bool("is-truncated") ?? false, isClipped: try a.bool("is-clipped") ?? false,
            isEssential: try a.bool("is-essential") ?? true)
    }

    private mutating func sheet(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> SheetFacts {
        remember(element, at: path)
        let a = AttributeReader(element)
        var detents: [Detent] = []
        for child in element.children {
            guard child.name == "detent" else { throw unexpected(child, in: element) }
            remember(child, at: path + ".detents[\(detents.count)]")
            let d = AttributeReader(child)
            detents.append(Detent(id: try d.required("id"), height: try d.requiredNumber("height")))
        }
        return SheetFacts(
            modality: try a.enumeration("modality") ?? .modal, canDismiss: try a.bool("can-dismiss") ?? true,
            detents: detents, position: a.string("position"), stackDepth: try a.integer("stack-depth") ?? 0,
            scrollsContent: try a.bool("scrolls-content") ?? false, contentHeight: try a.number("content-height"),
            heightSource: try a.enumeration("height-source") ?? .content)
    }

    private mutating func action(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> AccessibilityAction {
        remember(element, at: path)
        let a = AttributeReader(element)
        return AccessibilityAction(ActionKind(token: try a.required("kind")), name: a.string("name"),
                                   leadsTo: a.string("leads-to"), succeeds: try a.bool("succeeds"))
    }

    private mutating func gesture(_ element: XMLElement, path: String) throws(ScenarioXMLProblem) -> Gesture {
        remember(element, at: path)
        let a = AttributeReader(element)
        return Gesture(GestureKind(token: try a.required("kind")), leadsTo: a.string("leads-to"),
                       completesOn: try a.enumeration("completes-on") ?? .up,
                       tracksFinger: try a.bool("tracks-finger") ?? false)
    }

    mutating func remember(_ element: XMLElement, at path: String) {
        elements[path] = element
    }

    func unexpected(_ child: XMLElement, in parent: XMLElement) -> ScenarioXMLProblem {
        ScenarioXMLProblem(child, "<\(child.name)> is not expected here inside <\(parent.name)>")
    }
}
