import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Scenario XML reader")
struct ScenarioXMLReaderTests {
    static func fixture() throws -> String {
        let url = try #require(Bundle.module.url(forResource: "morphing-sheet", withExtension: "xml", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    func decode(_ text: String) throws(LoadFailure) -> LoadedScenario {
        try ScenarioXML.decode(Data(text.utf8), file: "s.xml")
    }

    func firstError(_ text: String) -> InputError? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error.errors.first
        }
    }

    @Test("the fixture reads into the model, with a source map")
    func reads() throws {
        let loaded = try decode(try Self.fixture())
        let scenario = loaded.scenario
        #expect(scenario.id == "morphing-sheet")
        #expect(scenario.snapshots.map(\.id) == ["compact-large", "expanded-large"])
        let handle = try #require(scenario.snapshots[0].root.find("handle"))
        #expect(handle.role == .button && handle.part == .handle)
        #expect(handle.traits == [.button, .adjustable])
        #expect(handle.frame == Rect(x: 170, y: 660, width: 52, height: 4))
        #expect(handle.actions.map(\.kind) == [.increment, .escape])
        #expect(handle.foreground == Color(hex: "#C7C7CC"))
        let sheet = try #require(scenario.snapshots[0].root.find("sheet")?.sheet)
        #expect(sheet.detents.map(\.height) == [200, 430])
        #expect(sheet.heightSource == .fixed)
        let track = try #require(scenario.transitions.first?.tracks.first)
        #expect(track.curve == .spring(.response(0.4, dampingFraction: 0.86, initialVelocity: 0.8)))
        #expect(loaded.sourceMap.snapshotLines["compact-large"] == 3)
        #expect(loaded.location(snapshot: "compact-large", node: "handle").line == 13)
        #expect(loaded.sourceMap.transitionLines["expand"] == 36)
        #expect(loaded.location(snapshot: "compact-large", node: "title").description == "s.xml:18")
    }

    @Test("a wrong attribute type points at the attribute")
    func wrongType() throws {
        let text = try Self.fixture().replacingOccurrences(of: "label=\"Details\"", with: "label=\"Details\" opacity=\"abc\"")
        let error = try #require(firstError(text))
        #expect(error.location.line == 18)
        #expect(error.location.column == 56)
        #expect(error.message.contains("'abc'"))
    }

    @Test("an attribute on a continuation line is located on that line")
    func multiLineStartTag() throws {
        let text = try Self.fixture().replacingOccurrences(of: "hit-frame=\"150 648 92 28\"", with: "hit-frame=\"150 648 92\"")
        let error = try #require(firstError(text))
        #expect(error.location.line == 12)
        #expect(error.location.column == 63)
    }

    @Test("model problems are located through the coding path", arguments: [
        ("<node id=\"title\"", "<node id=\"handle\"", 18, 15, "duplicate node id 'handle'"),
        ("focused-node=\"handle\"", "focused-node=\"ghost\"", 3, 48, "focused node 'ghost'"),
        ("focus-after=\"handle\"", "focus-after=\"ghost\"", 36, 104, "node 'ghost' is not in snapshot"),
        ("frame=\"16 680 361 22\"", "frame=\"16 680 -361 22\"", 18, 56, "negative"),
        ("<sheet position=\"compact\"", "<sheet position=\"medium\"", 7, 16, "position 'medium'"),
        ("<track node=\"sheet\"", "<track node=\"nobody\"", 37, 12, "node 'nobody'"),
    ])
    func semantic(_ old: String, _ new: String, _ line: Int, _ column: Int, _ message: String) throws {
        let text = try Self.fixture()
        #expect(text.contains(old))
        let error = try #require(firstError(text.replacingOccurrences(of: old, with: new)))
        #expect(error.location.line == line)
        #expect(error.location.column == column)
        #expect(error.message.contains(message), "\(error)")
    }

    @Test("a spring mixing two forms is refused at the spring")
    func mixedSpring() throws {
        let text = try Self.fixture().replacingOccurrences(of: "initial-velocity=\"0.8\"", with: "stiffness=\"100\"")
        let error = try #require(firstError(text))
        #expect(error.location.line == 38)
        #expect(error.message.contains("mixes the forms 'response' and 'stiffness'"))
    }

    @Test("a pack or another XML document is not a scenario")
    func wrongRoot() {
        let error = firstError("<pack id=\"p\"/>")
        #expect(error?.message.contains("the root element is <pack>, not <scenario>") == true)
        #expect(error?.location.line == 1 && error?.location.column == 1)
    }

    @Test("a newer format version is refused by name")
    func futureVersion() throws {
        let error = firstError(try Self.fixture().replacingOccurrences(of: "format-version=\"1\"", with: "format-version=\"2\""))
        #expect(error?.message == "format version 2 is not supported; this build reads version 1")
    }

    @Test("unknown elements and attributes are schema errors, not ignored")
    func unknownNames() throws {
        let text = try Self.fixture()
        let attribute = firstError(text.replacingOccurrences(of: "<node id=\"title\"", with: "<node colour=\"red\" id=\"title\""))
        #expect(attribute?.message.contains("colour") == true)
        #expect(attribute?.location.line == 18)
        let element = firstError(text.replacingOccurrences(of: "<action kind=\"escape\"", with: "<gizmo kind=\"escape\""))
        #expect(element?.message.contains("gizmo") == true)
        #expect(element?.location.line == 15)
        #expect(element?.location.column == 11)
    }

    @Test("every error of a file is reported, in line order")
    func severalErrors() throws {
        let text = try Self.fixture()
            .replacingOccurrences(of: "to=\"expanded-large\"", with: "to=\"nowhere\"")
            .replacingOccurrences(of: "<node id=\"title\"", with: "<node id=\"handle\"")
        let error = #expect(throws: LoadFailure.self) { _ = try decode(text) }
        let lines = error?.errors.map { $0.location.line ?? 0 } ?? []
        #expect(lines.count >= 2)
        #expect(lines == lines.sorted())
    }
}
