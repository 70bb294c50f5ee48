import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns the problems found in a scenario XML file into `InputError`s with line and column.
final class ScenarioXMLLocator {
    let data: Data
    let file: String
    /// Scanned once, and only if an error needs a column.
    private lazy var source = XMLSourceText(data)

    init(data: Data, file: String) {
        self.data = data
        self.file = file
    }

    func error(for diagnostic: XMLDiagnostic) -> InputError {
        var line = diagnostic.line, column = diagnostic.column
        if column == nil, let element = diagnostic.element, let knownLine = line,
           let position = source.position(element: element, line: knownLine, attribute: diagnostic.attribute) {
            line = position.line
            column = position.column
        }
        return InputError(file: file, line: line, column: column, message: diagnostic.message)
    }

    func error(for problem: ScenarioXMLProblem) -> InputError {
        let position = problem.documentOrder.flatMap { source.position(documentOrder: $0, attribute: problem.attribute) }
        return InputError(file: file, line: position?.line ?? problem.line, column: position?.column, message: problem.message)
    }

    /// Finds the element of the longest recorded prefix of the issue's coding path; the next
    /// key, in kebab-case, names the attribute.
    func error(for issue: ModelIssue, elements: [String: ElementMark]) -> InputError {
        var path = issue.codingPath
        var remainder: [String] = []
        while elements[path] == nil, !path.isEmpty {
            let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) ?? path.startIndex
            remainder.insert(String(path[cut...]), at: 0)
            path = String(path[..<cut])
        }
        let key = remainder.first.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
        let attribute = key.flatMap { $0.hasPrefix("[") ? nil : Self.kebabCase($0) }
        guard let element = elements[path] else {
            return InputError(file: file, message: issue.description)
        }
        var problem = ScenarioXMLProblem(element, attribute: attribute, issue.message)
        problem.message = issue.message
        return error(for: problem)
    }

    /// `pointSize` → `point-size`. Byte by byte while the name is ASCII, as every coding key is:
    /// the attribute names are worked out this way at every start, and `Character.isUppercase`
    /// looks each character up in the Unicode tables.
    static func kebabCase(_ camel: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(camel.utf8.count + 4)
        for byte in camel.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes.append(UInt8(ascii: "-"))
                bytes.append(byte | 0x20)
            case 0x80...: return unicodeKebabCase(camel)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The character-level conversion, for names beyond ASCII (and as the tests' reference).
    static func unicodeKebabCase(_ camel: String) -> String {
        var result = ""
        for character in camel {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
