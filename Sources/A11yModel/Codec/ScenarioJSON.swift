#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON encoding of a scenario: the `Codable` form of the model.
public enum ScenarioJSON {
    /// Larger files are refused before parsing (documented in docs/formats.md).
    public static let maximumFileSize = 64 * 1024 * 1024

    /// Decodes and checks a scenario. Errors name the coding path.
    public static func decode(_ data: Data) throws(ModelIssue) -> Scenario {
        try checkSizeAndEncoding(data)
        do {
            let scenario = try JSONDecoder().decode(Scenario.self, from: data)
            if let issue = ScenarioValidator.validate(scenario).first { throw issue }
            return scenario
        } catch let issue as ModelIssue {
            throw issue
        } catch let error as DecodingError {
            throw issue(from: error)
        } catch {
            throw ModelIssue(codingPath: "", message: "\(error)")
        }
    }

    /// Pretty-printed, stable JSON: keys sorted (the encoder's own order changes from run to
    /// run), defaults left out, so encoding the same value always gives the same bytes.
    public static func encode(_ scenario: Scenario) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(scenario)
        data.append(0x0A)
        return data
    }

    /// Refuses a file over the size limit or one that is not UTF-8, before any parsing.
    public static func checkSizeAndEncoding(_ data: Data) throws(ModelIssue) {
        guard data.count <= maximumFileSize else {
            throw ModelIssue(codingPath: "", message: "file is \(data.count) bytes; the limit is \(maximumFileSize)")
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw ModelIssue(codingPath: "", message: "file is not valid UTF-8 (at byte \(firstInvalidUTF8Offset(data)))")
        }
    }

    /// A decoding error in words, with its coding path.
    public static func issue(from error: DecodingError) -> ModelIssue {
        switch error {
        case .typeMismatch(let type, let context):
            return ModelIssue(codingPath: renderCodingPath(context.codingPath),
                              message: "expected \(describe(type)): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return ModelIssue(codingPath: renderCodingPath(context.codingPath),
                              message: "missing \(describe(type)) value")
        case .keyNotFound(let key, let context):
            let path = renderCodingPath(context.codingPath + [key])
            return ModelIssue(codingPath: path, message: "required key '\(key.stringValue)' is missing")
        case .dataCorrupted(let context):
            var message = context.debugDescription
            if let underlying = context.underlyingError {
                message += " (\(underlyingDescription(underlying)))"
            }
            return ModelIssue(codingPath: renderCodingPath(context.codingPath), message: message)
        @unknown default:
            return ModelIssue(codingPath: "", message: "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "a boolean"
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "an array"
        default: "\(type)"
        }
    }

    private static func underlyingDescription(_ error: any Error) -> String {
        // Foundation's own errors keep their explanation under NSDebugDescription.
        (error as? CocoaError)?.userInfo["NSDebugDescription"] as? String ?? "\(error)"
    }

    private static func firstInvalidUTF8Offset(_ data: Data) -> Int {
        var offset = 0
        var decoder = UTF8()
        var iterator = data.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput, .error: return offset
            }
        }
    }
}
