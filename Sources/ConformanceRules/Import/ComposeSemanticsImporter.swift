import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Jetpack Compose semantics printouts: what androidx `ui-test`'s `printToString()` returns and
/// `printToLog()` logs, merged (`useUnmergedTree = false`) or unmerged, of one node or of several
/// (`onAllNodes(isRoot())` prints one root per window), with or without the log's prefixes.
///
/// Unlike a view dump the printout carries the accessibility actions (dismiss, expand, collapse,
/// set progress, custom actions), pane titles, dialog windows, headings and input focus. Bounds
/// are pixels (`positionInWindow` and size, not clipped) and are converted with the density.
enum ComposeSemanticsImporter {
    static func load(_ data: Data, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        let content = try DumpText.decodedText(data, file: file)
        let printout = Printout(Substring(content), startsPrintout: ComposeLine.startsPrintout)
        let tree = try ComposePrintoutReader.read(printout, file: file)
        // A printout may be of one node, and its bounds are not clipped: they do not show the display.
        let density = AndroidDensity.choose(given: options.density, display: nil)
        var dump = build(tree, density: density.value)
        for note in printout.notes { dump.notes.add(note) }
        dump.notes.add(density.note)
        if density.isAssumed { dump.alsoUnknown.append(.density) }
        if let endings = DumpText.describeLineEnds(data) { dump.notes.add(endings) }
        return try DumpAssembler.loaded(dump, file: file, options: options)
    }

    static let unreadKeys = "printed keys morph-audit reads nothing from"

    static func build(_ tree: ComposePrintout, density: Double) -> ImportedDump {
        let records = tree.records
        var notes = ImportNotes()
        let (semantics, placements) = merged(records)
        var arena = ImportArena()
        let windows = tree.roots.count > 1
        if windows {
            arena.append(Node(id: "", role: .window, isAccessibilityElement: false), parent: nil, line: nil,
                         clues: ElementClues(typeName: "Application"))
        }
        let belowDialog = windowsBelowDialog(tree, semantics: semantics)
        var dialogs: [Int] = []
        var focus = FocusReading(source: "'Focused'")
        // Depth first, each node's children in TalkBack's order: by traversal index, then as printed.
        var pending: [(record: Int, parent: Int?)] = tree.roots.reversed().map { ($0, windows ? 0 : nil) }
        while let (record, parent) = pending.popLast() {
            let index = arena.count
            let r = records[record]
            let frame = Rect(x: r.node.left / density, y: r.node.top / density,
                             width: (r.node.right - r.node.left) / density, height: (r.node.bottom - r.node.top) / density)
            var (node, clues) = ComposeNodeMapping.node(semantics[record], frame: frame, tag: r.node.tag,
                                                         placement: placements[record], at: index, notes: &notes)
            if windows && r.parent == nil {
                if node.role == .group { node.role = .window }
                if belowDialog.contains(record) {
                    node.isHidden = true
                    notes.inferred(index, "is hidden: its window is below a dialog window, and Android reports no window below a modal window to accessibility services")
                }
            }
            arena.append(node, parent: parent, line: r.line, clues: clues)
            let s = r.semantics
            if s.units.contains("IsDialog") { dialogs.append(index) }
            focus.record(s.focused, at: index)
            if !s.otherKeys.isEmpty { notes.tally(unreadKeys + " (" + s.otherKeys.joined(separator: ", ") + ")", node: index) }
            let unknownActions = s.actions.filter { !ComposePropertyReader.modelActions.contains($0) && !ignoredActions.contains($0) }
            for action in unknownActions { notes.tally("actions morph-audit does not know, ignored: \(action)", node: index) }
            let children = r.children.enumerated().sorted { lhs, rhs in
                let (a, b) = (records[lhs.element].semantics.traversalIndex ?? 0, records[rhs.element].semantics.traversalIndex ?? 0)
                return a != b ? a < b : lhs.offset < rhs.offset
            }.map(\.element)
            pending += children.reversed().map { ($0, index) }
        }
        ComposeInference.run(&arena, dialogs: dialogs, notes: &notes, density: density)
        var environment = Environment(platform: .android, scale: density)
        let rootFrames = windows ? arena[0].children.compactMap { arena[$0].node.frame } : [arena[0].node.frame].compactMap { $0 }
        if let first = rootFrames.first, first.minX == 0, first.minY == 0, !first.isEmpty {
            let width = rootFrames.map(\.maxX).max() ?? first.width, height = rootFrames.map(\.maxY).max() ?? first.height
            environment.viewport = Size(width: width, height: height)
        }
        var dump = ImportedDump(format: .composeSemantics, sourceDescription: sourceDescription(tree), arena: arena,
                                environment: environment)
        dump.known = [.actions, .traits, .hitFrame]
        // TalkBack reads Compose by place on screen, not in the printed (composed) order.
        dump.alsoUnknown = [.importance, .readingOrder, .stacking]
        focus.apply(to: &dump, notes: &notes)
        notes.add("touch areas are the bounds, and Compose extends the touch area of a clickable smaller than 48 × 48 dp "
            + "(ViewConfiguration.minimumTouchTargetSize) to 48 × 48 dp around its centre")
        if tree.depthLimited {
            notes.add("the printout stopped at printToString's maxDepth ('Has … children'): print with maxDepth = Int.MAX_VALUE for the whole tree")
        }
        dump.notes = notes
        return dump
    }

