import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Flutter semantics dumps: `debugDumpSemanticsTree()` and `SemanticsNode.toStringDeep()` (a
/// widget test prints `tester.binding.pipelineOwner.semanticsOwner!.rootSemanticsNode!`), in
/// traversal order or `DebugSemanticsDumpOrder.inverseHitTest`, with or without the
/// `flutter: ` prefix of the console.
///
/// The dump carries flags, actions (tap, dismiss, increase, decrease, custom actions), label,
/// value, increased and decreased values, hint, route scopes and input focus. Rectangles are in
/// each parent's coordinates and are composed into screen coordinates; the device pixel ratio
/// comes from the root's `scaled by` transform.
enum FlutterSemanticsImporter {
    static func load(_ data: Data, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        let content = try DumpText.decodedText(data, file: file)
        let printout = Printout(Substring(content), startsPrintout: FlutterLine.startsPrintout)
        let tree = try FlutterPrintoutReader.read(printout, file: file)
        var dump = build(tree)
        for note in printout.notes { dump.notes.add(note) }
        if tree.trailingLines > 0 {
            dump.notes.add("ignored \(tree.trailingLines) line\(tree.trailingLines == 1 ? "" : "s") after the semantics tree")
        }
        if options.environment.platform == nil {
            dump.notes.add("the dump does not record the platform: \(dump.environment.platform.token) assumed "
                + (dump.environment.platform == .iOS ? "(a modal barrier offers dismiss only on iOS and macOS)" : "(flutter test's default target platform)")
                + "; pass --platform")
        }
        if let endings = DumpText.describeLineEnds(data) { dump.notes.add(endings) }
        return try DumpAssembler.loaded(dump, file: file, options: options)
    }

    static let reordered = "nodes whose children were put in Flutter's traversal order (computed from the printed rectangles, "
        + "text direction and sort keys; an inverseHitTest dump prints paint order)"

    static func build(_ tree: FlutterPrintout) -> ImportedDump {
        let records = tree.records
        var notes = ImportNotes()
        // Merge boundaries take their merged-up descendants' labels, flags and actions.
        var semantics = records.map(\.semantics)
        var boundary = [Int?](repeating: nil, count: records.count)
        for (index, record) in records.enumerated() {
            guard let parent = record.parent, record.semantics.mergedUp else { continue }
            boundary[index] = records[parent].semantics.mergesDescendants ? parent : boundary[parent]
            if let into = boundary[index] { semantics[into].merge(record.semantics) }
        }
        var direction = [String?](repeating: nil, count: records.count)
        var pixelRatio: Double?
        for (index, record) in records.enumerated() {
            guard let geometry = record.semantics.geometry else { continue }
            direction[index] = record.semantics.textDirection ?? record.parent.flatMap { direction[$0] }
            if pixelRatio == nil, record.depth <= 1, case .scale(let factor) = geometry.transform { pixelRatio = factor }
        }
        let ratio = pixelRatio ?? 1
        var arena = ImportArena()
        var routeScopes: [Int] = []
        var focus = FocusReading(source: "the isFocused flag")
        var pending: [(record: Int, parent: Int?)] = [(0, nil)]
        while let (record, parent) = pending.popLast() {
            let r = records[record]
            let s = semantics[record]
            let frame = r.semantics.geometry.map { _ in
                let box = r.box
                // Composed transforms and the pixel ratio leave float noise (86.09999999999998).
                func clean(_ value: Double) -> Double { (value / ratio * 1_000_000).rounded() / 1_000_000 }
                return Rect(x: clean(box.x), y: clean(box.y), width: clean(box.width), height: clean(box.height))
            }
            var (node, clues) = FlutterNodeMapping.node(s, frame: frame, mergedUp: boundary[record] != nil)
            if s.has("namesRoute"), let label = node.label, !label.isEmpty { clues.paneTitle = label }
            let index = arena.count
            arena.append(node, parent: parent, line: r.line, clues: clues)
            if s.has("scopesRoute") && r.parent != nil { routeScopes.append(index) }
            // isFocusable (Flutter 3.19+) comes with every focusable node, isFocused only with the focused one.
            focus.record(s.has("isFocusable") || s.has("isFocused") ? s.has("isFocused") && boundary[record] == nil : nil, at: index)
            for value in r.semantics.unknownValues { notes.tally("flags and actions this version does not know, left out: \(value)", node: index) }
            if !r.semantics.unreadProperties.isEmpty {
                notes.tally("printed properties morph-audit reads nothing from (" + r.semantics.unreadProperties.joined(separator: ", ") + ")", node: index)
            }
            let children = r.children.enumerated().map { offset, child in
                FlutterTraversalOrder.Child(position: offset, id: records[child].id,
                                            rect: records[child].semantics.geometry?.rectInParent ?? .zero,
                                            sortKey: records[child].semantics.sortKey)
            }
            let order = FlutterTraversalOrder.order(children, rtl: direction[record].map { $0 == "rtl" }) ?? children.map(\.position)
            if order != children.map(\.position) {
                notes.tally(reordered, node: index)
            }
            pending += order.reversed().map { (r.children[$0], index) }
        }
        FlutterInference.run(&arena, routeScopes: routeScopes, notes: &notes)
        let dismissibleBarrier = arena.indices.contains { arena[$0].node.part == .scrim }
        var environment = Environment(platform: dismissibleBarrier ? .iOS : .android, scale: ratio)
        if let frame = arena[0].node.frame, frame.minX == 0, frame.minY == 0, !frame.isEmpty {
            environment.viewport = Size(width: frame.width, height: frame.height)
        }
        var dump = ImportedDump(format: .flutterSemantics, sourceDescription: "a Flutter semantics dump", arena: arena,
                                environment: environment)
        dump.known = [.actions, .traits, .hint, .hitFrame, .opacity, .modality]
        dump.alsoUnknown = [.importance]
        focus.apply(to: &dump, notes: &notes)
        notes.add("frames in logical pixels (points)" + (pixelRatio.map { ", the device pixel ratio \(formatNumber($0)) taken from the root's transform" } ?? ""))
        notes.add("touch areas are the rectangles (Flutter hit-tests a widget within its box); opacity known, as Flutter leaves "
            + "transparent widgets out of the semantics tree; modal containment read from route scopes and barriers, whose "
            + "BlockSemantics removes what is behind a modal route")
        dump.notes = notes
        return dump
    }
}
