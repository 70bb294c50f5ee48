import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The dumps in `Fixtures/import/`, loaded through the scenario loader as `audit` loads them.
enum ImportFixtures {
    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/import"),
                               "missing fixture \(name)")
        return try Data(contentsOf: url)
    }

    /// Loads `name` with detection (or `format`); `file` in locations is the fixture name.
    static func load(_ name: String, format: ScenarioFormat? = nil, options: ImportOptions = ImportOptions()) throws -> LoadedScenario {
        try ScenarioLoader.decode(data(name), file: name, format: format, importOptions: options)
    }

    /// The failure loading `name` gives; nil when it loads.
    static func failure(_ name: String, format: ScenarioFormat? = nil) throws -> LoadFailure? {
        do {
            _ = try ScenarioLoader.decode(data(name), file: name, format: format)
            return nil
        } catch let failure as LoadFailure {
            return failure
        }
    }

    /// The messages a dump is refused with, one a line; nil when it loads.
    static func refusal(_ text: String, file: String = "screen.xml", options: ImportOptions = ImportOptions(density: 2.625)) -> String? {
        do {
            _ = try ScenarioLoader.decode(Data(text.utf8), file: file, importOptions: options)
            return nil
        } catch let failure as LoadFailure {
            return failure.errors.map(\.message).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    static func snapshot(_ loaded: LoadedScenario) throws -> Snapshot {
        try #require(loaded.scenario.snapshots.first)
    }

    static func nodes(_ loaded: LoadedScenario) -> [VisitedNode] {
        loaded.scenario.snapshots.first.map { NodeWalker.walk($0.root) } ?? []
    }

    /// Every node of the first snapshot in nested form, each with its children.
    static func nestedNodes(_ loaded: LoadedScenario) -> [Node] {
        loaded.scenario.snapshots.first?.root.allNodes ?? []
    }

    /// The node `id` in nested form, with its children.
    static func nested(_ loaded: LoadedScenario, _ id: String) throws -> Node {
        try #require(nestedNodes(loaded).first { $0.id == id }, "no node '\(id)' in\n\(tree(loaded))")
    }

    static func node(_ loaded: LoadedScenario, _ id: String) throws -> VisitedNode {
        try #require(nodes(loaded).first { $0.node.id == id }, "no node '\(id)' in\n\(tree(loaded))")
    }

    static func tree(_ loaded: LoadedScenario) -> String {
        loaded.scenario.snapshots.first.map { TreeDumper.dump($0.root) } ?? ""
    }

    /// Whether some note contains every fragment.
    static func hasNote(_ loaded: LoadedScenario, _ fragments: String...) -> Bool {
        loaded.notes.contains { note in fragments.allSatisfy(note.contains) }
    }

    /// A uiautomator `<node>` of package `com.example.app` with the flags a plain dump writes.
    static func androidElement(_ id: String, _ bounds: String, class className: String = "android.widget.FrameLayout", text: String = "",
                               clickable: Bool = false, children: String = "") -> String {
        #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.app" "#
            + #"content-desc="" checkable="false" checked="false" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" "#
            + #"focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(bounds)">\#(children)</node>"#
    }

    /// `root` as a whole uiautomator dump, imported at density 2.625.
    static func uiautomatorDump(_ root: String) throws -> LoadedScenario {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"# + root + "</hierarchy>"
        return try ScenarioLoader.decode(Data(text.utf8), file: "screen.xml", importOptions: ImportOptions(density: 2.625))
    }

    static let allDumps = [
        "appium-ios-sheet.xml", "wda-raw-alert.xml", "wda-source.json", "uia2-bottom-sheet.xml", "uia2-alert-dialog.xml",
        "uiautomator-dump.xml", "androidx-multiwindow.xml", "xcuitest-description.txt", "wda-description.txt",
        "maestro-android.txt", "maestro-ios.json", "uiautomator-sheet-over-scrim.xml", "uia2-scrolled-share-sheet.xml",
        "uia2-react-native-sheet.xml", "uia2-flutter-sheet.xml", "uiautomator-clickable-sheet.xml",
    ]
}
