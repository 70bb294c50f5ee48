import A11yModel

/// Facts about a node that the XML spells out only partly: visibility after ancestors and
/// modal containment, traits and actions as sets, the sheet around it.
enum NodeFunctions {
    static let all: [ModelFunction] = [
        .ofNode("has-name", returns: .boolean,
                "Whether the node has a speakable label: not empty, not only white space, invisible characters, icon-font glyphs, punctuation or symbols.",
                example: "//node[ma:is-interactive()][not(ma:has-name())]") { _, node, _ in
            .boolean(node.node.hasName)
        },
        .ofNode("is-exposed", returns: .boolean,
                "Whether VoiceOver can reach the node: an accessibility element not hidden by itself or an ancestor.",
                example: "//node[@part='closeButton'][ma:is-exposed()]") { _, node, _ in
            .boolean(node.isExposedElement)
        },
        .ofNode("is-hidden", returns: .boolean,
                "Whether the node is hidden from assistive technology, by itself or by an ancestor.",
                example: "//node[@part='handle'][not(ma:is-hidden())]") { _, node, _ in
            .boolean(node.isHiddenFromAT)
        },
        .ofNode("is-reachable", returns: .boolean,
                "Whether the node is exposed and inside the innermost visible modal subtree (VoiceOver's modal containment).",
                example: "//node[@part='presenter']//node[ma:is-reachable()]") { index, node, call in
            .boolean(call.document.isReachable(node, in: index))
        },
        .ofNode("is-interactive", returns: .boolean,
                "Whether people operate the node: by role, trait, action or tap gesture.",
                example: "//node[ma:is-interactive()]") { _, node, _ in
            .boolean(node.node.isInteractive)
        },
        .ofNode("is-front-sheet", returns: .boolean,
                "Whether the node is the sheet people interact with: the topmost visible sheet or card at stack depth 0.",
                example: "//node[ma:is-front-sheet()]") { index, node, call in
            .boolean(call.document.frontSheet(in: index)?.order == node.order)
        },
        .ofNode("opacity", returns: .number,
                "The node's opacity multiplied by its ancestors' (0 is invisible).",
                example: "//node[@part='handle'][ma:opacity() > 0]") { _, node, _ in
            .number(node.effectiveOpacity)
        },
        .ofNode("depth", returns: .number,
                "How deep the node sits: 0 for the snapshot's root node.",
                example: "//node[ma:depth() <= 2]") { _, node, _ in
            .number(Double(node.depth))
        },
        .ofNodeWith("has-trait", .string, operandName: "trait", returns: .boolean,
                    "Whether the node has the accessibility trait (button, header, adjustable, …).",
                    example: "ma:has-trait('button') or ma:has-trait('adjustable')") { _, node, trait, _ in
            .boolean(node.node.has(Trait(token: trait.string)))
        },
        .ofNodeWith("has-action", .string, operandName: "kind", returns: .boolean,
                    "Whether the node offers the accessibility action (activate, increment, decrement, escape, dismiss, …).",
                    example: "ma:has-action('escape') or ma:has-action('dismiss')") { _, node, kind, _ in
            .boolean(node.node.has(ActionKind(token: kind.string)))
        },
        .ofNodeWith("has-gesture", .string, operandName: "kind", returns: .boolean,
                    "Whether the node handles the pointer gesture (tap, drag, swipe, …).",
                    example: "//node[ma:has-gesture('drag')][not(ma:has-action('increment'))]") { _, node, kind, _ in
            .boolean(node.node.gestures.contains { $0.kind == GestureKind(token: kind.string) })
        },
        ModelFunction(name: "knows", forms: [[.string], [.nodes, .string]], signature: "ma:knows([node,] fact) → boolean",
                      summary: "Whether the capture recorded a kind of fact (colors, actions, modality, traits, focus, …) "
                          + "for the node's snapshot — or, without a node, for the subject (snapshot or transition).",
                      example: "not(ma:knows('colors'))") { call in
            let fact = ModelFact(token: call.arguments[call.arguments.count - 1].string)
            if call.arguments.count == 2 {
                return .boolean(call.subjectNode.map { $0.index.snapshot.knows(fact) } ?? false)
            }
            if let transition = call.document.transition { return .boolean(transition.knows(fact)) }
            return .boolean(call.document.snapshot(at: call.contextElement)?.snapshot.knows(fact) ?? false)
        },
        .ofNode("sheet", returns: .nodeSet,
                "The sheet or card the node sits in (itself when it is one); empty when none.",
                example: "ma:y() - ma:y(ma:sheet()) <= 60") { index, node, call in
            guard let sheet = index.enclosingSheet(of: node) else { return .element(nil) }
            return .element(call.document.ordinal(of: sheet, in: index))
        },
        ModelFunction(name: "front-sheet", forms: [[]], signature: "ma:front-sheet() → node-set",
                      summary: "The sheet people interact with in the snapshot (see ma:is-front-sheet); empty when none.",
                      example: "ma:front-sheet()//node[@part='closeButton']") { call in
            guard let index = call.document.snapshot(at: call.contextElement),
                  let sheet = call.document.frontSheet(in: index) else { return .element(nil) }
            return .element(call.document.ordinal(of: sheet, in: index))
        },
        ModelFunction(name: "node", forms: [[.string]], signature: "ma:node(id) → node-set",
                      summary: "The node with this id in the context node's snapshot (the first snapshot outside one); "
                          + "empty when none.",
                      example: "ma:node(/snapshot/@focused-node)[ma:is-exposed()]") { call in
            guard let index = call.document.snapshot(at: call.contextElement),
                  let node = index.node(call.arguments[0].string) else { return .element(nil) }
            return .element(call.document.ordinal(of: node, in: index))
        },
    ]
}
