import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Which view a recognised handle, pill or barrier makes the sheet or dialog: the panel that holds
/// the content, never the wrapper around the handle (`SurfaceInference.panel(holding:in:)`,
/// `IOSSheetShapes`, `AndroidInference`).
@Suite("Sheet panels from handles, shapes and barriers")
struct SheetPanelInferenceTests {
    /// A uiautomator `<node>` with `attributes`, `bounds` and `children`.
    static func node(_ attributes: String, _ bounds: String, _ children: String = "") -> String {
        #"<node index="0" resource-id="" package="com.example.app" enabled="true" \#(attributes) bounds="\#(bounds)">\#(children)</node>"#
    }

    /// `root` as a whole uiautomator dump, imported at 2.625.
    static func dump(_ root: String) throws -> LoadedScenario {
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"# + root + "</hierarchy>"
        return try ScenarioLoader.decode(Data(text.utf8), file: "dump.xml", importOptions: ImportOptions(density: 2.625))
    }

    static func surfaces(_ name: String) throws -> [VisitedNode] {
        ImportFixtures.nodes(try ImportFixtures.load(name)).filter { $0.node.sheet != nil }
    }

    @Test("a Flutter sheet whose content starts below its scrim by the sheet's top padding: the route's view is the sheet")
    func flutterSheetBelowItsPadding() throws {
        let sheets = try Self.surfaces("captures/flutter-sheet-padded-route.xml")
        let sheet = try #require(sheets.first)
        #expect(sheets.count == 1 && sheet.node.part == .sheet)
        let nodes = ImportFixtures.nodes(try ImportFixtures.load("captures/flutter-sheet-padded-route.xml"))
        let title = try #require(nodes.first { $0.node.label == "Choose a Folder" })
        #expect(title.enclosingSheetOrder == sheet.order, "the sheet's content is inside it")
    }

    @Test("a Compose handle in Material 3's 48 dp box: the panel holding it and the content is the sheet, not the box")
    func composeHandleBox() throws {
        let sheets = try Self.surfaces("captures/compose-sheet-handle-box.xml")
        let sheet = try #require(sheets.first)
        #expect(sheets.count == 1)
        #expect(sheet.node.part == .sheet)
        // 136 px from the top at the handle's density (133 px over 48 dp), as wide as the display:
        // the panel, not the 132 px box.
        let density = 133.0 / 48
        #expect(abs((sheet.node.frame?.minY ?? 0) - 136 / density) < 0.01)
        #expect(abs((sheet.node.frame?.width ?? 0) - 1080 / density) < 0.01)
    }

    @Test("an iOS handle strip: the container holding the strip and the content is the sheet, and the backdrop its scrim")
    func iosHandleStrip() throws {
        let loaded = try ImportFixtures.load("captures/ios-react-native-bottom-sheet.xml")
        let sheets = ImportFixtures.nodes(loaded).filter { $0.node.sheet != nil }
        #expect(sheets.map(\.node.frame) == [Rect(x: 0, y: 69, width: 402, height: 882)])
        let scrims = ImportFixtures.nodes(loaded).filter { $0.node.part == .scrim }
        #expect(scrims.map(\.node.label) == ["Bottom sheet backdrop"])
    }

    @Test("an iOS panel shaped like a bottom sheet with a pill at its top is a sheet; the labelled pill is its handle")
    func iosPillGrabber() throws {
        let loaded = try ImportFixtures.load("captures/ios-partial-sheet-grabber.xml")
        let nodes = ImportFixtures.nodes(loaded)
        #expect(nodes.filter { $0.node.sheet != nil }.map(\.node.frame) == [Rect(x: 0, y: 369, width: 414, height: 927)])
        #expect(nodes.filter { $0.node.part == .handle }.map(\.node.label) == ["Dismiss"])
        #expect(nodes.filter { $0.node.part == .scrim }.map(\.node.frame) == [Rect(x: 0, y: 0, width: 414, height: 896)])
    }

