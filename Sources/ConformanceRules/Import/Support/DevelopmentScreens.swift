import A11yModel

/// Screens a development build's tools show in place of the app, which are not the app's
/// interface and are absent from the build it ships:
/// - React Native's RedBox, the full-screen error a debug build shows when its bundle fails
///   (`redbox_view.xml`: the `rn_redbox_stack` list under `catalyst_redbox_title`, with
///   `rn_redbox_dismiss_button` and `rn_redbox_reload_button`);
/// - Expo Go's error screen (`ErrorActivity`: its `error_viewPager` of the error and the log);
/// - Expo Go's home screen, the launcher of the projects it can open: the app `host.exp.exponent`
///   titled "Expo Go" with its "Development servers" list. A project run in Expo Go shows its own
///   screens in that package too, so the package alone says nothing;
/// - the launcher of a development build (`expo-dev-client`), in the app's own package: its
///   "Development Build" subtitle, its "Development servers" list and the command it asks for,
///   "npx expo start".
///
/// What is left out is the window holding the screen.
enum DevelopmentScreens {
    static let expoGoPackage = "host.exp.exponent"

    /// The window roots showing such a screen, each with what it is.
    static func windows(in arena: ImportArena, packages: [String?]) -> [(window: Int, what: String)] {
        guard !arena.isEmpty else { return [] }
        var found: [(window: Int, what: String)] = []
        for window in arena[0].children where !arena.isExcluded(window) {
            if let what = describe(window: window, in: arena, package: packages[window]) { found.append((window, what)) }
        }
        return found
    }

    /// Views searched in a window for the clues: the ids and titles sit near its top.
    static let searched = 4096

    private static func describe(window: Int, in arena: ImportArena, package: String?) -> String? {
        var expoTitle = false, serversList = false, devBuild = false, startCommand = false
        var pending = [window], seen = 0
        while let next = pending.popLast(), seen < searched {
            seen += 1
            if let id = arena[next].clues.resourceID, let what = describe(id: id) { return what }
            if let text = arena[next].node.visibleText {
                expoTitle = expoTitle || (package == expoGoPackage && text == "Expo Go")
                serversList = serversList || text.lowercased() == "development servers"
                devBuild = devBuild || text == "Development Build"
                startCommand = startCommand || text == "npx expo start"
                if expoTitle && serversList { return "Expo Go's home screen (the development tool's list of projects)" }
                if devBuild && serversList && startCommand {
                    return "a development build's launcher (expo-dev-client's list of development servers)"
                }
            }
            pending += arena[next].children
        }
        return nil
    }

    private static func describe(id: String) -> String? {
        guard let slash = id.firstRange(of: ":id/") else { return nil }
        let name = id[slash.upperBound...]
        if name == "catalyst_redbox_title" || name == "rn_redbox_stack" {
            return "React Native's RedBox (a debug build's error screen)"
        }
        if name == "error_viewPager" && id[..<slash.lowerBound] == expoGoPackage {
            return "Expo Go's error screen (the development tool's error and log)"
        }
        return nil
    }
}
