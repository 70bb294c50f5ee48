import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads scenario files in any supported encoding and returns them with their locations.
public enum ScenarioLoader {
    /// Files read whole (hierarchy dumps, capture sets) larger than this are refused before
    /// they are read; scenario XML and JSON are read in pieces, up to 1 GiB.
    public static let maximumFileSize = ScenarioJSON.maximumFileSize

    /// Loads `path`. The format is detected from its first bytes unless `format` says otherwise;
    /// hierarchy dumps are imported with `importOptions` (density, environment, ids).
    public static func load(_ path: String, format: ScenarioFormat? = nil,
                            importOptions: ImportOptions = ImportOptions()) throws(LoadFailure) -> LoadedScenario {
        try load(path, format: format, importOptions: importOptions, wholeFileLimit: maximumFileSize,
                 jsonLimits: ScenarioJSONReader.Limits())
    }

    /// `load` with the limits on files read whole and on scenario JSON read in pieces given.
    static func load(_ path: String, format: ScenarioFormat?, importOptions: ImportOptions, wholeFileLimit: Int,
                     jsonLimits: ScenarioJSONReader.Limits) throws(LoadFailure) -> LoadedScenario {
        // Scenario XML, the format large scenarios come in, is parsed from the file as it is read.
        if format == nil || format == .xml, let streamed = try ScenarioXML.load(path, detecting: format == nil) {
            return streamed
        }
        // So is scenario JSON.
        if format == nil || format == .json, let streamed = try ScenarioJSONReader.load(path, detecting: format == nil, limits: jsonLimits) {
            return streamed
        }
        let data = try read(path, limit: wholeFileLimit)
        return try decode(data, file: path, format: format, importOptions: importOptions)
    }

    /// Decodes bytes already read; `file` names locations.
    public static func decode(_ data: Data, file: String, format: ScenarioFormat? = nil,
                              importOptions: ImportOptions = ImportOptions()) throws(LoadFailure) -> LoadedScenario {
        guard let format = format ?? detectFormat(of: data, path: file) else {
            throw LoadFailure(InputError(file: file, line: 1, column: 1,
                                         message: "cannot tell the format: a scenario starts with '{' (JSON) or '<' (XML), "
                                            + "and the text is not a known hierarchy dump; name the format with --format"))
        }
        switch format {
        case .json:
            return try ScenarioJSONReader.decode(data, file: file)
        case .xml:
            return try ScenarioXML.decode(data, file: file)
        case .appiumXCUITest, .appiumXCUITestJSON, .uiAutomator, .xcuitestDescription, .maestro, .composeSemantics, .flutterSemantics:
            return try HierarchyImport.load(data, file: file, format: format, options: importOptions)
        case .captureSet:
            return try CaptureSetImport.load(data, file: file, options: importOptions)
        }
    }

    /// Scenario JSON handed to the reader in pieces of `pieceSize` bytes, as `load` reads a
    /// file: where the pieces break changes nothing (what tests and fuzzing check).
    public static func decodeJSON(_ data: Data, file: String, pieceSize: Int) throws(LoadFailure) -> LoadedScenario {
        try ScenarioJSONReader.decode(data, file: file, pieceSize: pieceSize)
    }

    /// Whether the file at `path` is scenario XML or JSON, told from its first MiB only, as
    /// `load` tells it before reading a scenario in pieces: how `import auto` refuses a scenario
    /// of any size, even one too large to be read whole as dumps are.
    public static func scenarioFormat(ofFileAt path: String) -> ScenarioFormat? {
        let length = DumpDetection.scenarioJSONDetectionLength
        guard let head = BoundedFileReader.head(path, count: length), !head.isEmpty else { return nil }
        if DumpDetection.detect(head) == .xml { return .xml }
        return DumpDetection.isScenarioJSON(head: head, whole: head.count < length) ? .json : nil
    }

    /// The format from the content (`DumpDetection`: scenario JSON or XML by the first byte
    /// that is not white space, after a UTF-8 byte-order mark; hierarchy dumps by root element,
    /// JSON keys or the text's shape), else from the file extension.
    public static func detectFormat(of data: Data, path: String) -> ScenarioFormat? {
        if let detected = DumpDetection.detect(data) { return detected }
        switch path.split(separator: ".").last?.lowercased() {
        case "json": return .json
        case "xml": return .xml
        default: return nil
        }
    }

    /// The bytes of `path`, refused when missing, not a regular file or over the size limit
    /// (checked from the file's metadata before reading).
    public static func readFile(_ path: String) throws(LoadFailure) -> Data { try read(path) }

    static func read(_ path: String, limit: Int = maximumFileSize) throws(LoadFailure) -> Data {
        do {
            return try BoundedFileReader.read(path, limit: limit)
        } catch {
            throw LoadFailure(InputError(file: path, message: error.message))
        }
    }
}
