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
        var pendingCRs = 0
        for byte in bytes {
            if byte == 0x0D {
                pendingCRs += 1
                continue
            }
            if pendingCRs > 0 {
                // CRs before an LF end its line with it; others end a line each.
                result.append(contentsOf: repeatElement(0x0A, count: byte == 0x0A ? 0 : pendingCRs))
                pendingCRs = 0
            }
            result.append(byte)
        }
        result.append(contentsOf: repeatElement(0x0A, count: pendingCRs))
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
        var run = 0
        for byte in data {
            if byte == 0x0D {
                run += 1
                continue
            }
            if run > 0 {
                if byte != 0x0A { lone = true } else if run == 1 { crlf = true } else { crcrlf = true }
            }
            run = 0
        }
        if run > 0 { lone = true }
        let kinds = [(crlf, "CRLF"), (crcrlf, "CR CR LF"), (lone, "lone CR")].filter(\.0).map(\.1)
        return "line ends (\(kinds.joined(separator: " and "))) read as LF"
    }
}
