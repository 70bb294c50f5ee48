import A11yModel

/// System UI in a dump is not the app: the status and navigation bars, launchers, vendor edge
/// panels, the keyboard app, SpringBoard, the system's own prompts, pickers and settings screens
/// an app opens (a permission prompt, the photo picker, a page of the Settings app: the app cannot
/// change them), development tools over a debug build or in its place (`DevelopmentScreens`), another app's window floating over the
/// app's (a terminal, a chat head: smaller than the display, of another package than the window
/// that spans it), and a web browser's own interface around the page it shows (`BrowserChrome`).
/// Dumps that hold several windows (androidx, Maestro, UiAutomator2 with `enableMultiWindows`)
/// carry them next to the app's. They are left out of the
/// scenario by default and named in the notes; `--include-system-ui` keeps them.
///
/// Recognised by evidence in the file only: an Android `package` of a system component, the
/// decor views Android draws the bars' backgrounds with, a launcher's home screen by its views, an iOS StatusBar element, an iOS
/// application element named SpringBoard, the keys of an iOS Keyboard element. The keyboard
/// itself stays: what it covers is the app's concern (focus-not-obscured), its keys are not.
enum SystemUI {
    /// Android packages that are system UI, with what they draw.
    static let androidPackages: [String: String] = [
        "com.android.systemui": "status and navigation bars",
        "com.android.launcher": "launcher",
        "com.android.launcher3": "launcher",
        "com.google.android.apps.nexuslauncher": "Pixel launcher",
        "com.sec.android.app.launcher": "Samsung launcher",
        "com.miui.home": "MIUI launcher",
        "com.huawei.android.launcher": "Huawei launcher",
        "net.oneplus.launcher": "OnePlus launcher",
        "app.lawnchair": "Lawnchair launcher",
        "ch.deletescape.lawnchair.plah": "Lawnchair launcher",
        "com.samsung.android.app.cocktailbarservice": "Samsung Edge panels",
        "com.google.android.inputmethod.latin": "keyboard (Gboard)",
        "com.samsung.android.honeyboard": "keyboard (Samsung)",
        "com.touchtype.swiftkey": "keyboard (SwiftKey)",
        "com.baidu.input": "keyboard (Baidu)",
        "com.baidu.input_huawei": "keyboard (Baidu)",
        "android": "the system's own dialogs: app not responding, chooser",
        "com.android.permissioncontroller": "permission prompt",
        "com.google.android.permissioncontroller": "permission prompt",
        "com.android.packageinstaller": "package installer",
        "com.google.android.packageinstaller": "package installer",
        "com.android.photopicker": "photo picker",
        "com.google.android.photopicker": "photo picker",
        "com.android.providers.media.module": "photo picker",
        "com.google.android.providers.media.module": "photo picker",
        "com.android.documentsui": "file picker",
        "com.google.android.documentsui": "file picker",
        "com.android.intentresolver": "share sheet",
        "com.android.credentialmanager": "credential manager",
        "com.google.android.gms": "Google Play services: account and password prompts",
        "com.hihonor.keychain": "Honor's password keychain: its autofill prompts",
        "com.samsung.android.samsungpass": "Samsung Pass: its autofill prompts",
        "com.samsung.android.samsungpassautofill": "Samsung Pass: its autofill prompts",
        "com.android.settings": "the system's Settings app",
        "com.google.android.settings.intelligence": "the Settings app's search",
        "com.android.phone": "the system's phone and network settings",
        "com.android.vending": "Google Play Store",
    ]

    /// What system component `package` is: one of `androidPackages`, an input method by its
    /// name (`com.android.inputmethod.latin`, the AOSP keyboard of emulator images; vendors'
    /// `….inputmethod…` keyboards), or a launcher by its name (vivo's `com.bbk.launcher2`,
    /// Motorola's `com.motorola.launcher3`, an emulator's `com.ldmnq.launcher3`, Transsion's
    /// `com.transsion.XOSLauncher`).
    static func androidComponent(_ package: String) -> String? {
        if let what = androidPackages[package] { return what }
        let parts = package.split(separator: ".")
        if parts.contains(where: { $0 == "inputmethod" }) { return "keyboard" }
        if parts.dropFirst().contains(where: { $0.lowercased().contains("launcher") }) { return "launcher" }
        return nil
    }

    /// Decor views inside the app's window that only paint the system bars' backgrounds, and the
    /// framework's own popups over it (autofill's suggestions, which the system draws in a window
    /// of its own anchored to the focused field).
    static let androidDecorIDs: [String: String] = [
        "android:id/statusBarBackground": "status bar background",
        "android:id/navigationBarBackground": "navigation bar background",
        "android:id/autofill_dataset_picker": "autofill suggestions",
    ]

    static let note = "left out as system UI, not the app (--include-system-ui keeps it)"
    static let keptNote = "system UI kept in the scenario (--include-system-ui)"

