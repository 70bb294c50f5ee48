/// A Compose printout read into nodes: each with its printed line, its properties and its place
/// in the tree. Shape errors (indentation, rectangles, unknown keys, unclosed values) are
/// located at the file's line and column.
struct ComposePrintout: Sendable {
    struct Record: Sendable {
        var node: ComposeNodeLine
        var semantics = ComposeSemantics()
        /// 1-based line in the file.
        var line: Int
        var parent: Int?
        var children: [Int] = []
    }

    /// The header's `useUnmergedTree`; nil when the header was not printed.
    var unmerged: Bool?
    /// In printed order: parents before children.
    var records: [Record] = []
    var roots: [Int] = []
    /// `printToString(maxDepth)` stopped before some children.
    var depthLimited = false
}

enum ComposePrintoutReader {
    /// Values printed over more lines than this are taken for a damaged file.
    static let maximumValueLines = 1_000

    static func read(_ printout: Printout, file: String) throws(LoadFailure) -> ComposePrintout {
        guard printout.lines.contains(where: { ComposeLine.startsPrintout(Printout.trimmedLeading($0.text)) }) else {
            let at = printout.lines.first.map { ($0.line, $0.column) } ?? (1, 1)
            throw LoadFailure(InputError(file: file, line: at.0, column: at.1,
                                         message: "no 'Node #… at (l=…, t=…, r=…, b=…)px' line: not a Compose semantics printout"))
        }
        var result = ComposePrintout()
        var path: [Int] = []
        var headerLine: Int?
        // The first node at the limit: one level too deep once several roots share a window node.
        var deepest: PrintoutLine?
        let lines = printout.lines
        func fail(_ line: PrintoutLine, offset: Int = 0, _ message: String) -> LoadFailure {
            LoadFailure(InputError(file: file, line: line.line, column: line.column + offset, message: message))
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let parsed: ComposeLine
            do {
                parsed = try ComposeLine.parse(line.text)
            } catch {
                throw fail(line, offset: error.offset, error.message)
            }
            switch parsed {
            case .blank:
                continue
            case .logHeading:
                if let first = result.records.first {
                    throw fail(line, "a second printout starts here (the first starts at line \(headerLine ?? first.line)); give one printout per file")
                }
            case .header(let unmerged):
                if let first = headerLine ?? result.records.first?.line {
                    throw fail(line, "a second printout starts here (the first starts at line \(first)); give one printout per file")
                }
                result.unmerged = unmerged
                headerLine = line.line
            case .noNodes:
                throw fail(line, "the printout holds no nodes ('There were 0 nodes found!'): the finder matched nothing")
            case .node(let node):
                if node.level == 0 {
                    path = []
                } else {
                    guard node.level <= path.count else {
                        throw fail(line, "bad indentation: Node #\(node.id) is at nesting level \(node.level), "
                            + (path.isEmpty ? "but no node is printed above it" : "deeper than a child of Node #\(result.records[path[path.count - 1]].node.id)"))
                    }
                    path.removeLast(path.count - node.level)
                }
                let depth = path.count + 1
                guard depth <= ImportLimits.maximumDepth else { throw fail(line, ImportLimits.depthMessage(depth)) }
                if depth == ImportLimits.maximumDepth, deepest == nil { deepest = line }
                let recordIndex = result.records.count
                result.records.append(ComposePrintout.Record(node: node, line: line.line, parent: path.last))
                if let parent = path.last { result.records[parent].children.append(recordIndex) } else { result.roots.append(recordIndex) }
                path.append(recordIndex)
            case .property(let level, let text, let offset):
                guard let current = path.last else {
                    throw fail(line, offset: offset, "a property before any 'Node #' line")
                }
                guard level == path.count - 1 else {
                    throw fail(line, offset: offset, "bad indentation: this property is at nesting level \(level), "
                        + "but Node #\(result.records[current].node.id) (line \(result.records[current].line)) is at level \(path.count - 1)")
                }
                let read: ComposePropertyReader.Line
                do {
                    read = try ComposePropertyReader.read(text, into: &result.records[current].semantics)
                } catch {
                    throw fail(line, offset: offset + error.offset, error.message)
                }
                guard case .open(let name, var value) = read else { continue }
                var closed = false
                var taken = 0
                while index < lines.count, taken < maximumValueLines {
                    let next = lines[index]
                    index += 1
                    taken += 1
                    value += "\n" + next.text
                    if next.text.hasSuffix("'") {
                        value.removeLast()
                        closed = true
                        break
                    }
                }
                guard closed else {
                    throw fail(line, offset: offset, "the value of \(name) that starts here is not closed with ' (the printout is truncated)")
                }
                do {
                    try ComposePropertyReader.finish(name, value, into: &result.records[current].semantics)
                } catch {
                    throw fail(line, offset: offset + error.offset, error.message)
                }
            case .depthLimit(let level, _):
                guard level == max(path.count - 1, 0) else {
                    throw fail(line, "bad indentation: 'Has …' is not at the level of the node above it")
                }
                result.depthLimited = true
            }
        }
        guard !result.records.isEmpty else {
            let where_ = lines.first.map { ($0.line, $0.column) } ?? (1, 1)
            throw LoadFailure(InputError(file: file, line: where_.0, column: where_.1,
                                         message: "no 'Node #… at (l=…, t=…, r=…, b=…)px' line: not a Compose semantics printout"))
        }
        if result.roots.count > 1, let deepest {
            throw fail(deepest, ImportLimits.depthMessage(ImportLimits.maximumDepth + 1))
        }
        return result
    }
}
