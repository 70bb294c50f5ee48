/// The XSD of the scenario XML form, format version 1: the single description of that form.
///
/// The reader validates every XML scenario against it before converting, and
/// `morph-audit schema scenario` prints it. Embedded as text so that the binary is self-contained.
/// What XSD 1.0 cannot say is checked after it, with a located message: a spring uses exactly one
/// of its four forms, and the semantic checks of `ScenarioValidator` (unique ids, references that
/// resolve, ranges).
public enum ScenarioSchema {
    public static let xsd = #"""
<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="unqualified">
  <xs:annotation>
    <xs:documentation>
      morph-audit scenario, format version 1. Namespace-free. Attribute names are the JSON keys of
      the same field in kebab-case (pointSize becomes point-size); lists of tokens are separated by
      spaces; a frame is "x y width height" and a viewport "width height", in points. Values left
      out take the defaults of the JSON form.
    </xs:documentation>
  </xs:annotation>

  <!-- Simple types -->
  <xs:simpleType name="number">
    <xs:annotation><xs:documentation>A finite decimal number (no INF or NaN).</xs:documentation></xs:annotation>
    <xs:restriction base="xs:double">
      <xs:pattern value="[+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+\-]?[0-9]+)?"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="numbers">
    <xs:list itemType="number"/>
  </xs:simpleType>
  <xs:simpleType name="rect">
    <xs:restriction base="numbers"><xs:length value="4"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="size">
    <xs:restriction base="numbers"><xs:length value="2"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="vocabulary">
    <xs:annotation><xs:documentation>A token of an open vocabulary (role, part, trait, action…): unknown tokens are kept.</xs:documentation></xs:annotation>
    <xs:restriction base="xs:token"><xs:pattern value="\S+"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="vocabularyList">
    <xs:list itemType="vocabulary"/>
  </xs:simpleType>
  <xs:simpleType name="color">
    <xs:restriction base="xs:token">
      <xs:pattern value="#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="timingFunction">
    <xs:restriction base="xs:token">
      <xs:pattern value="linear|easeIn|easeOut|easeInOut|cubicBezier\([^)]*\)"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="contentSize">
    <xs:restriction base="xs:token">
      <xs:enumeration value="xSmall"/><xs:enumeration value="small"/><xs:enumeration value="medium"/>
      <xs:enumeration value="large"/><xs:enumeration value="xLarge"/><xs:enumeration value="xxLarge"/>
      <xs:enumeration value="xxxLarge"/><xs:enumeration value="ax1"/><xs:enumeration value="ax2"/>
      <xs:enumeration value="ax3"/><xs:enumeration value="ax4"/><xs:enumeration value="ax5"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="colorScheme">
    <xs:restriction base="xs:token">
      <xs:enumeration value="light"/><xs:enumeration value="dark"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="interfaceLevel">
    <xs:restriction base="xs:token">
      <xs:enumeration value="base"/><xs:enumeration value="elevated"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="fontWeight">
    <xs:restriction base="xs:token">
      <xs:enumeration value="ultraLight"/><xs:enumeration value="thin"/><xs:enumeration value="light"/>
      <xs:enumeration value="regular"/><xs:enumeration value="medium"/><xs:enumeration value="semibold"/>
      <xs:enumeration value="bold"/><xs:enumeration value="heavy"/><xs:enumeration value="black"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="pointerPhase">
    <xs:restriction base="xs:token">
      <xs:enumeration value="down"/><xs:enumeration value="up"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="trackDriver">
    <xs:restriction base="xs:token">
      <xs:enumeration value="animation"/><xs:enumeration value="gesture"/><xs:enumeration value="gestureSecondary"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="modality">
    <xs:restriction base="xs:token">
      <xs:enumeration value="modal"/><xs:enumeration value="nonmodal"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="heightSource">
    <xs:restriction base="xs:token">
      <xs:enumeration value="fixed"/><xs:enumeration value="content"/><xs:enumeration value="scaled"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="sheetComponent">
    <xs:restriction base="xs:token">
      <xs:enumeration value="materialBottomSheet"/><xs:enumeration value="material3ModalBottomSheet"/>
      <xs:enumeration value="androidAlertDialog"/><xs:enumeration value="androidPickerDialog"/>
      <xs:enumeration value="uiKitSheet"/>
    </xs:restriction>
  </xs:simpleType>

