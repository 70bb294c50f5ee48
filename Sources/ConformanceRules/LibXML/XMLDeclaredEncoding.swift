#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel

/// The encoding an XML declaration names, checked before libxml2 sees the document. libxml2
/// converts other encodings through iconv, and a declaration that does not match the bytes
/// (`encoding="EBCDIC-US"` over ASCII text) turns into a cascade of unrelated syntax errors.
/// Scenarios, packs and dumps are UTF-8 in practice; what libxml2 reads natively is accepted.
enum XMLDeclaredEncoding {
    static let accepted: Set<String> = ["utf-8", "utf8", "utf-16", "utf16", "utf-16le", "utf-16be", "us-ascii", "ascii",
                                        "iso-8859-1", "latin1", "iso-latin-1"]

    /// A located error when the declaration names an encoding that is not accepted.
    static func problem(in data: Data) -> XMLDiagnostic? {
        let head = [UInt8](data.prefix(512))
        let start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard head[start...].starts(with: "<?xml".utf8), let end = ByteSearch.firstIndex(of: Array("?>".utf8), in: head, from: start)
        else { return nil }
        let declaration = String(decoding: head[start..<end], as: UTF8.self)
        // Found in the bytes: `firstRange(of:)` would build a search table, and its first use
        // costs a small audit a search through every protocol conformance of the program.
        guard let key = ByteSearch.firstIndex(of: Array("encoding".utf8), in: Array(declaration.utf8)) else { return nil }
        let keyEnd = declaration.utf8.index(declaration.utf8.startIndex, offsetBy: key + "encoding".utf8.count)
        var rest = declaration[keyEnd...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        let name = rest.prefix { $0 != quote }
        guard !accepted.contains(name.lowercased()) else { return nil }
        let column = declaration.distance(from: declaration.startIndex, to: name.startIndex) + 1
        return XMLDiagnostic(line: 1, column: column, message: "the XML declaration names the encoding '\(excerpt(String(name)))'; "
            + "files are read as UTF-8, UTF-16, US-ASCII or ISO-8859-1: convert the file to UTF-8")
    }
}
