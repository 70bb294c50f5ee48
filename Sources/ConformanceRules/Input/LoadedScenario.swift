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

    /// The location of a node of a snapshot (its line when the input kept lines).
    public func location(snapshot: String, node: String? = nil) -> SourceLocation {
        SourceLocation(file: sourceMap.snapshotFiles[snapshot] ?? file, line: sourceMap.line(snapshot: snapshot, node: node))
    }

    public func location(transition: String) -> SourceLocation {
        SourceLocation(file: file, line: sourceMap.transitionLines[transition])
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

/// Line numbers of the elements of an XML input (JSON keeps none).
public struct SourceMap: Sendable, Hashable {
    public var snapshotLines: [String: Int]
    /// Keyed by snapshot id, then node id.
    public var nodeLines: [String: [String: Int]]
    public var transitionLines: [String: Int]
    /// The file a snapshot came from when it is not the input itself (a capture set's dumps).
    public var snapshotFiles: [String: String]

    public init(snapshotLines: [String: Int] = [:], nodeLines: [String: [String: Int]] = [:],
                transitionLines: [String: Int] = [:], snapshotFiles: [String: String] = [:]) {
        self.snapshotLines = snapshotLines
        self.nodeLines = nodeLines
        self.transitionLines = transitionLines
        self.snapshotFiles = snapshotFiles
    }

    public func line(snapshot: String, node: String? = nil) -> Int? {
        if let node, let line = nodeLines[snapshot]?[node] { return line }
        return snapshotLines[snapshot]
    }
}
