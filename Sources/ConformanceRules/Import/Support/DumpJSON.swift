#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A problem in a JSON dump, located by line, column and coding path.
struct DumpJSONProblem: Error, Sendable {
    var line: Int
    var column: Int
    var codingPath: String
    var message: String

    init(_ value: LocatedJSON, path: String, _ message: String) {
        line = value.line
        column = value.column
        codingPath = path
        self.message = message
    }

    func inputError(file: String) -> InputError {
        InputError(file: file, line: line, column: column, codingPath: codingPath.isEmpty ? nil : codingPath, message: message)
    }
}

/// Parsing and typed reads shared by the JSON dump importers.
enum DumpJSON {
    /// Parses from byte `start` (on line `firstLine`); syntax errors become located input errors.
    static func parse(_ data: Data, file: String, start: Int = 0, firstLine: Int = 1,
                      allowTrailingText: Bool = false) throws(LoadFailure) -> (value: LocatedJSON, end: Int) {
        let bytes = [UInt8](data)
        if String(validating: bytes, as: UTF8.self) == nil {
            let (line, column) = position(ofFirstInvalidUTF8In: bytes)
            throw LoadFailure(InputError(file: file, line: line, column: column, message: "the file is not valid UTF-8"))
        }
        var parser = LocatedJSONParser(bytes, start: start, firstLine: firstLine)
        do {
            let value = try parser.parse(allowTrailingText: allowTrailingText)
            return (value, parser.endIndex)
        } catch {
            throw LoadFailure(InputError(file: file, line: error.line, column: error.column, message: "not valid JSON: " + error.message))
        }
    }

    static func string(_ object: LocatedJSON, _ key: String, path: String) throws(DumpJSONProblem) -> String? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let text = value.scalarText else {
            throw DumpJSONProblem(value, path: join(path, key), "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    /// `true`/`false`, and WDA's `"1"`/`"0"` strings.
    static func bool(_ object: LocatedJSON, _ key: String, path: String) throws(DumpJSONProblem) -> Bool? {
        guard let value = object[key], !value.isNull else { return nil }
        switch value.value {
        case .bool(let flag): return flag
        case .number(let number) where number == 0 || number == 1: return number == 1
        case .string(let text) where ["1", "true", "0", "false"].contains(text): return text == "1" || text == "true"
        default:
            throw DumpJSONProblem(value, path: join(path, key), "expected true/false or \"1\"/\"0\", found \(describe(value))")
        }
    }

    static func number(_ object: LocatedJSON, _ key: String, path: String) throws(DumpJSONProblem) -> Double? {
        guard let value = object[key], !value.isNull else { return nil }
        switch value.value {
        case .number(let number): return number
        case .string(let text):
            if let number = Double(text), number.isFinite { return number }
            fallthrough
        default:
            throw DumpJSONProblem(value, path: join(path, key), "expected a number, found \(describe(value))")
        }
    }

    static func object(_ object: LocatedJSON, _ key: String, path: String) throws(DumpJSONProblem) -> LocatedJSON? {
        guard let value = object[key], !value.isNull else { return nil }
        guard value.members != nil else {
            throw DumpJSONProblem(value, path: join(path, key), "expected an object, found \(value.kindDescription)")
        }
        return value
    }

    static func array(_ object: LocatedJSON, _ key: String, path: String) throws(DumpJSONProblem) -> [LocatedJSON] {
        guard let value = object[key], !value.isNull else { return [] }
        guard let elements = value.elements else {
            throw DumpJSONProblem(value, path: join(path, key), "expected an array, found \(value.kindDescription)")
        }
        return elements
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    private static func describe(_ value: LocatedJSON) -> String {
        if case .string(let text) = value.value { return "\"\(text.prefix(40))\"" }
        return value.scalarText ?? value.kindDescription
    }

    /// Line and column of the first byte that does not decode.
    static func position(ofFirstInvalidUTF8In bytes: [UInt8]) -> (line: Int, column: Int) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error:
                return (line, column)
            }
        }
    }
}
