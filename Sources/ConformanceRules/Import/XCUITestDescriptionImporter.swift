import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// XCUITest `debugDescription` text (`print(app.debugDescription)`, WDA `format=description`):
/// `Attributes:` / `Element subtree:` / `Path to element:` / `Query chain:` sections, the tree
/// drawn by indentation (hierarchy-formats.md §5.1). Several subtrees (WDA prints one block per
/// window) become children of one application node. A file of bare
/// element lines is read as one subtree.
///
/// The text has no traits, hint, custom actions, visibility or accessibility-element flag:
/// containers are told from elements by type, and only `Selected` and `Disabled` become traits.
enum XCUITestDescriptionImporter {
    static let truncatedValues = "values XCTest shortened with '...', kept as printed"

    private struct Record {
        var line: DescriptionLine
        var lineNumber: Int
        /// Where the line's text starts in the file, once its wrapping is off.
        var column: Int
        var parent: Int?
        var depth: Int
    }

    static func load(_ data: Data, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        let content = try DumpText.decodedText(data, file: file)
        let printout = Printout(Substring(content), startsPrintout: startsDescription)
        let records = try parseRecords(printout.lines, file: file)
        var dump = build(records)
        for note in printout.notes { dump.notes.add(note) }
        if let endings = DumpText.describeLineEnds(data) { dump.notes.add(endings) }
        return try DumpAssembler.loaded(dump, file: file, options: options)
    }

    static func isSectionHeader(_ trimmed: Substring) -> Bool {
        trimmed.hasPrefix("Attributes:") || trimmed == "Element subtree:" || trimmed.hasPrefix("Path to element:")
            || trimmed.hasPrefix("Query chain:")
    }

    /// The first line of a description: a section header or an element line.
    static func startsDescription(_ text: Substring) -> Bool {
        text.hasPrefix("Attributes:") || text == "Element subtree:" || DescriptionLine.looksLikeElement(text)
    }

    private static func parseRecords(_ lines: [PrintoutLine], file: String) throws(LoadFailure) -> [Record] {
        let hasSubtreeHeader = lines.contains { $0.text.trimming(.whitespaces) == "Element subtree:" }
        if !hasSubtreeHeader, lines.contains(where: { $0.text.trimming(.whitespaces).hasPrefix("Query chain:") }) {
            throw LoadFailure(InputError(file: file, line: 1, column: 1,
                message: "the description has no 'Element subtree:' section (XCTest prints only the query chain when it cannot snapshot the element)"))
        }
        var records: [Record] = []
        var open: [Int] = []
        var inSubtree = !hasSubtreeHeader
        for printed in lines {
            let raw = printed.text
            let trimmed = Substring(raw.trimming(.whitespaces))
            // Blank lines separate nothing that indentation does not (and `\r\r\n` files have
            // one after every line); the next section header ends a subtree.
            if trimmed.isEmpty { continue }
            if isSectionHeader(trimmed) {
                inSubtree = trimmed == "Element subtree:"
                open = []
                continue
            }
            guard inSubtree else { continue }
            let parsed: DescriptionLine
            do {
                parsed = try DescriptionLine.parse(raw)
            } catch {
                throw LoadFailure(InputError(file: file, line: printed.line, column: printed.column + error.column - 1,
                                             message: error.message))
            }
            while let last = open.last, records[last].line.indent >= parsed.indent { open.removeLast() }
            let parent = open.last
            let depth = parent.map { records[$0].depth + 1 } ?? 1
            guard depth <= ImportLimits.maximumDepth else {
                throw LoadFailure(InputError(file: file, line: printed.line, column: printed.column + parsed.indent,
                                             message: ImportLimits.depthMessage(depth)))
            }
            records.append(Record(line: parsed, lineNumber: printed.line, column: printed.column, parent: parent, depth: depth))
            open.append(records.count - 1)
        }
        guard !records.isEmpty else {
            throw LoadFailure(InputError(file: file, line: 1, column: 1, message: "the description holds no element lines"))
        }
        let roots = records.filter { $0.parent == nil }.count
        if roots > 1, let deepest = records.first(where: { $0.depth == ImportLimits.maximumDepth }) {
            throw LoadFailure(InputError(file: file, line: deepest.lineNumber, column: deepest.column + deepest.line.indent,
                                         message: ImportLimits.depthMessage(deepest.depth + 1)))
        }
        return records
    }

    private static func build(_ records: [Record]) -> ImportedDump {
        var arena = ImportArena()
        var notes = ImportNotes()
        let roots = records.filter { $0.parent == nil }.count
        let offset = roots > 1 ? 1 : 0
        if roots > 1 {
            arena.append(Node(id: "", role: .window, isAccessibilityElement: false), parent: nil, line: nil,
                         clues: ElementClues(typeName: "Application"))
        }
        // XCTest prints hasFocus as the Focused flag, so a description without it says nothing has focus.
        var focus = FocusReading(source: "the Focused and Keyboard Focused flags", kind: "focus")
        focus.recordAll()
        for record in records {
            let index = arena.count
            focus.record(record.line.flags.contains("Focused") || record.line.flags.contains("Keyboard Focused"), at: index)
            var element = IOSElement()
            element.type = record.line.type
            element.identifier = record.line.fields["identifier"]
            element.label = record.line.fields["label"]
            element.value = record.line.fields["value"]
            element.placeholder = record.line.fields["placeholderValue"]
            element.frame = record.line.frame
            element.enabled = record.line.flags.contains("Disabled") ? false : nil
            element.selected = record.line.flags.contains("Selected") ? true : nil
            if element.value?.hasSuffix("...") == true { notes.tally(truncatedValues, node: index) }
            let (node, clues) = IOSMapping.node(for: element, at: index, notes: &notes)
            let parent = record.parent.map { $0 + offset } ?? (offset == 1 ? 0 : nil)
            arena.append(node, parent: parent, line: record.lineNumber, clues: clues)
        }
        IOSInference.run(&arena, notes: &notes)
        var environment = Environment(platform: .iOS)
        let windowFrame = arena.indices.lazy.filter { arena[$0].node.role == .window }.compactMap { arena[$0].node.frame }
            .first { !$0.isEmpty && $0.minX == 0 && $0.minY == 0 }
        if let frame = windowFrame { environment.viewport = Size(width: frame.width, height: frame.height) }
        environment.keyboardVisible = arena.indices.contains { arena[$0].node.part == .keyboard }
        var dump = ImportedDump(format: .xcuitestDescription, sourceDescription: "an XCUITest debugDescription",
                                arena: arena, environment: environment)
        dump.alsoUnknown += [.traits, .readingOrder]
        focus.apply(to: &dump, notes: &notes)
        notes.add("no traits and no accessibility-element flag in this format: containers are told from elements by type")
        dump.notes = notes
        return dump
    }
}