  <!-- The document -->
  <xs:element name="scenario">
    <xs:complexType>
      <xs:sequence>
        <xs:element ref="snapshot" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="transition" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="format-version" type="xs:long" use="required"/>
      <xs:attribute name="id" type="xs:string" use="required"/>
      <xs:attribute name="title" type="xs:string"/>
      <xs:attribute name="source" type="xs:string"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="snapshot">
    <xs:annotation><xs:documentation>One state under one environment; state defaults to the id.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:sequence>
        <xs:element ref="environment" minOccurs="0"/>
        <xs:element ref="node"/>
      </xs:sequence>
      <xs:attribute name="id" type="xs:string" use="required"/>
      <xs:attribute name="state" type="xs:string"/>
      <xs:attribute name="focused-node" type="xs:string"/>
      <xs:attribute name="unknown" type="vocabularyList"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="environment">
    <xs:complexType>
      <xs:attribute name="platform" type="vocabulary"/>
      <xs:attribute name="reduce-motion" type="xs:boolean"/>
      <xs:attribute name="prefers-cross-fade-transitions" type="xs:boolean"/>
      <xs:attribute name="content-size" type="contentSize"/>
      <xs:attribute name="color-scheme" type="colorScheme"/>
      <xs:attribute name="increase-contrast" type="xs:boolean"/>
      <xs:attribute name="bold-text" type="xs:boolean"/>
      <xs:attribute name="voice-over" type="xs:boolean"/>
      <xs:attribute name="interface-level" type="interfaceLevel"/>
      <xs:attribute name="viewport" type="size"/>
      <xs:attribute name="scale" type="number"/>
      <xs:attribute name="animator-duration-scale" type="number"/>
      <xs:attribute name="keyboard-visible" type="xs:boolean"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="node">
    <xs:annotation><xs:documentation>An element of the tree; child nodes nest directly.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:sequence>
        <xs:element ref="text" minOccurs="0"/>
        <xs:element ref="sheet" minOccurs="0"/>
        <xs:element ref="action" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="gesture" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="node" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="id" type="xs:string" use="required"/>
      <xs:attribute name="role" type="vocabulary"/>
      <xs:attribute name="part" type="vocabulary"/>
      <xs:attribute name="label" type="xs:string"/>
      <xs:attribute name="value" type="xs:string"/>
      <xs:attribute name="hint" type="xs:string"/>
      <xs:attribute name="identifier" type="xs:string"/>
      <xs:attribute name="visible-text" type="xs:string"/>
      <xs:attribute name="traits" type="vocabularyList"/>
      <xs:attribute name="frame" type="rect"/>
      <xs:attribute name="hit-frame" type="rect"/>
      <xs:attribute name="is-accessibility-element" type="xs:boolean"/>
      <xs:attribute name="is-hidden" type="xs:boolean"/>
      <xs:attribute name="opacity" type="number"/>
      <xs:attribute name="is-modal" type="xs:boolean"/>
      <xs:attribute name="foreground" type="color"/>
      <xs:attribute name="background" type="color"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="text">
    <xs:complexType>
      <xs:attribute name="style" type="vocabulary"/>
      <xs:attribute name="point-size" type="number" use="required"/>
      <xs:attribute name="weight" type="fontWeight"/>
      <xs:attribute name="scales-with-dynamic-type" type="xs:boolean"/>
      <xs:attribute name="is-truncated" type="xs:boolean"/>
      <xs:attribute name="is-clipped" type="xs:boolean"/>
      <xs:attribute name="is-essential" type="xs:boolean"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="sheet">
    <xs:complexType>
      <xs:sequence>
        <xs:element ref="detent" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="modality" type="modality"/>
      <xs:attribute name="can-dismiss" type="xs:boolean"/>
      <xs:attribute name="position" type="xs:string"/>
      <xs:attribute name="stack-depth" type="xs:long"/>
      <xs:attribute name="scrolls-content" type="xs:boolean"/>
      <xs:attribute name="content-height" type="number"/>
      <xs:attribute name="height-source" type="heightSource"/>
      <xs:attribute name="component" type="sheetComponent"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="detent">
    <xs:complexType>
      <xs:attribute name="id" type="xs:string" use="required"/>
      <xs:attribute name="height" type="number" use="required"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="action">
    <xs:complexType>
      <xs:attribute name="kind" type="vocabulary" use="required"/>
      <xs:attribute name="name" type="xs:string"/>
      <xs:attribute name="leads-to" type="xs:string"/>
      <xs:attribute name="succeeds" type="xs:boolean"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="gesture">
    <xs:complexType>
      <xs:attribute name="kind" type="vocabulary" use="required"/>
      <xs:attribute name="leads-to" type="xs:string"/>
      <xs:attribute name="completes-on" type="pointerPhase"/>
      <xs:attribute name="tracks-finger" type="xs:boolean"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="transition">
    <xs:complexType>
      <xs:sequence>
        <xs:element ref="environment" minOccurs="0"/>
        <xs:element ref="track" minOccurs="0" maxOccurs="unbounded"/>
        <xs:element ref="notification" minOccurs="0" maxOccurs="unbounded"/>
      </xs:sequence>
      <xs:attribute name="id" type="xs:string" use="required"/>
      <xs:attribute name="kind" type="vocabulary" use="required"/>
      <xs:attribute name="from" type="xs:string" use="required"/>
      <xs:attribute name="to" type="xs:string" use="required"/>
      <xs:attribute name="focus-before" type="xs:string"/>
      <xs:attribute name="focus-after" type="xs:string"/>
      <xs:attribute name="invoker" type="xs:string"/>
      <xs:attribute name="outgoing-hidden-at-start" type="xs:boolean"/>
      <xs:attribute name="interruptible" type="xs:boolean"/>
      <xs:attribute name="unknown" type="vocabularyList"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="track">
    <xs:annotation><xs:documentation>One animated property; its curve is one spring, timing or none element.</xs:documentation></xs:annotation>
    <xs:complexType>
      <xs:choice>
        <xs:element ref="spring"/>
        <xs:element ref="timing"/>
        <xs:element ref="none"/>
      </xs:choice>
      <xs:attribute name="node" type="xs:string"/>
      <xs:attribute name="property" type="vocabulary" use="required"/>
      <xs:attribute name="from" type="number" use="required"/>
      <xs:attribute name="to" type="number" use="required"/>
      <xs:attribute name="delay" type="number"/>
      <xs:attribute name="driver" type="trackDriver"/>
      <xs:attribute name="repeat-count" type="xs:long"/>
      <xs:attribute name="repeats-forever" type="xs:boolean"/>
      <xs:attribute name="starts-automatically" type="xs:boolean"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="spring">
    <xs:annotation>
      <xs:documentation>
        Exactly one form: response (with damping-fraction, default 0.825); duration (with bounce,
        default 0); stiffness and damping (with mass, default 1); or uikit-duration and
        damping-ratio. initial-velocity defaults to 0. The reader checks that one form is used.
      </xs:documentation>
    </xs:annotation>
    <xs:complexType>
      <xs:attribute name="response" type="number"/>
      <xs:attribute name="damping-fraction" type="number"/>
      <xs:attribute name="duration" type="number"/>
      <xs:attribute name="bounce" type="number"/>
      <xs:attribute name="mass" type="number"/>
      <xs:attribute name="stiffness" type="number"/>
      <xs:attribute name="damping" type="number"/>
      <xs:attribute name="uikit-duration" type="number"/>
      <xs:attribute name="damping-ratio" type="number"/>
      <xs:attribute name="initial-velocity" type="number"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="timing">
    <xs:complexType>
      <xs:attribute name="function" type="timingFunction" use="required"/>
      <xs:attribute name="duration" type="number" use="required"/>
    </xs:complexType>
  </xs:element>

  <xs:element name="none">
    <xs:annotation><xs:documentation>No animation: the value jumps.</xs:documentation></xs:annotation>
    <xs:complexType/>
  </xs:element>

  <xs:element name="notification">
    <xs:complexType>
      <xs:attribute name="kind" type="vocabulary" use="required"/>
      <xs:attribute name="target" type="xs:string"/>
      <xs:attribute name="text" type="xs:string"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
"""#
}
