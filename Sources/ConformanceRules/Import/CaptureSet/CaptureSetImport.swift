import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A capture set → one scenario: every dump it names imported as a snapshot of its state under
/// its settings, and its transitions between the captured states.
///
/// Dump paths are relative to the capture set's folder. A dump that is missing, unreadable or
/// not a dump is an error located at its entry in the capture set (with the dump's own errors
/// after it); the other dumps are still imported and audited. Where a transition records no
/// focus, it is taken from the captures: the element focused in the `from` capture before, the
/// one focused in the `to` capture after.
enum CaptureSetImport {
    static func load(_ data: Data, file: String, options: ImportOptions,
                     dumpBytes: Int = CaptureSet.maximumDumpBytes) throws(LoadFailure) -> LoadedScenario {
        let (root, _) = try DumpJSON.parse(DumpText.normalized(data), file: file)
        var reader = CaptureSetReader(file: file)
        guard let set = reader.read(root) else { throw LoadFailure(reader.errors) }
        var problems: [InputError] = []
        var imported: [(capture: CaptureSet.Capture, loaded: LoadedScenario)] = []
        var budget = dumpBytes
        for (position, capture) in set.captures.enumerated() {
            switch importCapture(capture, at: position, of: file, options: options, budget: &budget) {
            case .success(let loaded): imported.append((capture, loaded))
            case .failure(let failure): problems += failure.errors
            }
        }
        guard !imported.isEmpty else { throw LoadFailure(problems) }
        let ids = snapshotIDs(imported.map(\.capture))
        var snapshots: [Snapshot] = []
        var sourceMap = SourceMap()
        var notes = ["read as a capture set: \(imported.count) of \(set.captures.count) capture\(set.captures.count == 1 ? "" : "s") "
            + "imported, \(Set(imported.map(\.capture.state)).count) state\(Set(imported.map(\.capture.state)).count == 1 ? "" : "s")"]
        for ((capture, loaded), id) in zip(imported, ids) {
            guard var snapshot = loaded.scenario.snapshots.first else { continue }
            let importedID = snapshot.id
            snapshot.id = id
            snapshot.state = capture.state
            snapshots.append(snapshot)
            sourceMap.snapshotFiles[id] = loaded.file
            sourceMap.snapshotLines[id] = loaded.sourceMap.snapshotLines[importedID]
            sourceMap.nodeLines[id] = loaded.sourceMap.nodeLines[importedID]
            notes += loaded.notes.map { "\(id) (\(capture.file)): \($0)" }
        }
        var transitions: [Transition] = []
        var transitionIDs: Set<String> = []
        let index = CaptureTransitions.Index(snapshots)
        for (position, planned) in set.transitions.enumerated() {
            let path = "transitions[\(position)]"
            let made = CaptureTransitions.make(planned, index: index)
            switch made {
            case .success(let list) where transitions.count + list.count > CaptureSet.maximumTransitions:
                problems.append(InputError(file: file, line: planned.line, column: planned.column, codingPath: path,
                                           message: "left out: its \(list.count) pairs of captures would make more than "
                                               + "\(CaptureSet.maximumTransitions) transitions, the limit"))
            case .success(let list):
                for transition in list where transitionIDs.insert(transition.id).inserted {
                    transitions.append(transition)
                    sourceMap.transitionLines[transition.id] = planned.line
                }
            case .failure(let message):
                problems.append(InputError(file: file, line: planned.line, column: planned.column, codingPath: path, message: message))
            }
        }
        let scenario = Scenario(id: set.id ?? options.scenarioID ?? DumpAssembler.scenarioID(from: file),
                                title: set.title ?? options.title, source: "capture set \(DumpAssembler.baseName(file))",
                                snapshots: snapshots, transitions: transitions)
        if let issue = ScenarioValidator.validate(scenario).first {
            throw LoadFailure(problems + [InputError(file: file, message: "the capture set does not make a valid scenario: \(issue)")])
        }
        var loaded = LoadedScenario(scenario: scenario, file: file, format: .captureSet, sourceMap: sourceMap, notes: notes)
        loaded.problems = LoadFailure.capped(problems)
        return loaded
    }

