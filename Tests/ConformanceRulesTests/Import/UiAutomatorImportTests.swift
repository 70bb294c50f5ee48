import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("UiAutomator import")
struct UiAutomatorImportTests {
    static let pixelsPerPoint = ImportOptions.defaultDensity

    @Test("a Material bottom sheet dialog (UiAutomator2 7.2 attributes, CRLF): sheet, scrim, handle, focus")
    func bottomSheet() throws {
        let loaded = try ImportFixtures.load("uia2-bottom-sheet.xml")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.format == .uiAutomator)
        #expect(snapshot.environment.platform == .android && snapshot.environment.scale == 2.625)
        #expect(snapshot.environment.viewport == Size(width: 1080 / 2.625, height: 2400 / 2.625))
        let sheet = try ImportFixtures.node(loaded, "design_bottom_sheet").node
        #expect(sheet.part == .sheet && sheet.sheet == SheetFacts(modality: .modal, canDismiss: true, component: .materialBottomSheet),
                "design_bottom_sheet is run by BottomSheetBehavior")
        #expect(sheet.has(.dismiss))
        #expect(sheet.frame == Rect(x: 0, y: 480, width: 1080 / 2.625, height: 1140 / 2.625))
        let scrim = try ImportFixtures.node(loaded, "touch_outside").node
        #expect(scrim.part == .scrim && scrim.role == .button && scrim.has(.activate))
        let handle = try ImportFixtures.node(loaded, "drag_handle")
        #expect(handle.node.part == .handle && handle.node.label == "Drag handle" && handle.node.role == .button)
        #expect(handle.node.frame == Rect(x: 477 / 2.625, y: 480, width: 48, height: 48))
        #expect(handle.enclosingSheetID == "design_bottom_sheet")
        #expect(snapshot.focusedNode == "drag_handle" && snapshot.knows(.focus), "a11y-focused gives accessibility focus")
        let title = try ImportFixtures.node(loaded, "sheet_title").node
        #expect(title.role == .header && title.has(.header) && title.label == "Share trail")
        let more = try ImportFixtures.node(loaded, "share_more").node
        #expect(more.role == .button && more.label == nil && more.isAccessibilityElement, "no content-desc attribute at all")
        let icon = try ImportFixtures.node(loaded, "favourite_icon").node
        #expect(icon.label == "\u{E80D}" && icon.visibleText == "\u{E80D}")
        #expect(more.visibleText == nil && title.visibleText == "Share trail")
        #expect(try ImportFixtures.node(loaded, "copy_link").node.visibleText == "Copy link", "a Button draws its text")
        #expect(try ImportFixtures.node(loaded, "drag_handle").node.visibleText == "", "a content description is not drawn: no text on screen")
        let toggle = try ImportFixtures.node(loaded, "include_map").node
        #expect(toggle.role == .toggle && toggle.value == "1" && toggle.label == "Include map" && toggle.has(.isToggle))
        let container = try ImportFixtures.node(loaded, "container").node
        #expect(!container.isAccessibilityElement, "a11y-important=false")
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "drag_handle") == 9, "CRLF counts one line")
        #expect(ImportFixtures.hasNote(loaded, "density 2.625, assumed from the display's 1080×2400 px as a phone 411 dp wide"))
        #expect(ImportFixtures.hasNote(loaded, "CRLF"))
        #expect(ImportFixtures.hasNote(loaded, "private-use", "'favourite_icon'"))
        #expect(!snapshot.knows(.modality) && !snapshot.knows(.colors))
        #expect(snapshot.knows(.traits) && snapshot.knows(.importance) && snapshot.knows(.hint) && snapshot.knows(.opacity),
                "UiAutomator2 7.2 writes heading, a11y-important and displayed, and hint when set")
        #expect(snapshot.knows(.hitFrame) && !snapshot.knows(.actions), "bounds are touch areas; actions were not opted in")
        #expect(ImportFixtures.hasNote(loaded, "touch areas are the bounds"))
    }

    @Test("an AlertDialog window at density 3 with \\r\\r\\n line ends: the panel is the dialog, lines as grep and git count them")
    func alertDialog() throws {
        let loaded = try ImportFixtures.load("uia2-alert-dialog.xml", options: ImportOptions(density: 3))
        let panel = try ImportFixtures.node(loaded, "parentPanel").node
        #expect(panel.role == .dialog && panel.part == .card && panel.sheet?.modality == .modal)
        #expect(panel.frame == Rect(x: 21, y: 319, width: 318, height: 162))
        #expect(try ImportFixtures.node(loaded, "alertTitle").node.part == .title)
        let discard = try ImportFixtures.node(loaded, "button1").node
        #expect(discard.label == "DISCARD" && discard.role == .button)
        #expect(try ImportFixtures.snapshot(loaded).environment.viewport == Size(width: 360, height: 800))
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "parentPanel") == 5)
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "alertTitle") == 6)
        #expect(ImportFixtures.hasNote(loaded, "density 3 (--density)"))
        #expect(ImportFixtures.hasNote(loaded, "line ends (CR CR LF) read as LF"))
    }

    @Test("UiAutomator2 states the size apps draw in, without the navigation bar: a root from the corner reaching further is the display, so a button above the bar is not against the screen's bottom")
    func statedSizeWithoutNavigationBar() throws {
        let document = #"""
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2420">
              <android.widget.FrameLayout index="0" package="com.example.live" class="android.widget.FrameLayout" clickable="false" enabled="true" bounds="[0,0][1080,2640]" displayed="true">
                <android.widget.ImageView index="0" package="com.example.live" class="android.widget.ImageView" content-desc="Share" resource-id="com.example.live:id/share" clickable="true" focusable="true" enabled="true" bounds="[21,2377][116,2472]" displayed="true"/>
              </android.widget.FrameLayout>
            </hierarchy>
            """#
        let loaded = try ScenarioLoader.decode(Data(document.utf8), file: "live.xml", importOptions: ImportOptions(density: 2.625))
        #expect(try ImportFixtures.snapshot(loaded).environment.viewport == Size(width: 1080 / 2.625, height: 2640 / 2.625))
        let messages = Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings)
            .filter { $0.ruleID == "platform-target-size" && $0.outcome == .failed }.map(\.message)
        #expect(messages.count == 1 && !messages.contains { $0.contains("against the screen's top or bottom") }, "\(messages)")
    }

    @Test("a dump saved from 'uiautomator dump /dev/tty' ends with uiautomator's message: left out, with a note; other text after the root is still an error")
    func deviceTTYTrailer() throws {
        let document = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="Save" resource-id="com.example.notes:id/save" class="android.widget.Button" package="com.example.notes" clickable="true" focusable="true" enabled="true" bounds="[42,126][1038,252]"/></hierarchy>"#
        for trailer in ["UI hierchary dumped to: /dev/tty", "UI hierarchy dumped to: /dev/tty\n", "\r\nUI hierchary dumped to: /sdcard/window_dump.xml\r\n"] {
            let loaded = try ScenarioLoader.decode(Data((document + trailer).utf8), file: "tty.xml", importOptions: ImportOptions())
            #expect(try ImportFixtures.node(loaded, "save").node.label == "Save")
            #expect(ImportFixtures.hasNote(loaded, "the line uiautomator writes after the document", "dumped to:"))
        }
        let failure = #expect(throws: LoadFailure.self) {
            _ = try ScenarioLoader.decode(Data((document + "UI hierchary dumped to: <x/>").utf8), file: "junk.xml", importOptions: ImportOptions())
        }
        #expect(failure?.description.contains("junk.xml:1:") == true, "\(String(describing: failure))")
    }

    @Test("below a WebView the drawn text is unknown: Chrome's 'text' of a link (part of its address) is not compared with its name")
    func webViewText() throws {
        let dump = #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.vault" clickable="false" focusable="false" enabled="true" bounds="[0,0][1080,2400]">\#
            <node index="0" text="Sign in" resource-id="com.example.vault:id/native" class="android.widget.Button" package="com.example.vault" content-desc="Log on" clickable="true" focusable="true" enabled="true" bounds="[0,100][540,300]"/>\#
            <node index="1" text="" resource-id="" class="android.webkit.WebView" package="com.example.vault" clickable="false" focusable="true" enabled="true" bounds="[0,300][1080,2400]">\#
            <node index="0" text="&amp;ec=GAZAmgQ" resource-id="web-link" class="android.view.View" package="com.example.vault" content-desc="Sign in" clickable="true" focusable="true" enabled="true" bounds="[745,342][1025,452]"/>\#
            </node></node></hierarchy>
            """#
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "vault.xml", importOptions: ImportOptions())
        #expect(try ImportFixtures.node(loaded, "web-link").node.visibleText == nil)
        #expect(try ImportFixtures.node(loaded, "native").node.visibleText == "Sign in")
        let failures = ImportedCaptureTests.failures(loaded).filter { $0.hasPrefix("label-in-name") }
        #expect(failures == ["label-in-name native"], "the app's own button is judged, the web link is not")
    }

    @Test("a web page's dialog in a WebView (Chromium's dialog class) is a dialog named by its text, modal or not; the class outside a WebView finds none")
    func webDialog() throws {
        func dump(inWebView: Bool) -> String {
            let dialog = #"<node index="0" text="Settings" resource-id="settings-modal" class="android.app.AlertDialog" package="com.example.stars" clickable="false" focusable="false" enabled="true" bounds="[0,172][1080,2347]">"#
                + #"<node index="0" text="" resource-id="settings-close" class="android.widget.Button" package="com.example.stars" content-desc="Close" clickable="true" focusable="true" enabled="true" bounds="[950,220][1060,330]"/></node>"#
            let holder = inWebView ? "android.webkit.WebView" : "android.widget.FrameLayout"
            return #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
                + #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.stars" clickable="false" focusable="false" enabled="true" bounds="[0,0][1080,2400]">"#
                + #"<node index="0" text="" resource-id="" class="\#(holder)" package="com.example.stars" clickable="false" focusable="true" enabled="true" bounds="[0,172][1080,2347]">"#
                + dialog + "</node></node></hierarchy>"
        }
        let loaded = try ScenarioLoader.decode(Data(dump(inWebView: true).utf8), file: "stars.xml", importOptions: ImportOptions())
        let dialog = try ImportFixtures.node(loaded, "settings-modal").node
        #expect(dialog.part == .card && dialog.role == .dialog && dialog.label == "Settings")
        #expect(dialog.sheet?.modality == .nonmodal, "aria-modal is not in the dump")
        #expect(ImportFixtures.hasNote(loaded, "inferred: 'settings-modal' is a dialog, modal or not", "Chromium reports a web page's dialog"))
        let native = try ScenarioLoader.decode(Data(dump(inWebView: false).utf8), file: "stars.xml", importOptions: ImportOptions())
        #expect(try ImportFixtures.node(native, "settings-modal").node.part == nil)
    }

    @Test("parentPanel is an AlertDialog's panel only when it holds AlertController's parts: an app's keypad window of that id is no dialog")
    func parentPanelParts() throws {
        func dump(panelHolds child: String) -> String {
            #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
                + #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.trade" clickable="false" focusable="false" enabled="true" bounds="[0,0][720,1280]">"#
                + #"<node index="0" text="Buy" resource-id="com.example.trade:id/buy" class="android.widget.Button" package="com.example.trade" clickable="true" focusable="true" enabled="true" bounds="[20,200][700,300]"/></node>"#
                + #"<node index="1" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.trade" clickable="false" focusable="false" enabled="true" bounds="[0,876][720,1280]">"#
                + #"<node index="0" text="" resource-id="com.example.trade:id/parentPanel" class="android.widget.LinearLayout" package="com.example.trade" clickable="false" focusable="false" enabled="true" bounds="[0,876][720,1280]">"#
                + #"<node index="0" text="" resource-id="com.example.trade:id/\#(child)" class="android.widget.LinearLayout" package="com.example.trade" clickable="false" focusable="false" enabled="true" bounds="[0,877][720,1280]">"#
                + #"<node index="0" text="1" resource-id="com.example.trade:id/key_one" class="android.widget.TextView" package="com.example.trade" clickable="true" focusable="true" enabled="true" bounds="[0,877][240,1010]"/>"#
                + "</node></node></node></hierarchy>"
        }
        let keypad = try ScenarioLoader.decode(Data(dump(panelHolds: "inputAreaLayout").utf8), file: "trade.xml", importOptions: ImportOptions())
        #expect(try ImportFixtures.node(keypad, "parentPanel").node.sheet == nil)
        #expect(!ImportFixtures.hasNote(keypad, "parentPanel is the panel of an AlertDialog"))
        let dialog = try ScenarioLoader.decode(Data(dump(panelHolds: "buttonPanel").utf8), file: "trade.xml", importOptions: ImportOptions())
        #expect(try ImportFixtures.node(dialog, "parentPanel").node.role == .dialog)
        #expect(ImportFixtures.hasNote(dialog, "parentPanel is the panel of an AlertDialog"))
    }

    @Test("bounds that end before they start (a view drawn wholly outside its parent's clip) read as empty, with a note: the dump still audits")
    func collapsedBounds() throws {
        let dump = #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.sleep" clickable="false" focusable="false" enabled="true" bounds="[0,0][720,1280]">\#
            <node index="0" text="" resource-id="" class="android.view.ViewGroup" package="com.example.sleep" content-desc="7h" clickable="true" focusable="true" enabled="true" bounds="[316,587][344,615]">\#
            <node index="0" text="" resource-id="com.example.sleep:id/bubble" class="android.view.ViewGroup" package="com.example.sleep" clickable="false" focusable="false" enabled="true" bounds="[316,587][344,576]"/>\#
            </node></node></hierarchy>
            """#
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "sleep.xml", importOptions: ImportOptions(density: 2))
        let bubble = try ImportFixtures.node(loaded, "bubble").node
        #expect(bubble.frame == Rect(x: 158, y: 293.5, width: 14, height: 0))
        #expect(ImportFixtures.hasNote(loaded, "bounds end before they start", "read as empty", "'bubble'"))
        let maestro = #"{"attributes": {"class": "android.view.ViewGroup", "resource-id": "com.example.sleep:id/bubble", "bounds": "[316,587][344,576]"}, "children": []}"#
        let fromMaestro = try ScenarioLoader.decode(Data(maestro.utf8), file: "sleep.txt", format: .maestro, importOptions: ImportOptions(density: 2))
        #expect(try ImportFixtures.node(fromMaestro, "bubble").node.frame?.height == 0)
        #expect(ImportFixtures.hasNote(fromMaestro, "bounds end before they start"))
    }

    @Test("AlertDialog's ids mark its window when two or more stand in it once each; a list's rows reusing android:id/message do not")
    func alertDialogIDs() throws {
        func dump(_ ids: [String]) -> String {
            let rows = ids.enumerated().map { offset, id in
                #"<node index="\#(offset)" text="Row \#(offset)" resource-id="android:id/\#(id)" class="android.widget.TextView" package="com.example.chat" clickable="false" enabled="true" bounds="[0,\#(200 + offset * 100)][1080,\#(290 + offset * 100)]"/>"#
            }.joined()
            return #"<hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.chat" clickable="false" enabled="true" bounds="[0,0][1080,2400]">\#(rows)</node></hierarchy>"#
        }
        func isDialog(_ ids: [String]) throws -> Bool {
            let loaded = try ScenarioLoader.decode(Data(dump(ids).utf8), file: "window.xml", importOptions: ImportOptions(density: 2.625))
            return ImportFixtures.hasNote(loaded, "its window holds AlertDialog ids")
        }
        #expect(try isDialog(["message", "button1"]))
        #expect(try !isDialog(["message", "message"]), "two rows of a list reusing the id")
        #expect(try !isDialog(["message"]))
    }

    @Test("a dialog window without AlertDialog ids is told by its inset from the display")
    func dialogWindowByInset() throws {
        let text = String(decoding: try ImportFixtures.data("uia2-alert-dialog.xml"), as: UTF8.self)
            .replacingOccurrences(of: "com.example.trails:id/parentPanel", with: "com.example.trails:id/panel")
            .replacingOccurrences(of: "android:id/", with: "com.example.trails:id/")
            .replacingOccurrences(of: "com.example.trails:id/alertTitle", with: "com.example.trails:id/heading")
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "inset.xml", importOptions: ImportOptions(density: 3))
        let window = try #require(loaded.scenario.snapshots.first?.root.children.first)
        #expect(window.part == .card && window.role == .dialog)
        #expect(ImportFixtures.hasNote(loaded, "inset from every edge"))
    }

    @Test("a dump of one centred window, stating no display size (uiautomator dump writes the active window), is a dialog; a panel higher than its side margin, or a menu, is not",
          arguments: [("[120,802][960,1600]", false, true), ("[640,79][1898,965]", false, false), ("[120,802][960,1600]", true, false)])
    func centredWindowAlone(bounds: String, holdsList: Bool, isDialog: Bool) throws {
        func node(_ attributes: String, _ bounds: String, _ children: String = "") -> String {
            #"<node index="0" resource-id="" package="com.example.app" content-desc="" enabled="true" \#(attributes) bounds="\#(bounds)">\#(children)</node>"#
        }
        let button = node(#"class="android.widget.Button" text="Create" clickable="true" focusable="true""#, "[700,1450][920,1570]")
        let content = holdsList
            ? node(#"class="android.widget.ListView" text="" scrollable="true""#, bounds, button)
            : node(#"class="android.widget.TextView" text="Remind me in 30 minutes""#, "[160,850][920,950]") + button
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + node(#"class="android.widget.FrameLayout" text="""#, bounds, content) + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "window.xml", importOptions: ImportOptions(density: 2.625))
        let window = try #require(loaded.scenario.snapshots.first?.root.children.first)
        #expect((window.part == .card && window.role == .dialog) == isDialog)
        #expect(ImportFixtures.hasNote(loaded, "only window is centred below the display's top") == isDialog)
    }

    /// A Compose Material 3 ModalBottomSheet as UiAutomator2 dumps it: the sheet's pane title,
    /// and the box around its drag handle first in it, dismissable (Compose's `Dismiss`); a trip
    /// at its bottom ends its content.
    static func composeSheet(handleDismissable: Bool) -> String {
        func view(_ attributes: String, bounds: String, _ children: String = "") -> String {
            let common = #"class="android.view.View" package="com.example.trips" checkable="false" checked="false" "#
                + #"enabled="true" focused="false" scrollable="false" selected="false" displayed="true" "#
            return "<android.view.View \(common)\(attributes) bounds=\"\(bounds)\">\(children)</android.view.View>"
        }
        let handle = view(#"text="" content-desc="Drag handle" clickable="true" focusable="true" dismissable="\#(handleDismissable)""#,
                          bounds: "[498,1200][582,1326]")
        let title = view(#"text="Share trip" clickable="false" focusable="false" dismissable="false" heading="true""#,
                         bounds: "[63,1368][373,1441]")
        let trip = view(#"text="Lisbon, 3 days" clickable="true" focusable="true" dismissable="false""#,
                        bounds: "[0,2232][1080,2400]")
        let sheet = view(#"text="" pane-title="Bottom Sheet" clickable="false" focusable="false" dismissable="false""#,
                         bounds: "[0,1200][1080,2400]", handle + title + trip)
        let scrim = view(#"text="" content-desc="Close sheet" clickable="true" focusable="true" dismissable="false""#, bounds: "[0,0][1080,2400]")
        return #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">"#
            + view(#"text="" clickable="false" focusable="false" dismissable="false""#, bounds: "[0,0][1080,2400]", sheet + scrim) + "</hierarchy>"
    }

    @Test("Compose's ModalBottomSheet in a UiAutomator2 dump: a pane-titled sheet whose dismissable handle comes first",
          arguments: [true, false])
    func composeModalBottomSheet(_ handleDismissable: Bool) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.composeSheet(handleDismissable: handleDismissable).utf8), file: "sheet.xml",
                                               importOptions: ImportOptions(density: 2.625))
        let sheet = try #require(ImportFixtures.nodes(loaded).first { $0.node.part == .sheet })
        #expect(sheet.node.sheet?.component == (handleDismissable ? .material3ModalBottomSheet : nil))
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let fixedHeights = try #require(audit.results.first { $0.ruleID == "fixed-detent-heights" })
        #expect(fixedHeights.outcome == (handleDismissable ? .passed : .cantTell))
    }

    /// A BottomSheetDialog in `adb shell uiautomator dump`'s format, whose `img_indicator` handle
    /// carries the description `label`. The format has no traits or actions.
    static func indicatorSheet(handleLabel label: String, handleID: String = "img_indicator",
                               handleBounds: String = "[498,921][582,942]", scrimAttributes: String = "") -> String {
        func node(_ attributes: String, bounds: String, _ children: String = "") -> String {
            let common = #"index="0" package="com.example.calendar" checkable="false" checked="false" enabled="true" "#
                + #"focused="false" scrollable="false" long-clickable="false" password="false" selected="false" "#
            return "<node \(common)\(attributes) bounds=\"\(bounds)\">\(children)</node>"
        }
        let handle = node(#"text="" resource-id="com.example.calendar:id/\#(handleID)" class="android.widget.ImageView" content-desc="\#(label)" clickable="false" focusable="false""#,
                          bounds: handleBounds)
        let title = node(#"text="Pick a date" resource-id="com.example.calendar:id/tv_title" class="android.widget.TextView" content-desc="" clickable="false" focusable="false""#,
                         bounds: "[42,980][800,1060]")
        let done = node(#"text="Done" resource-id="com.example.calendar:id/btn_done" class="android.widget.Button" content-desc="" clickable="true" focusable="true""#,
                        bounds: "[42,2040][1038,2180]")
        let sheet = node(#"text="" resource-id="com.example.calendar:id/design_bottom_sheet" class="android.widget.FrameLayout" content-desc="" clickable="false" focusable="false""#,
                         bounds: "[0,900][1080,2337]", handle + title + done)
        let scrim = node(#"text="" resource-id="com.example.calendar:id/touch_outside" class="android.view.View" content-desc="" clickable="true" focusable="true"\#(scrimAttributes)"#,
                         bounds: "[0,0][1080,900]")
        return #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + node(#"text="" class="android.widget.FrameLayout" content-desc="" clickable="false" focusable="false""#,
                   bounds: "[0,0][1080,2400]", scrim + sheet) + "</hierarchy>"
    }

    @Test("a dump without traits or actions: a handle labelled with an unrelated word fails, a handle's word stays a review",
          arguments: [("Image", Outcome.failed), ("img_indicator", .failed), ("Drag handle", .cantTell)])
    func handleLabelWithoutTraits(_ label: String, _ expected: Outcome) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.indicatorSheet(handleLabel: label).utf8), file: "sheet.xml",
                                               importOptions: ImportOptions(density: 2.625))
        let handle = try ImportFixtures.node(loaded, "img_indicator").node
        #expect(handle.part == .handle && handle.label == label)
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let result = try #require(audit.results.first { $0.ruleID == "handle-name-role-value" })
        #expect(result.outcome == expected)
        #expect(result.findings.map(\.target) == ["img_indicator"])
    }

    @Test("the ids apps give the handle they draw are taken for a small view at the top of the sheet",
          arguments: ["iv_handle", "handle_view", "view_handle", "drag_bar", "pull_bar", "top_line", "notch", "sheet_grip", "img_indicator"])
    func handleIDs(_ id: String) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.indicatorSheet(handleLabel: "Tab", handleID: id).utf8), file: "sheet.xml",
                                               importOptions: ImportOptions(density: 2.625))
        #expect(try ImportFixtures.node(loaded, id).node.part == .handle)
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let result = try #require(audit.results.first { $0.ruleID == "handle-name-role-value" })
        #expect(result.outcome == .failed, "the unrelated word 'Tab' is judged once the handle is known")
    }

    @Test("a view that only might be a handle is not one away from the sheet's top or when large",
          arguments: [("iv_handle", "[498,1500][582,1521]"), ("top_line", "[0,921][1080,942]"), ("img_badge", "[900,921][984,942]")])
    func notHandles(_ id: String, _ bounds: String) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.indicatorSheet(handleLabel: "Tab", handleID: id, handleBounds: bounds).utf8),
                                               file: "sheet.xml", importOptions: ImportOptions(density: 2.625))
        #expect(try ImportFixtures.node(loaded, id).node.part == nil)
    }

    @Test("a described pill centred at the top of a sheet is its handle, whatever its id (release builds obfuscate ids)")
    func handleByShape() throws {
        let loaded = try ScenarioLoader.decode(Data(Self.indicatorSheet(handleLabel: "Tab", handleID: "0_resource_name_obfuscated").utf8),
                                               file: "sheet.xml", importOptions: ImportOptions(density: 2.625))
        let handle = try #require(ImportFixtures.nodes(loaded).first { $0.node.label == "Tab" })
        #expect(handle.node.part == .handle)
        #expect(ImportFixtures.hasNote(loaded, "described pill centred at the top of the sheet"))
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        #expect(audit.results.first { $0.ruleID == "handle-name-role-value" }?.outcome == .failed)
        // Without a description a pill says nothing, and it is left as it was.
        let silent = try ScenarioLoader.decode(Data(Self.indicatorSheet(handleLabel: "", handleID: "0_resource_name_obfuscated").utf8),
                                               file: "sheet.xml", importOptions: ImportOptions(density: 2.625))
        #expect(!ImportFixtures.nodes(silent).contains { $0.node.part == .handle })
    }

    @Test("Material's touch_outside is no element unless the dump marks it important; then, unnamed above its sheet, it fails")
    func materialScrimImportance() throws {
        func nameResults(_ scrimAttributes: String) throws -> (outcomes: [Outcome], isElement: Bool?) {
            let loaded = try ScenarioLoader.decode(Data(Self.indicatorSheet(handleLabel: "Drag handle", scrimAttributes: scrimAttributes).utf8),
                                                   file: "sheet.xml", importOptions: ImportOptions(density: 2.625))
            let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
            let names = audit.results.filter { $0.ruleID == "control-name" && $0.findings.map(\.target) == ["touch_outside"] }
            let scrim = ImportFixtures.nodes(loaded).first { $0.node.id == "touch_outside" }
            return (names.map(\.outcome), scrim?.node.isAccessibilityElement)
        }
        // Material's layout declares it importantForAccessibility="no": TalkBack never reaches it.
        let declared = try nameResults("")
        #expect(declared.outcomes.isEmpty)
        #expect(declared.isElement == false)
        // An app that made it important gets it judged, and an unnamed scrim above its sheet is
        // unnamed, not a row cut by the screen's edge.
        let important = try nameResults(#" a11y-important="true""#)
        #expect(important.outcomes == [.failed])
        #expect(important.isElement == true)
    }

    /// A collapsed sheet whose second row is cut by the screen's bottom edge and shows nothing.
    static func cutRowSheet(naf: Bool) -> String {
        let common = #"index="0" package="com.example.mail" checkable="false" checked="false" enabled="true" "#
            + #"focused="false" scrollable="false" long-clickable="false" password="false" selected="false" content-desc="" "#
        let label = #"<node \#(common)text="Inbox" resource-id="" class="android.widget.TextView" clickable="false" focusable="false" bounds="[0,1700][1080,1800]"/>"#
        let first = #"<node \#(common)text="" resource-id="com.example.mail:id/row" class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,1700][1080,1868]">\#(label)</node>"#
        let cut = #"<node \#(naf ? #"NAF="true" "# : "")\#(common)text="" resource-id="com.example.mail:id/row" class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,1868][1080,1920]"/>"#
        let sheet = #"<node \#(common)text="" resource-id="com.example.mail:id/design_bottom_sheet" class="android.widget.FrameLayout" clickable="false" focusable="false" bounds="[0,1600][1080,1920]">\#(first)\#(cut)</node>"#
        return #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + #"<node \#(common)text="" resource-id="" class="android.widget.FrameLayout" clickable="false" focusable="false" bounds="[0,0][1080,1920]">\#(sheet)</node></hierarchy>"#
    }

    @Test("a row cut by the screen's edge may have lost its name, unless uiautomator marks it NAF", arguments: [false, true])
    func cutRow(naf: Bool) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.cutRowSheet(naf: naf).utf8), file: "sheet.xml",
                                               importOptions: ImportOptions(density: 2.625))
        let rows = ImportFixtures.nodes(loaded).filter { $0.node.id.hasPrefix("design_bottom_sheet.row") }
        #expect(rows.count == 2)
        #expect(rows.map { $0.node.has(.nothingToRead) } == [false, naf])
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let cut = try #require(rows.last).node.id
        let names = audit.results.filter { $0.ruleID == "control-name" && $0.findings.map(\.target) == [cut] }
        #expect(names.map(\.outcome) == [naf ? .failed : .cantTell])
    }

    @Test("a row cut by the screen's edge below a whole row with nothing to read fails with it, unless uiautomator marked that row NAF and not the cut one",
          arguments: [false, true])
    func cutRowBesideUnnamedRow(nafWritten: Bool) throws {
        let dump = Self.cutRowSheet(naf: false)
            .replacingOccurrences(of: #"text="Inbox""#, with: #"text="""#)
            .replacingOccurrences(of: #"<node index="0" package="com.example.mail" checkable="false" checked="false" enabled="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" content-desc="" text="" resource-id="com.example.mail:id/row" class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,1700][1080,1868]">"#,
                                  with: #"<node \#(nafWritten ? #"NAF="true" "# : "")index="0" package="com.example.mail" checkable="false" checked="false" enabled="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" content-desc="" text="" resource-id="com.example.mail:id/row" class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,1700][1080,1868]">"#)
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "sheet.xml", importOptions: ImportOptions(density: 2.625))
        let rows = ImportFixtures.nodes(loaded).filter { $0.node.id.hasPrefix("design_bottom_sheet.row") }
        #expect(rows.map { $0.node.has(.nothingToRead) } == [nafWritten, false])
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let cut = try #require(rows.last).node.id
        let findings = audit.results.filter { $0.ruleID == "control-name" }.flatMap(\.findings).filter { $0.target == cut }
        #expect(findings.map(\.outcome) == [nafWritten ? .cantTell : .failed])
    }

    @Test("inside a Compose view a NAF mark is no proof that nothing is out of view: a cut row marked NAF there needs review",
          arguments: [false, true])
    func composeNAF(inCompose: Bool) throws {
        let host = inCompose ? "androidx.compose.ui.platform.ComposeView" : "android.widget.FrameLayout"
        let dump = Self.cutRowSheet(naf: true)
            .replacingOccurrences(of: #"resource-id="com.example.mail:id/design_bottom_sheet" class="android.widget.FrameLayout""#,
                                  with: #"resource-id="com.example.mail:id/design_bottom_sheet" class="\#(host)""#)
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "sheet.xml", importOptions: ImportOptions(density: 2.625))
        let rows = ImportFixtures.nodes(loaded).filter { $0.node.id.hasPrefix("design_bottom_sheet.row") }
        #expect(rows.map { $0.node.has(.nothingToRead) } == [false, !inCompose])
        #expect(ImportFixtures.hasNote(loaded, "NAF marks inside Compose views") == inCompose)
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let cut = try #require(rows.last).node.id
        let findings = audit.results.filter { $0.ruleID == "control-name" }.flatMap(\.findings).filter { $0.target == cut }
        #expect(findings.map(\.outcome) == [inCompose ? .cantTell : .failed])
    }

    /// An AlertDialog window whose message, inside the scroll view AlertController makes
    /// focusable, is `message`.
    static func alertWithMessage(_ message: String, titleID: String = "alertTitle", titleInTopPanel: Bool = false) -> String {
        func node(_ attributes: String, bounds: String, _ children: String = "") -> String {
            let common = #"index="0" package="com.example.news" checkable="false" checked="false" clickable="false" enabled="true" "#
                + #"focused="false" scrollable="false" long-clickable="false" password="false" selected="false" content-desc="" "#
            return "<node \(common)\(attributes) bounds=\"\(bounds)\">\(children)</node>"
        }
        var title = node(#"text="Turn on notifications?" resource-id="com.example.news:id/\#(titleID)" class="android.widget.TextView" focusable="false""#,
                         bounds: "[126,851][870,935]")
        if titleInTopPanel {
            // React Native's custom title view, which AlertDialog puts in its topPanel.
            title = node(#"text="" resource-id="com.example.news:id/topPanel" class="android.widget.LinearLayout" focusable="false""#,
                         bounds: "[63,788][1017,935]",
                         node(#"text="" resource-id="" class="android.widget.LinearLayout" focusable="false""#, bounds: "[63,788][1017,935]", title))
        }
        let text = node(#"text="\#(message)" resource-id="android:id/message" class="android.widget.TextView" focusable="false""#,
                        bounds: "[126,977][954,1296]")
        let scroll = node(#"text="" resource-id="com.example.news:id/scrollView" class="android.widget.ScrollView" focusable="true""#,
                          bounds: "[63,935][1017,1338]", text)
        let panel = node(#"text="" resource-id="com.example.news:id/parentPanel" class="android.widget.LinearLayout" focusable="false""#,
                         bounds: "[63,788][1017,1611]", title + scroll)
        return #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + node(#"text="" resource-id="" class="android.widget.FrameLayout" focusable="false""#, bounds: "[63,788][1017,1611]", panel)
            + "</hierarchy>"
    }

    @Test("an AlertDialog built without a title shows textSpacerNoTitle where alertTitle would be: it is untitled, and sheet-title passes it for its short message",
          arguments: [("alertTitle", false), ("alert_title", false), ("textSpacerNoTitle", true)])
    func untitledAlertDialog(_ topID: String, _ untitled: Bool) throws {
        let dump = Self.alertWithMessage("Please add at least one email address.", titleID: topID, titleInTopPanel: topID == "alert_title")
            .replacingOccurrences(of: #"text="Turn on notifications?""#, with: untitled ? #"text="""# : #"text="Turn on notifications?""#)
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "alert.xml", importOptions: ImportOptions(density: 2.625))
        let panel = try ImportFixtures.node(loaded, "parentPanel").node
        #expect(panel.sheet?.component == .androidAlertDialog)
        #expect(panel.label == (topID == "alertTitle" ? "Turn on notifications?" : nil),
                "AlertDialog's own title names the dialog's window; React Native's custom title view does not")
        #expect(ImportFixtures.hasNote(loaded, untitled ? "is an AlertDialog built without a title" : "is an AlertDialog: its title is \(topID)"))
        if topID == "alert_title" {
            #expect(try ImportFixtures.node(loaded, "alert_title").node.has(.header), "React Native marks its alert's title a heading")
            let own = Self.alertWithMessage("Please add at least one email address.", titleID: topID)
            let ownTitle = try ImportFixtures.node(try ScenarioLoader.decode(Data(own.utf8), file: "alert.xml",
                                                                           importOptions: ImportOptions(density: 2.625)), "alert_title").node
            #expect(ownTitle.part == .title && !ownTitle.has(.header), "an app's own alert_title outside topPanel is no React Native heading")
        }
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let sheetTitle = audit.results.filter { $0.ruleID == "sheet-title" }
        #expect(sheetTitle.map(\.outcome) == [.passed])
    }

    @Test("an untitled AlertDialog whose message runs past a sentence or two is left to review")
    func untitledLongAlert() throws {
        let long = String(repeating: "Your subscription renews every month until you cancel it in the account settings. ", count: 3)
        let dump = Self.alertWithMessage(long)
            .replacingOccurrences(of: "com.example.news:id/alertTitle", with: "com.example.news:id/textSpacerNoTitle")
            .replacingOccurrences(of: #"text="Turn on notifications?""#, with: #"text="""#)
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "alert.xml", importOptions: ImportOptions(density: 2.625))
        let sheetTitle = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "sheet-title" }
        #expect(sheetTitle.map(\.outcome) == [.cantTell])
        #expect(sheetTitle.flatMap(\.findings).contains { $0.message.contains("AlertDialog built without a title") })
    }

    @Test("the platform's TimePickerDialog without a title passes sheet-title: its header is the platform's; given a title, it is an AlertDialog named by it",
          arguments: [false, true])
    func timePickerDialog(_ titled: Bool) throws {
        func node(_ id: String, _ className: String, _ bounds: String, text: String = "", clickable: Bool = false, _ children: String = "") -> String {
            #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.alarm" content-desc="" "#
                + #"clickable="\#(clickable)" focusable="\#(clickable)" enabled="true" bounds="\#(bounds)">\#(children)</node>"#
        }
        let picker = node("android:id/timePicker", "android.widget.TimePicker", "[126,640][1134,1456]",
                          node("android:id/input_header", "android.widget.TextView", "[126,640][1134,815]", text: "Set time")
                          + node("android:id/input_hour", "android.widget.EditText", "[210,1009][385,1194]", text: "13", clickable: true)
                          + node("android:id/input_minute", "android.widget.EditText", "[385,1009][560,1194]", text: "12", clickable: true)
                          + node("android:id/button1", "android.widget.Button", "[868,1274][1092,1442]", text: "OK", clickable: true))
        let top = titled ? node("android:id/topPanel", "android.widget.LinearLayout", "[126,536][1134,640]",
                                node("android:id/alertTitle", "android.widget.TextView", "[168,560][1092,620]", text: "Wake-up time")) : ""
        let panel = node("android:id/parentPanel", "android.widget.LinearLayout", "[126,536][1134,1456]",
                         top + node("android:id/customPanel", "android.widget.FrameLayout", "[126,640][1134,1456]",
                                    node("android:id/custom", "android.widget.FrameLayout", "[126,640][1134,1456]", picker)))
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node("", "android.widget.FrameLayout", "[70,480][1190,1512]", node("android:id/content", "android.widget.FrameLayout", "[126,536][1134,1456]", panel))
            + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "time.xml", importOptions: ImportOptions(density: 2.625))
        let component = try ImportFixtures.node(loaded, "parentPanel").node.sheet?.component
        #expect(component == (titled ? .androidAlertDialog : .androidPickerDialog))
        #expect(ImportFixtures.hasNote(loaded, "is the platform's TimePickerDialog") == !titled)
        let sheetTitle = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "sheet-title" }
        #expect(sheetTitle.map(\.outcome) == [.passed])
    }

    @Test("a field Compose draws is judged whether or not the dump records hints: no hint text, no labelFor; a native field in it keeps the review",
          arguments: [(false, "", true), (true, "", true), (false, "com.example.app:id/query", false)])
    func composeFieldWithoutHints(_ hintsRecorded: Bool, _ resourceID: String, _ fails: Bool) throws {
        func node(_ id: String, _ className: String, _ bounds: String, text: String = "", clickable: Bool = false, _ children: String = "") -> String {
            let hint = hintsRecorded ? #" hint="""# : ""
            return #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.app" content-desc="" "#
                + #"clickable="\#(clickable)" focusable="\#(clickable)" enabled="true"\#(hint) bounds="\#(bounds)">\#(children)</node>"#
        }
        let label = node("", "android.widget.TextView", "[42,300][1038,360]", text: "Station")
        let field = node(resourceID, "android.widget.EditText", "[42,380][1038,527]", text: "Gomti Express", clickable: true)
        let compose = node("", "androidx.compose.ui.platform.ComposeView", "[0,0][1080,2400]", node("", "android.view.View", "[0,0][1080,2400]", label + field))
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node("", "android.widget.FrameLayout", "[0,0][1080,2400]", node("android:id/content", "android.widget.FrameLayout", "[0,0][1080,2400]", compose))
            + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "search.xml", importOptions: ImportOptions(density: 2.625))
        #expect(ImportFixtures.hasNote(loaded, "text fields drawn by Compose") == fails)
        let findings = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "field-label" }.flatMap(\.findings)
        #expect(findings.map(\.outcome) == [fails ? .failed : .cantTell], "\(findings.map(\.message))")
    }

    @Test("an unnamed row holding an empty line of text fails inside a Compose host, which exposes its text; elsewhere it may be an app drawing its text",
          arguments: [("androidx.compose.ui.platform.ComposeView", true), ("com.facebook.litho.LithoView", false)])
    func emptyTextLineInComposeHost(_ hostClass: String, _ fails: Bool) throws {
        func node(_ className: String, _ bounds: String, clickable: Bool = false, _ children: String = "") -> String {
            #"<node index="0" text="" resource-id="" class="\#(className)" package="com.example.chat" content-desc="" "#
                + #"clickable="\#(clickable)" focusable="\#(clickable)" enabled="true" bounds="\#(bounds)">\#(children)</node>"#
        }
        let row = node("android.view.View", "[14,1349][706,1463]", clickable: true, node("android.view.View", "[528,1424][706,1463]"))
        let host = node(hostClass, "[0,0][720,1600]", node("android.view.View", "[0,0][720,1600]", row))
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node("android.widget.FrameLayout", "[0,0][720,1600]", host) + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "chat.xml", importOptions: ImportOptions(density: 2))
        let findings = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "control-name" }.flatMap(\.findings)
        #expect(findings.map(\.outcome) == [fails ? .failed : .cantTell], "\(findings.map(\.message))")
    }

    @Test("a focusable scroll view's form, held in a layout Android leaves out of TalkBack's tree, is read item by item, scrolling or not; a React Native testID keeps the layout",
          arguments: [("", true, true), ("", false, true), ("form", true, false)])
    func scrollViewFormItems(_ layoutID: String, _ scrolls: Bool, _ itemByItem: Bool) throws {
        func node(_ id: String, _ className: String, _ bounds: String, text: String = "", focusable: Bool = false, clickable: Bool = false,
                  scrollable: Bool = false, _ children: String = "") -> String {
            #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.fit" content-desc="" "#
                + #"clickable="\#(clickable)" focusable="\#(focusable || clickable)" scrollable="\#(scrollable)" enabled="true" bounds="\#(bounds)">\#(children)</node>"#
        }
        let form = node(layoutID, "android.view.ViewGroup", "[0,0][1344,2563]",
                        node("", "android.widget.TextView", "[72,72][1074,169]", text: "Good afternoon")
                        + node("", "android.widget.TextView", "[96,197][135,238]", text: "\u{EAD7}")
                        + node("", "android.widget.Button", "[72,400][672,544]", text: "Start workout", clickable: true))
        let scroll = node("", "android.widget.ScrollView", "[0,0][1344,2563]", focusable: true, scrollable: scrolls, form)
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node("", "android.widget.FrameLayout", "[0,0][1344,2992]", scroll) + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "workout.xml", importOptions: ImportOptions(density: 3))
        let elements = ImportFixtures.nodes(loaded).filter(\.isExposedElement).map { $0.node.label ?? "" }
        let iconFont = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "icon-font-text" }.flatMap(\.findings)
        if itemByItem {
            #expect(elements == ["Good afternoon", "\u{EAD7}", "Start workout"])
            #expect(iconFont.map(\.outcome) == [.failed])
        } else {
            #expect(elements.count == 2 && elements.last == "Start workout", "\(elements)")
            #expect(iconFont.allSatisfy { $0.outcome != .failed })
        }
    }

    @Test("a ProgressDialog without a title is an untitled AlertDialog: its wait message is all it says, and sheet-title passes it")
    func progressDialog() throws {
        func node(_ id: String, _ className: String, _ bounds: String, text: String = "", _ children: String = "") -> String {
            #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.vault" content-desc="" "#
                + #"clickable="false" focusable="false" enabled="true" bounds="\#(bounds)">\#(children)</node>"#
        }
        let body = node("android:id/body", "android.widget.LinearLayout", "[75,1158][1005,1410]",
                        node("android:id/progress", "android.widget.ProgressBar", "[147,1212][291,1356]")
                        + node("android:id/message", "android.widget.TextView", "[363,1255][933,1312]", text: "Please wait..."))
        let panel = node("android:id/parentPanel", "android.widget.LinearLayout", "[75,1158][1005,1410]",
                         node("android:id/customPanel", "android.widget.FrameLayout", "[75,1158][1005,1410]",
                              node("android:id/custom", "android.widget.FrameLayout", "[75,1158][1005,1410]", body)))
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node("", "android.widget.FrameLayout", "[27,1110][1053,1458]", node("android:id/content", "android.widget.FrameLayout", "[75,1158][1005,1410]", panel))
            + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "wait.xml", importOptions: ImportOptions(density: 2.625))
        #expect(try ImportFixtures.node(loaded, "parentPanel").node.sheet?.component == .androidAlertDialog)
        #expect(ImportFixtures.hasNote(loaded, "is a ProgressDialog built without a title"))
        let sheetTitle = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "sheet-title" }
        #expect(sheetTitle.map(\.outcome) == [.passed])
    }

    @Test("an AlertDialog's message of icon-font glyphs is what its focusable scroll view speaks",
          arguments: [("\u{F0010}", true), ("Get breaking news \u{F0010}", false)])
    func glyphMessage(_ message: String, _ fails: Bool) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.alertWithMessage(message).utf8), file: "alert.xml",
                                               importOptions: ImportOptions(density: 2.625))
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let judged = audit.results.filter { $0.ruleID == "icon-font-text" }
        #expect(judged.map(\.outcome) == [fails ? .failed : .passed])
        #expect(judged.flatMap { $0.findings.map(\.target) } == (fails ? ["scrollView"] : []))
    }

    @Test("adb shell uiautomator dump: one line, NAF scrim, white-space label, no display size")
    func adbDump() throws {
        let loaded = try ImportFixtures.load("uiautomator-dump.xml", options: ImportOptions(density: 2))
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.environment.viewport == Size(width: 360, height: 800), "from the window bounds")
        let sheet = try ImportFixtures.node(loaded, "design_bottom_sheet").node
        #expect(sheet.frame == Rect(x: 0, y: 450, width: 360, height: 350) && sheet.part == .sheet)
        #expect(sheet.sheet?.component == .materialBottomSheet)
        #expect(try ImportFixtures.node(loaded, "touch_outside").node.part == .scrim)
        let save = try ImportFixtures.node(loaded, "save").node
        #expect(save.label == " " && !save.hasName && save.has(.longPress))
        let photos = try ImportFixtures.node(loaded, "photos").node
        #expect(photos.role == .list && photos.has(.scroll))
        let photo = try ImportFixtures.node(loaded, "photos.photo-2").node
        #expect(photo.label == "Terrace at dusk" && photo.role == .image)
        #expect(ImportFixtures.nodes(loaded).allSatisfy { loaded.sourceMap.line(snapshot: "imported", node: $0.node.id) == 1 })
        #expect(ImportFixtures.hasNote(loaded, "NAF", ": 2"))
        #expect(ImportFixtures.hasNote(loaded, "white space", "'save'"))
        #expect(ImportFixtures.nodes(loaded).filter { $0.node.part == .handle }.isEmpty)
    }

    @Test("androidx multi-window dump with lone CR line ends: windows, hint, hidden node, behavioural roles")
    func androidxMultiWindow() throws {
        let loaded = try ImportFixtures.load("androidx-multiwindow.xml")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.root.children.count == 1, "the status bar window is system UI, left out")
        #expect(snapshot.environment.viewport == Size(width: 1080 / 2.625, height: 2400 / 2.625))
        #expect(!ImportFixtures.nodes(loaded).contains { $0.node.label == "9:41" })
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "com.android.systemui (status and navigation bars)"))
        let kept = try ImportFixtures.load("androidx-multiwindow.xml", options: ImportOptions(includeSystemUI: true))
        let clock = try ImportFixtures.node(kept, "clock").node
        #expect(clock.label == "9:41" && clock.role == .staticText)
        #expect(kept.sourceMap.line(snapshot: "imported", node: "clock") == 4, "a lone CR ends a line")
        #expect(try ImportFixtures.snapshot(kept).root.children.count == 2)
        #expect(ImportFixtures.hasNote(kept, "system UI kept", "--include-system-ui"))
        let search = try ImportFixtures.node(loaded, "textField").node
        #expect(search.hint == "Search notes" && search.label == nil && search.value == nil)
        let archived = ImportFixtures.nodes(loaded).first { $0.node.label == "Archived" }
        #expect(archived?.node.isHidden == true)
        let newNote = try ImportFixtures.node(loaded, "New-note").node
        #expect(newNote.label == "New note" && newNote.role == .button)
        #expect(ImportFixtures.hasNote(loaded, "lone CR"))
        #expect(ImportFixtures.hasNote(loaded, "given a role from what they do", "'New-note'"))
        #expect(ImportFixtures.hasNote(loaded, "no sheet, dialog or handle was recognised"))
        #expect(snapshot.knows(.focus) && snapshot.focusedNode == "textField", "no a11y-focused: input focus from 'focused'")
        #expect(ImportFixtures.hasNote(loaded, "input focus read from 'focused'"))
    }

    @Test("pixel bounds become points at the given density", arguments: [1.5, 2, 2.625, 3, 3.5, 4])
    func densities(_ density: Double) throws {
        let loaded = try ImportFixtures.load("uia2-bottom-sheet.xml", options: ImportOptions(density: density))
        let handle = try ImportFixtures.node(loaded, "drag_handle").node
        #expect(handle.frame == Rect(x: 477 / density, y: 1260 / density, width: 126 / density, height: 126 / density))
        #expect(try ImportFixtures.snapshot(loaded).environment.scale == density)
    }
    @Test("a Flutter sheet in a UiAutomator2 dump: only its barrier, described \"Scrim\", tells the sheet; the heading is unknown")
    func flutterSheet() throws {
        let loaded = try ImportFixtures.load("uia2-flutter-sheet.xml")
        #expect(try ImportFixtures.node(loaded, "scrim").node.part == .scrim)
        let sheet = try ImportFixtures.node(loaded, "sheet").node
        #expect(sheet.part == .sheet && sheet.sheet?.modality == .modal)
        #expect(ImportFixtures.hasNote(loaded, "described \"Scrim\", as Compose and Flutter modal sheets describe their scrim"))
        let merged = ImportFixtures.nodes(loaded).first { $0.node.label == "Quiet hours\n22:00 to 07:00" }
        #expect(merged?.node.role == .button, "a clickable merge of two texts is one button")
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let title = try #require(audit.results.first { $0.ruleID == "sheet-title" })
        #expect(title.outcome == .cantTell, "a server without 'heading' cannot say whether the sheet's first text is its title")
    }

    @Test("a view named by the text it draws, with no description, is marked so; a described one is not, nor a web page's text")
    func labelIsDrawnText() throws {
        let button = ImportFixtures.androidElement("button1", "[40,200][400,326]", class: "android.widget.Button", text: "Button 1", clickable: true)
        let described = button.replacingOccurrences(of: #"resource-id="button1""#, with: #"resource-id="like""#)
            .replacingOccurrences(of: #"content-desc="""#, with: #"content-desc="Button 1""#)
        let loaded = try ImportFixtures.uiautomatorDump(ImportFixtures.androidElement("", "[0,0][1080,2400]", children: button + described))
        let drawn = try ImportFixtures.node(loaded, "button1").node
        #expect(drawn.has(.labelIsDrawnText) && drawn.label == "Button 1")
        #expect(try !ImportFixtures.node(loaded, "like").node.has(.labelIsDrawnText), "a description is read, not the text")
        #expect(LabelRepeatsRoleRule.drawsItsLabel(drawn))
        var page = drawn
        page.visibleText = nil
        #expect(!LabelRepeatsRoleRule.drawsItsLabel(page), "a web page's text, which the import does not take as drawn")
    }
}
