import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Imported dumps audit without false verdicts: what a dump cannot carry is unknown, and the
/// rules that need it answer can't tell.
@Suite("Auditing imported dumps")
struct ImportedAuditTests {
    @Test("every dump imports, states its unknown facts and audits with the whole catalog", arguments: ImportFixtures.allDumps)
    func audit(_ name: String) throws {
        let loaded = try ImportFixtures.load(name)
        let snapshot = try ImportFixtures.snapshot(loaded)
        // Facts some dumps carry (focus, hints, actions, visibility) are known only where they are;
        // on Android the bounds are the touch area by convention.
        let android = snapshot.environment.platform == .android
        for fact in DumpAssembler.neverCarried where ![.focus, .hint, .actions, .opacity].contains(fact) {
            #expect(snapshot.knows(fact) == (android && fact == .hitFrame), "\(name): \(fact)")
        }
        #expect(loaded.notes.contains { $0.hasPrefix("not in this format, so rules that need it answer can't tell") })
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        #expect(audit.notes == loaded.notes)
        let handleContrast = audit.results.filter { $0.ruleID == "handle-contrast" }
        let hasHandle = ImportFixtures.nodes(loaded).contains { $0.node.part == .handle }
        #expect(handleContrast.allSatisfy { $0.outcome == (hasHandle ? .cantTell : .inapplicable) },
                "\(name): \(handleContrast.map(\.outcome))")
        #expect(audit.results.allSatisfy { $0.outcome != .passed || $0.ruleID != "handle-contrast" })
    }

    /// Rules whose verdict needs facts no dump carries (modality, escape and other actions,
    /// colours, detents). On Android, modal containment and dismissal follow from the
    /// window (a dialog window is modal and Back closes it), so those are left to the Android tests.
    static let rulesNeedingUnknownFacts = [
        "modal-containment", "escape-action", "non-gesture-dismiss", "non-dismissable-escape-fails",
        "state-dependent-at-actions", "handle-contrast", "nontext-ui-contrast", "fixed-detent-heights",
    ]
    static let decidedByAndroidWindows: Set<String> = ["modal-containment", "non-gesture-dismiss", "non-dismissable-escape-fails"]
    /// An iOS alert or action sheet is modal, closed by its buttons and escaped by VoiceOver's
    /// scrub, as UIKit presents it.
    static let decidedByUIKitAlerts: Set<String> = ["modal-containment", "non-gesture-dismiss", "escape-action", "non-dismissable-escape-fails"]
    /// Material's BottomSheetBehavior and Compose's ModalBottomSheet measure their sheet from the
    /// content and set the detent actions for each state.
    static let decidedByBottomSheetBehavior: Set<String> = ["fixed-detent-heights", "state-dependent-at-actions"]
    /// UIKit's sheet presentation, its grabber in the capture, dismisses the sheet on escape while
    /// the grabber offers Dismiss, exposes its tap-outside region and sets the grabber's actions.
    static let decidedByUIKitSheet: Set<String> = ["escape-action", "non-gesture-dismiss", "state-dependent-at-actions",
                                                   "non-dismissable-escape-fails"]

    /// No dump records a gesture's phase, and what it shows completes on the up-event: the
    /// platform's own controls and sheets (technique G212). Pointer cancellation passes by that
    /// convention instead of asking every capture for a review nothing could settle.
    @Test("pointer cancellation passes on every dump by the platform convention", arguments: ImportFixtures.allDumps)
    func pointerCancellationByConvention(_ name: String) throws {
        let loaded = try ImportFixtures.load(name)
        #expect(!(try ImportFixtures.snapshot(loaded)).knows(.gestures), "\(name) claims to carry gestures")
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let result = try #require(audit.results.first { $0.ruleID == "pointer-cancellation" })
        #expect(result.outcome == .passed, "\(name): \(result.outcome)")
    }

    @Test("rules that need unknown facts answer can't tell on every dump with a sheet or dialog, never pass or fail",
          arguments: ImportFixtures.allDumps)
    func rulesNeedingUnknownFactsCantTell(_ name: String) throws {
        let loaded = try ImportFixtures.load(name)
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let hasSurface = ImportFixtures.nodes(loaded).contains { $0.node.sheet != nil }
        let android = try ImportFixtures.snapshot(loaded).environment.platform == .android
        let systemAlert = ImportFixtures.nodes(loaded).contains { $0.node.sheet != nil && $0.node.has(.isModal) }
        let components = Set(ImportFixtures.nodes(loaded).compactMap { $0.node.sheet?.component })
        let materialSheet = !components.subtracting([.uiKitSheet]).isEmpty
        let uiKitSheet = components.contains(.uiKitSheet)
        for rule in Self.rulesNeedingUnknownFacts
        where !(android && Self.decidedByAndroidWindows.contains(rule)) && !(systemAlert && Self.decidedByUIKitAlerts.contains(rule))
            && !(materialSheet && Self.decidedByBottomSheetBehavior.contains(rule)) && !(uiKitSheet && Self.decidedByUIKitSheet.contains(rule)) {
            let result = try #require(audit.results.first { $0.ruleID == rule }, "no rule \(rule) in the catalog")
            #expect(result.outcome == .cantTell || result.outcome == .inapplicable, "\(name): \(rule) \(result.outcome)")
            let iOS = loaded.scenario.snapshots.first?.environment.platform == .iOS
            // The escape action is VoiceOver's; the rule leaves Android to the system Back action.
            if hasSurface, rule == "modal-containment" || (rule == "escape-action" && iOS) {
                #expect(result.outcome == .cantTell, "\(name): \(rule) \(result.outcome)")
            }
        }
    }

    @Test("platform conventions decide what dumps cannot carry", arguments: [
        ("captures/ios-alert.xml", "modal-containment", Outcome.passed),
        ("captures/ios-alert.xml", "non-gesture-dismiss", .passed),
        ("captures/ios-alert.xml", "state-dependent-at-actions", .inapplicable),
        ("captures/ios-alert.xml", "fixed-detent-heights", .inapplicable),
        ("captures/compose-password-sheet.xml", "modal-containment", .passed),
        ("captures/compose-password-sheet.xml", "non-gesture-dismiss", .passed),
        ("captures/compose-password-sheet.xml", "platform-target-size", .passed),
        ("captures/compose-password-sheet.xml", "sheet-title", .failed),
        ("captures/dialog-without-alert-title.xml", "sheet-title", .passed),
        ("maestro-android.txt", "modal-containment", .cantTell),
        ("uia2-bottom-sheet.xml", "invisible-means-hidden", .inapplicable),
        // Its sheet reaches 170 dp below its last control: the app sets a height BottomSheetBehavior would not.
        ("uia2-bottom-sheet.xml", "fixed-detent-heights", .cantTell),
        ("uia2-bottom-sheet.xml", "nontext-ui-contrast", .cantTell),
        ("uia2-alert-dialog.xml", "nontext-ui-contrast", .inapplicable),
        ("captures/ios-alert.xml", "nontext-ui-contrast", .inapplicable),
        ("uia2-bottom-sheet.xml", "state-dependent-at-actions", .passed),
        ("uiautomator-dump.xml", "fixed-detent-heights", .passed),
        ("uiautomator-dump.xml", "state-dependent-at-actions", .passed),
        ("captures/compose-password-sheet.xml", "fixed-detent-heights", .cantTell),
        ("maestro-android.txt", "state-dependent-at-actions", .cantTell),
        ("appium-ios-sheet.xml", "platform-target-size", .cantTell),
        ("semantics/compose-m3-sheet-partial.txt", "fixed-detent-heights", .passed),
        ("semantics/compose-m3-sheet-partial.txt", "state-dependent-at-actions", .passed),
        ("semantics/compose-m3-sheet-expanded.txt", "state-dependent-at-actions", .passed),
        ("semantics/compose-m3-sheet-expanded.txt", "handle-name-role-value", .cantTell),
        ("semantics/flutter-m3-sheet.txt", "fixed-detent-heights", .cantTell),
    ])
    func conventions(_ fixture: String, _ rule: String, _ outcome: Outcome) throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.load(fixture))
        let result = try #require(audit.results.first { $0.ruleID == rule })
        #expect(result.outcome == outcome, "\(fixture) \(rule): \(result.findings.map(\.message))")
    }

    @Test("imports with a handle make handle-contrast answer can't tell, never pass or fail",
          arguments: ["appium-ios-sheet.xml", "uia2-bottom-sheet.xml", "xcuitest-description.txt", "maestro-android.txt", "maestro-ios.json"])
    func handleContrastCantTell(_ name: String) throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.load(name))
        let result = try #require(audit.results.first { $0.ruleID == "handle-contrast" })
        #expect(result.outcome == .cantTell)
        #expect(result.findings.allSatisfy { $0.outcome == .cantTell && $0.message.contains("not captured") })
    }

    @Test("the texts a dump's review names are those drawn on screen", arguments: [
        // A content description is spoken, not drawn: the handle, the icon tabs and the FAB show no text.
        ("uia2-bottom-sheet.xml", ["'Share trail'", "'Copy link'", "'Include map'"], ["Drag handle"]),
        ("androidx-multiwindow.xml", ["'Notes'"], ["New note"]),
        // The selected tab's text is cleared from the semantics but still drawn.
        ("captures/compose-rally-tabs.txt", ["'ACCOUNTS'"], ["Overview", "Bills"]),
    ])
    func uncapturedTextsAreDrawnTexts(_ fixture: String, named: [String], notNamed: [String]) throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.load(fixture))
        for rule in ["text-contrast", "scalable-text", "min-text-size"] {
            let message = try #require(audit.results.first { $0.ruleID == rule }?.findings.first { $0.outcome == .cantTell }?.message)
            #expect(message.contains("of \(named.count) text"), "\(fixture) \(rule): \(message)")
            for text in named { #expect(message.contains(text), "\(fixture) \(rule): \(message)") }
            for text in notNamed { #expect(!message.contains(text), "\(fixture) \(rule): \(message)") }
        }
    }

    @Test("Flutter's texts, reported as descriptions with no text drawn anywhere, are the texts to review; its barrier is not one, and one described surface alone is no text")
    func flutterTextsAsDescriptions() throws {
        func described(_ label: String, _ bounds: String, class className: String = "android.view.View", clickable: Bool = false) -> String {
            ImportFixtures.androidElement("", bounds, class: className, clickable: clickable)
                .replacingOccurrences(of: #"content-desc="""#, with: #"content-desc="\#(label)""#)
        }
        let dialog = ImportFixtures.androidElement("", "[0,0][1080,2337]", children:
            ImportFixtures.androidElement("", "[105,885][975,1588]", class: "android.view.View", children:
                described("Turn on the floating pet", "[168,948][912,1032]")
                + described("The pet needs the overlay permission.", "[168,1074][912,1336]")
                + described("Cancel", "[549,1399][717,1525]", class: "android.widget.Button", clickable: true))
            + described("Dismiss", "[0,0][1080,2337]", clickable: true))
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.uiautomatorDump(dialog))
        for rule in ["text-contrast", "scalable-text", "min-text-size"] {
            let message = try #require(audit.results.first { $0.ruleID == rule }?.findings.first { $0.outcome == .cantTell }?.message,
                                       "\(rule) answered no review")
            #expect(message.contains("of 3 texts") && message.contains("'Turn on the floating pet'") && message.contains("'Cancel'"), "\(rule): \(message)")
            #expect(!message.contains("Dismiss"), "\(rule): \(message)")
        }
        let game = ImportFixtures.androidElement("", "[0,0][1436,720]", children: described("Game view", "[0,0][1436,720]"))
        let gameAudit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.uiautomatorDump(game))
        #expect(gameAudit.results.first { $0.ruleID == "text-contrast" }?.outcome == .inapplicable)
    }

    @Test("a handle's label is never among the texts to review: the pill draws none",
          arguments: ["xcuitest-description.txt", "appium-ios-sheet.xml", "maestro-ios.json"])
    func handleIsNoUncapturedText(_ fixture: String) throws {
        let loaded = try ImportFixtures.load(fixture)
        let index = SnapshotIndex(try ImportFixtures.snapshot(loaded))
        #expect(index.nodes.contains { $0.node.part == .handle && $0.node.hasName }, "\(fixture) has a named handle")
        let texts = UncapturedText.nodes(in: index)
        #expect(!texts.isEmpty && texts.allSatisfy { $0.node.part != .handle }, "\(fixture): \(texts.map(\.node.id))")
    }

    @Test("findings on imported nodes point at the dump's line, and the column of the element's start tag")
    func locations() throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.load("uia2-bottom-sheet.xml"))
        let finding = try #require(audit.results.first { $0.ruleID == "handle-contrast" }?.findings.first)
        // Line 9 is indented by twelve spaces.
        #expect(finding.location == SourceLocation(file: "uia2-bottom-sheet.xml", line: 9, column: 13))
    }

    @Test("environment options fill the snapshot's environment", arguments: ImportFixtures.allDumps)
    func environment(_ name: String) throws {
        let overrides = EnvironmentOverrides(contentSize: .ax5, colorScheme: .dark, reduceMotion: true, increaseContrast: true)
        let loaded = try ImportFixtures.load(name, options: ImportOptions(environment: overrides, scenarioID: "login", state: "sheet-open"))
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.scenario.id == "login" && snapshot.id == "sheet-open" && snapshot.state == "sheet-open")
        #expect(snapshot.environment.contentSize == .ax5 && snapshot.environment.colorScheme == .dark)
        #expect(snapshot.environment.reduceMotion && snapshot.environment.increaseContrast)
        #expect(!ImportFixtures.hasNote(loaded, "records no accessibility settings"))
    }

    @Test("imported scenarios survive both encodings unchanged", arguments: ImportFixtures.allDumps)
    func roundTrip(_ name: String) throws {
        let scenario = try ImportFixtures.load(name).scenario
        let viaXML = try ScenarioXML.decode(try ScenarioXML.encode(scenario), file: "x.xml").scenario
        let viaJSON = try ScenarioJSON.decode(try ScenarioJSON.encode(scenario))
        #expect(viaXML == scenario)
        #expect(viaJSON == scenario)
        #expect(scenario.id == DumpAssembler.scenarioID(from: name))
    }
}
