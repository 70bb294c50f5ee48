import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// JSON scenarios are read as strictly as the XSD reads XML, and every problem and every node
/// keeps its line and column.
struct ScenarioJSONReaderTests {
    static let typos = """
        {
          "formatVersion": 1,
          "id": "typos",
          "x-team": {"owner": "sheets", "anything": [1, 2]},
          "snapshots": [
            {
              "id": "open",
              "environment": {"platform": "iOS", "colorScheme": "drak", "contentSize": "AX5"},
              "root": {
                "id": "sheet",
                "role": "sheet",
                "children": [
                  {"id": "handle", "role": "buton", "lable": "Grabber", "hitFrame_": {"x": 0, "y": 0, "width": 44, "height": 44},
                   "x-jira": "A11Y-12", "label": "Grab", "label": "Again"}
                ]
              }
            }
          ]
        }
        """

    private func errors(_ text: String, file: String = "t.json") -> [InputError] {
        do {
            _ = try ScenarioJSONReader.decode(Data(text.utf8), file: file)
            return []
        } catch {
            return error.errors
        }
    }

    @Test func everyTypoIsReportedAtOnceWithLineColumnCodingPathAndSuggestion() {
        let found = errors(Self.typos).map(\.description)
        #expect(found == [
            "t.json:8:57: error: at snapshots[0].environment.colorScheme: 'drak' is not a valid colorScheme; did you mean 'dark'?",
            "t.json:8:80: error: at snapshots[0].environment.contentSize: 'AX5' is not a valid contentSize; did you mean 'ax5'?",
            "t.json:13:36: error: at snapshots[0].root.children[0].role: unknown role 'buton'; did you mean 'button'? "
                + "A role of your own starts with 'x-'",
            "t.json:13:54: error: at snapshots[0].root.children[0].lable: unknown key 'lable'; did you mean 'label'? "
                + "Keys of your own start with 'x-'",
            "t.json:13:78: error: at snapshots[0].root.children[0].hitFrame_: unknown key 'hitFrame_'; did you mean 'hitFrame'? "
                + "Keys of your own start with 'x-'",
            "t.json:14:59: error: at snapshots[0].root.children[0].label: key 'label' appears twice; the first, at line 14, is used",
        ])
    }

    @Test func teamsOwnKeysAndTokensStartWithX() throws {
        let text = #"""
            {"id": "own", "x-source": {"ticket": 12}, "snapshots": [{"id": "a", "x-note": "captured on CI",
              "root": {"id": "r", "role": "x-carousel", "part": "x-dim", "traits": ["x-swipeable"], "x-owner": "sheets"}}]}
            """#
        let loaded = try ScenarioJSONReader.decode(Data(text.utf8), file: "own.json")
        #expect(loaded.scenario.snapshots.first?.root.role == .other("x-carousel"))
        #expect(loaded.scenario.snapshots.first?.root.traits == [.other("x-swipeable")])
    }

    @Test func aWrongTypeIsLocatedAtItsValue() {
        let found = errors(#"{"id": "x", "snapshots": [{"id": "a", "root": {"id": "r", "opacity": "abc"}}]}"#)
        #expect(found.map(\.description) == ["t.json:1:70: error: at snapshots[0].root.opacity: expected a number: found a string"])
        let fraction = errors(#"{"id": "x", "formatVersion": 1.5}"#)
        #expect(fraction.first?.message.contains("not a whole number") == true)
    }

    @Test func aMissingRequiredKeyIsLocatedAtItsObjectAndItsMisspellingIsNamed() {
        let found = errors(#"{"id": "x", "snapshots": [{"id": "a", "root": {"idd": "r"}}]}"#).map(\.description)
        #expect(found == [
            "t.json:1:47: error: at snapshots[0].root.id: required key 'id' is missing",
            "t.json:1:55: error: at snapshots[0].root.idd: unknown key 'idd'; did you mean 'id'? Keys of your own start with 'x-'",
        ])
    }

    @Test func syntaxErrorsKeepTheParsersPosition() {
        let found = errors("{\"id\": \"x\",\n  \"snapshots\": [}\n")
        #expect(found.count == 1)
        #expect(found.first?.location.line == 2)
        #expect(found.first?.message.hasPrefix("not valid JSON: ") == true)
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"id": "x"}"#.utf8)
        #expect(throws: Never.self) { _ = try ScenarioJSONReader.decode(bom, file: "bom.json") }
    }

    @Test func aValidatorIssueIsLocatedByItsCodingPath() {
        let found = errors(#"{"id": "x", "snapshots": [{"id": "a", "root": {"id": "r", "children": [{"id": "r"}]}}]}"#)
        #expect(found.map(\.description) == [
            "t.json:1:79: error: at snapshots[0].root.children[0].id: duplicate node id 'r' in snapshot 'a'",
        ])
    }

    /// Misspelling any key of a scenario that uses every field (generated ones) is an error
    /// naming the key it was meant to be: the JSON form accepts exactly the keys the model declares.
    @Test func everyKeyOfTheModelIsCheckedInEveryObject() throws {
        var tested: Set<String> = []
        for seed in 0..<8 {
            var generator = ScenarioGenerator(seed: UInt64(seed))
            let text = String(decoding: try ScenarioJSON.encode(generator.scenario()), as: UTF8.self)
            #expect(errors(text).isEmpty)
            for match in text.matches(of: #/"([A-Za-z]+)" : /#) {
                let key = String(match.output.1)
                guard tested.insert(key).inserted else { continue }
                var misspelt = text
                misspelt.replaceSubrange(match.range, with: "\"\(key)_\" : ")
                let found = errors(misspelt)
                #expect(found.contains { $0.message.hasPrefix("unknown key '\(key)_'; did you mean '\(key)'?") }, "\(key)")
            }
        }
        #expect(tested.count > 60, "\(tested.count) keys")
    }

    @Test func everyNodeSnapshotAndTransitionHasLineAndColumn() throws {
        let loaded = try BundledExampleFiles.loaded("morphmodalkit/morphmodalkit-default.json")
        for snapshot in loaded.scenario.snapshots {
            #expect(loaded.location(snapshot: snapshot.id).column != nil)
            for visited in NodeWalker.walk(snapshot.root) {
                let node = visited.node
                let location = loaded.location(snapshot: snapshot.id, node: node.id)
                #expect(location.line != nil && location.column != nil, "\(snapshot.id)/\(node.id)")
            }
        }
        for transition in loaded.scenario.transitions {
            #expect(loaded.location(transition: transition.id).column != nil)
        }
        // The line and column are those of the node's opening brace.
        let text = try String(contentsOf: BundledExampleFiles.folder.appendingPathComponent("morphmodalkit/morphmodalkit-default.json"),
                              encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let snapshot = try #require(loaded.scenario.snapshots.first)
        let handle = loaded.location(snapshot: snapshot.id, node: snapshot.root.id)
        let line = lines[(handle.line ?? 1) - 1]
        #expect(Array(line)[(handle.column ?? 1) - 1] == "{")
    }

    @Test func xmlReadsTheSameVocabularyAsStrictly() {
        let xml = """
            <scenario format-version="1" id="typos">
              <snapshot id="open" state="open">
                <environment platform="iOS"/>
                <node id="sheet" role="sheet"><node id="handle" role="buton" label="Grab"/></node>
              </snapshot>
            </scenario>
            """
        do {
            _ = try ScenarioXML.decode(Data(xml.utf8), file: "t.xml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.map(\.description) == [
                "t.xml:4:53: error: unknown role 'buton'; did you mean 'button'? A role of your own starts with 'x-'",
            ])
        }
    }
}
