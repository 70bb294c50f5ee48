import A11yModel

/// A dump read into the arena, before the shared passes and assembly.
struct ImportedDump: Sendable {
    var format: ScenarioFormat
    /// What was read, for the first note: "WDA page source (XML)".
    var sourceDescription: String
    var arena: ImportArena
    /// The environment the dump itself reveals (platform, viewport, scale); command-line
    /// settings are applied over it.
    var environment: Environment
    /// Facts this dump cannot carry, beyond those no dump carries.
    var alsoUnknown: [ModelFact] = []
    /// Facts this dump carries although most do not.
    var known: [ModelFact] = []
    /// Where accessibility focus sits, when the dump says.
    var focused: Int?
    var notes = ImportNotes()

    init(format: ScenarioFormat, sourceDescription: String, arena: ImportArena, environment: Environment) {
        self.format = format
        self.sourceDescription = sourceDescription
        self.arena = arena
        self.environment = environment
    }
}

/// Turns an imported dump into a scenario with one snapshot: shared passes (labels, handles),
/// ids, unknown facts, environment from the command line, notes, and a source map into the dump.
enum DumpAssembler {
    /// What no supported dump carries (hierarchy-formats.md §10, §12).
    static let neverCarried: [ModelFact] = [
        .modality, .actions, .hint, .colors, .textStyle, .hitFrame, .gestures, .opacity, .sheet, .focus,
    ]

    static func loaded(_ dump: ImportedDump, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        var dump = dump
        let systemUI = SystemUI.apply(&dump.arena, notes: &dump.notes, keep: options.includeSystemUI)
        // Drawing orders stack the views of a window; windows are listed in no order a dump
        // states, so the stacking is known only where the app's window is the one left.
        if dump.known.contains(.stacking), !dump.arena.isEmpty,
           dump.arena[0].children.filter({ !dump.arena.isExcluded($0) }).count > 1 {
            dump.known.removeAll { $0 == .stacking }
            dump.alsoUnknown.append(.stacking)
            dump.notes.remove(AndroidFacts.stackingNote)
        }
        if let problem = AppPresence.problem(in: dump.arena, format: dump.format, leftOut: systemUI) {
            throw LoadFailure(InputError(file: file, line: dump.arena[0].line, column: dump.arena[0].column, message: problem))
        }
        LabelReview.review(&dump.arena, notes: &dump.notes)
        SurfaceInference.giveHandlesASheet(&dump.arena, notes: &dump.notes)
        // After every sheet is found, those its handle gives included.
        if dump.environment.platform == .android {
            Material3SheetRecognition.recognise(&dump.arena, notes: &dump.notes, density: dump.environment.scale)
        }
        ScrollingContent.mark(&dump.arena, notes: &dump.notes)
        // Views are listed by place on screen; Compose lists nodes as composed, its drawing order.
        if dump.environment.platform == .android, dump.format != .composeSemantics, !dump.known.contains(.stacking) {
            SurfaceStacking.place(&dump.arena, notes: &dump.notes)
        }
        guard let (root, ids, lines, columns) = dump.arena.assemble() else {
            throw LoadFailure(InputError(file: file, message: "the \(dump.format.rawValue) dump holds no elements"))
        }
        var unknown: [ModelFact] = []
        for fact in neverCarried + dump.alsoUnknown where !dump.known.contains(fact) && !unknown.contains(fact) { unknown.append(fact) }
        let state = options.state ?? "imported"
        let environment = options.environment.applied(to: dump.environment)
        // Input focus on system UI that was left out (a launcher, the status bar) is on no element
        // of the scenario.
        var focusedID: String?
        if let focused = dump.focused {
            if dump.arena.isExcluded(focused) {
                dump.notes.add("input focus is on system UI left out of the scenario, so no element of the app has it")
            } else {
                focusedID = ids[focused]
            }
        }
        let snapshot = Snapshot(id: state, state: state, environment: environment,
                                focusedNode: focusedID, unknown: unknown, root: root)
        let scenario = Scenario(id: options.scenarioID ?? scenarioID(from: file), title: options.title,
                                source: "\(dump.format.rawValue) dump \(baseName(file))", snapshots: [snapshot])
        if let issue = ScenarioValidator.validate(scenario).first {
            throw LoadFailure(InputError(file: file, message: "the imported scenario is not valid: \(issue)"))
        }
        var notes = dump.notes
        let kept = dump.arena.indices.filter { !dump.arena.isExcluded($0) }.count
        notes.addHeading("read as \(dump.sourceDescription): \(kept) element\(kept == 1 ? "" : "s"), platform \(environment.platform)")
        // On Android the reading order is TalkBack's by convention (`readingOrderNote`), not a review.
        let cantTell = unknown.filter { $0 != .readingOrder || environment.platform != .android }
        notes.addClosing("not in this format, so rules that need it answer can't tell: "
            + cantTell.map(describe).joined(separator: "; "))
        if unknown.contains(.readingOrder) && environment.platform == .android { notes.addClosing(readingOrderNote) }
        if !SurfaceInference.hasSurface(dump.arena) {
            notes.addClosing("no sheet, dialog or handle was recognised, so sheet rules find nothing to judge; "
                + "if the dump shows one, describe it in a scenario file")
        }
        if options.environment.leavesSettingsToDefaults {
            notes.addClosing("the dump records no accessibility settings: assumed \(environment.contentSize.rawValue) text, "
                + "\(environment.colorScheme.rawValue) appearance, Reduce Motion \(environment.reduceMotion ? "on" : "off"), "
                + "Increase Contrast \(environment.increaseContrast ? "on" : "off"); state the real ones with "
                + "--content-size, --color-scheme, --reduce-motion, --increase-contrast")
        }
        var sourceMap = SourceMap(snapshotLines: dump.arena[0].line.map { [state: $0] } ?? [:], nodeLines: [state: lines])
        if !columns.isEmpty { sourceMap.nodeColumns[state] = columns }
        if let column = dump.arena[0].column, dump.arena[0].line != nil { sourceMap.snapshotColumns[state] = column }
        return LoadedScenario(scenario: scenario, file: file, format: dump.format, sourceMap: sourceMap,
                              notes: notes.lines(ids: ids))
    }

