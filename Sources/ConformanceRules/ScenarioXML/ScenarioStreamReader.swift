import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CLibXML

/// Reads a scenario XML file in one pass as libxml2 parses it, straight into the model: no tree
/// of libxml2 nodes, no tree of Swift elements. It enforces the scenario XSD itself as it goes
/// (`ScenarioGrammar`: which elements may appear where, which attributes, required ones, the
/// lexical form of every value), so a valid file needs nothing else; the first departure ends
/// the read, and `ScenarioXML` has libxml2's validator explain it as it always has.
///
/// With `locating`, every element is also remembered by its JSON coding path, which is how
/// problems `ScenarioValidator` finds in the model are pointed at a line (a second read, done only
/// for such files).
final class ScenarioStreamReader: XMLStreamHandler {
    /// How a read ended without a model.
    enum Failure: Error {
        /// The document is not well-formed XML (libxml2's errors).
        case malformed([XMLDiagnostic])
        /// The root is not `<scenario>`, or its format version is not this build's.
        case notAScenario(ScenarioXMLProblem)
        /// The document breaks the scenario XSD here (the reader's own wording).
        case invalid(ScenarioXMLProblem)
        /// The document is valid, but a value cannot be used (a number too large to be finite, a
        /// colour or timing function the model cannot read, a spring mixing its forms).
        case unreadable(ScenarioXMLProblem)
    }

    /// What one scenario may hold, whatever its size in bytes: about 0.9 GB of model at the
    /// generated benchmark's density.
    static let maximumElements = 1_000_000

    private let locating: Bool
    private let maximumElements: Int
    private(set) var sourceMap = SourceMap()
    /// Every element by coding path, when `locating`.
    private(set) var elements: [String: ElementMark] = [:]

    // Names as the parser interns them, by ScenarioElement and by attribute key.
    private var elementNames: [UnsafePointer<xmlChar>?] = []
    private var attributeNames: [[UnsafePointer<xmlChar>?]] = []
    private var attributeTypes: [[ScenarioValueType]] = []
    private var requiredKeys: [[Int]] = []

    private struct Open {
        var element: ScenarioElement
        var mark: ElementMark
        /// Position in the content model and how many children matched it there.
        var particle = 0
        var matched = 0
        /// Coding path and children read by kind, when locating.
        var path = ""
        var childCounts: [ScenarioElement: Int] = [:]
    }

    private var open: [Open] = []
    private var documentOrder = 0
    private var values: [String?] = []
    private var failure: Failure?
    private var unreadable: ScenarioXMLProblem?

    // The model as it is built.
    private var scenarioAttributes: AttributeReader<ScenarioKey>?
    private var snapshots: [Snapshot] = []
    private var transitions: [Transition] = []
    private var snapshot: Snapshot?
    /// The snapshot's tree as it is read, and the positions of the `<node>` elements still open.
    private var tree = NodeTree.Builder()
    private var openNodes: [Int] = []
    /// The line of each node of the snapshot being read, by position.
    private var nodeLines: [Int32] = []
    private var sheetAttributes: AttributeReader<SheetKey>?
    private var detents: [Detent] = []
    private var transition: Transition?
    private var trackAttributes: AttributeReader<TrackKey>?
    private var curve: (() throws(ScenarioXMLProblem) -> Curve)?

    init(locating: Bool = false, maximumElements: Int = ScenarioStreamReader.maximumElements) {
        self.locating = locating
        self.maximumElements = maximumElements
    }

    /// Reads `data`.
    static func read(_ data: Data, locating: Bool = false,
                     maximumElements: Int = ScenarioStreamReader.maximumElements) throws(Failure) -> ScenarioStreamReader {
        let reader = ScenarioStreamReader(locating: locating, maximumElements: maximumElements)
        let parser = try reader.parser()
        try reader.finish(parser.parse(data, handler: reader))
        return reader
    }

    /// Reads the file open on `descriptor`, a piece at a time.
    static func read(fileDescriptor descriptor: Int32, locating: Bool = false) throws(Failure) -> ScenarioStreamReader {
        let reader = ScenarioStreamReader(locating: locating)
        let parser = try reader.parser()
        try reader.finish(parser.parse(fileDescriptor: descriptor, handler: reader))
        return reader
    }

    /// The scenario read; set when a read did not fail.
    private(set) var scenario: Scenario?

