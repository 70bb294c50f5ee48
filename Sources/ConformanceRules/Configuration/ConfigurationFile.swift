#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `--config FILE`: JSON with a version, a profile, the fail-on threshold, packs, disabled rules,
/// severity and parameter overrides, and suppressions with a required reason (docs/configuration.md).
/// Nothing is silently ignored: an unknown key, rule id, pack, parameter or value of the wrong type
/// is an error naming its coding path, and the run ends with exit status 2.
public struct ConfigurationFile: Sendable, Hashable {
    public static let currentVersion = 1
    /// Larger files are refused before parsing.
    public static let maximumSize = 1024 * 1024

    public var path: String
    public var profile: Profile?
    /// A severity, or `review` (every "needs review" fails too).
    public var failOn: String?
    public var packs: [String]?
    public var disabledRules: [String] = []
    public var severity: [String: Severity] = [:]
    public var parameters: [String: [String: ParameterValue]] = [:]
    public var suppressions: [Suppression] = []

    public init(path: String) { self.path = path }

    /// Reads and checks the file against the rules the run knows.
    public static func load(path: String, catalog: RuleCatalog) throws(ConfigurationFileError) -> ConfigurationFile {
        let data: Data
        do {
            data = try BoundedFileReader.read(path, limit: maximumSize)
        } catch {
            throw ConfigurationFileError([InputError(file: path, message: "configuration file: \(error.message)")])
        }
        return try decode(data, path: path, catalog: catalog)
    }

    public static func decode(_ data: Data, path: String, catalog: RuleCatalog) throws(ConfigurationFileError) -> ConfigurationFile {
        guard data.count <= maximumSize else {
            throw ConfigurationFileError([InputError(file: path, message: "file is \(data.count) bytes; the limit is \(maximumSize)")])
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            if let hint = JSONSyntaxHint.locate(data) {
                throw ConfigurationFileError([InputError(file: path, line: hint.line, column: hint.column,
                                                         message: "not valid JSON: " + hint.message)])
            }
            throw ConfigurationFileError([InputError(file: path, message: "not valid JSON: \(describe(error))")])
        }
        var reader = ConfigurationFileReader(path: path, catalog: catalog)
        let file = reader.read(value)
        guard reader.errors.isEmpty else { throw ConfigurationFileError(located(reader.errors, in: data)) }
        return file
    }

    /// `base` with this file's settings laid over it. Command-line options are applied after this.
    public func applied(to base: AuditConfiguration) -> AuditConfiguration {
        var configuration = base
        if let profile { configuration.profile = profile }
        if let failOn { _ = configuration.setFailOn(failOn) }
        if let packs { configuration.packs = Set(packs) }
        configuration.disabledRules.formUnion(disabledRules)
        configuration.severityOverrides.merge(severity) { _, file in file }
        for (rule, values) in parameters {
            configuration.parameterOverrides[rule, default: [:]].merge(values) { _, file in file }
        }
        configuration.suppressions += suppressions
        return configuration
    }

    /// `errors` with the line and column of the value their coding path names.
    private static func located(_ errors: [InputError], in data: Data) -> [InputError] {
        var parser = LocatedJSONParser([UInt8](data))
        guard let document = try? parser.parse() else { return errors }
        return errors.map { error in
            guard let path = error.codingPath, error.location.line == nil else { return error }
            var located = error
            let value = document.closest(atCodingPath: path)
            located.location.line = value.line
            located.location.column = value.column
            return located
        }
    }

    private static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as? CocoaError)?.userInfo["NSDebugDescription"] as? String
            return underlying ?? context.debugDescription
        }
        return FileErrorReason.of(error)
    }
}

/// Every problem found in one configuration file.
public struct ConfigurationFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var errors: [InputError]

    public init(_ errors: [InputError]) { self.errors = LoadFailure.capped(errors) }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
