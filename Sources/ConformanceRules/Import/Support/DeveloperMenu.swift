import A11yModel

/// The developer menu a debug build of a React Native app opens over it: React Native's own (an
/// AlertDialog titled "React Native Dev Menu (…)", `DevSupportManagerBase`) and Expo's (a bottom
/// sheet in the app's window, "This is the developer menu…" on first opening). It is the
/// framework's tool, absent from release builds, not the app's interface.
///
/// Known by what it says: its title, or two of its items ("Toggle Element Inspector", "Show Perf
/// Monitor"…) in one sheet, dialog or window. What is left out is that surface, with the wrappers
/// and scrim around it up to where the app's own content begins.
enum DeveloperMenu {
    static let description = "React Native's developer menu (a debug build's tool)"

    /// Texts only the menus show, at their start.
    static let titles = ["react native dev menu", "this is the developer menu"]
    /// Items of the menus, of React Native's and Expo's releases, lowercased.
    static let items: Set<String> = [
        "toggle element inspector", "show perf monitor", "hide perf monitor", "toggle performance monitor",
        "open js debugger", "open devtools", "open debugger", "change bundle location", "enable fast refresh",
        "disable fast refresh", "open react native dev menu",
    ]

    /// The tops of the developer menus in the dump.
    static func menus(in arena: ImportArena) -> [Int] {
        var titled: Set<Int> = [], itemsSeen: [Int: Set<String>] = [:]
        for index in arena.indices where !arena.isExcluded(index) {
            for text in [arena[index].node.visibleText, arena[index].node.label].compactMap({ $0 }) where text.utf8.count <= 120 {
                let lowered = text.lowercased()
                if titles.contains(where: lowered.hasPrefix) {
                    titled.insert(unit(holding: index, in: arena))
                } else if items.contains(lowered) {
                    itemsSeen[unit(holding: index, in: arena), default: []].insert(lowered)
                }
            }
        }
        let units = titled.union(itemsSeen.filter { $0.value.count >= 2 }.keys)
        return Set(units.map { widened($0, in: arena) }).sorted()
    }

    /// The sheet or dialog holding `index`, else its window.
    private static func unit(holding index: Int, in arena: ImportArena) -> Int {
        if let surface = SurfaceInference.surface(containing: index, in: arena) { return surface }
        return arena.window(of: index)
    }

    /// `index` and the wrappers around it whose other children hold nothing to read (the scrim),
    /// up to the window.
    private static func widened(_ index: Int, in arena: ImportArena) -> Int {
        var current = index
        while let parent = arena[current].parent, parent != 0,
              !arena[parent].children.contains(where: { $0 != current && holdsText($0, in: arena) }) {
            current = parent
        }
        return current
    }

    private static func holdsText(_ index: Int, in arena: ImportArena) -> Bool {
        var pending = [index]
        while let next = pending.popLast() {
            let node = arena[next].node
            if node.label?.isEmpty == false || node.visibleText?.isEmpty == false { return true }
            pending += arena[next].children
        }
        return false
    }
}
