import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// System UI in a dump is left out of judgement, known by its package.
struct SystemUITests {
    @Test("keyboards and launchers are system UI by their package: the known ones, and any input method or launcher by name", arguments: [
        ("com.android.inputmethod.latin", "keyboard"), ("com.sohu.inputmethod.sogou", "keyboard"),
        ("com.google.android.inputmethod.latin", "keyboard (Gboard)"), ("com.touchtype.swiftkey", "keyboard (SwiftKey)"),
        ("com.example.inputmethods", nil), ("com.example.notes", nil),
        ("com.bbk.launcher2", "launcher"), ("com.motorola.launcher3", "launcher"), ("com.teslacoilsw.launcher", "launcher"),
        ("app.lawnchair", "Lawnchair launcher"), ("com.transsion.XOSLauncher", "launcher"), ("launcher.example.notes", nil), ("com.example.launchpad", nil),
    ] as [(String, String?)])
    func keyboardPackages(_ package: String, _ expected: String?) {
        #expect(SystemUI.androidComponent(package) == expected)
    }

    @Test("the emulator's AOSP keyboard window is left out and named; its 30 dp keys are not judged")
    func keyboardWindow() throws {
        let dump = #"""
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.notes" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">
        <node index="0" text="Search notes" resource-id="com.example.notes:id/search" class="android.widget.EditText" package="com.example.notes" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="true" scrollable="false" long-clickable="true" password="false" selected="false" bounds="[42,126][1038,252]" />
        </node>
        <node index="1" text="" resource-id="" class="android.widget.FrameLayout" package="com.android.inputmethod.latin" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,1600][1080,2400]">
        <node index="0" text="" resource-id="com.android.inputmethod.latin:id/keyboard_view" class="android.view.View" package="com.android.inputmethod.latin" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,1600][1080,2400]">
        <node index="0" text="" resource-id="" class="android.view.View" package="com.android.inputmethod.latin" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,1650][79,1780]" />
        </node>
        </node>
        </hierarchy>
        """#
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "keyboard.xml", importOptions: ImportOptions())
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "com.android.inputmethod.latin (keyboard)"))
        #expect(try ImportFixtures.snapshot(loaded).root.children.count == 1, "only the app's window")
        func failedTargets(_ loaded: LoadedScenario) -> Set<String> {
            Set(Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.outcome == .failed }.flatMap(\.findings).map(\.target))
        }
        #expect(failedTargets(loaded).isEmpty)
        let kept = try ScenarioLoader.decode(Data(dump.utf8), file: "keyboard.xml", importOptions: ImportOptions(includeSystemUI: true))
        #expect(try ImportFixtures.snapshot(kept).root.children.count == 2)
        #expect(failedTargets(kept).contains("keyboard_view"), "kept, the keyboard's unnamed views are judged")
    }

    @Test("another app's window floating over the app's (a terminal) is left out and named; the app's own smaller windows stay")
    func foreignFloatingWindow() throws {
        func window(_ package: String, _ bounds: String, key: String) -> String {
            #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="\#(package)" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(bounds)">"#
                + #"<node index="0" text="ESC" resource-id="" class="android.widget.Button" package="\#(package)" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(key)" /></node>"#
        }
        func dump(floating package: String) -> String {
            "<hierarchy rotation=\"0\">" + window(package, "[403,513][918,1349]", key: "[410,1300][480,1345]")
                + window("com.example.rides", "[0,0][1080,2400]", key: "[100,200][980,400]") + "</hierarchy>"
        }
        let loaded = try ScenarioLoader.decode(Data(dump(floating: "com.termux").utf8), file: "float.xml", importOptions: ImportOptions(density: 2.625))
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "com.termux (another app's window, floating over the app's)"))
        #expect(try ImportFixtures.snapshot(loaded).root.children.count == 1, "only the app's window")
        let kept = try ScenarioLoader.decode(Data(dump(floating: "com.termux").utf8), file: "float.xml",
                                             importOptions: ImportOptions(density: 2.625, includeSystemUI: true))
        #expect(try ImportFixtures.snapshot(kept).root.children.count == 2)
        let ownDialog = try ScenarioLoader.decode(Data(dump(floating: "com.example.rides").utf8), file: "dialog.xml", importOptions: ImportOptions(density: 2.625))
        #expect(try ImportFixtures.snapshot(ownDialog).root.children.count == 2, "the app's own dialog window stays")
    }

    @Test("React Native's LogBox toast is a debug build's tool: left out and named, its 20 dp dismiss button not judged; an app's own count row stays")
    func logBoxToast() throws {
        func dump(badge: String, dismissHolds image: Bool) -> String {
            #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.fit" clickable="false" focusable="false" enabled="true" bounds="[0,0][1344,2992]">\#
            <node index="0" text="" resource-id="" class="android.view.ViewGroup" package="com.example.fit" content-desc="Start workout" clickable="true" focusable="true" enabled="true" bounds="[30,300][1314,444]"/>\#
            <node index="1" text="" resource-id="" class="android.view.ViewGroup" package="com.example.fit" content-desc="\#(badge), Network request failed" clickable="true" focusable="true" enabled="true" bounds="[30,2703][1314,2845]">\#
            <node index="0" text="" resource-id="" class="android.view.ViewGroup" package="com.example.fit" clickable="false" focusable="false" enabled="true" bounds="[66,2742][132,2808]">\#
            <node index="0" text="\#(badge)" resource-id="" class="android.widget.TextView" package="com.example.fit" clickable="false" focusable="false" enabled="true" bounds="[84,2748][114,2802]"/></node>\#
            <node index="1" text="Network request failed" resource-id="" class="android.widget.TextView" package="com.example.fit" clickable="false" focusable="false" enabled="true" bounds="[162,2748][1188,2802]"/>\#
            <node index="2" text="" resource-id="" class="android.view.ViewGroup" package="com.example.fit" clickable="true" focusable="true" enabled="true" bounds="[1218,2745][1278,2805]">\#
            <node index="0" text="\#(image ? "" : "Close")" resource-id="" class="\#(image ? "android.widget.ImageView" : "android.widget.TextView")" package="com.example.fit" clickable="false" focusable="false" enabled="true" bounds="[1236,2763][1260,2787]"/></node>\#
            </node></node></hierarchy>
            """#
        }
        let loaded = try ScenarioLoader.decode(Data(dump(badge: "!", dismissHolds: true).utf8), file: "logbox.xml", importOptions: ImportOptions())
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "React Native's LogBox toast"))
        let failed = Set(Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.outcome == .failed }.flatMap(\.findings).map(\.target))
        // Only the app's own row is judged: a React Native view given no role (control-role).
        #expect(failed == ["Start-workout"])
        #expect(ImportFixtures.hasNote(try ScenarioLoader.decode(Data(dump(badge: "3", dismissHolds: true).utf8), file: "logbox.xml",
                                                                 importOptions: ImportOptions()), "React Native's LogBox toast"))
        // A row of the app's own reading "12, …" whose last control has words is no LogBox toast.
        let own = try ScenarioLoader.decode(Data(dump(badge: "12", dismissHolds: false).utf8), file: "own.xml", importOptions: ImportOptions())
        #expect(!ImportFixtures.hasNote(own, "LogBox"))
    }

    @Test("the Pixel launcher's home screen, hosted by the Google app, is system UI by its views; the Google app's own screen stays")
    func launcherHostedByTheGoogleApp() throws {
        func dump(rootID: String) -> String {
            #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#
            <node index="0" text="" resource-id="com.google.android.googlequicksearchbox:id/\#(rootID)" class="android.widget.FrameLayout" package="com.google.android.googlequicksearchbox" clickable="false" focusable="false" enabled="true" bounds="[0,0][1440,3120]">\#
            <node index="0" text="" resource-id="com.google.android.googlequicksearchbox:id/workspace" class="android.widget.ScrollView" package="com.google.android.googlequicksearchbox" clickable="false" focusable="false" enabled="true" scrollable="true" bounds="[0,168][1440,2640]">\#
            <node index="0" text="" resource-id="" class="android.view.ViewGroup" package="com.google.android.googlequicksearchbox" clickable="true" long-clickable="true" focusable="true" enabled="true" bounds="[14,322][1426,2014]"/></node>\#
            </node></hierarchy>
            """#
        }
        let home = try #require(ImportFixtures.refusal(dump(rootID: "launcher"), file: "home.xml", options: ImportOptions()),
                                "a dump of the home screen alone holds nothing of the app")
        #expect(home.contains("nothing of the app is in this dump") && home.contains("(a launcher's home screen"), "\(home)")
        let kept = try ScenarioLoader.decode(Data(dump(rootID: "launcher").utf8), file: "home.xml", importOptions: ImportOptions(includeSystemUI: true))
        #expect(ImportFixtures.hasNote(kept, "system UI kept in the scenario", "a launcher's home screen"))
        let app = try ScenarioLoader.decode(Data(dump(rootID: "search_plate").utf8), file: "app.xml", importOptions: ImportOptions())
        #expect(!ImportFixtures.hasNote(app, "launcher"))
        #expect(Auditor(rules: BuiltInRules.all).audit(app).results.contains { $0.ruleID == "control-name" && $0.outcome == .failed },
                "the page's unnamed clickable view is the app's and fails")
    }

    @Test("autofill's suggestion window is system UI: left out and named, so sheet-title does not take it for the app's popup")
    func autofillSuggestions() throws {
        let dump = #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.notes" clickable="false" focusable="false" focused="false" enabled="true" bounds="[0,0][720,1600]">\#
            <node index="0" text="" resource-id="com.example.notes:id/email" class="android.widget.EditText" package="com.example.notes" content-desc="Email" clickable="true" focusable="true" focused="true" enabled="true" bounds="[40,1200][680,1300]"/></node>\#
            <node index="1" text="" resource-id="android:id/autofill_dataset_picker" class="android.widget.FrameLayout" package="android" clickable="false" focusable="false" focused="false" enabled="true" bounds="[88,1336][678,1594]">\#
            <node index="0" text="erick@example.com" resource-id="android:id/text1" class="android.widget.TextView" package="android" clickable="true" focusable="true" focused="false" enabled="true" bounds="[88,1336][678,1465]"/>\#
            <node index="1" text="Manage passwords" resource-id="android:id/text1" class="android.widget.TextView" package="android" clickable="true" focusable="true" focused="false" enabled="true" bounds="[88,1465][678,1594]"/></node>\#
            </hierarchy>
            """#
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "autofill.xml", importOptions: ImportOptions())
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "android:id/autofill_dataset_picker (autofill suggestions)"))
        #expect(try ImportFixtures.snapshot(loaded).root.children.count == 1, "only the app's window")
        let kept = try ScenarioLoader.decode(Data(dump.utf8), file: "autofill.xml", importOptions: ImportOptions(includeSystemUI: true))
        #expect(try ImportFixtures.snapshot(kept).root.children.count == 2)
    }

    @Test("an iOS keyboard's keys are system UI: left out and named, the keyboard itself kept; '.' and '/' keys are not judged")
    func iosKeyboardKeys() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Feeds" label="Feeds" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874">\
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Feed address" enabled="true" visible="true" accessible="true" x="16" y="120" width="370" height="44"/>\
            <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" accessible="false" x="0" y="583" width="402" height="233">\
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="." label="." enabled="true" visible="true" accessible="true" x="103" y="752" width="66" height="54" traits="PlaysSound, KeyboardKey"/>\
            <XCUIElementTypeKey type="XCUIElementTypeKey" name="/" label="/" enabled="true" visible="true" accessible="true" x="169" y="752" width="66" height="54" traits="PlaysSound, KeyboardKey"/>\
            </XCUIElementTypeKeyboard></XCUIElementTypeApplication></AppiumAUT>
            """
        func failed(_ loaded: LoadedScenario) -> [String] {
            Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "control-name" }
                .flatMap(\.findings).filter { $0.outcome == .failed }.map(\.target)
        }
        let loaded = try ScenarioLoader.decode(Data(source.utf8), file: "source.xml", importOptions: ImportOptions())
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "the keyboard's keys"))
        let keyboard = try #require(ImportFixtures.nodes(loaded).first { $0.node.part == .keyboard })
        #expect(keyboard.node.children.isEmpty && keyboard.node.frame?.height == 233)
        #expect(failed(loaded).isEmpty)
        let kept = try ScenarioLoader.decode(Data(source.utf8), file: "source.xml", importOptions: ImportOptions(includeSystemUI: true))
        #expect(failed(kept).count == 2, "kept, the symbol keys are judged")
    }

    @Test("input focus on system UI that is left out (a launcher) is on no element, and the notes say so: the dump still imports")
    func focusOnSystemUI() throws {
        let dump = #"""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\#
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.notes" clickable="false" focusable="false" focused="false" enabled="true" bounds="[0,0][1080,2400]">\#
            <node index="0" text="New note" resource-id="com.example.notes:id/add" class="android.widget.Button" package="com.example.notes" clickable="true" focusable="true" focused="false" enabled="true" bounds="[42,126][1038,252]"/></node>\#
            <node index="1" text="" resource-id="com.miui.home:id/default_position" class="android.widget.FrameLayout" package="com.miui.home" clickable="false" focusable="true" focused="true" enabled="true" bounds="[0,2200][1080,2400]"/>\#
            </hierarchy>
            """#
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "home.xml", importOptions: ImportOptions())
        #expect(try ImportFixtures.snapshot(loaded).focusedNode == nil)
        #expect(ImportFixtures.hasNote(loaded, "input focus is on system UI left out"))
        let kept = try ScenarioLoader.decode(Data(dump.utf8), file: "home.xml", importOptions: ImportOptions(includeSystemUI: true))
        #expect(try ImportFixtures.snapshot(kept).focusedNode == "default_position")
    }

    @Test("the system's own prompts, pickers and settings screens an app opens are system UI by their package", arguments: [
        ("com.google.android.permissioncontroller", "permission prompt"), ("com.google.android.photopicker", "photo picker"),
        ("com.android.packageinstaller", "package installer"), ("android", "the system's own dialogs: app not responding, chooser"),
        ("com.google.android.gms", "Google Play services: account and password prompts"),
        ("com.android.settings", "the system's Settings app"), ("com.android.phone", "the system's phone and network settings"),
        ("com.example.settings", nil),
    ] as [(String, String?)])
    func systemPrompts(_ package: String, _ expected: String?) {
        #expect(SystemUI.androidComponent(package) == expected)
    }

    @Test("the Play Store, which a test passes through, is another app's: a dump of it alone is refused, naming it")
    func playStore() throws {
        let store = ImportFixtures.androidElement("", "[0,0][1080,2400]", children:
            ImportFixtures.androidElement("", "[42,600][400,720]", class: "android.widget.Button", text: "Sign in", clickable: true))
        let dump = #"<hierarchy rotation="0">"# + store.replacing("com.example.app", with: "com.android.vending") + "</hierarchy>"
        let refusal = try #require(ImportFixtures.refusal(dump), "a dump of the Play Store alone holds nothing of the app")
        #expect(refusal.contains("left out by default (com.android.vending (Google Play Store))"), "\(refusal)")
        #expect(refusal.hasSuffix("pass --include-system-ui to judge the system's"))
    }

    @Test("a resource id names its package, except the framework's ids, which every app's windows use")
    func resourceIDPackages() {
        #expect(SystemUI.resourcePackage("com.android.systemui:id/clock") == "com.android.systemui")
        #expect(SystemUI.resourcePackage("android:id/message") == nil)
        #expect(SystemUI.resourcePackage("message") == nil)
    }

    @Test("a dump of a permission prompt alone is refused, naming it; kept, its declared-unimportant wrappers still fail nothing")
    func permissionPrompt() throws {
        let name = "captures/permission-dialog-wrappers.xml"
        let refusal = try #require(try ImportFixtures.failure(name), "the prompt is all the dump holds").errors.first?.message
        #expect(refusal?.contains("(com.google.android.permissioncontroller (permission prompt))") == true, "\(refusal ?? "")")
        let kept = try ImportFixtures.load(name, options: ImportOptions(includeSystemUI: true))
        #expect(ImportFixtures.nodes(kept).contains { $0.node.label == "Allow" || $0.node.visibleText == "Allow" })
        #expect(ImportedCaptureTests.failures(kept).isEmpty)
    }

    @Test("React Native's developer menu is a debug build's tool: its own window, or Expo's sheet and scrim in the app's window, is left out; the app stays")
    func developerMenu() throws {
        func text(_ words: String, _ bounds: String) -> String {
            ImportFixtures.androidElement("", bounds, class: "android.widget.TextView", text: words)
        }
        let app = ImportFixtures.androidElement("app", "[0,0][1080,2400]", children:
            ImportFixtures.androidElement("sign_in", "[100,200][980,340]", class: "android.widget.Button", text: "Sign in", clickable: true))
        // Expo Go: the menu's sheet and its scrim in a view of their own beside the app's.
        let expo = ImportFixtures.androidElement("", "[0,0][1080,2400]", children:
            ImportFixtures.androidElement("", "[0,0][1080,2400]", class: "android.view.ViewGroup", children:
                ImportFixtures.androidElement("", "[0,0][1080,2400]", class: "android.view.ViewGroup", clickable: true)
                + ImportFixtures.androidElement("", "[0,1486][1080,2400]", class: "android.view.ViewGroup", children:
                    text("This is the developer menu. It gives you access to useful tools in Expo Go.", "[63,1782][1017,1920]")
                    + ImportFixtures.androidElement("", "[63,2163][1017,2295]", class: "android.widget.Button", text: "Continue", clickable: true)))
            + app)
        let loaded = try ImportFixtures.uiautomatorDump(expo)
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "React Native's developer menu"))
        let kept = ImportFixtures.nodes(loaded).compactMap(\.node.visibleText)
        #expect(kept == ["Sign in"], "\(kept)")
        #expect(ImportedCaptureTests.failures(loaded).isEmpty)
        // React Native's own: a dialog window over the app's, known by two of its items.
        let items = ["Reload", "Toggle Element Inspector", "Show Perf Monitor"].enumerated().map { offset, words in
            text(words, "[82,\(1131 + 144 * offset)][1262,\(1275 + 144 * offset)]")
        }.joined()
        let dialog = try ImportFixtures.uiautomatorDump(ImportFixtures.androidElement("", "[0,0][1344,2992]", children: app)
            + ImportFixtures.androidElement("", "[82,915][1262,2163]", children:
                ImportFixtures.androidElement("android:id/select_dialog_listview", "[82,1131][1262,2163]", class: "android.widget.ListView", children: items)))
        #expect(ImportFixtures.nodes(dialog).compactMap(\.node.visibleText) == ["Sign in"])
        // One such word is the app's own.
        let own = try ImportFixtures.uiautomatorDump(ImportFixtures.androidElement("", "[0,0][1080,2400]", children:
            text("Show Perf Monitor", "[82,1131][1262,1275]") + text("Reload", "[82,1275][1262,1419]")))
        #expect(!ImportFixtures.hasNote(own, "developer menu"))
        #expect(ImportFixtures.nodes(own).compactMap(\.node.visibleText).count == 2)
    }

    @Test("a development build's screens in place of the app are left out, so a dump of one alone is refused: React Native's RedBox, Expo Go's error and home screens; a project's own screen in Expo Go stays")
    func developmentScreens() throws {
        func text(_ words: String, _ bounds: String) -> String {
            ImportFixtures.androidElement("", bounds, class: "android.widget.TextView", text: words)
        }
        func source(_ content: String, package: String) -> String {
            let root = ImportFixtures.androidElement("", "[0,0][1080,2400]", children:
                ImportFixtures.androidElement("android:id/content", "[0,0][1080,2400]", children: content))
            return #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"# + root.replacing("com.example.app", with: package) + "</hierarchy>"
        }
        func dump(_ content: String, package: String = "host.exp.exponent", includeSystemUI: Bool = false) throws -> LoadedScenario {
            try ScenarioLoader.decode(Data(source(content, package: package).utf8), file: "screen.xml",
                                      importOptions: ImportOptions(density: 2.625, includeSystemUI: includeSystemUI))
        }
        /// A screen in the app's place leaves nothing of the app: the dump is refused, naming it.
        func expectRefused(_ content: String, package: String = "host.exp.exponent", naming what: String) {
            let refusal = ImportFixtures.refusal(source(content, package: package)) ?? "loaded"
            #expect(refusal.contains("nothing of the app is in this dump") && refusal.contains(what), "\(refusal)")
        }
        let reload = ImportFixtures.androidElement("rn_redbox_reload_button", "[652,2606][1268,2772]", class: "android.widget.Button",
                                                   text: "RELOAD", clickable: true)
        let redBoxView = ImportFixtures.androidElement("com.example.app:id/rn_redbox_stack", "[0,156][1080,2594]", children:
            text("Unable to load script.", "[0,156][1080,400]")) + reload
        expectRefused(redBoxView, package: "com.example.app", naming: "React Native's RedBox")
        expectRefused(ImportFixtures.androidElement("host.exp.exponent:id/error_viewPager", "[0,0][1080,2400]", children:
            text("Something went wrong.", "[81,810][742,895]")
            + ImportFixtures.androidElement("host.exp.exponent:id/home_button", "[147,1422][540,1517]", class: "android.widget.ImageButton", clickable: true)),
            naming: "Expo Go's error screen")
        expectRefused(text("Expo Go", "[127,110][337,184]") + text("Development servers", "[147,289][865,342]")
            + ImportFixtures.androidElement("", "[800,95][1027,150]", class: "android.view.View", clickable: true), naming: "Expo Go's home screen")
        expectRefused(text("MedBattle", "[252,185][481,243]") + text("Development Build", "[252,255][608,306]")
            + text("DEVELOPMENT SERVERS", "[72,503][490,551]") + text("npx expo start", "[168,787][518,843]")
            + ImportFixtures.androidElement("", "[120,1200][960,1347]", class: "android.view.View", clickable: true), package: "com.example.app",
            naming: "a development build's launcher")
        // The project's own screen in Expo Go's package, and a RedBox id's name in another package's own words.
        let project = try dump(text("Development servers", "[147,289][865,342]")
            + ImportFixtures.androidElement("", "[800,95][1027,150]", class: "android.view.View", clickable: true))
        #expect(!ImportFixtures.hasNote(project, "left out as system UI"))
        #expect(!ImportedCaptureTests.failures(project).isEmpty)
        let kept = try dump(redBoxView, package: "com.example.app", includeSystemUI: true)
        #expect(ImportFixtures.nodes(kept).contains { $0.node.visibleText == "RELOAD" })
    }

    @Test("a browser's own interface is the user agent's: Chrome's toolbar is left out and named, the page in its web view judged; an app's own web view changes nothing")
    func androidBrowser() throws {
        func dump(_ package: String) -> String {
            let toolbar = ImportFixtures.androidElement("\(package):id/toolbar", "[0,63][1080,210]", children:
                ImportFixtures.androidElement("\(package):id/tab_switcher_button", "[900,63][1050,210]", class: "android.widget.ImageButton", clickable: true))
            let page = ImportFixtures.androidElement("", "[0,210][1080,2400]", class: "android.webkit.WebView", children:
                ImportFixtures.androidElement("", "[40,300][200,460]", class: "android.view.View", clickable: true))
            let window = ImportFixtures.androidElement("", "[0,0][1080,2400]", children: toolbar
                + ImportFixtures.androidElement("\(package):id/compositor_view_holder", "[0,210][1080,2400]", children: page))
            return window.replacingOccurrences(of: #"package="com.example.app""#, with: #"package="\#(package)""#)
        }
        let chrome = try ImportFixtures.uiautomatorDump(dump("com.android.chrome"))
        #expect(ImportFixtures.hasNote(chrome, "left out as system UI", "com.android.chrome (Chrome): the browser's own interface around the web page"))
        #expect(!ImportFixtures.nodes(chrome).contains { $0.node.id.hasSuffix("tab_switcher_button") })
        #expect(ImportedCaptureTests.failures(chrome) == ["control-name button"], "the page's unnamed control still fails")
        let kept = try ScenarioLoader.decode(Data(("<hierarchy rotation=\"0\">" + dump("com.android.chrome") + "</hierarchy>").utf8), file: "chrome.xml",
                                             importOptions: ImportOptions(density: 2.625, includeSystemUI: true))
        #expect(ImportedCaptureTests.failures(kept).contains("control-name tab_switcher_button"))
        let app = try ImportFixtures.uiautomatorDump(dump("com.example.news"))
        #expect(!ImportFixtures.hasNote(app, "browser"))
        #expect(ImportedCaptureTests.failures(app).contains("control-name tab_switcher_button"))
    }

    @Test("Safari's own interface is left out and named, the page in its web view judged; without a web view the source holds nothing to judge")
    func safari() throws {
        func source(page: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Safari" label="Safari" enabled="true" visible="true" accessible="false" x="0" y="0" width="402" height="874">\
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="CapsuleViewController" enabled="true" visible="true" accessible="false" x="0" y="780" width="402" height="94">\
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="ReloadButton" enabled="true" visible="true" accessible="true" x="350" y="800" width="18" height="21"/></XCUIElementTypeOther>\
            \(page ? """
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" enabled="true" visible="true" accessible="false" x="0" y="60" width="402" height="720">\
            <XCUIElementTypeLink type="XCUIElementTypeLink" enabled="true" visible="true" accessible="true" x="20" y="100" width="60" height="60"/></XCUIElementTypeWebView>
            """ : "")\
            </XCUIElementTypeApplication></AppiumAUT>
            """
        }
        let loaded = try ScenarioLoader.decode(Data(source(page: true).utf8), file: "safari.xml", importOptions: ImportOptions())
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "Safari: the browser's own interface around the web page"))
        #expect(!ImportFixtures.nodes(loaded).contains { $0.node.id.contains("ReloadButton") })
        #expect(ImportedCaptureTests.failures(loaded).contains { $0.hasPrefix("control-name ") && $0.contains("link") })
        let start = ImportFixtures.refusal(source(page: false), file: "safari.xml", options: ImportOptions()) ?? "loaded"
        #expect(start.contains("nothing of the app is in this dump") && start.contains("(Safari: the browser's own interface"),
                "without a page, only the application element would stay: \(start)")
        let kept = try ScenarioLoader.decode(Data(source(page: false).utf8), file: "safari.xml", importOptions: ImportOptions(includeSystemUI: true))
        #expect(ImportFixtures.nodes(kept).contains { $0.node.id.contains("ReloadButton") })
    }
    @Test("a permission prompt dumped alone is read as a dialog when system UI is kept; a status bar alone is not")
    func promptDumpedAlone() throws {
        func dump(_ package: String, _ bounds: String) -> String {
            #"<hierarchy rotation="0"><node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="\#(package)" clickable="false" focusable="false" enabled="true" bounds="\#(bounds)">"#
                + #"<node index="0" text="Allow" resource-id="\#(package):id/permission_allow_button" class="android.widget.Button" package="\#(package)" content-desc="" clickable="true" focusable="true" enabled="true" bounds="[133,1250][947,1355]"/></node></hierarchy>"#
        }
        let prompt = dump("com.google.android.permissioncontroller", "[28,786][1052,1614]")
        #expect(ImportFixtures.refusal(prompt, file: "prompt.xml")?.contains("nothing of the app") == true)
        let kept = try ScenarioLoader.decode(Data(prompt.utf8), file: "prompt.xml", importOptions: ImportOptions(density: 2.625, includeSystemUI: true))
        #expect(ImportFixtures.hasNote(kept, "is a modal dialog", "the dump's only window is centred"))
        #expect(ImportFixtures.nodes(kept).contains { $0.node.role == .dialog })
        let bar = try ScenarioLoader.decode(Data(dump("com.android.systemui", "[28,786][1052,1614]").utf8), file: "bar.xml",
                                            importOptions: ImportOptions(density: 2.625, includeSystemUI: true))
        #expect(!ImportFixtures.nodes(bar).contains { $0.node.role == .dialog }, "only the system's prompts stand in for an app's window")
    }
    @Test("SystemUI's own dialog (asking to record the screen) is named as a system dialog; vendors' password keychains are system UI")
    func systemDialogs() throws {
        let dialog = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.android.systemui" bounds="[44,758][1036,1608]">"#
            + #"<node class="android.widget.LinearLayout" resource-id="android:id/parentPanel" package="com.android.systemui" bounds="[44,758][1036,1608]">"#
            + #"<node class="android.widget.TextView" resource-id="android:id/alertTitle" text="Start recording?" package="com.android.systemui" bounds="[110,956][970,1132]"/>"#
            + #"<node class="android.widget.Button" resource-id="android:id/button1" text="Start now" clickable="true" package="com.android.systemui" bounds="[726,1426][970,1558]"/>"#
            + "</node></node></hierarchy>"
        let refusal = try #require(ImportFixtures.refusal(dialog, file: "record.xml"))
        #expect(refusal.contains("(com.android.systemui (a system dialog))"), "\(refusal)")
        let bar = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,63]">"#
            + #"<node class="android.widget.TextView" resource-id="com.android.systemui:id/clock" text="9:41" package="com.android.systemui" bounds="[40,0][160,63]"/></node></hierarchy>"#
        #expect(ImportFixtures.refusal(bar, file: "bar.xml")?.contains("(com.android.systemui (status and navigation bars))") == true)
        #expect(SystemUI.androidComponent("com.hihonor.keychain") == "Honor's password keychain: its autofill prompts")
        #expect(SystemUI.androidPromptPackages.contains("com.samsung.android.samsungpassautofill"))
    }
}
