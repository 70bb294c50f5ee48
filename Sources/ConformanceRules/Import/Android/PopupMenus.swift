/// A popup's menu dumped alone: a window anchored to what opened it, not centred, which is no
/// dialog and whose margins say nothing of the display.
///
/// A PopupWindow holds its view directly, without the `android:id/content` frame activities and
/// dialogs lay out in; Compose's `Popup` sets that id on its own root view, the window itself
/// (`PopupLayout`), where a Compose `Dialog` has it below its decor. A menu is mostly its list
/// (`ListPopupWindow`'s `DropDownListView` reports ListView; Compose's `DropdownMenu` scrolls its
/// items in a column the dump reports as a ScrollView). A dialog's list, a filter's pager, lies
/// in that frame.
enum PopupMenus {
    /// Classes of a vertical list or scroll view a menu's items lie in.
    static let scrollerClasses: Set<String> = [
        "android.widget.ListView", "androidx.recyclerview.widget.RecyclerView", "android.widget.GridView",
        "android.widget.ScrollView", "androidx.core.widget.NestedScrollView",
    ]

    static let contentFrameID = "android:id/content"

    /// One element below a window's root, as far as the test needs it.
    struct Part {
        var className: String?
        var resourceID: String?
        var area: Double
    }

    /// Whether a window of `windowArea`, holding `parts` below its root, is a popup's menu: no
    /// content frame below its root, and a list or scroll view over 80 % of it or more.
    static func isMenu(windowArea: Double, parts: some Sequence<Part>) -> Bool {
        var mostlyAScroller = false
        for part in parts {
            if part.resourceID == contentFrameID { return false }
            if let name = part.className, scrollerClasses.contains(name), part.area >= 0.8 * windowArea { mostlyAScroller = true }
        }
        return mostlyAScroller
    }
}