    @Test("a sheet's shape: as wide as the screen, below its top, reaching its bottom")
    func sheetShape() {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        #expect(IOSSheetShapes.isShapedLikeASheet(Rect(x: 0, y: 300, width: 390, height: 544), on: screen))
        #expect(IOSSheetShapes.isShapedLikeASheet(Rect(x: 8, y: 400, width: 374, height: 436), on: screen))
        #expect(!IOSSheetShapes.isShapedLikeASheet(Rect(x: 0, y: 0, width: 390, height: 844), on: screen), "a full screen")
        #expect(!IOSSheetShapes.isShapedLikeASheet(Rect(x: 0, y: 300, width: 390, height: 300), on: screen), "a band")
        #expect(!IOSSheetShapes.isShapedLikeASheet(Rect(x: 0, y: 300, width: 200, height: 544), on: screen), "a column")
    }

    @Test("a pill at the top of the keyboard, or of a panel that does not reach the bottom, makes no sheet")
    func noSheetWithoutTheShape() throws {
        func page(_ body: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" \
            name="Notes" label="Notes" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">\
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" \
            width="390" height="844">\(body)</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
            """
        }
        let pill = #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="Divider" label="Divider" enabled="true" visible="true" accessible="true" x="165" y="%d" width="60" height="4"/>"#
        let keyboard = #"<XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" accessible="false" x="0" y="508" width="390" height="336">"#
            + String(format: pill, 512) + #"<XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" accessible="true" x="3" y="560" width="33" height="42"/></XCUIElementTypeKeyboard>"#
        let card = #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="300" width="390" height="200">"#
            + String(format: pill, 304) + #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Pinned" name="Pinned" label="Pinned" enabled="true" visible="true" accessible="true" x="16" y="330" width="100" height="20"/></XCUIElementTypeOther>"#
        for body in [keyboard, card] {
            let loaded = try ScenarioLoader.decode(Data(page(body).utf8), file: "page.xml")
            #expect(!ImportFixtures.nodes(loaded).contains { $0.node.sheet != nil || $0.node.part == .handle }, "\(body)")
        }
    }

    @Test("'sheet' as a word of an identifier or label, not inside another word")
    func sheetWord() {
        for text in ["Bottom Sheet", "bottomSheet", "app-partial-modal-sheet-view", "SheetContainer", "sheet"] {
            #expect(IOSSheetShapes.namesASheet(text), "\(text)")
        }
        for text in ["spreadsheet", "Timesheets", "worksheetView", "sheets", ""] {
            #expect(!IOSSheetShapes.namesASheet(text), "\(text)")
        }
    }

    @Test("Flutter's barrier: a dialog drawn before it, or nested in it, is a modal dialog")
    func flutterBarriers() throws {
        let after = try Self.surfaces("captures/flutter-barrier-after-dialog.xml")
        #expect(after.map(\.node.part) == [.card])
        #expect(after.first?.node.label == "Quiz\nFractions\n1/4 + 1/4 = ?")
        let holding = try Self.surfaces("captures/flutter-barrier-holding-dialog.xml")
        #expect(holding.map(\.node.part) == [.card])
    }

    @Test("a Compose panel whose bounds lag behind its content is still the sheet when the handle sits above that content")
    func panelBoundsLagBehind() throws {
        let handle = Self.node(#"class="android.view.View""#, "[492,618][588,762]", Self.node(#"class="android.view.View" content-desc="Drag handle""#, "[492,684][588,696]"))
        let title = Self.node(#"class="android.widget.TextView" text="Add task""#, "[72,834][615,906]")
        let add = Self.node(#"class="android.view.View" clickable="true" focusable="true""#, "[72,2112][1008,2256]",
                       Self.node(#"class="android.widget.TextView" text="Add""#, "[405,2154][675,2214]"))
        let panel = Self.node(#"class="android.view.View""#, "[0,0][1080,1758]", handle + title + add)
        let loaded = try Self.dump(Self.node(#"class="android.view.ViewGroup""#, "[0,0][1080,2376]",
                                        Self.node(#"class="android.view.View""#, "[0,1758][1080,2376]") + panel))
        let sheets = ImportFixtures.nodes(loaded).filter { $0.node.sheet != nil }
        #expect(sheets.map { $0.node.frame?.height } == [1758 / 2.625])
    }

    @Test("Material 3's 'Close sheet' scrim, its bounds only the part above the sheet, is the scrim of the panel below it")
    func scrimAboveItsSheet() throws {
        let scrim = Self.node(#"class="android.view.View" content-desc="Close sheet" clickable="true" focusable="true""#, "[0,0][1080,221]")
        let sheet = Self.node(#"class="android.view.View""#, "[0,221][1080,2400]",
                         Self.node(#"class="android.widget.TextView" text="Choose a stock""#, "[42,400][900,470]")
                         + Self.node(#"class="android.view.View" clickable="true" focusable="true" content-desc="Search""#, "[42,543][1038,753]"))
        let loaded = try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", scrim + sheet))
        let nodes = ImportFixtures.nodes(loaded)
        #expect(nodes.filter { $0.node.part == .scrim }.map(\.node.label) == ["Close sheet"])
        #expect(nodes.filter { $0.node.sheet != nil }.map { $0.node.part } == [.sheet])
    }

    @Test("Flutter's 'Scrim' barrier in wrappers of its own, after the route holding the sheet: the panel adjoining it below is the sheet")
    func scrimInItsOwnWrappers() throws {
        func wrapped(_ inner: String) -> String { Self.node(#"class="android.view.View""#, "[0,0][1080,2400]", inner) }
        let items = Self.node(#"class="android.widget.Button" clickable="true" focusable="true" content-desc="Edit Profile""#, "[42,1431][1038,1578]")
            + Self.node(#"class="android.widget.Button" clickable="true" focusable="true" content-desc="Log Out""#, "[42,2169][1038,2316]")
        let route = wrapped(Self.node(#"class="android.view.View""#, "[0,1305][1080,2400]", items))
        let barrier = wrapped(Self.node(#"class="android.view.View" content-desc="Scrim" clickable="true" focusable="true""#, "[0,0][1080,1305]"))
        let nodes = ImportFixtures.nodes(try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", route + barrier)))
        #expect(nodes.filter { $0.node.part == .scrim }.map(\.node.label) == ["Scrim"])
        let sheet = try #require(nodes.first { $0.node.sheet != nil })
        #expect(sheet.node.part == .sheet)
        #expect(abs((sheet.node.frame?.minY ?? 0) - 1305 / 2.625) < 0.01)
        // Not adjoining: a panel starting lower than the scrim's edge is not taken.
        let apart = wrapped(Self.node(#"class="android.view.View""#, "[0,1500][1080,2400]", items))
        let away = ImportFixtures.nodes(try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", apart + barrier)))
        #expect(!away.contains { $0.node.sheet != nil })
        let sheets = try Self.surfaces("captures/flutter-sheet-scrim-own-route.xml")
        #expect(sheets.map(\.node.part) == [.sheet], "the real dump this comes from")
    }

    @Test("Flutter's route wrapper the size of the screen, whose content starts where the 'Scrim' ends: the wrapper is the sheet")
    func routeWrapperAsPanel() throws {
        func wrapped(_ inner: String) -> String { Self.node(#"class="android.view.View""#, "[0,0][1080,2400]", inner) }
        let content = Self.node(#"class="android.widget.Button" clickable="true" focusable="true" content-desc="Dismiss""#, "[473,1305][608,1440]")
            + Self.node(#"class="android.view.View" content-desc="Comments""#, "[42,1480][1038,1560]")
        let barrier = wrapped(Self.node(#"class="android.view.View" content-desc="Scrim" clickable="true" focusable="true""#, "[0,0][1080,1305]"))
        let nodes = ImportFixtures.nodes(try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]",
                                                                  wrapped(content) + barrier)))
        #expect(nodes.filter { $0.node.sheet != nil }.map(\.node.part) == [.sheet])
        // Content starting below the scrim's edge, or wider than it, makes no sheet.
        let lower = Self.node(#"class="android.view.View" content-desc="Comments""#, "[42,1480][1038,1560]")
            + Self.node(#"class="android.view.View" content-desc="Reply""#, "[42,1600][1038,1680]")
        let apart = ImportFixtures.nodes(try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", wrapped(lower) + barrier)))
        #expect(!apart.contains { $0.node.sheet != nil })
        let sheets = try Self.surfaces("captures/maestro-flutter-sheet-route.txt")
        #expect(sheets.map(\.node.part) == [.sheet], "the real Maestro hierarchy this comes from")
    }

    @Test("a text field filling its box, or a blank clickable view beside a small icon, is no scrim: no sheet is made of a TextInputLayout")
    func noScrimInAFieldBox() throws {
        func loaded(field: String) throws -> LoadedScenario {
            let icon = Self.node(#"class="android.widget.LinearLayout""#, "[864,901][1008,1088]",
                                 Self.node(#"class="android.widget.ImageButton" content-desc="Error""#, "[864,922][1008,1066]"))
            let box = Self.node(#"class="android.widget.FrameLayout""#, "[72,901][1008,1088]", field + icon)
            let layout = Self.node(#"class="android.widget.LinearLayout""#, "[72,879][1008,1178]", box)
            return try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", layout))
        }
        let field = try loaded(field: Self.node(#"class="android.widget.EditText" text="ana@example.com" clickable="true" focusable="true""#,
                                                "[72,901][1008,1088]"))
        #expect(!ImportFixtures.nodes(field).contains { $0.node.part == .scrim || $0.node.sheet != nil })
        let blank = try loaded(field: Self.node(#"class="android.view.View" clickable="true" focusable="true""#, "[72,901][1008,1088]"))
        #expect(!ImportFixtures.nodes(blank).contains { $0.node.part == .scrim || $0.node.sheet != nil }, "the icon is too narrow to be a panel")
    }

    @Test("a clickable backdrop wrapping a full-width panel on its bottom edge is a scrim; one around a centred form is not")
    func wrappingBackdrop() throws {
        func loaded(panel: String) throws -> LoadedScenario {
            let content = Self.node(#"class="android.widget.TextView" text="New reminder""#, "[78,1059][1002,1142]")
                + Self.node(#"class="android.widget.Button" text="Save" clickable="true" focusable="true""#, "[773,2103][1002,2229]")
            let backdrop = Self.node(#"class="android.view.ViewGroup" clickable="true" focusable="true""#, "[0,0][1080,2340]",
                                Self.node(#"class="android.view.ViewGroup""#, panel, content))
            return try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2340]", backdrop))
        }
        let sheet = ImportFixtures.nodes(try loaded(panel: "[0,981][1080,2340]"))
        #expect(sheet.filter { $0.node.part == .scrim }.count == 1)
        #expect(sheet.filter { $0.node.sheet != nil }.map(\.node.part) == [.sheet])
        let form = ImportFixtures.nodes(try loaded(panel: "[60,700][1020,1600]"))
        #expect(!form.contains { $0.node.part == .scrim || $0.node.sheet != nil })
    }

    @Test("a clickable box far smaller than its window, around a panel on its bottom edge or beside one, is a background, no scrim",
          arguments: ["wrapping", "beside"])
    func smallClickableBox(layout: String) throws {
        // TikTok's avatar box in the right-hand rail, around its Follow button.
        let follow = Self.node(#"class="android.widget.Button" content-desc="Follow" clickable="true" focusable="true""#, "[921,1231][1080,1320]")
        let panel = Self.node(#"class="android.widget.RelativeLayout""#, "[911,1142][1080,1320]", follow)
        let inner = layout == "wrapping"
            ? Self.node(#"class="android.widget.FrameLayout" clickable="true" focusable="true""#, "[911,1121][1080,1320]", panel)
            : Self.node(#"class="android.view.View" clickable="true" focusable="true""#, "[911,1121][1080,1320]") + panel
        let box = Self.node(#"class="android.widget.FrameLayout""#, "[911,1121][1080,1320]", inner)
        let nodes = ImportFixtures.nodes(try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2340]", box)))
        #expect(!nodes.contains { $0.node.part == .scrim || $0.node.sheet != nil })
    }

    @Test("a handle alone, or a pane title of the app's own, leaves a sheet's modality open; a scrim or Compose's default pane title does not",
          arguments: [("handle", Modality.nonmodal), ("search pane", .nonmodal), ("Bottom Sheet", .modal), ("handle and scrim", .modal)])
    func modalityFromClues(clue: String, modality: Modality) throws {
        let handle = Self.node(#"class="com.google.android.material.bottomsheet.BottomSheetDragHandleView" content-desc="Drag handle""#,
                               "[508,1000][572,1012]")
        let text = Self.node(#"class="android.widget.TextView" text="Sort by""#, "[40,1040][1040,1120]")
        let pane = clue == "search pane" ? "Showing search suggestions" : clue == "Bottom Sheet" ? "Bottom Sheet" : nil
        let content = (clue.hasPrefix("handle") ? handle : "") + text
        let panel = Self.node(#"class="android.widget.FrameLayout""# + (pane.map { #" pane-title="\#($0)""# } ?? ""),
                              "[0,980][1080,2340]", content)
        let scrim = clue == "handle and scrim"
            ? Self.node(#"class="android.view.View" content-desc="Scrim" clickable="true" focusable="true""#, "[0,0][1080,980]") : ""
        let loaded = try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2340]", scrim + panel))
        let sheets = ImportFixtures.nodes(loaded).filter { $0.node.sheet != nil }
        #expect(sheets.count == 1)
        #expect(sheets.first?.node.sheet?.modality == modality)
    }

    @Test("the drag handles of a reorderable list's rows make no sheet; the notes say why",
          arguments: [#"resource-id="com.example:id/dragHandle" content-desc="Drag to reorder""#, #"resource-id="com.example:id/drag_handle" content-desc="拖动排序""#])
    func reorderHandlesInAList(handleAttributes: String) throws {
        let rows = (0..<3).map { row in
            let top = 328 + row * 224
            return Self.node(#"class="android.widget.LinearLayout" clickable="true" focusable="true""#, "[0,\(top)][1080,\(top + 220)]",
                             #"<node index="0" package="com.example.app" enabled="true" class="android.widget.ImageView" \#(handleAttributes) bounds="[24,\#(top + 80)][96,\#(top + 140)]"/>"#
                             + Self.node(#"class="android.widget.TextView" text="Engine \#(row)""#, "[120,\(top + 70)][900,\(top + 150)]"))
        }.joined()
        let list = Self.node(#"class="androidx.recyclerview.widget.RecyclerView" scrollable="true""#, "[0,328][1080,2400]", rows)
        let loaded = try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", list))
        #expect(ImportFixtures.nodes(loaded).allSatisfy { $0.node.sheet == nil && $0.node.part == nil })
        #expect(ImportFixtures.hasNote(loaded, "is no sheet's handle: it lies in an item of a list"))
    }

    @Test("a pane title on a list (a search view's suggestions) announces its content changing: no sheet or dialog, and sheet-title judges nothing",
          arguments: ["androidx.recyclerview.widget.RecyclerView", "android.widget.FrameLayout"])
    func paneTitledList(className: String) throws {
        let row = Self.node(#"class="android.widget.LinearLayout" clickable="true" focusable="true""#, "[0,328][1080,551]",
                            Self.node(#"class="android.widget.TextView" text="Calculator""#, "[189,370][434,450]"))
        let list = Self.node(#"class="\#(className)" focusable="true" pane-title="Showing search suggestions""#, "[0,328][1080,2400]", row)
        let loaded = try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", list))
        let surfaces = ImportFixtures.nodes(loaded).filter { $0.node.sheet != nil }
        if className.hasSuffix("RecyclerView") {
            #expect(surfaces.isEmpty)
            #expect(ImportFixtures.hasNote(loaded, "is no sheet or dialog: its pane title \"Showing search suggestions\" is on a list"))
            #expect(!ImportedCaptureTests.failures(loaded).contains { $0.hasPrefix("sheet-title") })
        } else {
            #expect(surfaces.count == 1, "a pane-titled panel is still a surface")
        }
    }

    @Test("a pane title on the root of a window filling the display names the screen (Gmail's \"Inbox\"): no sheet or dialog; on a panel inside it, a surface",
          arguments: [true, false])
    func paneTitledWindowRoot(onRoot: Bool) throws {
        let title = #" pane-title="Inbox""#
        let list = Self.node(#"class="androidx.recyclerview.widget.RecyclerView" scrollable="true""#, "[0,328][1080,2400]",
                             Self.node(#"class="android.widget.TextView" text="Weekly digest""#, "[40,360][1040,460]"))
        let panel = Self.node(#"class="android.widget.FrameLayout""# + (onRoot ? "" : title), "[0,200][1080,2400]", list)
        // A UiAutomator2 page source, whose hierarchy records the display's size.
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0" width="1080" height="2400">"#
            + Self.node(#"class="android.widget.FrameLayout""# + (onRoot ? title : ""), "[0,0][1080,2400]", panel) + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "inbox.xml", importOptions: ImportOptions(density: 2.625))
        let surfaces = ImportFixtures.nodes(loaded).filter { $0.node.sheet != nil }
        #expect(surfaces.count == (onRoot ? 0 : 1))
        #expect(ImportFixtures.hasNote(loaded, "is no sheet or dialog: its pane title \"Inbox\" is on the root of a window filling the display") == onRoot)
    }

    @Test("a panel titled \"Dialog\" (Compose's and Flutter's dialogs) is a dialog: no detents to ask about; one titled otherwise stays a card",
          arguments: ["Dialog", "Account menu"])
    func dialogPaneTitle(_ pane: String) throws {
        let body = Self.node(#"class="android.widget.ScrollView""#, "[183,650][897,1700]",
                             Self.node(#"class="android.widget.TextView" text="Paste a link, then download.""#, "[183,650][897,760]"))
        let close = Self.node(#"class="android.view.View" clickable="true" focusable="true""#, "[605,1749][897,1875]",
                              Self.node(#"class="android.widget.TextView" text="Close""#, "[650,1780][850,1840]"))
        let panel = Self.node(#"class="android.view.View" pane-title="\#(pane)""#, "[120,500][960,1940]",
                              Self.node(#"class="android.widget.TextView" text="User guide""#, "[183,537][481,621]") + body + close)
        let loaded = try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", panel))
        let surface = try #require(ImportFixtures.nodes(loaded).first { $0.node.sheet != nil })
        #expect(surface.node.part == .card)
        #expect((surface.node.role == .dialog) == (pane == "Dialog"))
        let results = Auditor(rules: BuiltInRules.all).audit(loaded).results
        let detentReviews = results.filter { ["fixed-detent-heights", "state-dependent-at-actions"].contains($0.ruleID) }
            .flatMap(\.findings).filter { $0.outcome == .cantTell }
        #expect(detentReviews.isEmpty == (pane == "Dialog"), "\(detentReviews.map(\.message))")
    }

    @Test("a node described 'Scrim' is the scrim even where the dump does not show the panel it dims; 'Dismiss' alone is not")
    func scrimWithoutPanel() throws {
        func parts(_ description: String) throws -> [Part?] {
            let content = Self.node(#"class="android.view.View""#, "[0,0][1080,2400]",
                               Self.node(#"class="android.view.View" content-desc="Move funds""#, "[42,1862][280,1922]")
                               + Self.node(#"class="android.view.View" content-desc="To savings" clickable="true" focusable="true""#, "[45,1988][1035,2117]"))
            let barrier = Self.node(#"class="android.view.View""#, "[0,0][1080,2400]",
                               Self.node(#"class="android.view.View" content-desc="\#(description)" clickable="true" focusable="true""#, "[0,0][1080,1736]"))
            let loaded = try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", content + barrier))
            return ImportFixtures.nodes(loaded).filter { $0.node.label == description }.map(\.node.part)
        }
        #expect(try parts("Scrim") == [.scrim])
        #expect(try parts("Dismiss") == [nil])
    }

    @Test("a button described 'scrim' showing the text 'scrim', and that text, are no scrim: a scrim draws a tint, not its name")
    func buttonShowingScrim() throws {
        let target = Self.node(#"class="android.widget.Button" content-desc="Under a scrim" clickable="true" focusable="true""#, "[42,2170][1038,2301]",
                               Self.node(#"class="android.widget.TextView" text="Under a scrim""#, "[400,2210][680,2260]"))
        let cover = Self.node(#"class="android.widget.Button" content-desc="scrim" clickable="true" focusable="true""#, "[42,2170][1038,2301]",
                              Self.node(#"class="android.widget.TextView" text="scrim""#, "[500,2210][580,2260]"))
        let loaded = try Self.dump(Self.node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]", target + cover))
        let nodes = ImportFixtures.nodes(loaded)
        #expect(nodes.filter { $0.node.label == "scrim" }.count == 2)
        #expect(nodes.allSatisfy { $0.node.part != .scrim })
        #expect(!ImportFixtures.hasNote(loaded, "is the scrim"))
    }

    @Test("a handle with nothing around it but its wrappers keeps its parent as the sheet")
    func loneHandle() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.a" content-desc="" \
            clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,2400]">\
            <node index="0" text="" resource-id="" class="android.view.View" package="com.example.a" content-desc="Drag handle" \
            clickable="false" enabled="true" focusable="false" bounds="[496,1200][584,1211]"/></node></hierarchy>
            """
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "lone.xml", importOptions: ImportOptions(density: 2.625))
        let sheets = ImportFixtures.nodes(loaded).filter { $0.node.sheet != nil }
        #expect(sheets.count == 1)
        #expect(sheets.first?.node.frame?.height == 2400 / 2.625)
    }

