import Foundation
import Testing

/// One hostile input of the suite: what it writes, the command it runs, and what must come out.
///
/// Every case runs the real executable in a fresh folder holding `good.xml`, a valid scenario.
/// An `audit` case audits it next to the hostile input and writes JUnit (strict), SARIF and JSON
/// reports; besides the case's own status and message, the good file must be in every report,
/// every report must be well-formed, and no temporary file may be left.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// The row of the adversarial run's table it reproduces (`1`…`12`), or `held` for what
    /// already held and must keep holding.
    var row: String
    var name: String
    /// Writes the case's files into the folder and returns the command line after `morph-audit`.
    var command: @Sendable (HostileFolder) throws -> [String]
    /// Acceptable exit statuses.
    var status: Set<Int32>
    /// Text standard error must contain.
    var message: String?
    /// Whether the command is an audit of `good.xml` with the suite's three reports.
    var audits = false
    /// More checks after the run.
    var check: (@Sendable (HostileFolder, HostileRun) throws -> Void)?

    var testDescription: String { "row \(row): \(name)" }

    /// An `audit` of `good.xml` and `inputs` with the three reports, plus `options`.
    static func audit(row: String, _ name: String, status: Set<Int32>, message: String? = nil,
                      options: [String] = [], write: @escaping @Sendable (HostileFolder) throws -> [String],
                      check: (@Sendable (HostileFolder, HostileRun) throws -> Void)? = nil) -> HostileCase {
        HostileCase(row: row, name: name, command: { folder in
            ["audit", "good.xml"] + (try write(folder)) + HostileReports.arguments + options
        }, status: status, message: message, audits: true, check: check)
    }

    /// Any other command.
    static func command(row: String, _ name: String, status: Set<Int32>, message: String? = nil,
                        _ command: @escaping @Sendable (HostileFolder) throws -> [String],
                        check: (@Sendable (HostileFolder, HostileRun) throws -> Void)? = nil) -> HostileCase {
        HostileCase(row: row, name: name, command: command, status: status, message: message, check: check)
    }
}

/// The case's folder; `good.xml` is already in it.
struct HostileFolder: Sendable {
    let url: URL

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, Data(text.utf8)) }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return name
    }

    /// A sparse file of `size` bytes: it costs nothing on disk, and everything to read.
    @discardableResult
    func sparse(_ name: String, size: UInt64) throws -> String {
        try write(name, Data())
        let handle = try FileHandle(forWritingTo: url.appendingPathComponent(name))
        try handle.truncate(atOffset: size)
        try handle.close()
        return name
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func read(_ name: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(name)) }
}
