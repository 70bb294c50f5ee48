import A11yModel

/// Views whose role TalkBack may take from a role description, which no dump records. React
/// Native sets a role by the class a view reports: "button" makes it `android.widget.Button`,
/// while roles Android has no class for (link, tab, menu item…) make it `android.view.View` with
/// a role description TalkBack announces ("Sitemap, link"); a view given no role stays
/// `android.view.ViewGroup`. So a clickable `android.view.View` inside React Native's views
/// (an ancestor of that class without a resource name) may well announce one. Compose and Flutter report every node as
/// `android.view.View` whatever its role, and set no role description but a tab's: their
/// clickable views without a role announce none. A window that shows Compose's own shapes
/// (`isComposeShape`) is Compose's, whatever class its host reports (a Compose dialog's
/// `DialogLayout` is an `android.view.ViewGroup`).
enum DescribedRoles {
    static func mark(_ arena: inout ImportArena) {
        let composeShaped = arena.holders { entry in isComposeShape(entry, in: arena) }
        var inside = [Host](repeating: .none, count: arena.count)
        for index in arena.indices {
            let entry = arena[index]
            var host = entry.parent.map { inside[$0] } ?? .none
            if entry.node.has(.composeHost) || isFlutterView(entry.clues.typeName) || entry.parent == 0 && composeShaped[index] {
                host = .framework
            } else if host == .none, entry.clues.typeName == "android.view.ViewGroup", !hasResourceName(entry.clues.resourceID) {
                host = .reactNative
            }
            inside[index] = host
            if host == .reactNative, entry.node.has(.unannouncedRole), entry.clues.typeName == "android.view.View" {
                arena[index].node.traits.append(.roleMayBeDescribed)
            }
        }
    }

    private enum Host { case none, reactNative, framework }

    /// Shapes React Native never reports: the node Compose adds for a clickable's role (an
    /// unnamed `android.widget.Button` that takes no clicks and holds nothing, inside the
    /// clickable `android.view.View` it is the role of), and a text field holding views (Compose
    /// composes a field's label and placeholder inside it; React Native's field holds none).
    static func isComposeShape(_ entry: ImportArena.Entry, in arena: ImportArena) -> Bool {
        switch entry.clues.typeName {
        case "android.widget.Button":
            guard !entry.node.has(.activate), entry.children.isEmpty, entry.node.label?.isEmpty ?? true, let parent = entry.parent else { return false }
            return arena[parent].clues.typeName == "android.view.View" && arena[parent].node.has(.activate)
        case "android.widget.EditText":
            return !entry.children.isEmpty
        default:
            return false
        }
    }

    /// A view with a resource name (`package:id/name`) was inflated from a layout or given an id
    /// in code: the framework's (the window's `android:id/content` frame, which a Compose window
    /// reports as a ViewGroup) or the app's own (AppCompat's `decor_content_parent`, a
    /// ConstraintLayout, both reported as ViewGroups). React Native gives its views no resource
    /// name, only a bare test id.
    private static func hasResourceName(_ resourceID: String?) -> Bool {
        resourceID?.contains(":id/") == true
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
