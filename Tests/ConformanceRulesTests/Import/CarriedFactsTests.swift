import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// What a dump carries reaches the rules: for each fact a format carries, the snapshot knows it
/// and no finding says it was not captured.
@Suite("Facts each dump carries")
struct CarriedFactsTests {
    /// The words a message uses for a fact it says was not captured.
    static let words: [ModelFact: [String]] = [
        .traits: ["traits", "heading"], .hint: ["hint"], .importance: ["important"], .opacity: ["opacity"],
        .hitFrame: ["touch area"], .focus: ["focus"], .actions: ["actions"], .modality: ["modal"],
    ]

    /// Each importer with a fixture and the optional facts its format carries there.
    static let carried: [(fixture: String, facts: [ModelFact])] = [
        ("uia2-bottom-sheet.xml", [.traits, .hint, .importance, .opacity, .hitFrame, .focus]),
        ("captures/compose-password-sheet.xml", [.traits, .hint, .importance, .opacity, .hitFrame, .focus]),
        ("uiautomator-dump.xml", [.opacity, .hitFrame]),
        ("androidx-multiwindow.xml", [.hint, .opacity, .hitFrame]),
        ("maestro-android.txt", [.hint, .hitFrame, .opacity]),
        ("appium-ios-sheet.xml", [.traits]),
        ("wda-source.json", [.traits]),
        ("wda-raw-alert.xml", []),
        ("xcuitest-description.txt", []),
        ("maestro-ios.json", []),
        ("semantics/compose-m3-sheet-partial.txt", [.traits, .hitFrame, .focus, .actions]),
        ("semantics/flutter-m3-sheet.txt", [.traits, .hint, .hitFrame, .opacity, .focus, .actions, .modality]),
    ]

    @Test("a fact the dump carries is known and never reported as not captured", arguments: carried.map(\.fixture))
    func carriedFactsReachTheRules(_ fixture: String) throws {
        let facts = try #require(Self.carried.first { $0.fixture == fixture }).facts
        let loaded = try ImportFixtures.load(fixture)
        let snapshot = try ImportFixtures.snapshot(loaded)
        let messages = Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings)
            .filter { $0.outcome == .cantTell }.map(\.message)
        for fact in facts {
            #expect(snapshot.knows(fact), "\(fixture) carries \(fact)")
            for message in messages where message.contains("not captured") {
                #expect(!(Self.words[fact] ?? []).contains { message.contains($0) }, "\(fixture) carries \(fact): '\(message)'")
            }
        }
        // Every fact the snapshot marks unknown is one the notes list as not in the format, but
        // for Android's reading order, which a note of its own says is taken as TalkBack's.
        let closing = try #require(loaded.notes.first { $0.hasPrefix("not in this format") })
        for fact in snapshot.unknown {
            if fact == .readingOrder && snapshot.environment.platform == .android {
                #expect(loaded.notes.contains(DumpAssembler.readingOrderNote), "\(fixture)")
            } else {
                #expect(closing.contains(DumpAssembler.describe(fact)), "\(fixture): \(fact)")
            }
        }
    }

    @Test("frames: every format carries them, so only an element without one is reported without one",
          arguments: carried.map(\.fixture))
    func frames(_ fixture: String) throws {
        let loaded = try ImportFixtures.load(fixture)
        let nodes = ImportFixtures.nodes(loaded)
        for finding in Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings)
        where finding.message.contains("frame of") && finding.message.contains("not captured") {
            let node = nodes.first { $0.node.id == finding.target }
            #expect(node?.node.frame == nil, "\(fixture): '\(finding.message)'")
        }
    }

    @Test("Maestro's Android dump keeps only visible elements, so opacity is known unless a WebView's content is in it")
    func maestroVisibility() throws {
        let text = String(decoding: try ImportFixtures.data("maestro-android.txt"), as: UTF8.self)
        let withWebView = try #require(text.range(of: "\"class\" : \"android.widget.TextView\""))
        let webView = text.replacingCharacters(in: withWebView, with: "\"class\" : \"android.webkit.WebView\"")
        let loaded = try ScenarioLoader.decode(Data(webView.utf8), file: "webview.txt")
        #expect(!(try ImportFixtures.snapshot(loaded).knows(.opacity)))
        #expect(loaded.notes.contains { $0.contains("inside a WebView") })
        #expect(try ImportFixtures.snapshot(try ImportFixtures.load("maestro-android.txt")).knows(.opacity))
    }

    @Test("an iOS dump's visibility is not opacity, and the review says so",
          arguments: ["appium-ios-sheet.xml", "wda-source.json", "wda-raw-alert.xml"])
    func iOSVisibility(_ fixture: String) throws {
        let loaded = try ImportFixtures.load(fixture)
        #expect(!(try ImportFixtures.snapshot(loaded).knows(.opacity)))
        let messages = Auditor(rules: BuiltInRules.all).audit(loaded).results
            .filter { $0.ruleID == "invisible-means-hidden" }.flatMap(\.findings).map(\.message)
        #expect(messages.contains { $0.contains("'visible' comes from hit-testing frames") }, "\(messages)")
    }

    @Test("UiAutomator2's opt-in actions make actions known; without them they stay unknown")
    func actions() throws {
        let text = String(decoding: try ImportFixtures.data("uia2-bottom-sheet.xml"), as: UTF8.self)
            .replacingOccurrences(of: "resource-id=\"com.example.trails:id/copy_link\"",
                                  with: "resource-id=\"com.example.trails:id/copy_link\" actions=\"ACTION_CLICK,ACTION_FOCUS\"")
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "actions.xml")
        #expect(try ImportFixtures.snapshot(loaded).knows(.actions))
        #expect(!(try ImportFixtures.snapshot(try ImportFixtures.load("uia2-bottom-sheet.xml")).knows(.actions)))
    }
}
