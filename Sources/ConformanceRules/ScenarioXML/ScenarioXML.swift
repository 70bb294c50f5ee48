import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The XML encoding of a scenario: namespace-free, versioned, described by `ScenarioSchema.xsd`.
///
/// A file is read in one pass by `ScenarioStreamReader`, which checks the XSD's rules itself as
/// it builds the model, then `ScenarioValidator` checks the model. A file the reader refuses is
/// explained the way libxml2 sees it — hardened parse, root and version check, XSD validation —
/// so its errors read as they always have; only when libxml2 finds nothing (a value the model
/// cannot hold) or cannot hold the document does the reader's own finding stand. Every error is
/// located: libxml2 gives parse errors a line and column; for everything else the line of the
/// element is known and the column of the start tag or of the offending attribute is found in
/// the source text (`XMLSourceText`).
public enum ScenarioXML {
    public static let maximumFileSize = XMLDocumentParser.maximumDocumentSize

    /// Reads and checks a scenario; `file` is only used to name locations.
    public static func decode(_ data: Data, file: String) throws(LoadFailure) -> LoadedScenario {
        let reader: ScenarioStreamReader
        do {
            reader = try ScenarioStreamReader.read(data)
        } catch {
            throw LoadFailure(explain(error, data: data, file: file))
        }
        guard let scenario = reader.scenario else {
            throw LoadFailure(InputError(file: file, message: "the document has no root element"))
        }
        let issues = ScenarioValidator.validate(scenario)
        if !issues.isEmpty {
            // Read again, this time keeping every element by coding path, to locate the issues.
            let elements = (try? ScenarioStreamReader.read(data, locating: true))?.elements ?? [:]
            let locator = ScenarioXMLLocator(data: data, file: file)
            throw LoadFailure(issues.map { locator.error(for: $0, elements: elements) }.sorted(by: locationOrder))
        }
        return LoadedScenario(scenario: scenario, file: file, format: .xml, sourceMap: reader.sourceMap)
    }

    /// The errors of a file the streaming reader refused: libxml2's account when it has one.
    /// Without `data` (a file too large to hold whole), the reader's own finding stands, with its line.
    static func explain(_ failure: ScenarioStreamReader.Failure, data: Data?, file: String) -> [InputError] {
        let locator = ScenarioXMLLocator(data: data ?? Data(), file: file)
        if let data, data.count <= XMLDocumentParser.maximumDocumentSize {
            do {
                let document = try XMLDocumentParser.parse(data)
                try checkRoot(try document.rootElementWithoutChildren())
                let problems = try XMLSchemaValidator.validate(document, against: ScenarioSchema.xsd)
                if !problems.isEmpty { return problems.map(locator.error(for:)) }
            } catch let error as XMLDocumentError {
                return error.diagnostics.map(locator.error(for:))
            } catch let problem as ScenarioXMLProblem {
                return [locator.error(for: problem)]
            } catch {
                return [InputError(file: file, message: "\(error)")]
            }
        }
        switch failure {
        case .malformed(let diagnostics): return diagnostics.map(locator.error(for:))
        case .notAScenario(let problem), .invalid(let problem), .unreadable(let problem): return [locator.error(for: problem)]
        }
    }

    /// The scenario as XML. Fails, naming the coding path, for a value XML cannot carry: a
    /// non-finite number, a string with a control character XML 1.0 forbids, or a vocabulary
    /// token that is empty or contains white space.
    public static func encode(_ scenario: Scenario, includeDefaults: Bool = false) throws(ModelIssue) -> Data {
        try ScenarioXMLWriter(includeDefaults: includeDefaults).write(scenario)
    }

    private static func checkRoot(_ root: XMLElement) throws(ScenarioXMLProblem) {
        guard root.name == "scenario" else {
            throw ScenarioXMLProblem(root, "the root element is <\(root.name)>, not <scenario>: this is not a scenario file")
        }
        if let text = root[attribute: "format-version"].map(XMLValueText.collapse), let version = Int(text),
           version != Scenario.currentFormatVersion {
            throw ScenarioXMLProblem(root, attribute: "format-version",
                "format version \(version) is not supported; this build reads version \(Scenario.currentFormatVersion)")
        }
    }

    private static func locationOrder(_ a: InputError, _ b: InputError) -> Bool { a.location < b.location }
}
