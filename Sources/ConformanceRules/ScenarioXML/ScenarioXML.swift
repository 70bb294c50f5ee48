import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The XML encoding of a scenario: namespace-free, versioned, described by `ScenarioSchema.xsd`.
///
/// Reading goes: size check → hardened parse (`XMLDocumentParser`) → root and version check →
/// XSD validation → conversion to the model → `ScenarioValidator`. Every error found on the way
/// is located: libxml2 gives parse errors a line and column; for everything else the line of the
/// element is known and the column of the start tag or of the offending attribute is found in
/// the source text (`XMLSourceText`).
public enum ScenarioXML {
    public static let maximumFileSize = XMLDocumentParser.maximumDocumentSize

    /// Reads and checks a scenario; `file` is only used to name locations.
    public static func decode(_ data: Data, file: String) throws(LoadFailure) -> LoadedScenario {
        let locator = ScenarioXMLLocator(data: data, file: file)
        do {
            let document = try XMLDocumentParser.parse(data)
            try checkRoot(try document.rootElementWithoutChildren(), locator: locator)
            let schemaProblems = try XMLSchemaValidator.validate(document, against: ScenarioSchema.xsd)
            if !schemaProblems.isEmpty { throw LoadFailure(schemaProblems.map(locator.error(for:))) }
            // libxml2's tree is about ten times the size of the file: it is freed while it is
            // converted, before the model is built.
            let root = try document.takeRootElement()
            var reader = ScenarioXMLReader(remembersElements: false)
            let scenario: Scenario
            do {
                scenario = try reader.scenario(root)
            } catch let problem {
                throw LoadFailure(locator.error(for: problem))
            }
            let issues = ScenarioValidator.validate(scenario)
            if !issues.isEmpty {
                // Read again, this time keeping every element by coding path, to locate the issues.
                var locating = ScenarioXMLReader()
                _ = try? locating.scenario(root)
                throw LoadFailure(issues.map { locator.error(for: $0, elements: locating.elements) }.sorted(by: locationOrder))
            }
            return LoadedScenario(scenario: scenario, file: file, format: .xml, sourceMap: reader.sourceMap)
        } catch let failure as LoadFailure {
            throw failure
        } catch let error as XMLDocumentError {
            throw LoadFailure(error.diagnostics.map(locator.error(for:)))
        } catch {
            throw LoadFailure(InputError(file: file, message: "\(error)"))
        }
    }

    /// The scenario as XML. Fails, naming the coding path, for a value XML cannot carry: a
    /// non-finite number, a string with a control character XML 1.0 forbids, or a vocabulary
    /// token that is empty or contains white space.
    public static func encode(_ scenario: Scenario, includeDefaults: Bool = false) throws(ModelIssue) -> Data {
        try ScenarioXMLWriter(includeDefaults: includeDefaults).write(scenario)
    }

    private static func checkRoot(_ root: XMLElement, locator: ScenarioXMLLocator) throws(LoadFailure) {
        guard root.name == "scenario" else {
            throw LoadFailure(locator.error(for: ScenarioXMLProblem(
                root, "the root element is <\(root.name)>, not <scenario>: this is not a scenario file")))
        }
        if let text = AttributeReader(root).collapsed("format-version"), let version = Int(text),
           version != Scenario.currentFormatVersion {
            throw LoadFailure(locator.error(for: ScenarioXMLProblem(
                root, attribute: "format-version",
                "format version \(version) is not supported; this build reads version \(Scenario.currentFormatVersion)")))
        }
    }

    private static func locationOrder(_ a: InputError, _ b: InputError) -> Bool { a.location < b.location }
}
