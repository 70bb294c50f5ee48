#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bytes of a dump as every reader expects them.
///
/// Dumps saved on Windows carry CRLF, sometimes `\r\r\n` (UiAutomator2 page sources saved twice
/// through a CRLF conversion); old Mac tools write a lone CR; some editors add a UTF-8 byte-order
/// mark. XML turns every line end into LF anyway, so they are normalised before parsing — then
/// libxml2, the start-tag scanner that finds columns, and the JSON and text readers all count the
/// same lines — and the mark, which editors hide, is dropped so columns on the first line match too.
///
/// A run of CRs ending in LF is one line end, as `grep -n`, git and the CI systems that annotate a
/// line count it (XML would make `\r\r\n` two, putting every finding at twice its line); a CR
/// followed by anything else is a line end of its own.
enum DumpText {
    static func normalized(_ data: Data) -> Data {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.contains(0x0D) else { return Data(bytes) }
        var result = Data()
        result.reserveCapacity(bytes.count)
        // CRs before an LF end its line with it; others end a line each.
        forEachCRRun(in: bytes) { run, next in
            result.append(contentsOf: repeatElement(0x0A, count: next == 0x0A ? 0 : run))
        } other: { result.append($0) }
        return result
    }

    /// The dump as text with line ends normalised; bytes that are not UTF-8 are a located error.
    static func decodedText(_ data: Data, file: String) throws(LoadFailure) -> String {
        let text = normalized(data)
        guard let content = String(validating: [UInt8](text), as: UTF8.self) else {
            let (line, column) = DumpJSON.position(ofFirstInvalidUTF8In: [UInt8](text))
            throw LoadFailure(InputError(file: file, line: line, column: column, message: "the file is not valid UTF-8"))
        }
        return content
    }

    /// Which kinds of line end the bytes used, for the import notes; nil for LF only.
    static func describeLineEnds(_ data: Data) -> String? {
        guard data.contains(0x0D) else { return nil }
        var crlf = false, crcrlf = false, lone = false
        forEachCRRun(in: data) { run, next in
            if next != 0x0A { lone = true } else if run == 1 { crlf = true } else { crcrlf = true }
        }
        let kinds = [(crlf, "CRLF"), (crcrlf, "CR CR LF"), (lone, "lone CR")].filter(\.0).map(\.1)
        return "line ends (\(kinds.joined(separator: " and "))) read as LF"
    }

    /// Calls `run` for each run of CRs in `bytes` with its length and the byte after it (nil at
    /// the end), and `other` for every byte that is not a CR, in order.
    private static func forEachCRRun(in bytes: some Sequence<UInt8>, _ run: (Int, UInt8?) -> Void,
                                     other: (UInt8) -> Void = { _ in }) {
        var pending = 0
        for byte in bytes {
            if byte == 0x0D {
                pending += 1
                continue
            }
            if pending > 0 { run(pending, byte) }
            pending = 0
            other(byte)
        }
        if pending > 0 { run(pending, nil) }
    }
}
