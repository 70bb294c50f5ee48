#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The name of the root element, read from the prologue without parsing the document.
///
/// The prologue is scanned as bytes, the way libxml2 reads markup: `<`, `>`, `?`, `-`, `[` and
/// `]` are the ASCII bytes, whatever follows them. Only the name itself is decoded (invalid
/// UTF-8 as U+FFFD), and it ends at the first white space, `>` or `/`.
enum XMLRootName {
    /// How much of a file is looked at: a longer prologue names no root.
    static let scannedLength = 64 * 1024

    static func find(in data: Data) -> String? {
        scanned(data).flatMap { $0.name.isEmpty ? nil : $0.name }
    }

    /// The root's name from the first bytes of a file, when they hold all of it, so that no
    /// more of the file could change what `find` says; nil when they do not tell.
    static func wholeName(inFirstBytes data: Data) -> String? {
        guard let found = scanned(data), !found.name.isEmpty, found.end < min(data.count, scannedLength) else { return nil }
        return found.name
    }

    private static func scanned(_ data: Data) -> (name: String, end: Int)? {
        // Scanned where it lies: the data is the head of a file, read for every input.
        data.withUnsafeBytes { raw in
            scan(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                     count: min(raw.count, scannedLength)))
        }
    }

    /// The root's name (possibly empty) and the position of the byte that ends it, which is
    /// `bytes.count` when the bytes end first.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, end: Int)? {
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[open...]
            if rest.starts(with: "<?".utf8) {
                guard let end = ByteSearch.firstIndex(of: Array("?>".utf8), in: bytes, from: open) else { return nil }
                index = end + 2
            } else if rest.starts(with: "<!--".utf8) {
                guard let end = ByteSearch.firstIndex(of: Array("-->".utf8), in: bytes, from: open) else { return nil }
                index = end + 3
            } else if rest.starts(with: "<!".utf8) {
                guard let end = doctypeEnd(bytes, from: open) else { return nil }
                index = end
            } else {
                var end = open + 1
                while end < bytes.count && !endsName(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[(open + 1)..<end], as: UTF8.self)
                    .prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                return (String(name), end)
            }
        }
        return nil
    }

    /// ASCII white space (as `Character.isWhitespace` has it), `>` and `/`; other white space
    /// is multi-byte and found once the name is decoded.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20, UInt8(ascii: ">"), UInt8(ascii: "/"): true
        default: false
        }
    }

    /// Past the `>` that closes a DOCTYPE, skipping its internal subset in brackets.
    private static func doctypeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var depth = 0
        for index in start..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return index + 1
            default: break
            }
        }
        return nil
    }
}
