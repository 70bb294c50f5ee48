import ConformanceRules
import Foundation
@testable import morph_audit

/// What one run of the tool produced.
struct ToolResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum ToolRunner {
    /// Runs the tool in-process, as `main` does, with a captured console.
    static func inProcess(_ arguments: [String]) -> ToolResult {
        let captured = CapturedConsole()
        let status = MorphAudit.run(arguments, console: captured.console)
        return ToolResult(status: status.rawValue, standardOutput: captured.standardOutput,
                          standardError: captured.standardError)
    }

    /// The same, with the terminal, environment and clock the test chooses.
    static func inProcess(_ arguments: [String], errorIsTerminal: Bool = false, environment: [String: String] = [:],
                          clock: AuditClock) -> ToolResult {
        let captured = CapturedConsole()
        let console = captured.console(errorIsTerminal: errorIsTerminal, environment: environment, clock: clock)
        let status = MorphAudit.run(arguments, console: console)
        return ToolResult(status: status.rawValue, standardOutput: captured.standardOutput,
                          standardError: captured.standardError)
    }

    /// The built `morph-audit` executable: next to the test bundle, or in the package's `.build`.
    static let executable: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("morph-audit") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the real executable as a separate process, optionally in another working directory
    /// and with extra environment variables.
    static func process(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:])
        throws -> ToolResult
    {
        guard let executable else { throw ToolRunnerError.executableNotFound }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot stall the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ToolResult(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                          standardError: String(decoding: errorData, as: UTF8.self))
    }
}

enum ToolRunnerError: Error {
    case executableNotFound
}
