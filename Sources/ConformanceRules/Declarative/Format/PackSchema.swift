/// The XSD of a declarative rule pack, format version 1, embedded so that the binary is
/// self-contained; `morph-audit schema pack` prints it.
///
/// Examples are written in the scenario vocabulary, so the pack schema carries the scenario
/// schema's declarations (taken from `ScenarioSchema.xsd`, the single description of that form),
/// with one addition: `<node>`, `<snapshot>` and `<transition>` inside examples may carry
/// `expect="failed"` or `expect="cantTell"`, marking the targets a rule must report. What XSD
/// cannot say — parameter values of the declared type, an example of each required outcome,
/// markers that agree with the example's outcome — the reader checks with located messages.
public enum PackSchema {
    public static let formatVersion = 1

    public static let xsd: String = #"""
<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="unqualified">
  <xs:annotation>
    <xs:documentation>
      morph-audit declarative rule pack, format version 1. Namespace-free. A pack holds rules; a rule
      selects targets in a snapshot's (or transition's) XML form with an XPath 1.0 applicability,
      judges each with an expectation evaluated with the target as context node, and proves itself
      with examples written in the scenario vocabulary. Extension functions use the prefix ma:
      (https://morph-audit.dev/xpath); parameters are XPath variables ($name). See
      docs/authoring-packs.md.
    </xs:documentation>
  </xs:annotation>

  <xs:element name="pack">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="title" type="text"/>
        <xs:element name="summary" type="text" minOccurs="0"/>
        <xs:element name="rule" type="rule" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="format-version" type="xs:long" use="required"/>
      <xs:attribute name="id" type="identifier" use="required"/>
      <xs:attribute name="version" type="xs:token" use="required"/>
    </xs:complexType>
  </xs:element>

  <xs:complexType name="rule">
    <xs:sequence>
      <xs:element name="title" type="text"/>
      <xs:element name="summary" type="text"/>
      <xs:element name="reference" type="reference" maxOccurs="unbounded"/>
      <xs:element name="parameter" type="parameterDeclaration" minOccurs="0" maxOccurs="unbounded"/>
      <xs:element name="applicability" type="expression"/>
      <xs:element name="cant-tell" type="expression" minOccurs="0"/>
      <xs:element name="expectation" type="expression"/>
      <xs:element name="message" type="text"/>
      <xs:element name="cant-tell-message" type="text" minOccurs="0"/>
      <xs:element name="measured" type="text" minOccurs="0"/>
      <xs:element name="threshold" type="text" minOccurs="0"/>
      <xs:element name="example" type="example" minOccurs="3" maxOccurs="unbounded"/>
    </xs:sequence>
    <xs:attribute name="id" type="identifier" use="required"/>
    <xs:attribute name="severity" type="severity" use="required"/>
    <xs:attribute name="scope" type="ruleScope" use="required"/>
  </xs:complexType>

  <xs:complexType name="reference">
    <xs:annotation><xs:documentation>The element's text is the title: "Target Size (Minimum)", "HIG Sheets".</xs:documentation></xs:annotation>
    <xs:simpleContent>
      <xs:extension base="text">
        <xs:attribute name="kind" type="referenceKind" use="required"/>
        <xs:attribute name="criterion" type="xs:token"/>
        <xs:attribute name="level" type="xs:token"/>
        <xs:attribute name="url" type="xs:anyURI"/>
      </xs:extension>
    </xs:simpleContent>
  </xs:complexType>

  <xs:complexType name="parameterDeclaration">
    <xs:sequence>
      <xs:element name="summary" type="text"/>
      <xs:element name="profile" minOccurs="0" maxOccurs="unbounded">
        <xs:complexType>
          <xs:attribute name="name" type="profile" use="required"/>
          <xs:attribute name="value" type="xs:string" use="required"/>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
    <xs:attribute name="name" type="parameterName" use="required"/>
    <xs:attribute name="type" type="parameterType" use="required"/>
    <xs:attribute name="default" type="xs:string" use="required"/>
    <xs:attribute name="source" type="text" use="required"/>
  </xs:complexType>

  <xs:complexType name="example">
    <xs:sequence>
      <xs:element name="parameter" minOccurs="0" maxOccurs="unbounded">
        <xs:complexType>
          <xs:attribute name="name" type="parameterName" use="required"/>
          <xs:attribute name="value" type="xs:string" use="required"/>
        </xs:complexType>
      </xs:element>
      <xs:choice>
        <xs:element ref="node"/>
        <xs:sequence>
          <xs:element ref="snapshot" maxOccurs="unbounded"/>
          <xs:element ref="transition" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence>
      </xs:choice>
    </xs:sequence>
    <xs:attribute name="name" type="text" use="required"/>
    <xs:attribute name="outcome" type="outcome" use="required"/>
    <xs:attribute name="profile" type="profile"/>
  </xs:complexType>

  <xs:simpleType name="text">
    <xs:restriction base="xs:string"><xs:pattern value="(.|\s)*\S(.|\s)*"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="expression">
    <xs:restriction base="text"/>
  </xs:simpleType>
  <xs:simpleType name="identifier">
    <xs:annotation><xs:documentation>Kebab-case: close-button-size.</xs:documentation></xs:annotation>
    <xs:restriction base="xs:token"><xs:pattern value="[a-z0-9]+(-[a-z0-9]+)*"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="parameterName">
    <xs:annotation><xs:documentation>Used as an XPath variable ($minimumSize): letters, digits, underscore.</xs:documentation></xs:annotation>
    <xs:restriction base="xs:token"><xs:pattern value="[A-Za-z_][A-Za-z0-9_]*"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="severity">
    <xs:restriction base="xs:token">
      <xs:enumeration value="error"/><xs:enumeration value="warning"/><xs:enumeration value="info"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="ruleScope">
    <xs:restriction base="xs:token">
      <xs:enumeration value="node"/><xs:enumeration value="snapshot"/><xs:enumeration value="transition"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="referenceKind">
    <xs:restriction base="xs:token">
      <xs:enumeration value="wcag"/><xs:enumeration value="apple"/><xs:enumeration value="material"/>
      <xs:enumeration value="seed"/><xs:enumeration value="convention"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="parameterType">
    <xs:restriction base="xs:token">
      <xs:enumeration value="number"/><xs:enumeration value="boolean"/><xs:enumeration value="string"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="profile">
    <xs:restriction base="xs:token">
      <xs:enumeration value="wcag22-aa"/><xs:enumeration value="apple-hig"/>
      <xs:enumeration value="material"/><xs:enumeration value="strict"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="outcome">
    <xs:restriction base="xs:token">
      <xs:enumeration value="passed"/><xs:enumeration value="failed"/>
      <xs:enumeration value="inapplicable"/><xs:enumeration value="cantTell"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="exampleMark">
    <xs:annotation><xs:documentation>A target the rule must report, with the example's outcome.</xs:documentation></xs:annotation>
    <xs:restriction base="xs:token">
      <xs:enumeration value="failed"/><xs:enumeration value="cantTell"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- The scenario vocabulary, from the scenario schema -->
"""# + scenarioDeclarations + "\n</xs:schema>"

    /// The scenario schema between its `<xs:schema>` tags, with the example marker added to the
    /// elements a rule can name as targets.
    static var scenarioDeclarations: String {
        let source = ScenarioSchema.xsd
        guard let open = source.firstRange(of: "<xs:schema"), let bodyStart = source[open.upperBound...].firstRange(of: ">"),
              let close = source.lastRange(of: "</xs:schema>") else { return "" }
        var body = String(source[bodyStart.upperBound..<close.lowerBound])
        if let annotationEnd = body.firstRange(of: "</xs:annotation>") {
            body = String(body[annotationEnd.upperBound...])  // the scenario's own documentation
        }
        for element in ["node", "snapshot", "transition"] {
            guard let declaration = body.firstRange(of: "<xs:element name=\"\(element)\">"),
                  let idAttribute = body[declaration.upperBound...].firstRange(of: "<xs:attribute name=\"id\" type=\"xs:string\" use=\"required\"/>")
            else { continue }
            body.insert(contentsOf: "\n      <xs:attribute name=\"expect\" type=\"exampleMark\"/>", at: idAttribute.upperBound)
        }
        return body
    }
}
