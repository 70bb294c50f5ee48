import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScenarioJSONReader {
    /// Scenario JSON is read from its file a piece at a time, like XML: what bounds a file is
    /// what its tree and model hold (`maximumValues`), with this as a bound on the time spent.
    static let maximumStreamedFileSize = ScenarioXML.maximumStreamedFileSize

    /// What one scenario in JSON may hold. At the generated benchmark's density an XML element
    /// is ten JSON values (its attributes become members, a frame an object of four numbers:
    /// 1,849,087 values for the 184,101 elements of the same 100,000-node scenario), so this is
    /// the scenario XML's 1,000,000 elements allow.
    static let maximumValues = 10_000_000

    /// How much of the file one read takes.
    static let pieceSize = 64 * 1024

    /// The bounds of one file read in pieces; lower ones in tests.
    struct Limits {
        var bytes = ScenarioJSONReader.maximumStreamedFileSize
        var values = ScenarioJSONReader.maximumValues
    }

    /// Loads `path` when its first bytes show scenario JSON as `DumpDetection` would tell from
    /// the whole file (or `detecting` is false: the format was named), reading it in pieces as
    /// it is parsed. Nil when it is not that, or cannot be opened as a regular file: the caller
    /// reads it whole and reports that as it always has.
    static func load(_ path: String, detecting: Bool, limits: Limits = Limits()) throws(LoadFailure) -> LoadedScenario? {
        guard let file = try? ReadableFile(path: path) else { return nil }
        if detecting {
            let head = file.head(DumpDetection.scenarioJSONDetectionLength)
            guard DumpDetection.isScenarioJSON(head: head, whole: head.count >= file.size) else { return nil }
        }
        guard file.size <= limits.bytes else {
            throw LoadFailure(InputError(file: path, message: FileReadError(size: file.size, limit: limits.bytes).message))
        }
        let reader = JSONPieceReader(.file(file), pieceSize: pieceSize, limit: limits.bytes)
        return try decode(LocatedJSON.document(pieces: reader, file: path, maximumValues: limits.values), file: path)
    }

    /// `data` handed to the reader in pieces of `pieceSize` bytes, as a file is.
    static func decode(_ data: Data, file: String, pieceSize: Int) throws(LoadFailure) -> LoadedScenario {
        let reader = JSONPieceReader(.memory(data), pieceSize: pieceSize, limit: maximumStreamedFileSize)
        return try decode(LocatedJSON.document(pieces: reader, file: file, maximumValues: maximumValues), file: file)
    }
}

