import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Pack file → `PackDefinition`: hardened parse, root and version check, XSD validation, then
/// each rule read with every problem located (file, line, column). Reading goes on after a bad
/// rule so that one run reports all of a file's problems.
struct PackReader {
    let source: PackSource
    private(set) var errors: [InputError] = []

    init(source: PackSource) {
        self.source = source
    }

    static func read(_ data: Data, file: String) -> Result<(PackDefinition, PackSource), LoadFailure> {
        let source = PackSource(data: data, file: file)
        let root: XMLElement
        do {
            let document = try XMLDocumentParser.parse(data)
            root = try document.rootElement()
            guard root.name == "pack" else {
                return .failure(LoadFailure(source.error(root, "the root element is <\(root.name)>, not <pack>: this is not a rule pack")))
            }
            if let text = root[attribute: "format-version"], let version = Int(text.trimming(.whitespaces)),
               version != PackSchema.formatVersion {
                return .failure(LoadFailure(source.error(root, attribute: "format-version",
                    "pack format version \(version) is not supported; this build reads version \(PackSchema.formatVersion)")))
            }
            let problems = try XMLSchemaValidator.validate(document, against: PackSchema.xsd)
            if !problems.isEmpty { return .failure(LoadFailure(problems.map(source.error))) }
        } catch {
            return .failure(LoadFailure(error.diagnostics.map(source.error)))
        }
        var reader = PackReader(source: source)
        let definition = reader.pack(root)
        return reader.errors.isEmpty ? .success((definition, source)) : .failure(LoadFailure(reader.errors))
    }

    private mutating func pack(_ root: XMLElement) -> PackDefinition {
        let id = root[attribute: "id"] ?? ""
        var rules: [DeclarativeRuleDefinition] = []
        var seen: Set<String> = []
        for element in root.children(named: "rule") {
            guard let rule = rule(element, pack: id) else { continue }
            guard seen.insert(rule.metadata.id).inserted else {
                errors.append(source.error(element, attribute: "id", "rule id '\(rule.metadata.id)' is used twice in this pack"))
                continue
            }
            rules.append(rule)
        }
        return PackDefinition(id: id, version: root[attribute: "version"] ?? "", title: Self.prose(root.children(named: "title").first),
                              summary: root.children(named: "summary").first.map { Self.prose($0) }, file: source.file,
                              rules: rules, idLocation: source.location(of: root, attribute: "id"))
    }

    private mutating func rule(_ element: XMLElement, pack: String) -> DeclarativeRuleDefinition? {
        let errorsBefore = errors.count
        let id = element[attribute: "id"] ?? ""
        let scope = RuleScope(rawValue: element[attribute: "scope"] ?? "") ?? .node
        let parameters = element.children(named: "parameter").compactMap { parameter($0) }
        let examples = element.children(named: "example").compactMap { example($0, rule: id, scope: scope, parameters: parameters) }
        checkOutcomes(of: element, examples: examples)
        let references = element.children(named: "reference").compactMap { reference($0) }
        func expression(_ name: String) -> PackExpression? {
            element.children(named: name).first.map { source.expression($0.text, in: $0, origin: name) }
        }
        func template(_ name: String) -> MessageTemplate? {
            guard let holder = element.children(named: name).first else { return nil }
            do throws(MessageTemplateParser.Problem) {
                return try MessageTemplateParser.parse(holder.text, origin: name) { text, offset in
                    source.expression(text, in: holder, offset: offset, origin: name)
                }
            } catch {
                errors.append(InputError(location: source.location(ofText: holder, offset: error.offset), message: error.message))
                return nil
            }
        }
        let message = template("message")
        let cantTellMessage = template("cant-tell-message"), measured = template("measured"), threshold = template("threshold")
        guard errors.count == errorsBefore, let applicability = expression("applicability"),
              let expectation = expression("expectation"), let message else { return nil }
        let metadata = RuleDescription(
            id: id, pack: pack, title: Self.prose(element.children(named: "title").first),
            summary: Self.prose(element.children(named: "summary").first),
            severity: Severity(rawValue: element[attribute: "severity"] ?? "") ?? .warning, references: references,
            scope: scope, parameters: parameters, examples: examples, definedIn: source.location(of: element))
        return DeclarativeRuleDefinition(metadata: metadata, applicability: applicability, cantTell: expression("cant-tell"),
                                         expectation: expectation, message: message, cantTellMessage: cantTellMessage,
                                         measured: measured, threshold: threshold)
    }

    private mutating func reference(_ element: XMLElement) -> RuleReference? {
        let title = Self.prose(element)
        let url = element[attribute: "url"]
        let level = element[attribute: "level"]
        switch RuleReference.Kind(rawValue: element[attribute: "kind"] ?? "") ?? .convention {
        case .wcag:
            guard let criterion = element[attribute: "criterion"], let level else {
                errors.append(source.error(element, "a wcag reference needs criterion=\"2.5.8\" and level=\"AA\""))
                return nil
            }
            var reference = RuleReference.wcag(criterion, title, level: level)
            if let url { reference.url = url }
            return reference
        case let kind:
            return RuleReference(kind, title, level: level, url: url)
        }
    }

    /// Every rule proves itself with at least one passed, one failed and one inapplicable example.
    private mutating func checkOutcomes(of element: XMLElement, examples: [RuleExample]) {
        let present = Set(examples.map(\.expected))
        let missing = [RuleExample.Expectation.passed, .failed, .inapplicable].filter { !present.contains($0) }
        guard !missing.isEmpty, examples.count == element.children(named: "example").count else { return }
        errors.append(source.error(element, attribute: "id", "rule '\(element[attribute: "id"] ?? "")' has no "
            + missing.map { "\($0.rawValue)" }.joined(separator: " or ")
            + " example; every rule needs at least one passed, one failed and one inapplicable example"))
    }

    /// Titles and summaries: white space collapsed, so they may be wrapped in the file.
    static func prose(_ element: XMLElement?) -> String {
        (element?.text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    mutating func record(_ error: InputError) {
        errors.append(error)
    }
}