    private func parser() throws(Failure) -> XMLStreamParser {
        let parser: XMLStreamParser
        do {
            parser = try XMLStreamParser()
        } catch {
            throw .malformed(error.diagnostics)
        }
        elementNames = ScenarioElement.allCases.map { parser.intern($0.name) }
        let declared = ScenarioElement.allCases.map(\.attributes)
        attributeNames = declared.map { $0.map { parser.intern($0.name) } }
        attributeTypes = declared.map { $0.map(\.type) }
        requiredKeys = declared.map { specs in specs.indices.filter { specs[$0].isRequired } }
        values = Array(repeating: nil, count: declared.map(\.count).max() ?? 0)
        return parser
    }

    private func finish(_ errors: [XMLDiagnostic]) throws(Failure) {
        if !errors.isEmpty { throw .malformed(errors) }
        if let failure { throw failure }
        if let unreadable { throw .unreadable(unreadable) }
        guard scenario != nil else {
            throw .malformed([XMLDiagnostic(line: nil, message: "the document has no root element")])
        }
    }

    private func fail(_ failure: Failure, _ parser: XMLStreamParser) {
        guard self.failure == nil else { return }
        self.failure = failure
        parser.stop()
    }

    // MARK: Elements

    func startElement(_ element: XMLStreamElement, parser: XMLStreamParser) {
        guard failure == nil else { return }
        let named = elementNames.firstIndex(of: element.name).flatMap(ScenarioElement.init(rawValue:))
        let mark = ElementMark(name: named?.name ?? String(cString: element.name), line: element.line, documentOrder: documentOrder)
        documentOrder += 1
        guard documentOrder <= maximumElements else {
            return fail(.unreadable(ScenarioXMLProblem(mark, "the scenario has more than \(maximumElements) elements, "
                + "the most one file may hold; split it into several files")), parser)
        }
        if let parent = open.indices.last {
            guard let named, element.namespace == nil, accept(named, inside: parent) else {
                return fail(.invalid(ScenarioXMLProblem(mark, "<\(mark.name)> is not expected here inside <\(open[parent].mark.name)>")),
                            parser)
            }
        } else {
            // What the file is, before whether it is valid: the root's name and format version.
            guard named == .scenario else {
                return fail(.notAScenario(ScenarioXMLProblem(
                    mark, "the root element is <\(mark.name)>, not <scenario>: this is not a scenario file")), parser)
            }
            guard checkVersion(element, mark, parser: parser) else { return }
            guard element.namespace == nil else {
                return fail(.invalid(ScenarioXMLProblem(mark, "<scenario> is in a namespace; the scenario format uses none")), parser)
            }
        }
        guard let kind = named, readAttributes(element, of: kind, mark: mark, parser: parser) else { return }
        var entry = Open(element: kind, mark: mark)
        if locating { entry.path = path(of: kind, inside: open.indices.last) }
        open.append(entry)
        if locating { elements[entry.path] = mark }
        if unreadable == nil { build(kind, mark, inside: open.count > 1 ? open[open.count - 2].element : nil) }
        clearValues(of: kind)
    }

    func endElement(parser: XMLStreamParser) {
        guard failure == nil, let closed = open.popLast() else { return }
        if let missing = missingChild(of: closed) {
            return fail(.invalid(ScenarioXMLProblem(closed.mark, "<\(closed.mark.name)> needs \(missing)")), parser)
        }
        if unreadable == nil { finish(closed.element, closed.mark) }
    }

    func characters(_ text: UnsafeBufferPointer<UInt8>, isCDATA: Bool, parser: XMLStreamParser) {
        guard failure == nil, let current = open.last else { return }
        let allowed = current.element.content != .empty && !isCDATA && text.allSatisfy(XMLValueText.isSpace)
        if !allowed {
            fail(.invalid(ScenarioXMLProblem(current.mark, current.element.content == .empty
                ? "<\(current.mark.name)> cannot hold text"
                : "<\(current.mark.name)> holds text other than white space, which only elements may")), parser)
        }
    }

    func entityReference(parser: XMLStreamParser) {
        guard let current = open.last else { return }
        fail(.invalid(ScenarioXMLProblem(current.mark, "<\(current.mark.name)> holds an entity reference")), parser)
    }

    // MARK: Validation

    /// Whether `child` may come next inside the open element at `parent`; moves its content model on.
    private func accept(_ child: ScenarioElement, inside parent: Int) -> Bool {
        switch open[parent].element.content {
        case .empty:
            return false
        case .choice(let alternatives):
            guard alternatives.contains(child), open[parent].matched == 0 else { return false }
            open[parent].matched = 1
            return true
        case .sequence(let particles):
            var position = open[parent].particle, matched = open[parent].matched
            while position < particles.count {
                let particle = particles[position]
                if particle.element == child {
                    guard matched < particle.max else { return false }
                    open[parent].particle = position
                    open[parent].matched = matched + 1
                    return true
                }
                guard matched >= particle.min else { return false }
                position += 1
                matched = 0
            }
            return false
        }
    }

