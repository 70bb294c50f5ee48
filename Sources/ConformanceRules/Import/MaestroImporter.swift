import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `maestro hierarchy` output: console lines (`Running on …`, `None: `) and then Maestro's
/// TreeNode JSON — `attributes` (strings), `children`, and `clickable`/`enabled`/`focused`/
/// `checked`/`selected` (hierarchy-formats.md §6). Everything before the first line that starts
/// with `{` is skipped.
///
/// - Android flavour (nodes have a `class`): bounds are pixels, converted with the density;
///   roles come from the class. The document and `<hierarchy>` wrapper nodes are dropped.
/// - iOS flavour: bounds are points; there are **no element types**, so roles are unknown and
///   only checked switches, text fields (by their placeholder) and Maestro's synthetic containers
///   can be told apart.
enum MaestroImporter {
    /// Maestro writes `[0,0][0,0]` for synthetic containers and for nodes off the display: the
    /// frame is unknown, not empty.
    static let noBounds = PixelBounds(left: 0, top: 0, right: 0, bottom: 0)
    static let zeroBounds = "elements with Maestro's bounds [0,0][0,0] (synthetic or off screen), kept without a frame"

    static func load(_ data: Data, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        let text = DumpText.normalized(data)
        guard let (start, preambleLines) = jsonStart(in: [UInt8](text)) else {
            throw LoadFailure(InputError(file: file, line: 1, column: 1,
                                         message: "no line starts with '{': Maestro's hierarchy JSON was not found"))
        }
        let (root, end) = try DumpJSON.parse(text, file: file, start: start, firstLine: preambleLines + 1, allowTrailingText: true)
        guard root.members != nil else {
            throw LoadFailure(InputError(file: file, line: root.line, column: root.column,
                                         message: "expected Maestro's root node as a JSON object, found \(root.kindDescription)"))
        }
        let android = options.environment.platform.map { $0 == .android } ?? containsClass(root)
        let display = android ? displayExtent(root) : nil
        let density = AndroidDensity.choose(given: options.density, display: display, statusBar: nil,
                                            grid: { DpGridDensity.read(gridBoxes(root), over: $0, displayShortSide: display?.shortSideAtMost) })
        var dump: ImportedDump
        do {
            dump = android ? try readAndroid(root, density: density.value) : try readIOS(root)
        } catch {
            throw LoadFailure(error.inputError(file: file))
        }
        if preambleLines > 0 {
            dump.notes.add("skipped \(preambleLines) line\(preambleLines == 1 ? "" : "s") of console output before the JSON")
        }
        if text[end...].contains(where: { ![0x20, 0x09, 0x0A].contains($0) }) {
            dump.notes.add("ignored console output after the JSON")
        }
        if android {
            dump.notes.add(density.note)
            if density.isAssumed { dump.alsoUnknown.append(.density) }
        }
        if let endings = DumpText.describeLineEnds(data) { dump.notes.add(endings) }
        return try DumpAssembler.loaded(dump, file: file, options: options)
    }

    /// The offset of the first line whose first non-blank character is `{`, and how many lines
    /// come before it.
    static func jsonStart(in bytes: [UInt8]) -> (offset: Int, lines: Int)? {
        var lineStart = 0, lines = 0
        while lineStart < bytes.count {
            var index = lineStart
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") { return (lineStart, lines) }
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { return nil }
            lineStart = newline + 1
            lines += 1
        }
        return nil
    }

    /// The display's size as the outermost bounds show it (`DisplayExtent`); Maestro's empty
    /// `[0,0][0,0]` wrappers are looked through, malformed bounds left for the reader to report.
    private static func displayExtent(_ root: LocatedJSON) -> DisplayExtent.Shown? {
        var extent = DisplayExtent()
        var pending = [root]
        while let node = pending.popLast() {
            guard let text = node["attributes"]?["bounds"]?.scalarText, case .success(let bounds) = PixelBounds.parse(text),
                  bounds != noBounds else {
                pending += node["children"]?.elements ?? []
                continue
            }
            extent.include(bounds)
        }
        return extent.shown
    }

    /// Every node with bounds on screen, for the density its layout shows (`DpGridDensity`).
    private static func gridBoxes(_ root: LocatedJSON) -> [DpGridDensity.Box] {
        var boxes: [DpGridDensity.Box] = []
        var pending: [(node: LocatedJSON, parent: PixelBounds?)] = [(root, nil)]
        while let (node, parent) = pending.popLast() {
            var bounds: PixelBounds?
            if let text = node["attributes"]?["bounds"]?.scalarText, case .success(let read) = PixelBounds.parse(text),
               read.width > 0, read.height > 0 {
                bounds = read
                boxes.append(DpGridDensity.Box(bounds: read, parent: parent))
            }
            pending += (node["children"]?.elements ?? []).reversed().map { ($0, bounds ?? parent) }
        }
        return boxes
    }

