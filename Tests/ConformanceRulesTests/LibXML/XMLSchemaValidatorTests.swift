import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("XSD validation")
struct XMLSchemaValidatorTests {
    static let schema = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="list">
            <xs:complexType>
              <xs:sequence><xs:element name="item" type="xs:int" maxOccurs="unbounded"/></xs:sequence>
              <xs:attribute name="name" type="xs:string" use="required"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    @Test("a valid document has no problems")
    func valid() throws {
        #expect(try XMLSchemaValidator.validate("<list name=\"a\"><item>1</item></list>", against: Self.schema).isEmpty)
    }

    @Test("problems come with line numbers")
    func invalid() throws {
        let problems = try XMLSchemaValidator.validate("<list>\n  <item>1</item>\n  <item>two</item>\n</list>", against: Self.schema)
        #expect(problems.count == 2)
        #expect(problems.map(\.line) == [1, 3])
        #expect(problems[0].message.contains("name"))
        #expect(problems[1].message.contains("two"))
    }

    @Test("a schema that does not compile is an error, not an empty result")
    func badSchema() {
        let error = #expect(throws: XMLDocumentError.self) {
            _ = try XMLSchemaValidator.validate("<list name=\"a\"/>", against: "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:element/></xs:schema>")
        }
        #expect(error?.description.contains("schema:") == true)
    }

    @Test("the scenario schema compiles and lists every value of the model's closed enumerations")
    func scenarioSchemaMatchesModel() throws {
        let document = try XMLDocumentParser.parse(ScenarioSchema.xsd)
        let root = try document.rootElement()
        var enumerations: [String: [String]] = [:]
        var stack = [root]
        while let element = stack.popLast() {
            stack += element.children
            guard element.name == "simpleType", let name = element[attribute: "name"] else { continue }
            enumerations[name] = element.children.flatMap { $0.children(named: "enumeration") }.compactMap { $0[attribute: "value"] }
        }
        #expect(enumerations["contentSize"] == ContentSizeCategory.allCases.map(\.rawValue))
        #expect(enumerations["colorScheme"] == ColorScheme.allCases.map(\.rawValue))
        #expect(enumerations["interfaceLevel"] == InterfaceLevel.allCases.map(\.rawValue))
        #expect(enumerations["fontWeight"] == FontWeight.allCases.map(\.rawValue))
        #expect(enumerations["pointerPhase"] == PointerPhase.allCases.map(\.rawValue))
        #expect(enumerations["trackDriver"] == TrackDriver.allCases.map(\.rawValue))
        #expect(enumerations["modality"] == Modality.allCases.map(\.rawValue))
        #expect(enumerations["heightSource"] == HeightSource.allCases.map(\.rawValue))
        #expect(try XMLSchemaValidator.validate("<scenario format-version=\"1\" id=\"x\"/>", against: ScenarioSchema.xsd).isEmpty)
    }

    @Test("numbers must be finite decimals")
    func finiteNumbers() throws {
        for bad in ["INF", "NaN", "-INF", "1e", "abc"] {
            let text = "<scenario format-version=\"1\" id=\"x\"><snapshot id=\"s\"><node id=\"n\" opacity=\"\(bad)\"/></snapshot></scenario>"
            #expect(try !XMLSchemaValidator.validate(text, against: ScenarioSchema.xsd).isEmpty, "\(bad)")
        }
    }
}
