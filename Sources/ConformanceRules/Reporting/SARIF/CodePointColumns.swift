#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SARIF counts columns in Unicode code points (the run's `columnKind`); morph-audit's locations
/// count bytes, as its other reports say. A line holding text beyond ASCII before the column (a
/// dump's Chinese labels, all on its one line) has more bytes than code points there, so each
/// column is counted again in the file's text. The file last asked about is kept: a run's results
/// come file by file. A file that cannot be read again (gone since the audit, or over the size
/// scenarios are read whole at) keeps its byte columns: the same wherever its lines are ASCII.
final class CodePointColumns {
    private var file: String?
    private var bytes: [UInt8] = []
    private var lineStarts: [Int] = []

    /// The code-point column of the byte column `column` on `line` of `file`; the byte column when
    /// the file cannot be read or no longer has the line.
    func column(file: String, line: Int, byteColumn column: Int) -> Int {
        guard column > 1 else { return column }
        load(file)
        guard line >= 1, line <= lineStarts.count else { return column }
        let start = lineStarts[line - 1]
        let end = start + column - 1
        guard end <= bytes.count else { return column }
        // A code point starts at every byte that does not continue one (10xxxxxx).
        var count = 0
        for byte in bytes[start..<end] where byte & 0xC0 != 0x80 { count += 1 }
        return count + 1
    }

    private func load(_ path: String) {
        guard path != file else { return }
        file = path
        bytes = (try? BoundedFileReader.read(path, limit: ScenarioXML.maximumFileSize)).map { Array($0) } ?? []
        lineStarts = bytes.isEmpty ? [] : [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
    }
}
