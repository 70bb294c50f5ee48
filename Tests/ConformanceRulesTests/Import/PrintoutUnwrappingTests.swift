import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Printouts as test logs hold them: every text importer takes off the same wrappings and still
/// locates errors in the file as it is.
@Suite("Wrapped printouts")
struct PrintoutUnwrappingTests {
    /// `po app` in a UI test's console: XCTest's activity lines around the description.
    static let xcodeConsole = """
        (lldb) po app
            t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 4242
            t =   110.52s Find: Descendants matching type Any
        Attributes: Application, pid: 4242, label: 'Trails'
        Element subtree:
         →Application, 0x600001, pid: 4242, label: 'Trails'
            Window (Main), 0x600002, {{0.0, 0.0}, {393.0, 852.0}}
              Button, 0x600003, {{16.0, 60.0}, {44.0, 44.0}}, identifier: 'close', label: 'Close', Focused
        Path to element:
         →Application, 0x600001, pid: 4242, label: 'Trails'
        """

    @Test("an XCUITest description between XCTest activity lines is detected and imported, focus from the Focused flag")
    func activityLines() throws {
        let data = Data(Self.xcodeConsole.utf8)
        #expect(ScenarioLoader.detectFormat(of: data, path: "console.log") == .xcuitestDescription)
        let loaded = try ScenarioLoader.decode(data, file: "console.log")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.focusedNode == "close" && snapshot.knows(.focus))
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "close") == 8)
        #expect(ImportFixtures.hasNote(loaded, "left out 3 XCTest activity or debugger lines"))
    }

    @Test("an element line broken inside a log is located at the file's line and column")
    func locatedThroughPrefixes() throws {
        let text = """
            2024-05-01 10:00:00.123456+0200 TrailsUITests-Runner[4242:5151] Element subtree:
            2024-05-01 10:00:00.123456+0200 TrailsUITests-Runner[4242:5151]  →Window, 0x1, {{0.0, 0.0}, {1.0, 1.0}}
            2024-05-01 10:00:00.123456+0200 TrailsUITests-Runner[4242:5151]     Button, 0x2, {{zero, 0.0}, {1.0, 1.0}}
            """
        let failure = #expect(throws: LoadFailure.self) { try ScenarioLoader.decode(Data(text.utf8), file: "ns.log") }
        #expect(failure?.description.hasPrefix("ns.log:3:82: error:") == true, "\(failure?.description ?? "")")
    }

    @Test("logcat threadtime: only the printout's own message, other tags and processes left out")
    func logcat() throws {
        let text = """
            12-09 22:12:17.700  8123  8151 I ActivityTaskManager: Displayed com.example/.MainActivity
            12-09 22:12:17.806  8123  8151 D SHEET   : printToLog:
            12-09 22:12:17.806  8123  8151 D SHEET   : Printing with useUnmergedTree = 'false'
            12-09 22:12:17.810  9000  9001 W Other   : Node #99 at (l=0.0, t=0.0, r=1.0, b=1.0)px
            12-09 22:12:17.806  8123  8151 D SHEET   : Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
            12-09 22:12:17.806  8123  8151 D SHEET   :  |-Node #2 at (l=42.0, t=42.0, r=1038.0, b=168.0)px
            12-09 22:12:17.806  8123  8151 D SHEET   :    Text = '[Trip to Lisbon]'
            """
        let data = Data(text.utf8)
        #expect(ScenarioLoader.detectFormat(of: data, path: "logcat.txt") == .composeSemantics)
        let loaded = try ScenarioLoader.decode(data, file: "logcat.txt")
        #expect(ImportFixtures.nodes(loaded).count == 2)
        #expect(ImportFixtures.hasNote(loaded, "logcat prefix", "left out 2 lines of other log messages"))
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "Trip-to-Lisbon") == 6)
    }

    @Test("Android Studio's logcat: a prefix on the first line, the message's other lines indented under it")
    func androidStudio() throws {
        let prefix = "2024-01-17 17:07:16.204 23674-23695 SHEET                   com.example.trips                    D  "
        let message = ["printToLog:", "Printing with useUnmergedTree = 'false'", "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px",
                       " |-Node #2 at (l=42.0, t=42.0, r=1038.0, b=168.0)px", "   Text = '[Trip to Lisbon]'"]
        let text = ([prefix + message[0]] + message.dropFirst().map { String(repeating: " ", count: prefix.count) + $0 })
            .joined(separator: "\n")
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "studio.txt")
        #expect(try ImportFixtures.node(loaded, "Trip-to-Lisbon").node.role == .staticText)
        #expect(ImportFixtures.hasNote(loaded, "Android Studio logcat prefix"))
    }

    @Test("Flutter's console prefixes: flutter: on iOS, I/flutter (pid): in logcat; Android Studio's tag column")
    func flutterPrefixes() throws {
        let dump = ["SemanticsNode#0", " │ Rect.fromLTRB(0.0, 0.0, 400.0, 800.0)", " │", " └─SemanticsNode#1",
                    "     Rect.fromLTRB(0.0, 0.0, 100.0, 40.0)", "     label: \"Hello\""]
        for prefix in ["flutter: ", "I/flutter (12345): ", "12-09 22:12:17.806  8123  8151 I flutter : ", "Log     : "] {
            let text = dump.map { prefix + $0 }.joined(separator: "\n")
            let data = Data(text.utf8)
            #expect(ScenarioLoader.detectFormat(of: data, path: "x.txt") == .flutterSemantics, "\(prefix)")
            let loaded = try ScenarioLoader.decode(data, file: "x.txt")
            #expect(ImportFixtures.nodes(loaded).contains { $0.node.label == "Hello" }, "\(prefix)")
        }
    }

    @Test("a printout pasted in a comment with an indentation: marker and indentation off, columns kept")
    func commentAndIndentation() throws {
        let text = """
                // Printing with useUnmergedTree = 'false'
                // Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
                //  |-Node #2 at (l=42.0, t=42.0, r=1038.0, b=168.0)px
                //    Rolle = 'Button'
            """
        let failure = #expect(throws: LoadFailure.self) { try ScenarioLoader.decode(Data(text.utf8), file: "c.kt") }
        #expect(failure?.description.hasPrefix("c.kt:4:11: error: unknown property 'Rolle'") == true, "\(failure?.description ?? "")")
    }

    @Test("each known log prefix is read, and text that only resembles one is not")
    func prefixes() {
        #expect(LogPrefix.parse("12-09 22:12:17.806  1234  5678 D TAG : x")?.kind == .threadtime)
        #expect(LogPrefix.parse("2024-12-09 22:12:17.806  1234  5678 D TAG: x")?.kind == .threadtime)
        #expect(LogPrefix.parse("2024-01-17 17:07:16.204 23674-23695 TAG com.example D  x")?.kind == .studio)
        #expect(LogPrefix.parse("D/TAG( 1234): x")?.kind == .brief)
        #expect(LogPrefix.parse("D/ShadowLog: x")?.kind == .brief)
        #expect(LogPrefix.parse("flutter: x")?.kind == .flutter)
        #expect(LogPrefix.parse("2024-05-01 10:00:00.123456+0200 App[1:2] x")?.kind == .nslog)
        #expect(LogPrefix.parse(" |-Node #2 at (l=0.0, t=0.0, r=1.0, b=1.0)px") == nil)
        #expect(LogPrefix.parse("Text = '[12-09 22:12:17.806]'") == nil)
        #expect(LogPrefix.parse("A/B C: not a tag") == nil)
    }
}
