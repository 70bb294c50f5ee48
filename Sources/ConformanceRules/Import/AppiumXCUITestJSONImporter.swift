import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// WebDriverAgent's JSON page source (`GET /source?format=json`, `mobile: source` with
/// `format: json`): one object per element with `type` (no prefix), `rawIdentifier` (the only
/// WDA form with the identifier apart from the label), `rect`, flags as `"1"`/`"0"` strings,
/// `traits`, `customActions` and `children` (hierarchy-formats.md §2.2). A WebDriver response
/// wrapper (`{"value": {…}, "sessionId": …}`) is unwrapped.
enum AppiumXCUITestJSONImporter {
    static func load(_ data: Data, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        let (document, _) = try DumpJSON.parse(DumpText.normalized(data), file: file)
        var dump: ImportedDump
        do {
            let (root, path) = try unwrap(document)
            dump = try read(root, path: path)
        } catch {
            throw LoadFailure(error.inputError(file: file))
        }
        if let endings = DumpText.describeLineEnds(data) { dump.notes.add(endings) }
        return try DumpAssembler.loaded(dump, file: file, options: options)
    }

    /// The application object, and its coding path.
    static func unwrap(_ document: LocatedJSON) throws(DumpJSONProblem) -> (LocatedJSON, String) {
        guard document.members != nil else {
            throw DumpJSONProblem(document, path: "", "expected the application as a JSON object, found \(document.kindDescription)")
        }
        if document["type"] == nil, let inner = document["value"], inner.members != nil { return (inner, "value") }
        return (document, "")
    }

    private static func read(_ root: LocatedJSON, path rootPath: String) throws(DumpJSONProblem) -> ImportedDump {
        var arena = ImportArena()
        var notes = ImportNotes()
        var sawTraits = false, sawCustomActions = false, sawAccessible = false
        var focus = FocusReading(source: "'isFocused' (XCTest's hasFocus)", kind: "focus")
        var pending: [(object: LocatedJSON, path: String, parent: Int?)] = [(root, rootPath, nil)]
        while let (object, path, parent) = pending.popLast() {
            guard object.members != nil else {
                throw DumpJSONProblem(object, path: path, "expected an element object, found \(object.kindDescription)")
            }
            let depth = arena.depth(under: parent)
            guard depth <= ImportLimits.maximumDepth else { throw DumpJSONProblem(object, path: path, ImportLimits.depthMessage(depth)) }
            let index = arena.count
            let element = try iosElement(object, path: path)
            focus.record(try DumpJSON.bool(object, "isFocused", path: path), at: index)
            sawTraits = sawTraits || element.traits != nil
            sawCustomActions = sawCustomActions || element.customActions?.isEmpty == false
            sawAccessible = sawAccessible || element.accessible != nil
            let (node, clues) = IOSMapping.node(for: element, at: index, notes: &notes)
            arena.append(node, parent: parent, line: object.line, clues: clues)
            let children = try DumpJSON.array(object, "children", path: path)
            for (position, child) in children.enumerated().reversed() {
                pending.append((child, DumpJSON.join(path, "children") + "[\(position)]", index))
            }
        }
        if sawAccessible { WDAContainerCells.release(&arena, notes: &notes) }
        IOSInference.run(&arena, notes: &notes)
        var environment = Environment(platform: .iOS)
        if let frame = arena[0].node.frame, !frame.isEmpty { environment.viewport = Size(width: frame.width, height: frame.height) }
        environment.keyboardVisible = arena.indices.contains { arena[$0].node.part == .keyboard }
        var dump = ImportedDump(format: .appiumXCUITestJSON, sourceDescription: "a WebDriverAgent JSON page source",
                                arena: arena, environment: environment)
        // Elements come in the order of their views, not necessarily VoiceOver's (by place on screen).
        dump.alsoUnknown.append(.readingOrder)
        if sawTraits {
            dump.known.append(.traits)
        } else {
            dump.alsoUnknown.append(.traits)
            notes.add("no 'traits' keys (WDA before 9.12, or excluded): traits unknown")
        }
        if sawCustomActions { notes.add("custom actions read from 'customActions'") }
        focus.apply(to: &dump, notes: &notes)
        dump.notes = notes
        return dump
    }

