import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScenarioXML {
    /// Scenario XML read from its file a piece at a time: what bounds a file is what its model
    /// holds (`ScenarioStreamReader.maximumElements`), with this as a bound on the time spent.
    public static let maximumStreamedFileSize = 1 << 30

    /// How much of a file tells whether it is scenario XML: the root element is found within it.
    static let detectionLength = 64 * 1024

    /// Loads `path` when its first bytes show scenario XML (or `detecting` is false: the format
    /// was named), reading the file in pieces as libxml2 parses it. Nil when it is not that, or
    /// when the file has a problem that reading it whole explains as it always has (every file
    /// within `maximumFileSize`), so the caller reads it whole and gets exactly those errors.
    static func load(_ path: String, detecting: Bool) throws(LoadFailure) -> LoadedScenario? {
        guard let file = try? ReadableFile(path: path) else { return nil }
        let head = file.head(detectionLength)
        if detecting, DumpDetection.detect(head) != .xml { return nil }
        // An empty file or a declared encoding libxml2 is not given: the whole-file reader's errors.
        guard !head.isEmpty, XMLDeclaredEncoding.problem(in: head) == nil else { return nil }
        let explainsWhole = file.size <= maximumFileSize
        guard file.size <= maximumStreamedFileSize else {
            throw LoadFailure(InputError(file: path, message: FileReadError(size: file.size, limit: maximumStreamedFileSize).message))
        }
        let reader: ScenarioStreamReader
        do {
            reader = try ScenarioStreamReader.read(fileDescriptor: file.descriptor)
        } catch {
            if explainsWhole { return nil }
            throw LoadFailure(explain(error, data: nil, file: path))
        }
        guard let scenario = reader.scenario else { return nil }
        let issues = ScenarioValidator.validate(scenario)
        guard issues.isEmpty else {
            if explainsWhole { return nil }
            let elements = file.rewind() ? (try? ScenarioStreamReader.read(fileDescriptor: file.descriptor, locating: true))?.elements : nil
            let locator = ScenarioXMLLocator(data: Data(), file: path)
            throw LoadFailure(issues.map { locator.error(for: $0, elements: elements ?? [:]) }.sorted { $0.location < $1.location })
        }
        return LoadedScenario(scenario: scenario, file: path, format: .xml, sourceMap: reader.sourceMap)
    }
}
