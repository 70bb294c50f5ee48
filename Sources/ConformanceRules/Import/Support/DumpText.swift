#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bytes of a dump as every reader expects them.
///
/// Dumps saved on Windows carry CRLF, sometimes `\r\r\n` (UiAutomator2 page sources); old Mac
/// tools write a lone CR; some editors add a UTF-8 byte-order mark. XML turns every line end into
/// LF anyway, so they are normalised before parsing — then libxml2, the start-tag scanner that
/// finds columns, and the JSON and text readers all count the lines an editor shows — and the
/// mark, which editors hide, is dropped so columns on the first line match too.
enum DumpText {
    static func normalized(_ data: Data) -> Data {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.contains(0x0D) else { return Data(bytes) }
        var result = Data()
        result.reserveCapacity(bytes.count)
        var previousWasCR = false
        for byte in bytes {
            if byte == 0x0D {
                result.append(0x0A)
                previousWasCR = true
                continue
            }
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            result.append(byte)
        }
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
        var crlf = 0, lone = 0
        var index = data.startIndex
        while index < data.endIndex {
            if data[index] == 0x0D {
                let next = data.index(after: index)
                if next < data.endIndex, data[next] == 0x0A { crlf += 1 } else { lone += 1 }
            }
            index = data.index(after: index)
        }
        var kinds: [String] = []
        if crlf > 0 { kinds.append("CRLF") }
        if lone > 0 { kinds.append("lone CR") }
        return "line ends (\(kinds.joined(separator: " and "))) read as LF"
    }
}