    private static func containsClass(_ root: LocatedJSON) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            if node["attributes"]?["class"] != nil { return true }
            pending += node["children"]?.elements ?? []
        }
        return false
    }

    private struct TreeNode {
        var object: LocatedJSON
        var path: String
        var attributes: [String: String]

        init(_ object: LocatedJSON, path: String) throws(DumpJSONProblem) {
            guard object.members != nil else {
                throw DumpJSONProblem(object, path: path, "expected a node object, found \(object.kindDescription)")
            }
            self.object = object
            self.path = path
            var attributes: [String: String] = [:]
            if let map = try DumpJSON.object(object, "attributes", path: path), let members = map.members {
                for member in members {
                    guard let text = member.value.scalarText else {
                        if member.value.isNull { continue }
                        throw DumpJSONProblem(member.value, path: DumpJSON.join(path, "attributes." + member.key),
                                              "expected a string, found \(member.value.kindDescription)")
                    }
                    attributes[member.key] = text
                }
            }
            self.attributes = attributes
        }

        func flag(_ key: String) throws(DumpJSONProblem) -> Bool? {
            if let text = attributes[key] { return text == "true" }
            return try DumpJSON.bool(object, key, path: path)
        }

        /// The visible bounds, and whether they ended before they started (read as empty).
        func visibleBounds() throws(DumpJSONProblem) -> (bounds: PixelBounds, collapsed: Bool)? {
            guard let text = attributes["bounds"] else { return nil }
            switch PixelBounds.parseVisible(text) {
            case .success(let read): return read.bounds == MaestroImporter.noBounds ? nil : read
            case .failure(let error):
                throw DumpJSONProblem(object["attributes"]?["bounds"] ?? object, path: DumpJSON.join(path, "attributes.bounds"),
                                      error.message)
            }
        }

        func children() throws(DumpJSONProblem) -> [(LocatedJSON, String)] {
            try DumpJSON.array(object, "children", path: path).enumerated().map { position, child in
                (child, DumpJSON.join(path, "children") + "[\(position)]")
            }
        }
    }

    // MARK: - Android

    private static func readAndroid(_ root: LocatedJSON, density: Double) throws(DumpJSONProblem) -> ImportedDump {
        var top = try TreeNode(root, path: "")
        // Drop the document node above `<hierarchy>`: wrappers with no class and no bounds.
        while top.attributes["class"] == nil, top.attributes["bounds"] == nil,
              let only = try top.children().first, try top.children().count == 1 {
            let child = try TreeNode(only.0, path: only.1)
            guard child.attributes["class"] == nil, child.attributes["bounds"] == nil else { break }
            top = child
        }
        var arena = ImportArena()
        var notes = ImportNotes()
        var carried = AndroidFacts()
        var focus = FocusReading(source: "Maestro's 'focused'")
        var pending: [(node: TreeNode, parent: Int?, insideActionable: Bool)] = [(top, nil, false)]
        while let (tree, parent, insideActionable) = pending.popLast() {
            let depth = arena.depth(under: parent)
            guard depth <= ImportLimits.maximumDepth else {
                throw DumpJSONProblem(tree.object, path: tree.path, ImportLimits.depthMessage(depth))
            }
            let index = arena.count
            let attributes = tree.attributes
            carried.record(maestroAttributes: attributes)
            var element = AndroidElement()
            element.className = attributes["class"]
            element.text = attributes["text"]
            element.contentDescription = attributes["accessibilityText"]
            element.hint = attributes["hintText"]
            element.resourceID = attributes["resource-id"]
            let visible = try tree.visibleBounds()
            element.bounds = visible?.bounds
            element.boundsCollapsed = visible?.collapsed ?? false
            if element.bounds == nil, attributes["bounds"] != nil, attributes["class"] != nil { notes.tally(zeroBounds, node: index) }
            element.clickable = try tree.flag("clickable")
            element.enabled = try tree.flag("enabled")
            element.checked = try tree.flag("checked")
            element.scrollable = try tree.flag("scrollable")
            element.selected = try tree.flag("selected")
            focus.record(try tree.flag("focused"), at: index)
            element.visibleToUser = attributes["visible-to-user"].map { $0 == "true" }
            element.hasChildren = !(try tree.children()).isEmpty
            let mapped: AndroidMapping.Mapped
            if parent == nil, element.className == nil {
                mapped = AndroidMapping.Mapped(node: Node(id: "", role: .window, frame: element.bounds?.rect(density: density),
                                                          isAccessibilityElement: false),
                                               clues: ElementClues(typeName: "hierarchy"), isActionable: false)
            } else {
                mapped = AndroidMapping.node(for: element, density: density, insideActionable: insideActionable, at: index,
                                             notes: &notes)
            }
            arena.append(mapped.node, parent: parent, line: tree.object.line, clues: mapped.clues)
            let inside = insideActionable || mapped.isActionable
            for (child, path) in try tree.children().reversed() {
                pending.append((try TreeNode(child, path: path), index, inside))
            }
        }
        AndroidInference.run(&arena, notes: &notes, display: nil, density: density)
        var environment = Environment(platform: .android, scale: density)
        let frames = arena[0].children.compactMap { arena[$0].node.frame }.filter { $0.minX == 0 && $0.minY == 0 }
        if let widest = frames.max(by: { $0.area < $1.area }) {
            environment.viewport = Size(width: widest.width, height: widest.height)
        }
        var dump = ImportedDump(format: .maestro, sourceDescription: "Maestro hierarchy output (Android)", arena: arena,
                                environment: environment)
        // Maestro's Android dumper writes a child only when it is visible to the user, except
        // inside a WebView (maestro-android ViewHierarchy.kt), so outside WebViews visibility is
        // a fact of the dump even where Maestro's output drops `visible-to-user`.
        if !carried.visibility {
            if arena.indices.contains(where: { arena[$0].clues.typeName == "android.webkit.WebView" }) {
                notes.add("Maestro's Android dump keeps only elements visible to the user, but everything inside a WebView, "
                    + "and this one has a WebView: visibility, and so opacity, stay unknown")
            } else {
                carried.visibility = true
                notes.add("visibility read from the dump itself: Maestro's Android dumper keeps only elements visible to the user")
            }
        }
        carried.apply(to: &dump, notes: &notes)
        focus.apply(to: &dump, notes: &notes)
        notes.add("Maestro's Android output drops checkable, focusable, long-clickable and password: elements are told by clickable and label")
        dump.notes = notes
        return dump
    }

    // MARK: - iOS

    private static func readIOS(_ root: LocatedJSON) throws(DumpJSONProblem) -> ImportedDump {
        var arena = ImportArena()
        var notes = ImportNotes()
        var focus = FocusReading(source: "Maestro's 'focused' (XCTest's hasFocus)", kind: "focus")
        var pending: [(node: TreeNode, parent: Int?)] = [(try TreeNode(root, path: ""), nil)]
        while let (tree, parent) = pending.popLast() {
            let depth = arena.depth(under: parent)
            guard depth <= ImportLimits.maximumDepth else {
                throw DumpJSONProblem(tree.object, path: tree.path, ImportLimits.depthMessage(depth))
            }
            let index = arena.count
            let attributes = tree.attributes
            var element = IOSElement()
            element.label = attributes["accessibilityText"]
            element.value = attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
            element.identifier = attributes["resource-id"].flatMap { $0.isEmpty ? nil : $0 }
            element.placeholder = attributes["hintText"]
            let bounds = try tree.visibleBounds()?.bounds
            let offScreen = attributes["bounds"]?.filter { !$0.isWhitespace } == "[0,0][0,0]"
            element.frame = bounds?.rect(density: 1)
            element.enabled = try tree.flag("enabled")
            element.selected = try tree.flag("selected")
            focus.record(try tree.flag("focused"), at: index)
            let hasText = [element.label, element.value, attributes["title"]].contains { ($0 ?? "").isEmpty == false }
            let children = try tree.children()
            if try tree.flag("checked") == true {
                element.type = "Switch"
            } else if element.placeholder?.isEmpty == false {
                // XCTest reports a placeholder only for text entry (text, secure and search
                // fields); Maestro writes "" where it has none.
                element.type = "TextField"
            } else if !hasText, offScreen || !children.isEmpty {
                element.type = "Other"
            }
            // React Native and UIKit wrappers repeat their content's text; the view that carries it
            // alone is the element, so one text is not judged once per wrapper.
            let wrapsItsText = children.contains { child, _ in
                child["attributes"]?["accessibilityText"]?.scalarText == element.label
            }
            element.accessible = switch element.type {
            case "Other": false
            case "TextField": true
            default: hasText && !(wrapsItsText && element.label?.isEmpty == false)
            }
            let (node, clues) = IOSMapping.node(for: element, at: index, notes: &notes)
            if offScreen, element.type != "Other" { notes.tally(zeroBounds, node: index) }
            arena.append(node, parent: parent, line: tree.object.line, clues: clues)
            for (child, path) in children.reversed() {
                pending.append((try TreeNode(child, path: path), index))
            }
        }
        IOSInference.run(&arena, notes: &notes)
        var environment = Environment(platform: .iOS)
        if let frame = arena.indices.lazy.compactMap({ arena[$0].node.frame }).first(where: { $0.minX == 0 && $0.minY == 0 && !$0.isEmpty }) {
            environment.viewport = Size(width: frame.width, height: frame.height)
        }
        var dump = ImportedDump(format: .maestro, sourceDescription: "Maestro hierarchy output (iOS)", arena: arena,
                                environment: environment)
        dump.alsoUnknown += [.traits, .roles, .readingOrder]
        focus.apply(to: &dump, notes: &notes)
        notes.add("Maestro's iOS output has no element types: roles are unknown except checked switches, text fields (a placeholder) and empty containers, "
            + "so rules keyed on roles cannot judge this dump; frames are points cut to whole numbers")
        notes.add("Maestro merges SpringBoard and the app into one tree: system elements may appear next to the app's")
        dump.notes = notes
        return dump
    }
}