    /// A map screen with an unnamed clickable mask over the map and, listed after it, a panel of
    /// `panel` bounds (a tablet 900 px wide).
    static func maskedMap(panel: String) -> String {
        node(#"class="android.widget.FrameLayout""#, "[0,0][900,1600]",
             node(#"class="android.view.View" clickable="true" focusable="true" NAF="true""#, "[0,0][900,1600]")
             + node(#"class="android.widget.FrameLayout""#, panel,
                    node(#"class="android.widget.TextView" text="Hospitals nearby""#, panel.replacingOccurrences(of: "[0,0]", with: "[0,100]"))))
    }

    @Test("an unnamed clickable mask behind a panel against one side (a tablet's list beside its map) makes no sheet; a centred one does")
    func sidePanelIsNoSheet() throws {
        let side = try Self.dump(Self.maskedMap(panel: "[0,0][540,1600]"))
        #expect(ImportFixtures.nodes(side).filter { $0.node.sheet != nil }.isEmpty)
        #expect(ImportFixtures.nodes(side).filter { $0.node.part == .scrim }.isEmpty)
        let centred = try Self.dump(Self.maskedMap(panel: "[180,700][720,1600]"))
        #expect(ImportFixtures.nodes(centred).filter { $0.node.sheet != nil }.map(\.node.frame)
            == [Rect(x: 180 / 2.625, y: 700 / 2.625, width: 540 / 2.625, height: 900 / 2.625)])
    }
}
