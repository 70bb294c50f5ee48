import A11yModel
import ConformanceRules
import Foundation
import ScenarioSynthesis

/// Generators of the suite's hostile inputs. Generated rather than committed: most are only
/// interesting for their size or for a single byte.
enum HostileInputs {
    /// Bounds whose width overflows a 64-bit integer.
    static let overflowingBounds = "[-9223372036854775808,0][9223372036854775807,1]"

    static func uiAutomator(bounds: String) -> String {
        "<hierarchy rotation=\"0\">\n<node class=\"android.widget.FrameLayout\" bounds=\"\(bounds)\"/>\n</hierarchy>\n"
    }

    static func maestroAndroid(bounds: String) -> String {
        "Running on emulator-5554\n{\"attributes\": {\"class\": \"android.widget.FrameLayout\", \"bounds\": \"\(bounds)\"}, \"children\": []}\n"
    }

    static func maestroIOS(bounds: String) -> String {
        "Running on iPhone 15\n{\"attributes\": {\"accessibilityText\": \"x\", \"bounds\": \"\(bounds)\"}, \"children\": []}\n"
    }

    static func configuration(rule: String, parameter: String, value: String) -> String {
        "{\"version\": 1, \"parameters\": {\"\(rule)\": {\"\(parameter)\": \(value)}}}\n"
    }

    /// A Maestro dump whose root carries one flat array of `count` numbers.
    static func maestroWithArray(count: Int) -> String {
        "Running on iPhone 15\n{\"attributes\": {\"accessibilityText\": \"x\", \"bounds\": \"[0,0][1,1]\"}, \"numbers\": ["
            + (0..<count).map(String.init).joined(separator: ",") + "], \"children\": []}\n"
    }

    /// A WebDriverAgent JSON source with `siblings` buttons in one window, and `extraKeys`
    /// unknown keys on the application object.
    static func wdaSource(siblings: Int, extraKeys: Int = 0) -> String {
        let buttons = (0..<siblings).map { index in
            // Side by side, six to a row: the case is about the reader, not about targets piled up.
            "{\"type\":\"Button\",\"label\":\"b\(index)\",\"rect\":{\"x\":\(index % 6 * 65),\"y\":\(index / 6 * 50),"
                + "\"width\":60,\"height\":44},\"isEnabled\":\"1\",\"isVisible\":\"1\"}"
        }
        let extra = (0..<extraKeys).map { ",\"k\($0)\":\($0)" }.joined()
        return "{\"type\":\"Application\",\"rect\":{\"x\":0,\"y\":0,\"width\":390,\"height\":844}\(extra),\"children\":[{\"type\":\"Window\","
            + "\"rect\":{\"x\":0,\"y\":0,\"width\":390,\"height\":844},\"children\":[" + buttons.joined(separator: ",") + "]}]}\n"
    }

    /// A synthetic scenario of `nodes` nodes in XML.
    static func scenario(nodes: Int, snapshots: Int = 2) throws -> Data {
        try ScenarioXML.encode(SyntheticScenario.make(id: "synthetic", shape: SyntheticShape(nodes: nodes, snapshots: snapshots),
                                                      seed: 3))
    }

    /// `good.xml` with one window of `count` sibling buttons: legal, only large.
    static func siblings(_ count: Int) -> String {
        let buttons = (0..<count).map { "<node id=\"b\($0)\" role=\"button\" label=\"Row \($0)\" frame=\"0 \($0 % 800) 60 44\"/>" }
        return "<scenario format-version=\"1\" id=\"siblings\"><snapshot id=\"s\" state=\"s\"><environment platform=\"iOS\"/>"
            + "<node id=\"window\" role=\"window\" frame=\"0 0 393 852\">" + buttons.joined() + "</node></snapshot></scenario>\n"
    }

    /// A one-rule pack whose applicability is `xpath`; its examples hold whatever the XPath
    /// costs, because they are tiny.
    static func pack(id: String = "hostile", applicability: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <pack format-version="1" id="\(id)" version="1.0.0">
          <title>Hostile</title>
          <rule id="\(id)-handle" severity="warning" scope="node">
            <title>Handles have a label</title>
            <summary>A handle needs a label.</summary>
            <reference kind="convention" url="https://example.com">convention</reference>
            <applicability>\(applicability)</applicability>
            <expectation>string-length(@label) > 0</expectation>
            <message>handle has no label</message>
            <example name="labelled" outcome="passed">
              <node id="sheet" role="sheet" part="sheet"><node id="h" role="button" part="handle" label="Size"/></node>
            </example>
            <example name="unlabelled" outcome="failed">
              <node id="sheet" role="sheet" part="sheet"><node id="h" role="button" part="handle" expect="failed"/></node>
            </example>
            <example name="no handle" outcome="inapplicable">
              <node id="sheet" role="sheet" part="sheet"/>
            </example>
          </rule>
        </pack>

        """
    }

    /// A scenario in JSON: `good.xml`'s smallest JSON sibling with `edit` applied.
    static func scenarioJSON(_ body: String) -> String {
        "{\n  \"formatVersion\": 1,\n  \"id\": \"json\",\n  \"snapshots\": [{\"id\": \"s\", \"state\": \"s\", "
            + "\"environment\": {\"platform\": \"iOS\"}, \"root\": {\"id\": \"r\", \"role\": \"window\"}}],\n  " + body + "\n}\n"
    }
}