    /// The child elements still required when `closed` ends, named for a message; nil if none.
    private func missingChild(of closed: Open) -> String? {
        switch closed.element.content {
        case .empty:
            return nil
        case .choice(let alternatives):
            return closed.matched == 0 ? alternatives.map { "<\($0.name)>" }.joined(separator: ", ") + " (one of them)" : nil
        case .sequence(let particles):
            for position in closed.particle..<particles.count {
                let matched = position == closed.particle ? closed.matched : 0
                if matched < particles[position].min { return "<\(particles[position].element.name)>" }
            }
            return nil
        }
    }

    /// Fills `values` with the element's attributes, checked against the XSD.
    private func readAttributes(_ element: XMLStreamElement, of kind: ScenarioElement, mark: ElementMark,
                                parser: XMLStreamParser) -> Bool {
        let names = attributeNames[kind.rawValue]
        for index in 0..<element.attributeCount {
            guard let name = element.attributeName(index) else { continue }
            if let namespace = element.attributeNamespace(index) {
                if Self.isIgnoredInstanceAttribute(namespace, name) { continue }
                let text = "{\(String(cString: namespace))}\(String(cString: name))"
                fail(.invalid(ScenarioXMLProblem(mark, attribute: text, "<\(mark.name)> does not allow the attribute '\(text)'")), parser)
                return false
            }
            guard let key = names.firstIndex(of: name) else {
                let text = String(cString: name)
                fail(.invalid(ScenarioXMLProblem(mark, attribute: text, "<\(mark.name)> does not allow the attribute '\(text)'")), parser)
                return false
            }
            let value = element.attributeString(index)
            let type = attributeTypes[kind.rawValue][key]
            guard type.accepts(value) else {
                let text = String(cString: name)
                fail(.invalid(ScenarioXMLProblem(mark, attribute: text,
                                                 "attribute '\(text)' of <\(mark.name)>: '\(value)' is not \(type.expectation)")), parser)
                return false
            }
            values[key] = value
        }
        for key in requiredKeys[kind.rawValue] where values[key] == nil {
            let name = kind.attributes[key].name
            fail(.invalid(ScenarioXMLProblem(mark, "<\(mark.name)> needs the attribute '\(name)'")), parser)
            return false
        }
        return true
    }

    private func clearValues(of kind: ScenarioElement) {
        for index in 0..<attributeNames[kind.rawValue].count { values[index] = nil }
    }

    /// `xsi:schemaLocation` and `xsi:noNamespaceSchemaLocation` are hints libxml2's validator
    /// skips when it was given the schema; any other namespaced attribute is not declared.
    private static func isIgnoredInstanceAttribute(_ namespace: UnsafePointer<xmlChar>, _ name: UnsafePointer<xmlChar>) -> Bool {
        String(cString: namespace) == "http://www.w3.org/2001/XMLSchema-instance"
            && ["schemaLocation", "noNamespaceSchemaLocation"].contains(String(cString: name))
    }

    /// The root's format version must be this build's; checked before anything else, as a file
    /// of another version is not read further.
    private func checkVersion(_ element: XMLStreamElement, _ mark: ElementMark, parser: XMLStreamParser) -> Bool {
        let name = attributeNames[ScenarioElement.scenario.rawValue][ScenarioKey.formatVersion.rawValue]
        guard let index = (0..<element.attributeCount).first(where: { element.attributeName($0) == name && element.attributeNamespace($0) == nil }),
              let version = Int(XMLValueText.collapse(element.attributeString(index))), version != Scenario.currentFormatVersion else {
            return true
        }
        fail(.notAScenario(ScenarioXMLProblem(mark, attribute: ScenarioKey.formatVersion.name,
            "format version \(version) is not supported; this build reads version \(Scenario.currentFormatVersion)")), parser)
        return false
    }

    // MARK: The model

