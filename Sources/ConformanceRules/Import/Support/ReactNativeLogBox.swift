import A11yModel

/// React Native's LogBox toast: the notice a debug build pins above the bottom of the screen when
/// the app logs a warning or an error. It is the framework's development tool, absent from release
/// builds, not the app's interface: its 20 dp dismiss button is LogBox's (`LogBoxNotification`'s
/// `DismissButton`), and the message is whatever the app logged.
///
/// Known by its shape, as Android dumps show it: a clickable view whose description is the badge
/// and the message joined by ", " (`!, Open debugger to view warnings.`, `3, Network request
/// failed`), holding a text that is the badge alone ("!" for one entry, else the count), and
/// ending with a clickable view with no name that holds only an image (the dismiss ×).
enum ReactNativeLogBox {
    static let description = "React Native's LogBox toast (a debug build's warnings and errors)"

    static func isToast(_ index: Int, in arena: ImportArena) -> Bool {
        let entry = arena[index]
        guard entry.clues.typeName == "android.view.ViewGroup", entry.node.has(.activate),
              let description = entry.node.label, let comma = description.firstRange(of: ", ") else { return false }
        let badge = description[..<comma.lowerBound]
        guard badge == "!" || (!badge.isEmpty && badge.count <= 3 && badge.allSatisfy(\.isASCII) && badge.allSatisfy(\.isNumber)),
              let last = entry.children.last, isDismissButton(last, in: arena) else { return false }
        return descendants(of: index, in: arena).contains { arena[$0].node.visibleText.map { $0 == badge } ?? false }
    }

    /// A clickable view with no name holding only images, at any depth.
    private static func isDismissButton(_ index: Int, in arena: ImportArena) -> Bool {
        let node = arena[index].node
        guard node.has(.activate), node.label == nil, node.visibleText == nil else { return false }
        let inside = descendants(of: index, in: arena)
        return !inside.isEmpty && inside.allSatisfy { position in
            let held = arena[position].node
            return held.label == nil && held.visibleText == nil && (held.role == .image || !arena[position].children.isEmpty)
        }
    }

    private static func descendants(of index: Int, in arena: ImportArena) -> [Int] {
        var found: [Int] = []
        var stack = arena[index].children
        while let next = stack.popLast(), found.count < 64 {
            found.append(next)
            stack += arena[next].children
        }
        return found
    }
}
