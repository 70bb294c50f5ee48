import ConformanceRules
import Foundation
import Testing

/// One run of the real executable for the hostile suite: in its own folder, with a time limit,
/// and telling a crash (a signal) from an exit status.
struct HostileRun {
    var status: Int32
    /// The signal that ended the process, when it did not exit.
    var signal: Int32?
    var standardOutput: Data
    var standardError: String
    var timedOut: Bool

    /// Standard output and error: an audit prints input errors in its terminal report.
    var output: String { String(decoding: standardOutput, as: UTF8.self) + "\n" + standardError }

    /// Runs `morph-audit arguments` in `folder`; a run past `timeout` seconds is killed.
    static func run(_ arguments: [String], in folder: URL, timeout: Double = 300, executable: URL? = ToolRunner.executable,
                    whileRunning: ((Process) -> Void)? = nil) throws -> HostileRun {
        guard let executable else { throw ToolRunnerError.executableNotFound }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let reading = DispatchGroup()
        nonisolated(unsafe) var outputData = Data(), errorData = Data()
        reading.enter()
        DispatchQueue.global().async {
            outputData = output.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        reading.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        whileRunning?(process)
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        reading.wait()
        let bySignal = process.terminationReason == .uncaughtSignal
        return HostileRun(status: bySignal ? -1 : process.terminationStatus, signal: bySignal ? process.terminationStatus : nil,
                          standardOutput: outputData, standardError: String(decoding: errorData, as: UTF8.self),
                          timedOut: timedOut)
    }
}

/// The reports an `audit` of the suite writes, and the checks every one of them must pass:
/// written, well-formed, and listing the good input as audited.
enum HostileReports {
    static let junit = "out/report.junit.xml"
    static let sarif = "out/report.sarif"
    static let json = "out/report.json"

    static var arguments: [String] {
        ["--junit-dialect", "strict", "--report", "junit:" + junit, "--report", "sarif:" + sarif, "--report", "json:" + json]
    }

    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ConformanceRulesTests/Fixtures/junit-schemas/jenkins-xunit-junit-10.xsd")

    /// Records an issue for each report that is missing, malformed, or does not list `audited`.
    static func check(in folder: URL, audited: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let json = try Data(contentsOf: folder.appendingPathComponent(Self.json))
        let report = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any], sourceLocation: sourceLocation)
        let files = (report["scenarios"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        for file in audited {
            #expect(files.contains(file), "\(file) is not among the audited scenarios \(files)", sourceLocation: sourceLocation)
        }
        let sarif = try Data(contentsOf: folder.appendingPathComponent(Self.sarif))
        let log = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any], sourceLocation: sourceLocation)
        #expect(log["version"] as? String == "2.1.0", sourceLocation: sourceLocation)
        let junit = try String(contentsOf: folder.appendingPathComponent(Self.junit), encoding: .utf8)
        let schemaText = try String(contentsOf: schema, encoding: .utf8)
        let problems = try XMLSchemaValidator.validate(junit, against: schemaText)
        #expect(problems.isEmpty, "the JUnit report is not valid: \(problems.prefix(3))", sourceLocation: sourceLocation)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(left.allSatisfy { !$0.hasSuffix(".tmp") }, "temporary files left behind: \(left)", sourceLocation: sourceLocation)
    }
}
