#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a JSON document byte for byte as `JSONEncoder` with `.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes` lays it out, without ever holding the document or its encoding whole:
/// an object is encoded with its large arrays left empty (its skeleton), and each of those arrays
/// is written in its place, a batch of elements encoded at a time.
///
/// The splice relies on the encoder's layout, which the reporters' golden files pin down: two
/// spaces per level, `"key" : value`, `[` and `{` ending their line, an empty array as `[`, a blank
/// line and `]`, and a value's text independent of where it sits apart from the indentation of
/// its lines (strings never hold a raw newline, so every newline is the layout's own).
struct StreamingJSONWriter {
    let sink: any ReportSink
    private let encoder: JSONEncoder

    /// Elements encoded per encoder call: fewer calls, and a bounded piece in memory.
    static let batchSize = 256

    init(sink: any ReportSink) {
        self.sink = sink
        encoder = StreamingJSONWriter.encoder()
    }

    /// The encoder of every JSON report, and of the whole documents tests compare with.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes `value` whole, its first line where the output stands and the others at `depth`.
    func value(_ value: some Encodable, depth: Int) throws {
        try sink.write(Self.indented(try encoder.encode(value), depth: depth))
    }

    /// Writes the object `skeleton` at `depth` with the value of each member named in `streamed`
    /// (an empty array in the skeleton) written in its place by its closure, which gets the depth
    /// of that value.
    func object(_ skeleton: some Encodable, depth: Int, streamed: KeyValuePairs<String, (Int) throws -> Void>) throws {
        let text = Self.indented(try encoder.encode(skeleton), depth: depth)
        let emptyArray = Array("[\n\n\(Self.indentation(depth + 1))]".utf8)
        var holes: [(start: Int, end: Int, write: (Int) throws -> Void)] = []
        for (key, write) in streamed {
            let member = Array("\n\(Self.indentation(depth + 1))\"\(key)\" : ".utf8)
            guard let start = ByteSearch.firstIndex(of: member + emptyArray, in: text) else {
                preconditionFailure("the skeleton has no empty array \(key) at depth \(depth + 1)")
            }
            holes.append((start + member.count, start + member.count + emptyArray.count, write))
        }
        var offset = 0
        for hole in holes.sorted(by: { $0.start < $1.start }) {
            try sink.write(Array(text[offset..<hole.start]))
            try hole.write(depth + 1)
            offset = hole.end
        }
        try sink.write(Array(text[offset...]))
    }

    /// Writes an array at `depth`, encoding its elements a batch at a time.
    func array<Elements: Sequence, Element: Encodable>(_ elements: Elements, depth: Int,
                                                       as element: (Elements.Element) throws -> Element) throws {
        var batch: [Element] = []
        batch.reserveCapacity(Self.batchSize)
        var started = false
        func flush() throws {
            guard !batch.isEmpty else { return }
            // `[\n  e1,\n  e2\n]`: the elements as the whole array would hold them, one level in.
            let encoded = try encoder.encode(batch)
            try sink.write(started ? ",\n" : "[\n")
            started = true
            try sink.write(Self.indentation(depth))
            try sink.write(Self.indented(encoded.dropFirst(2).dropLast(2), depth: depth))
            batch.removeAll(keepingCapacity: true)
        }
        for item in elements {
            batch.append(try element(item))
            if batch.count == Self.batchSize { try flush() }
        }
        try flush()
        try close(started: started, depth: depth)
    }

    /// Writes an array at `depth` whose elements write themselves (an element with large arrays of
    /// its own); `write` gets the element's depth, the output standing at its first line.
    func array<Elements: Sequence>(_ elements: Elements, depth: Int,
                                   writing write: (Elements.Element, Int) throws -> Void) throws {
        var started = false
        for item in elements {
            try element(started: started, depth: depth) { try write(item, $0) }
            started = true
        }
        try close(started: started, depth: depth)
    }

    /// One element of an array at `depth` that writes itself, after the array's opening or the
    /// element before (`started`); `write` gets the element's depth. `close` ends the array.
    func element(started: Bool, depth: Int, _ write: (Int) throws -> Void) throws {
        try sink.write(started ? ",\n" : "[\n")
        try sink.write(Self.indentation(depth + 1))
        try write(depth + 1)
    }

    /// The document's last byte: the reports end with a newline.
    func finish() throws {
        try sink.write("\n")
    }

    /// Ends an array at `depth`: `started` when it has elements.
    func close(started: Bool, depth: Int) throws {
        try sink.write(started ? "\n" + Self.indentation(depth) + "]" : "[\n\n" + Self.indentation(depth) + "]")
    }

    private static func indentation(_ depth: Int) -> String {
        String(repeating: " ", count: 2 * depth)
    }

    /// `encoded` with every line but the first moved in by `depth` levels; blank lines stay empty,
    /// as the encoder leaves them. Lines are copied whole: going through `Data` a byte at a time
    /// cost more than encoding the JSON.
    private static func indented(_ encoded: Data, depth: Int) -> [UInt8] {
        encoded.withUnsafeBytes { bytes in
            let newline = UInt8(ascii: "\n")
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 8)
            let indentation = [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
            var lineStart = 0
            for index in bytes.indices where bytes[index] == newline {
                result.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lineStart...index]))
                lineStart = index + 1
                if lineStart < bytes.count, bytes[lineStart] != newline { result.append(contentsOf: indentation) }
            }
            result.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lineStart...]))
            return result
        }
    }
}
