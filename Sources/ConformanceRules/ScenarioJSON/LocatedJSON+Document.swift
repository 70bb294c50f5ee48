import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LocatedJSON {
    /// A whole JSON input file as the strict readers (scenarios, baselines) take it: refused over
    /// the size limit or when not UTF-8 before any parsing, a UTF-8 byte-order mark skipped, and a
    /// syntax error located at its line and column.
    static func document(_ data: Data, file: String) throws(LoadFailure) -> LocatedJSON {
        do {
            try ScenarioJSON.checkSizeAndEncoding(data)
        } catch {
            throw LoadFailure(InputError(file: file, message: error.message))
        }
        let bytes = [UInt8](data)
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var parser = LocatedJSONParser(bytes, start: bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0)
        do {
            return try parser.parse()
        } catch {
            throw LoadFailure(InputError(file: file, line: error.line, column: error.column, message: "not valid JSON: " + error.message))
        }
    }
}
