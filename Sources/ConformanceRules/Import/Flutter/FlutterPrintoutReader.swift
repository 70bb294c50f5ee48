import A11yModel

/// A Flutter semantics dump read into nodes with their properties and places in the tree; shape
/// errors are located at the file's line and column.
struct FlutterPrintout: Sendable {
    struct Record: Sendable {
        var id: Int
        var depth: Int
        var semantics = FlutterSemantics()
        /// 1-based line in the file.
        var line: Int
        var parent: Int?
        var children: [Int] = []
        /// The rectangle in the root's coordinates, every transform above it applied (physical
        /// pixels under a root `scaled by` the pixel ratio).
        var box: Rect = .zero
    }

    /// Parents before children, children in printed order.
    var records: [Record] = []
    /// Lines after the tree that are not part of it.
    var trailingLines = 0
}

enum FlutterPrintoutReader {
    static func read(_ printout: Printout, file: String) throws(LoadFailure) -> FlutterPrintout {
        guard printout.lines.contains(where: { FlutterLine.startsPrintout(Printout.trimmedLeading($0.text)) }) else {
            return try finished(FlutterPrintout(), file: file, lines: printout.lines)
        }
        var result = FlutterPrintout()
        var path: [Int] = []
        let lines = printout.lines
        func fail(_ line: PrintoutLine, offset: Int = 0, _ message: String) -> LoadFailure {
            LoadFailure(InputError(file: file, line: line.line, column: line.column + offset, message: message))
        }
        var pendingProperty: (text: String, line: PrintoutLine, column: Int)?
        func flushProperty() throws(LoadFailure) {
            guard let (text, line, column) = pendingProperty, let current = path.last else { return }
            pendingProperty = nil
            do {
                try FlutterPropertyReader.read(text, into: &result.records[current].semantics)
            } catch {
                throw fail(line, offset: column + error.offset, error.message)
            }
        }
        for (position, line) in lines.enumerated() {
            let parsed: FlutterLine
            do {
                parsed = try FlutterLine.parse(line.text)
            } catch {
                throw fail(line, offset: error.offset, error.message)
            }
            switch parsed {
            case .spacer:
                continue
            case .node(let depth, let id):
                try flushProperty()
                if depth == 0 {
                    guard result.records.isEmpty else {
                        result.trailingLines = lines[position...].filter { !Printout.isBlank($0.text) }.count
                        return try finished(result, file: file, lines: lines)
                    }
                } else {
                    guard depth <= path.count else {
                        throw fail(line, "bad indentation: SemanticsNode#\(id) is at depth \(depth), "
                            + (path.isEmpty ? "but no node is printed above it" : "deeper than a child of SemanticsNode#\(result.records[path[path.count - 1]].id)"))
                    }
                    path.removeLast(path.count - depth)
                }
                guard depth < ImportLimits.maximumDepth else { throw fail(line, ImportLimits.depthMessage(depth + 1)) }
                let index = result.records.count
                result.records.append(FlutterPrintout.Record(id: id, depth: depth, line: line.line, parent: path.last))
                if let parent = path.last { result.records[parent].children.append(index) }
                path.append(index)
            case .property(let column, let text):
                guard !path.isEmpty else { throw fail(line, offset: column, "a property before any 'SemanticsNode#' line") }
                let expected = FlutterLine.propertyColumn(depth: path.count - 1)
                // A long property wraps at word boundaries onto lines at its column or further in
                // (a transform's matrix, a long label); a line that does not start a property
                // continues the one before.
                let starts = FlutterPropertyReader.startsProperty(text)
                if column > expected && starts {
                    throw fail(line, offset: column, "bad indentation: a property of SemanticsNode#\(result.records[path[path.count - 1]].id) "
                        + "at column \(column + 1), where its properties start at column \(expected + 1)")
                }
                if pendingProperty != nil, column > expected || column == expected && !starts {
                    pendingProperty?.text += " " + text
                    continue
                }
                guard column == expected else {
                    if column < expected && !FlutterPropertyReader.startsProperty(text) {
                        // Not the tree's shape any more: text after the dump.
                        result.trailingLines = lines[position...].filter { !Printout.isBlank($0.text) }.count
                        try flushProperty()
                        return try finished(result, file: file, lines: lines)
                    }
                    throw fail(line, offset: column, "bad indentation: a property of SemanticsNode#\(result.records[path[path.count - 1]].id) "
                        + "at column \(column + 1), where its properties start at column \(expected + 1)")
                }
                try flushProperty()
                pendingProperty = (String(text), line, column)
            }
        }
        try flushProperty()
        return try finished(result, file: file, lines: lines)
    }

    private static func finished(_ result: FlutterPrintout, file: String, lines: [PrintoutLine]) throws(LoadFailure) -> FlutterPrintout {
        guard !result.records.isEmpty else {
            let at = lines.first.map { ($0.line, $0.column) } ?? (1, 1)
            throw LoadFailure(InputError(file: file, line: at.0, column: at.1,
                message: "no 'SemanticsNode#' line: not a Flutter semantics dump (semantics must be on: tester.ensureSemantics() or SemanticsBinding.instance.ensureSemantics())"))
        }
        var placed = result
        var toRoot = [AffineMap](repeating: .identity, count: placed.records.count)
        for (index, record) in placed.records.enumerated() {
            guard let geometry = record.semantics.geometry else {
                throw LoadFailure(InputError(file: file, line: record.line, column: 1,
                                             message: "SemanticsNode#\(record.id) has no Rect.fromLTRB(…) line (the dump is truncated or was edited)"))
            }
            toRoot[index] = (record.parent.map { toRoot[$0] } ?? .identity).after(geometry.toParent)
            let box = toRoot[index].boundingBox(of: geometry.ownRect)
            guard [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ abs($0) <= coordinateLimit }) else {
                throw LoadFailure(InputError(file: file, line: record.line, column: 1,
                                             message: "SemanticsNode#\(record.id) lies outside the 32-bit coordinates screens have once the "
                                                 + "transforms above it are applied (\(box.minX), \(box.minY), \(box.maxX), \(box.maxY))"))
            }
            placed.records[index].box = box
        }
        return placed
    }

    /// Screen coordinates beyond what a 32-bit integer holds come from no device; keeping within
    /// them keeps every width and distance finite.
    static let coordinateLimit = Double(Int32.max)
}

extension FlutterPropertyReader {
    /// Whether a line starts a property: the rectangle, a bare flag line, or a name and `: `.
    /// Unknown names count, so they are reported rather than taken for a wrapped line.
    static func startsProperty(_ text: Substring) -> Bool {
        if text.hasPrefix(FlutterGeometry.prefix) || bare.contains(String(text)) { return true }
        guard let colon = text.firstRange(of: ": ") else { return false }
        let name = text[..<colon.lowerBound]
        return name.first?.isLetter == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " }
    }
}