    /// What system UI the entry is the top of, or nil. An entry is the top when its parent is
    /// not of the same system component. `packages` are `packages(in:)`.
    static func describe(_ index: Int, in arena: ImportArena, packages: [String?]) -> String? {
        let entry = arena[index]
        // A decor id says more than the system package that draws it (autofill's is `android`'s).
        if let id = entry.clues.resourceID, let what = androidDecorIDs[id] { return "\(id) (\(what))" }
        if let owner = packages[index], let what = androidComponent(owner) {
            guard entry.parent.map({ packages[$0] }) != owner else { return nil }
            // SystemUI draws dialogs of its own too (asking to record or cast the screen).
            let dialog = owner == "com.android.systemui" && arena.descendants(of: index).contains { position in
                arena[position].clues.resourceID == "android:id/parentPanel" || arena[position].clues.resourceID == "android:id/alertTitle"
            }
            return "\(owner) (\(dialog ? "a system dialog" : what))"
        }
        if ReactNativeLogBox.isToast(index, in: arena) { return ReactNativeLogBox.description }
        if LauncherHome.isHome(index, in: arena) { return LauncherHome.description }
        switch entry.clues.typeName {
        case "StatusBar":
            return "the status bar"
        case "Application" where index > 0 && (entry.node.label == "SpringBoard" || entry.node.identifier == "com.apple.springboard"):
            return "SpringBoard (home screen and system alerts)"
        default:
            return nil
        }
    }

    /// The Android package of every entry: the `package` attribute, else (Maestro drops it) the
    /// one its resource id names; a window root without either takes the one package of
    /// everything in it. Each window is scanned once.
    static func packages(in arena: ImportArena) -> [String?] {
        var packages = arena.indices.map { index in
            arena[index].clues.package ?? resourcePackage(arena[index].clues.resourceID)
        }
        for window in arena.isEmpty ? [] : arena[0].children where packages[window] == nil {
            var found: String?, mixed = false
            var pending = arena[window].children
            while let next = pending.popLast(), !mixed {
                if let package = packages[next] {
                    mixed = found != nil && found != package
                    found = package
                }
                pending += arena[next].children
            }
            if !mixed { packages[window] = found }
        }
        return packages
    }

    /// `com.android.systemui` for `com.android.systemui:id/clock`; nil for the framework's ids
    /// (`android:id/content`, `android:id/message`), which every app's windows use.
    static func resourcePackage(_ resourceID: String?) -> String? {
        guard let resourceID, let range = resourceID.firstRange(of: ":id/"), range.lowerBound > resourceID.startIndex else { return nil }
        let package = resourceID[..<range.lowerBound]
        return package == "android" ? nil : String(package)
    }

    /// Packages of the system's own dialogs and pickers that an app opens over itself, as
    /// opposed to the bars, launchers and keyboards around every app.
    static let androidPromptPackages: Set<String> = [
        "android", "com.android.permissioncontroller", "com.google.android.permissioncontroller",
        "com.android.packageinstaller", "com.google.android.packageinstaller", "com.android.photopicker",
        "com.google.android.photopicker", "com.android.providers.media.module", "com.google.android.providers.media.module",
        "com.android.documentsui", "com.google.android.documentsui", "com.android.intentresolver",
        "com.android.credentialmanager", "com.google.android.gms", "com.hihonor.keychain", "com.samsung.android.samsungpass",
        "com.samsung.android.samsungpassautofill",
    ]

    /// The window roots that are one of the system's prompts (`androidPromptPackages`).
    static func promptWindows(in arena: ImportArena) -> [Int] {
        guard !arena.isEmpty else { return [] }
        let packages = packages(in: arena)
        return arena[0].children.filter { packages[$0].map(androidPromptPackages.contains) == true }
    }

    /// The window roots that are system UI.
    static func systemWindows(in arena: ImportArena) -> Set<Int> {
        guard !arena.isEmpty else { return [] }
        let packages = packages(in: arena)
        return Set(arena[0].children.filter { describe($0, in: arena, packages: packages) != nil })
    }

    /// Leaves system UI out of `arena` (unless `keep`) and says so in `notes`; returns what it
    /// found, as the note names it.
    @discardableResult
    static func apply(_ arena: inout ImportArena, notes: inout ImportNotes, keep: Bool) -> [String] {
        let packages = packages(in: arena)
        var found: [String] = []
        for index in arena.indices where !arena.isExcluded(index) {
            guard let what = describe(index, in: arena, packages: packages) else { continue }
            if !found.contains(what) { found.append(what) }
            if !keep { arena.exclude(index) }
        }
        let browsers = BrowserChrome.chrome(in: arena, packages: packages)
        for browser in browsers.browsers {
            found.append("\(browser): the browser's own interface around the web page")
        }
        if !keep { for part in browsers.parts { arena.exclude(part) } }
        for menu in DeveloperMenu.menus(in: arena) {
            if !found.contains(DeveloperMenu.description) { found.append(DeveloperMenu.description) }
            if !keep { arena.exclude(menu) }
        }
        for (window, what) in DevelopmentScreens.windows(in: arena, packages: packages) {
            if !found.contains(what) { found.append(what) }
            if !keep { arena.exclude(window) }
        }
        let windows = arena.isEmpty ? [] : arena[0].children.filter { !arena.isExcluded($0) }
        for window in DisplayWindows.foreignOverlays(among: windows, in: arena, packages: packages) {
            let what = "\(packages[window] ?? "") (another app's window, floating over the app's)"
            if !found.contains(what) { found.append(what) }
            if !keep { arena.exclude(window) }
        }
        let keyboards = arena.indices.filter { arena[$0].clues.typeName == "Keyboard" && !arena.isExcluded($0) && !arena[$0].children.isEmpty }
        if !keyboards.isEmpty {
            found.append("the keyboard's keys")
            if !keep { for keyboard in keyboards { for key in arena[keyboard].children { arena.exclude(key) } } }
        }
        guard !found.isEmpty else { return [] }
        notes.add((keep ? keptNote : note) + ": " + found.joined(separator: "; "))
        return found
    }
}
