import A11yModel

/// A web browser's own interface (address bar, tabs, toolbars, its welcome and notification
/// screens) belongs to the user agent, not to the page a test opened in it. The page's author
/// cannot change it, and WCAG leaves what the user agent draws to the user agent (2.5.8's
/// user-agent exception). So in a dump of a browser, only its web views and what they hold are
/// judged; the rest is left out with the system UI and named in the notes
/// (`--include-system-ui` keeps it).
///
/// Recognised by evidence in the file only: a browser's Android `package` (Chrome Custom Tabs
/// run in Chrome's), or an iOS application element named Safari or carrying a browser's bundle
/// id. An app's own WebView is in the app's package and is not touched.
enum BrowserChrome {
    /// Android browsers by package.
    static let androidPackages: [String: String] = [
        "com.android.chrome": "Chrome",
        "com.chrome.beta": "Chrome Beta",
        "com.chrome.dev": "Chrome Dev",
        "com.chrome.canary": "Chrome Canary",
        "org.chromium.chrome": "Chromium",
        "org.mozilla.firefox": "Firefox",
        "org.mozilla.firefox_beta": "Firefox Beta",
        "org.mozilla.fenix": "Firefox Nightly",
        "org.mozilla.focus": "Firefox Focus",
        "com.sec.android.app.sbrowser": "Samsung Internet",
        "com.sec.android.app.sbrowser.beta": "Samsung Internet Beta",
        "com.microsoft.emmx": "Edge",
        "com.brave.browser": "Brave",
        "com.opera.browser": "Opera",
        "com.opera.mini.native": "Opera Mini",
        "com.duckduckgo.mobile.android": "DuckDuckGo",
        "com.vivaldi.browser": "Vivaldi",
        "com.kiwibrowser.browser": "Kiwi",
        "com.UCMobile.intl": "UC Browser",
        "com.yandex.browser": "Yandex Browser",
        "com.mi.globalbrowser": "Mi Browser",
        "com.huawei.browser": "Huawei Browser",
        "com.heytap.browser": "HeyTap Browser",
        "com.android.browser": "the platform browser",
    ]

    /// iOS browsers by bundle id.
    static let iOSBundles: [String: String] = [
        "com.apple.mobilesafari": "Safari",
        "com.google.chrome.ios": "Chrome",
        "org.mozilla.ios.Firefox": "Firefox",
        "com.microsoft.msedge": "Edge",
        "com.brave.ios.browser": "Brave",
        "com.duckduckgo.mobile.ios": "DuckDuckGo",
    ]

    /// The browser whose interface the entry is the top of, or nil. `packages` are
    /// `SystemUI.packages(in:)`.
    static func browser(at index: Int, in arena: ImportArena, packages: [String?]) -> String? {
        let entry = arena[index]
        if let package = packages[index], let name = androidPackages[package] {
            return entry.parent.map({ packages[$0] }) == package ? nil : "\(package) (\(name))"
        }
        guard entry.clues.typeName == "Application" else { return nil }
        if let id = entry.node.identifier, let name = iOSBundles[id] { return "\(id) (\(name))" }
        return entry.node.label == "Safari" ? "Safari" : nil
    }

    /// The browsers found, and the largest parts of their interfaces that hold no web view: what
    /// to leave out. A browser's top that holds no web view is left out whole, unless it is the
    /// dump's root, whose children are then.
    static func chrome(in arena: ImportArena, packages: [String?]) -> (browsers: [String], parts: [Int]) {
        var browsers: [String] = [], parts: [Int] = []
        var holdsWebView: [Bool]?
        for index in arena.indices where !arena.isExcluded(index) {
            guard let browser = browser(at: index, in: arena, packages: packages) else { continue }
            if !browsers.contains(browser) { browsers.append(browser) }
            let holds = holdsWebView ?? arena.holders { $0.node.role == .webView }
            holdsWebView = holds
            var pending = holds[index] || index == 0 ? [index] : []
            if pending.isEmpty { parts.append(index) }
            while let next = pending.popLast() {
                guard arena[next].node.role != .webView else { continue }
                for child in arena[next].children {
                    if holds[child] { pending.append(child) } else { parts.append(child) }
                }
            }
        }
        return (browsers, parts)
    }
}