    /// Reads and imports one dump, or says why not at its entry in the capture set.
    private static func importCapture(_ capture: CaptureSet.Capture, at position: Int, of setFile: String,
                                      options: ImportOptions, budget: inout Int) -> Result<LoadedScenario, LoadFailure> {
        let path = resolve(capture.file, against: setFile)
        func located(_ message: String, then details: [InputError] = []) -> LoadFailure {
            LoadFailure([InputError(file: setFile, line: capture.line, column: capture.column,
                                    codingPath: "captures[\(position)].file", message: "'\(capture.file)' \(message)")] + details)
        }
        let overBudget = "is not imported: the set's dumps together pass the limit of \(CaptureSet.maximumDumpBytes) bytes"
        guard budget > 0 else { return .failure(located(overBudget)) }
        let data: Data
        do {
            data = try ScenarioLoader.readFile(path)
        } catch {
            return .failure(located(error.errors.first.map { $0.message } ?? "cannot be read"))
        }
        guard data.count <= budget else {
            budget = 0
            return .failure(located(overBudget))
        }
        budget -= data.count
        let detected = capture.format ?? ScenarioLoader.detectFormat(of: data, path: path)
        guard let format = detected, HierarchyImport.isDumpFormat(format) else {
            let what = detected.map { $0 == .captureSet ? "is a capture set" : "is a morph-audit scenario" } ?? "is not a dump or printout this version recognises"
            return .failure(located(what + "; a capture set names hierarchy dumps and semantics printouts (or give its 'format')"))
        }
        var captureOptions = options
        captureOptions.state = capture.state
        captureOptions.scenarioID = nil
        captureOptions.density = capture.settings.density ?? options.density
        captureOptions.environment = merged(capture.settings.overrides, over: options.environment)
        do {
            return .success(try HierarchyImport.load(data, file: path, format: format, options: captureOptions))
        } catch {
            return .failure(located("could not be imported:", then: error.errors))
        }
    }

    /// `dumps/a.txt` beside `captures/set.json` is `captures/dumps/a.txt`; absolute paths stay.
    static func resolve(_ path: String, against setFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard let slash = setFile.lastIndex(of: "/") else { return path }
        return String(setFile[...slash]) + path
    }

    /// The capture set's settings over the command line's, field by field.
    private static func merged(_ set: EnvironmentOverrides, over command: EnvironmentOverrides) -> EnvironmentOverrides {
        var result = command
        if let value = set.platform { result.platform = value }
        if let value = set.contentSize { result.contentSize = value }
        if let value = set.colorScheme { result.colorScheme = value }
        if let value = set.reduceMotion { result.reduceMotion = value }
        if let value = set.prefersCrossFadeTransitions { result.prefersCrossFadeTransitions = value }
        if let value = set.increaseContrast { result.increaseContrast = value }
        if let value = set.boldText { result.boldText = value }
        if let value = set.voiceOver { result.voiceOver = value }
        return result
    }

    /// The state when it has one capture, else the state and the settings that tell its captures
    /// apart (`expanded-ax5`, `expanded-dark`); a capture's own `id` wins.
    static func snapshotIDs(_ captures: [CaptureSet.Capture]) -> [String] {
        var used = Set(captures.compactMap(\.id))
        return captures.map { capture in
            if let id = capture.id { return id }
            let siblings = captures.filter { $0.state == capture.state }
            guard siblings.count > 1 else { return unique(capture.state, &used) }
            let s = capture.settings
            var parts: [String] = []
            if Set(siblings.map(\.settings.platform)).count > 1, let value = s.platform { parts.append(value.token.lowercased()) }
            if Set(siblings.map(\.settings.contentSize)).count > 1 { parts.append((s.contentSize ?? .large).rawValue) }
            if Set(siblings.map(\.settings.colorScheme)).count > 1 { parts.append((s.colorScheme ?? .light).rawValue) }
            if Set(siblings.map(\.settings.reduceMotion)).count > 1 { parts.append(s.reduceMotion == true ? "reduce-motion" : "motion") }
            if Set(siblings.map(\.settings.crossFade)).count > 1, s.crossFade == true { parts.append("cross-fade") }
            if Set(siblings.map(\.settings.increaseContrast)).count > 1, s.increaseContrast == true { parts.append("increase-contrast") }
            if Set(siblings.map(\.settings.boldText)).count > 1, s.boldText == true { parts.append("bold-text") }
            if Set(siblings.map(\.settings.voiceOver)).count > 1, s.voiceOver == true { parts.append("voiceover") }
            return unique(([capture.state] + parts).joined(separator: "-"), &used)
        }
    }

    private static func unique(_ candidate: String, _ used: inout Set<String>) -> String {
        var id = candidate, next = 2
        while used.contains(id) {
            id = "\(candidate)-\(next)"
            next += 1
        }
        used.insert(id)
        return id
    }
}
