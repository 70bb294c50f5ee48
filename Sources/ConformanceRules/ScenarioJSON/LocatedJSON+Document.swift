import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LocatedJSON {
    /// A whole JSON input file as the strict readers (scenarios, baselines) take it: refused over
    /// the size limit or when not UTF-8 before any parsing, a UTF-8 byte-order mark skipped, and a
    /// syntax error located at its line and column. More than `maximumValues` values is a
    /// located error too.
    static func document(_ data: Data, file: String, maximumValues: Int = .max) throws(LoadFailure) -> LocatedJSON {
        do {
            try ScenarioJSON.checkSizeAndEncoding(data)
        } catch {
            throw LoadFailure(InputError(file: file, message: error.message))
        }
        let bytes = [UInt8](data)
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var parser = LocatedJSONParser(bytes, start: bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0,
                                       maximumValues: maximumValues)
        do {
            return try parser.parse()
        } catch {
            throw located(error, file: file)
        }
    }

    /// The same input read in pieces, with the same tree and the same errors: a byte that is not
    /// UTF-8 anywhere in it is the error, even after a syntax error, as the whole-file reader
    /// checks the encoding first. Only the bytes being read are held.
    static func document(pieces reader: JSONPieceReader, file: String, maximumValues: Int) throws(LoadFailure) -> LocatedJSON {
        var parser = LocatedJSONParser(maximumValues: maximumValues) { reader.next(into: &$0) }
        let parsed: Result<LocatedJSON, LocatedJSONParser.Failure>
        do {
            parsed = .success(try parser.parse())
        } catch {
            reader.drain()
            parsed = .failure(error)
        }
        if let problem = reader.problem { throw LoadFailure(InputError(file: file, message: problem.message)) }
        switch parsed {
        case .success(let tree): return tree
        case .failure(let error): throw located(error, file: file)
        }
    }

    private static func located(_ error: LocatedJSONParser.Failure, file: String) -> LoadFailure {
        LoadFailure(InputError(file: file, line: error.line, column: error.column,
                               message: (error.isValueLimit ? "" : "not valid JSON: ") + error.message))
    }
}