    /// The element's own values, as it starts; a problem stops building (the file is still read to
    /// the end to find any XSD violation, which outranks it).
    private func build(_ kind: ScenarioElement, _ mark: ElementMark, inside parent: ScenarioElement?) {
        do {
            switch kind {
            case .scenario:
                scenarioAttributes = AttributeReader(mark, values: values)
            case .snapshot:
                let read = try ScenarioValues.snapshot(AttributeReader(mark, values: values))
                sourceMap.snapshotLines[read.id] = sourceMap.snapshotLines[read.id] ?? mark.line
                snapshot = read
            case .environment:
                let environment = try ScenarioValues.environment(AttributeReader(mark, values: values))
                if parent == .transition { transition?.environment = environment } else { snapshot?.environment = environment }
            case .node:
                let node = try ScenarioValues.node(AttributeReader(mark, values: values))
                nodeLines.append(Int32(clamping: mark.line ?? 0))
                openNodes.append(tree.open(node, parent: openNodes.last ?? -1))
            case .text:
                tree[current].text = try ScenarioValues.text(AttributeReader(mark, values: values))
            case .sheet:
                sheetAttributes = AttributeReader(mark, values: values)
                detents = []
            case .detent:
                detents.append(try ScenarioValues.detent(AttributeReader(mark, values: values)))
            case .action:
                tree[current].actions.append(try ScenarioValues.action(AttributeReader(mark, values: values)))
            case .gesture:
                tree[current].gestures.append(try ScenarioValues.gesture(AttributeReader(mark, values: values)))
            case .transition:
                transition = try ScenarioValues.transition(AttributeReader(mark, values: values))
            case .track:
                trackAttributes = AttributeReader(mark, values: values)
            case .spring:
                let attributes = AttributeReader<SpringKey>(mark, values: values)
                curve = { () throws(ScenarioXMLProblem) -> Curve in try ScenarioValues.spring(attributes) }
            case .timing:
                let attributes = AttributeReader<TimingKey>(mark, values: values)
                curve = { () throws(ScenarioXMLProblem) -> Curve in try ScenarioValues.timing(attributes) }
            case .none:
                curve = { () throws(ScenarioXMLProblem) -> Curve in .none }
            case .notification:
                transition?.notifications.append(try ScenarioValues.notification(AttributeReader(mark, values: values)))
            }
        } catch {
            unreadable = error
        }
    }

    /// What an element completes as it ends: a node joins its parent, a track gets its curve.
    private func finish(_ kind: ScenarioElement, _ mark: ElementMark) {
        do {
            switch kind {
            case .node:
                tree.close(openNodes.removeLast())
                if openNodes.isEmpty {
                    let count = tree.count
                    snapshot?.tree = tree.tree
                    // The next snapshot is most likely about as large: room for it at once.
                    tree = NodeTree.Builder(capacity: count)
                    if let id = snapshot?.id, sourceMap.nodeLinesInOrder[id] == nil { sourceMap.nodeLinesInOrder[id] = nodeLines }
                    nodeLines = []
                    nodeLines.reserveCapacity(count)
                }
            case .sheet:
                guard let attributes = sheetAttributes else { return }
                var sheet = try ScenarioValues.sheet(attributes)
                sheet.detents = detents
                tree[current].sheet = sheet
                sheetAttributes = nil
            case .snapshot:
                if let snapshot { snapshots.append(snapshot) }
                snapshot = nil
            case .track:
                guard let attributes = trackAttributes, let curve else { return }
                transition?.tracks.append(try ScenarioValues.track(attributes, curve: curve))
                trackAttributes = nil
                self.curve = nil
            case .transition:
                if let transition {
                    sourceMap.transitionLines[transition.id] = sourceMap.transitionLines[transition.id] ?? mark.line
                    transitions.append(transition)
                }
                transition = nil
            case .scenario:
                guard let scenarioAttributes else { return }
                var read = try ScenarioValues.scenario(scenarioAttributes)
                read.snapshots = snapshots
                read.transitions = transitions
                scenario = read
            case .environment, .text, .detent, .action, .gesture, .spring, .timing, .none, .notification:
                break
            }
        } catch {
            unreadable = error
        }
    }

    /// The position of the innermost open `<node>`: where text, sheet, actions and gestures go.
    private var current: Int { openNodes[openNodes.count - 1] }

    /// The coding path of a `kind` element opening inside the element at `parent`.
    private func path(of kind: ScenarioElement, inside parent: Int?) -> String {
        guard let parent else { return "" }
        let base = open[parent].path
        let count = open[parent].childCounts[kind, default: 0]
        open[parent].childCounts[kind] = count + 1
        switch (open[parent].element, kind) {
        case (.scenario, .snapshot): return "snapshots[\(count)]"
        case (.scenario, _): return "transitions[\(count)]"
        case (.snapshot, .node): return base + ".root"
        case (.node, .node): return base + ".children[\(count)]"
        case (.node, .action): return base + ".actions[\(count)]"
        case (.node, .gesture): return base + ".gestures[\(count)]"
        case (.sheet, _): return base + ".detents[\(count)]"
        case (.transition, .track): return base + ".tracks[\(count)]"
        case (.transition, .notification): return base + ".notifications[\(count)]"
        case (.track, _): return base + ".curve"
        default: return base + "." + kind.name
        }
    }
}