    /// The file name without folders and extension, as an id: `login-sheet` for
    /// `dumps/login-sheet.xml`.
    static func scenarioID(from file: String) -> String {
        var name = baseName(file)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        let slug = NodeIDAllocator.slug(name)
        return slug.isEmpty ? "imported" : slug
    }

    static func baseName(_ file: String) -> String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    static let readingOrderNote = "reading order taken as TalkBack's: depth first, each element's children by place on "
        + "screen, as Android lists Views and orders Compose; a dump lists Compose nodes as they were composed and records "
        + "no order the app sets"

    static func describe(_ fact: ModelFact) -> String {
        switch fact {
        case .modality: "modal containment (accessibilityViewIsModal)"
        case .actions: "escape and other accessibility actions"
        case .hint: "hints"
        case .colors: "colours"
        case .textStyle: "text styles and sizes"
        case .traits: "traits"
        case .hitFrame: "touch areas beyond the frame"
        case .gestures: "gestures"
        case .opacity: "opacity"
        case .sheet: "sheet detents, position and dismissability"
        case .focus: "accessibility focus"
        case .notifications: "notifications"
        case .tracks: "animation tracks"
        case .roles: "element roles"
        case .importance: "whether each view is important for accessibility (a11y-important)"
        case .readingOrder: "the order the screen reader reads in"
        case .density: "the screen density (targets within 15 % of a size threshold)"
        case .stacking: "which element is on top where two overlap (elevation)"
        case .other(let token): token
        }
    }
}

extension OpenVocabulary {
    /// A platform's own type the model has no token for (`navigationBar`, `progressIndicator`),
    /// kept as a team's own token (`x-navigationBar`) so the imported scenario, written to a file,
    /// reads back as it was.
    static func platformType(_ name: String) -> Self { .other(extensionPrefix + name) }
}

extension Role {
    /// An Android `WebView`: what it holds is a web page's, laid out by the page.
    static let webView = platformType("webView")
}
