import A11yModel

/// A scenario with where it came from, so findings can point at file and line.
public struct LoadedScenario: Sendable {
    public var scenario: Scenario
    /// The path as given on the command line (reports print it as is).
    public var file: String
    public var format: ScenarioFormat
    public var sourceMap: SourceMap
    /// What an importer inferred or could not carry, shown to the user once per file.
    public var notes: [String]
    /// Inputs the file names that could not be used (a capture set's missing dump): reported
    /// as input errors while the rest of the file is audited.
    public var problems: [InputError] = []

    public init(scenario: Scenario, file: String, format: ScenarioFormat, sourceMap: SourceMap = SourceMap(),
                notes: [String] = []) {
        self.scenario = scenario
        self.file = file
        self.format = format
        self.sourceMap = sourceMap
        self.notes = notes
    }

    /// The location of a node of a snapshot (its line, and column when known, when the input
    /// kept them), else of the snapshot.
    public func location(snapshot: String, node: String? = nil) -> SourceLocation {
        let file = sourceMap.snapshotFiles[snapshot] ?? self.file
        if let node, let line = sourceMap.nodeLines[snapshot]?[node] {
            return SourceLocation(file: file, line: line, column: sourceMap.nodeColumns[snapshot]?[node])
        }
        if let node, sourceMap.nodeLinesInOrder[snapshot] != nil,
           let position = scenario.snapshot(snapshot)?.tree.nodes.firstIndex(where: { $0.id == node }) {
            return location(snapshot: snapshot, node: node, position: position)
        }
        return SourceLocation(file: file, line: sourceMap.snapshotLines[snapshot],
                              column: sourceMap.snapshotLines[snapshot] == nil ? nil : sourceMap.snapshotColumns[snapshot])
    }

    /// The same for the node at `position` in the snapshot's tree (the first with its id), found
    /// without searching when the input kept lines in reading order.
    func location(snapshot: String, node: String, position: Int) -> SourceLocation {
        if let lines = sourceMap.nodeLinesInOrder[snapshot], lines.indices.contains(position), lines[position] > 0 {
            return SourceLocation(file: sourceMap.snapshotFiles[snapshot] ?? file, line: Int(lines[position]))
        }
        return location(snapshot: snapshot, node: sourceMap.nodeLinesInOrder[snapshot] == nil ? node : nil)
    }

    public func location(transition: String) -> SourceLocation {
        SourceLocation(file: file, line: sourceMap.transitionLines[transition],
                       column: sourceMap.transitionLines[transition] == nil ? nil : sourceMap.transitionColumns[transition])
    }
}

public enum ScenarioFormat: String, Sendable, Hashable, CaseIterable {
    case json, xml
    /// Foreign hierarchy dumps, converted on load.
    case appiumXCUITest = "appium-xcuitest"
    case appiumXCUITestJSON = "appium-xcuitest-json"
    case uiAutomator = "uiautomator"
    case xcuitestDescription = "xcuitest-description"
    case maestro
    case composeSemantics = "compose-semantics"
    case flutterSemantics = "flutter-semantics"
    /// Several dumps of one component (states × settings) and the transitions between them.
    case captureSet = "capture-set"
}

/// Where the snapshots, nodes and transitions of an input are: lines (XML, JSON, dumps that keep
/// them) and columns (JSON). The first occurrence of an id is kept.
public struct SourceMap: Sendable, Hashable {
    public var snapshotLines: [String: Int]
    /// Keyed by snapshot id, then node id.
    public var nodeLines: [String: [String: Int]]
    public var transitionLines: [String: Int]
    public var snapshotColumns: [String: Int] = [:]
    public var nodeColumns: [String: [String: Int]] = [:]
    public var transitionColumns: [String: Int] = [:]
    /// Keyed by snapshot id, each node's line by its position in reading order (`NodeTree`), 0
    /// when unknown: how the XML reader keeps them, with no dictionary of node ids for a tree of
    /// any size. `LoadedScenario.location` reads both forms.
    public var nodeLinesInOrder: [String: [Int32]] = [:]
    /// The file a snapshot came from when it is not the input itself (a capture set's dumps).
    public var snapshotFiles: [String: String]

    public init(snapshotLines: [String: Int] = [:], nodeLines: [String: [String: Int]] = [:],
                transitionLines: [String: Int] = [:], snapshotFiles: [String: String] = [:]) {
        self.snapshotLines = snapshotLines
        self.nodeLines = nodeLines
        self.transitionLines = transitionLines
        self.snapshotFiles = snapshotFiles
    }

    mutating func place(snapshot: String, line: Int, column: Int) {
        guard snapshotLines[snapshot] == nil else { return }
        snapshotLines[snapshot] = line
        snapshotColumns[snapshot] = column
    }

    mutating func place(node: String, in snapshot: String, line: Int, column: Int) {
        guard nodeLines[snapshot]?[node] == nil else { return }
        nodeLines[snapshot, default: [:]][node] = line
        nodeColumns[snapshot, default: [:]][node] = column
    }

    mutating func place(transition: String, line: Int, column: Int) {
        guard transitionLines[transition] == nil else { return }
        transitionLines[transition] = line
        transitionColumns[transition] = column
    }

    public func line(snapshot: String, node: String? = nil) -> Int? {
        if let node, let line = nodeLines[snapshot]?[node] { return line }
        return snapshotLines[snapshot]
    }
}
