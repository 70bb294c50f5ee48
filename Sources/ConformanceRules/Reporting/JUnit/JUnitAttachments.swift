/// JUnit attachments (`--junit-attachments`): the picture of each failing testcase's state — its
/// wireframes, or a transition's motion chart — written as an SVG file into a folder beside the
/// JUnit report and named in the testcase's `system-out` as `[[ATTACHMENT|path]]` on a line of
/// its own, the convention Jenkins' JUnit Attachments plugin and GitLab read.
///
/// Both resolve the path from the directory the job runs in (Jenkins: the workspace, GitLab: the
/// project directory), so the path is written as the report's own path was given: run from the
/// repository root with a relative report path, as CI does. GitLab reads the first attachment of
/// a failed testcase and refuses `[`, `]` and `|` in the path; Jenkins stores attachments by
/// file name per test class. File names are therefore made of the scenario id and the state in
/// `[A-Za-z0-9._-]` and are unique across the report.
public struct JUnitAttachments: Sendable {
    /// The folder the SVG files go in.
    public let folder: String
    /// In report order: the file, the scenario file and the state it shows.
    let files: [(path: String, scenarioFile: String, state: StateKey)]
    private let paths: [Key: String]

    private struct Key: Hashable {
        var scenarioFile: String
        var state: StateKey
    }

    /// `reports/morph-audit.junit.xml` → `reports/morph-audit.junit-attachments`.
    public static func folder(besideReport path: String) -> String {
        (path.hasSuffix(".xml") ? String(path.dropLast(4)) : path) + "-attachments"
    }

    /// The attachments of `report`: one per state or transition with a failing testcase and a
    /// picture (a wireframe, or a motion chart of a transition with motion problems).
    public init(report: AuditReport, folder: String) {
        self.folder = folder
        var files: [(path: String, scenarioFile: String, state: StateKey)] = []
        var paths: [Key: String] = [:]
        var names: Set<String> = []
        for unit in ReportUnit.units(of: report) {
            guard case .scenario(let scenario) = unit, let pictures = scenario.pictures else { continue }
            for state in StateChecks.of(scenario) where state.checks.contains(where: report.fails) {
                guard JUnitAttachments.hasPicture(state, in: pictures) else { continue }
                let base = JUnitAttachments.fileName(scenario.scenarioID + "-" + state.state.state)
                var name = base
                var suffix = 2
                while !names.insert(name).inserted {
                    name = "\(base)-\(suffix)"
                    suffix += 1
                }
                let path = folder + "/" + name + ".svg"
                files.append((path, scenario.file, state.state))
                paths[Key(scenarioFile: scenario.file, state: state.state)] = path
            }
        }
        self.files = files
        self.paths = paths
    }

    /// The attachment of a state of a scenario file, if it has one.
    func path(scenarioFile: String, state: StateKey) -> String? {
        paths[Key(scenarioFile: scenarioFile, state: state)]
    }

    /// Writes every attachment (each replaced whole, as reports are); the ones that could not be
    /// written are returned, the others are still written.
    public func write(_ report: AuditReport) -> [ReportWriteError] {
        var failures: [ReportWriteError] = []
        var scenarios: [String: ScenarioAudit] = [:]
        for scenario in report.scenarios where scenarios[scenario.file] == nil { scenarios[scenario.file] = scenario }
        for file in files {
            guard let scenario = scenarios[file.scenarioFile], let pictures = scenario.pictures,
                  let state = StateChecks.of(scenario).first(where: { $0.state == file.state }) else { continue }
            do {
                let sink = try AtomicFileSink(path: file.path)
                try JUnitAttachments.render(state, pictures: pictures, scenario: scenario, report: report, into: sink)
                try sink.commit()
            } catch let error as ReportWriteError {
                failures.append(error)
            } catch {
                failures.append(ReportWriteError(path: file.path, reason: "\(error)"))
            }
        }
        return failures
    }

    static func render(_ state: StateChecks, pictures: ScenarioPictures, scenario: ScenarioAudit, report: AuditReport,
                       into sink: any ReportSink) throws {
        if state.state.isTransition {
            let ids = Set(state.checks.flatMap { $0.results.map(\.subject.id) })
            guard let motion = pictures.motion,
                  let data = try MotionSVG.render(motion, transitions: ids, heading: "\(scenario.scenarioID), transition \(state.state.state)",
                                                  label: "Motion of \(scenario.scenarioID), transition \(state.state.state)")
            else { return }
            try data.withUnsafeBytes { try sink.write($0) }
        } else if let drawings = pictures.state(state.state.state) {
            try JUnitAttachmentSVG(pictures: drawings, state: state, scenarioID: scenario.scenarioID, report: report)
                .write(to: MarkupWriter(sink: sink))
        }
    }

    private static func hasPicture(_ state: StateChecks, in pictures: ScenarioPictures) -> Bool {
        guard state.state.isTransition else { return !(pictures.state(state.state.state)?.wireframes.isEmpty ?? true) }
        let ids = Set(state.checks.flatMap { $0.results.map(\.subject.id) })
        return state.problems.contains { $0.pack == MotionPack.id }
            && pictures.motion?.transitions.contains { ids.contains($0.transition.id) } == true
    }

    /// `morphmodalkit-default-push-presented-pushed`: letters, digits, `_` and `-` only (every
    /// other run of characters, dots and slashes included, becomes one `-`), at most 100 characters.
    static func fileName(_ text: String) -> String {
        var name = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let kept = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || scalar == "_" || scalar == "-"
            if kept {
                if pendingDash, !name.isEmpty, name.last != "-", scalar != "-" { name.append("-") }
                pendingDash = false
                name.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
            if name.count >= 100 { break }
        }
        return name.isEmpty ? "state" : String(name.prefix(100))
    }
}
