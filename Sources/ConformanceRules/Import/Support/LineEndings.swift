import FoundationEssentials

/// Dumps saved on Windows carry CRLF, sometimes `\r\r\n`; old Mac tools write a lone CR. XML
/// turns every one of them into LF anyway, so they are normalised before parsing: then
/// libxml2, the start-tag scanner that finds columns, and the text readers all count the same
/// lines. Columns are unchanged, since only line ends move.
enum LineEndings {
    static func normalized(_ data: Data) -> Data {
        guard data.contains(0x0D) else { return data }
        var result = Data()
        result.reserveCapacity(data.count)
        var previousWasCR = false
        for byte in data {
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

    /// Which kinds of line end the bytes used, for the import notes.
    static func describe(_ data: Data) -> String? {
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