    private static func iosElement(_ object: LocatedJSON, path: String) throws(DumpJSONProblem) -> IOSElement {
        guard let type = try DumpJSON.string(object, "type", path: path) else {
            throw DumpJSONProblem(object, path: path, "the element has no \"type\"")
        }
        var element = IOSElement()
        element.type = IOSRoleTable.shortType(type)
        element.identifier = try DumpJSON.string(object, "rawIdentifier", path: path).flatMap { $0.isEmpty ? nil : $0 }
        element.wdaName = try DumpJSON.string(object, "name", path: path)
        element.label = try DumpJSON.string(object, "label", path: path)
        element.value = try DumpJSON.string(object, "value", path: path)
        element.placeholder = try DumpJSON.string(object, "placeholderValue", path: path)
        element.enabled = try DumpJSON.bool(object, "isEnabled", path: path)
        element.visible = try DumpJSON.bool(object, "isVisible", path: path)
        element.accessible = try DumpJSON.bool(object, "isAccessible", path: path)
        element.traits = try DumpJSON.string(object, "traits", path: path).map(IOSTraitNames.parse)
        element.customActions = try customActions(object, path: path)
        element.valueSynthesisedByWDA = true
        element.frame = try frame(object, path: path)
        return element
    }

    /// A string joined with commas (WDA) or an array of names.
    private static func customActions(_ object: LocatedJSON, path: String) throws(DumpJSONProblem) -> [String]? {
        guard let value = object["customActions"], !value.isNull else { return nil }
        if let elements = value.elements { return elements.compactMap(\.scalarText) }
        guard let text = value.scalarText else {
            throw DumpJSONProblem(value, path: DumpJSON.join(path, "customActions"), "expected a string or an array of names")
        }
        return text.split(separator: ",").map { $0.trimming(.whitespaces) }.filter { !$0.isEmpty }
    }

    /// `rect` as `{x, y, width, height}` or the older `{origin: {x, y}, size: {width, height}}`;
    /// else the `frame` string.
    private static func frame(_ object: LocatedJSON, path: String) throws(DumpJSONProblem) -> Rect? {
        if let rect = try DumpJSON.object(object, "rect", path: path) {
            let rectPath = DumpJSON.join(path, "rect")
            let origin = try DumpJSON.object(rect, "origin", path: rectPath) ?? rect
            let size = try DumpJSON.object(rect, "size", path: rectPath) ?? rect
            let originPath = rect["origin"] == nil ? rectPath : DumpJSON.join(rectPath, "origin")
            let sizePath = rect["size"] == nil ? rectPath : DumpJSON.join(rectPath, "size")
            guard let x = try DumpJSON.number(origin, "x", path: originPath), let y = try DumpJSON.number(origin, "y", path: originPath),
                  let width = try DumpJSON.number(size, "width", path: sizePath),
                  let height = try DumpJSON.number(size, "height", path: sizePath) else {
                throw DumpJSONProblem(rect, path: rectPath, "the rect needs x, y, width and height")
            }
            guard width >= 0, height >= 0 else {
                throw DumpJSONProblem(rect, path: rectPath, "the rect has a negative size")
            }
            return Rect(x: x, y: y, width: width, height: height)
        }
        if let text = try DumpJSON.string(object, "frame", path: path) {
            guard let frame = IOSMapping.parseFrame(text) else {
                throw DumpJSONProblem(object["frame"] ?? object, path: DumpJSON.join(path, "frame"),
                                      "'\(text)' is not a frame of the form {{x, y}, {width, height}}")
            }
            return frame
        }
        return nil
    }
}
