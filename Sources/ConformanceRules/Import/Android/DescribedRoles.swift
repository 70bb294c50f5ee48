import A11yModel

/// Views whose role TalkBack may take from a role description, which no dump records. React
/// Native sets a role by the class a view reports: "button" makes it `android.widget.Button`,
/// while roles Android has no class for (link, tab, menu item…) make it `android.view.View` with
/// a role description TalkBack announces ("Sitemap, link"); a view given no role stays
/// `android.view.ViewGroup`. So a clickable `android.view.View` inside React Native's views
/// (an ancestor of that class) may well announce one. Compose and Flutter report every node as
/// `android.view.View` whatever its role, and set no role description but a tab's: their
/// clickable views without a role announce none.
enum DescribedRoles {
    static func mark(_ arena: inout ImportArena) {
        var inside = [Host](repeating: .none, count: arena.count)
        for index in arena.indices {
            let entry = arena[index]
            var host = entry.parent.map { inside[$0] } ?? .none
            if entry.node.has(.composeHost) || isFlutterView(entry.clues.typeName) {
                host = .framework
            } else if host == .none, entry.clues.typeName == "android.view.ViewGroup", !isFrameworkView(entry.clues.resourceID) {
                host = .reactNative
            }
            inside[index] = host
            if host == .reactNative, entry.node.has(.unannouncedRole), entry.clues.typeName == "android.view.View" {
                arena[index].node.traits.append(.roleMayBeDescribed)
            }
        }
    }

    private enum Host { case none, reactNative, framework }

    /// A view the framework placed (the window's `android:id/content` frame, which a Compose
    /// window reports as a ViewGroup): no React Native view.
    private static func isFrameworkView(_ resourceID: String?) -> Bool {
        resourceID?.hasPrefix("android:id/") == true
    }

    private static func isFlutterView(_ className: String?) -> Bool {
        className?.hasSuffix("FlutterView") == true || className?.hasSuffix("FlutterSurfaceView") == true
    }
}

extension Trait {
    /// A clickable `android.view.View` among React Native views, whose role may be a role
    /// description (`DescribedRoles`).
    static let roleMayBeDescribed = platformType("roleMayBeDescribed")
}
