import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Appium XCUITest / WebDriverAgent page source XML: `<AppiumAUT>` around the application
/// element, or a raw `XCUIElementType…` root (hierarchy-formats.md §2.1).
///
/// Every attribute but the type is optional (WDA added them between 2017 and 2025). `traits`
/// (WDA ≥ 9.12) makes traits known; `customActions` (opt-in, WDA ≥ 11.1) gives named custom
/// actions. Frames are integral points. An infinite frame (`x="inf"`) is kept as unknown, and
/// such a subtree with nothing visible in it is left out (`NullFrameSubtrees`).
enum AppiumXCUITestImporter {
    static let infiniteFrames = "elements whose frame WDA reported as infinite, kept without a frame"

    static func isRootName(_ name: String) -> Bool {
        name == "AppiumAUT" || name.hasPrefix("XCUIElementType")
    }

    static func load(_ data: Data, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        let text = DumpText.normalized(data)
        let locator = ScenarioXMLLocator(data: text, file: file)
        let root: XMLElement
        do {
            root = try XMLDocumentParser.parseTree(text)
        } catch {
            throw LoadFailure(error.diagnostics.map(locator.error(for:)))
        }
        guard isRootName(root.name) else {
            throw LoadFailure(locator.error(for: ScenarioXMLProblem(root,
                "the root element is <\(root.name)>, not <AppiumAUT> or <XCUIElementType…>: this is not an Appium XCUITest page source")))
        }
        var dump: ImportedDump
        do {
            dump = try read(root)
        } catch {
            throw LoadFailure(locator.error(for: error))
        }
        if let endings = DumpText.describeLineEnds(data) { dump.notes.add(endings) }
        return try DumpAssembler.loaded(dump, file: file, options: options)
    }

    private static func read(_ root: XMLElement) throws(ScenarioXMLProblem) -> ImportedDump {
        var arena = ImportArena()
        var notes = ImportNotes()
        var sawTraits = false, sawCustomActions = false, sawAccessible = false
        var focus = FocusReading(source: "'focused' (WDA writes it on tvOS)", kind: "focus")
        var nullFrames: [Int] = [], visible: [Bool?] = []
        var pending: [(element: XMLElement, parent: Int?)]
        if root.name == "AppiumAUT" {
            guard !root.children.isEmpty else { throw ScenarioXMLProblem(root, "<AppiumAUT> holds no elements: the page source is empty") }
            if root.children.count == 1 {
                pending = [(root.children[0], nil)]
            } else {
                let top = arena.append(Node(id: "", role: .window, isAccessibilityElement: false), parent: nil, line: root.line,
                                       clues: ElementClues(typeName: "Application"))
                pending = root.children.reversed().map { ($0, top) }
            }
        } else {
            pending = [(root, nil)]
        }
        while let (element, parent) = pending.popLast() {
            let depth = arena.depth(under: parent)
            guard depth <= ImportLimits.maximumDepth else { throw ScenarioXMLProblem(element, ImportLimits.depthMessage(depth)) }
            let index = arena.count
            let (parsed, nullFrame) = try iosElement(element, notes: &notes, index: index)
            if nullFrame { nullFrames.append(index) }
            visible.append(parsed.visible)
            focus.record(try DumpAttributes(element).bool("focused"), at: index)
            sawTraits = sawTraits || parsed.traits != nil
            sawCustomActions = sawCustomActions || parsed.customActions != nil
            sawAccessible = sawAccessible || parsed.accessible != nil
            let (node, clues) = IOSMapping.node(for: parsed, at: index, notes: &notes)
            arena.append(node, parent: parent, line: element.line, clues: clues)
            pending += element.children.reversed().map { ($0, index) }
        }
        NullFrameSubtrees.leaveOut(&arena, nullFrames: nullFrames, visible: visible, notes: &notes)
        if sawAccessible { WDAContainerCells.release(&arena, notes: &notes) }
        IOSInference.run(&arena, notes: &notes)
        var environment = Environment(platform: .iOS)
        if let frame = arena[0].node.frame, !frame.isEmpty { environment.viewport = Size(width: frame.width, height: frame.height) }
        environment.keyboardVisible = arena.indices.contains { arena[$0].node.part == .keyboard }
        var dump = ImportedDump(format: .appiumXCUITest,
                                sourceDescription: "an Appium XCUITest page source (\(root.name == "AppiumAUT" ? "<AppiumAUT>" : "raw WDA"))",
                                arena: arena, environment: environment)
        // Elements come in the order of their views, not necessarily VoiceOver's (by place on screen).
        dump.alsoUnknown.append(.readingOrder)
        if sawTraits {
            dump.known.append(.traits)
        } else {
            dump.alsoUnknown.append(.traits)
            notes.add("no 'traits' attributes (WDA before 9.12, or excluded): traits unknown")
        }
        if sawCustomActions { notes.add("custom actions read from 'customActions' (names containing commas cannot be told apart)") }
        focus.apply(to: &dump, notes: &notes)
        dump.notes = notes
        return dump
    }

    /// The element, and whether its frame is infinite (`CGRect.null`).
    private static func iosElement(_ element: XMLElement, notes: inout ImportNotes, index: Int) throws(ScenarioXMLProblem)
        -> (IOSElement, nullFrame: Bool)
    {
        let attributes = DumpAttributes(element)
        var result = IOSElement()
        result.type = IOSRoleTable.shortType(element[attribute: "type"] ?? element.name)
        result.label = element[attribute: "label"]
        result.wdaName = element[attribute: "name"]
        result.value = element[attribute: "value"]
        result.placeholder = element[attribute: "placeholderValue"]
        result.enabled = try attributes.bool("enabled")
        result.visible = try attributes.bool("visible")
        result.accessible = try attributes.bool("accessible")
        result.hittable = try attributes.bool("hittable")
        result.traits = element[attribute: "traits"].map(IOSTraitNames.parse)
        result.customActions = element[attribute: "customActions"].map { text in
            text.split(separator: ",").map { $0.trimming(.whitespaces) }.filter { !$0.isEmpty }
        }
        result.valueSynthesisedByWDA = true
        var nullFrame = false
        if let native = element[attribute: "nativeFrame"], let frame = IOSMapping.parseFrame(native) {
            result.frame = frame
        } else {
            switch try attributes.frame() {
            case .frame(let frame): result.frame = frame
            case .infinite:
                notes.tally(infiniteFrames, node: index)
                nullFrame = true
            case .absent: break
            }
        }
        return (result, nullFrame)
    }
}