    /// Actions with no model kind that Compose prints on ordinary nodes (text, fields, lists).
    static let ignoredActions: Set<String> = [
        "GetTextLayoutResult", "RequestFocus", "SetText", "SetSelection", "CopyText", "CutText", "PasteText",
        "PerformImeAction", "OnImeAction", "InsertTextAtCursor", "SetTextSubstitution", "ShowTextSubstitution",
        "ClearTextSubstitution", "GetScrollViewportLength", "IndexForKey", "OnAutofillText", "OnFillData",
        "MagnifierPositionInRoot",
    ]

    private static func sourceDescription(_ tree: ComposePrintout) -> String {
        switch tree.unmerged {
        case true?: "a Compose semantics printout (unmerged tree)"
        case false?: "a Compose semantics printout (merged tree)"
        case nil: "a Compose semantics printout"
        }
    }

    /// Each record's semantics as TalkBack sees them (a node that merges its descendants holds
    /// theirs), and where it stands: merged into an ancestor, or replaced by one that cleared its
    /// descendants' semantics. Records come parents first, so one pass in order is enough.
    static func merged(_ records: [ComposePrintout.Record])
        -> (semantics: [ComposeSemantics], placements: [ComposeNodeMapping.Placement])
    {
        var semantics = records.map(\.semantics)
        var placements = [ComposeNodeMapping.Placement](repeating: .init(), count: records.count)
        var mergedInto = [Int?](repeating: nil, count: records.count)
        for (index, record) in records.enumerated() {
            guard let parent = record.parent else { continue }
            let cleared = placements[parent].cleared || records[parent].semantics.clearsSemantics
            placements[index].cleared = cleared
            guard !cleared, !record.semantics.mergesDescendants else { continue }
            mergedInto[index] = records[parent].semantics.mergesDescendants ? parent : mergedInto[parent]
            if let boundary = mergedInto[index] {
                placements[index].mergedIntoAncestor = true
                semantics[boundary].merge(record.semantics)
            }
        }
        return (semantics, placements)
    }

    /// The roots printed before the last one that holds a dialog: Android reports no window
    /// below a modal window to accessibility services.
    private static func windowsBelowDialog(_ tree: ComposePrintout, semantics: [ComposeSemantics]) -> Set<Int> {
        guard tree.roots.count > 1 else { return [] }
        var rootOf = [Int](repeating: 0, count: tree.records.count)
        var lastDialogRoot: Int?
        for (index, record) in tree.records.enumerated() {
            rootOf[index] = record.parent.map { rootOf[$0] } ?? index
            if record.semantics.units.contains("IsDialog") {
                lastDialogRoot = max(lastDialogRoot ?? -1, tree.roots.firstIndex(of: rootOf[index]) ?? -1)
            }
        }
        guard let last = lastDialogRoot, last > 0 else { return [] }
        return Set(tree.roots[..<last])
    }
}
