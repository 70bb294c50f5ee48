import Foundation
import Testing

/// Row 9 of the adversarial run: a report being written when the process is interrupted. SIGINT
/// and SIGTERM remove the temporary files and exit 130 and 143; SIGKILL cannot be caught, so the
/// next write of the same report removes what it left.
@Suite("Interrupted report writes")
struct InterruptTests {
    /// Runs an audit of a scenario large enough that its reports take a while, sends `signal`
    /// once a temporary report file exists, and returns the run and the files left in `out/`.
    private func interrupt(with signal: Int32, in folder: HostileFolder) throws -> (HostileRun, [String])? {
        let out = folder.url.appendingPathComponent("out")
        let arguments = ["audit", "large.xml", "--jobs", "1"] + HostileReports.arguments
        var signalled = false
        let run = try HostileRun.run(arguments, in: folder.url, timeout: 600) { process in
            let deadline = Date().addingTimeInterval(300)
            while process.isRunning, Date() < deadline {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
                if names.contains(where: { $0.hasSuffix(".tmp") }) {
                    kill(process.processIdentifier, signal)
                    signalled = true
                    return
                }
                usleep(1_000)
            }
        }
        // The run finished before a report was started: nothing was interrupted, nothing to judge.
        guard signalled else { return nil }
        return (run, (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])
    }

    @Test("SIGTERM and SIGINT remove temporary files and exit 128 + the signal", arguments: [SIGTERM, SIGINT])
    func caught(_ signal: Int32) throws {
        let fixtures = try Fixtures.Folder()
        let folder = HostileFolder(url: fixtures.url)
        try folder.write("large.xml", HostileInputs.scenario(nodes: 40_000, snapshots: 4))
        let (run, left) = try #require(try interrupt(with: signal, in: folder), "the audit ended before writing a report")
        #expect(run.signal == nil && run.status == 128 + signal, "status \(run.status), signal \(run.signal ?? 0)")
        #expect(left.allSatisfy { !$0.hasSuffix(".tmp") }, "left behind: \(left)")
    }

    @Test("what SIGKILL leaves is removed by the next write of the same report")
    func killed() throws {
        let fixtures = try Fixtures.Folder()
        let folder = HostileFolder(url: fixtures.url)
        try folder.write("large.xml", HostileInputs.scenario(nodes: 40_000, snapshots: 4))
        let (run, left) = try #require(try interrupt(with: SIGKILL, in: folder), "the audit ended before writing a report")
        #expect(run.signal == SIGKILL)
        let abandoned = left.filter { $0.hasSuffix(".tmp") }
        #expect(!abandoned.isEmpty, "SIGKILL cannot be caught, so its temporary file stays until the next run")
        let again = try HostileRun.run(["audit", "good.xml"] + HostileReports.arguments, in: try {
            try folder.write("good.xml", Fixtures.goodXML)
            return folder.url
        }())
        #expect(again.status == 1)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out").path)
        #expect(after.allSatisfy { !$0.hasSuffix(".tmp") }, "left behind after the next run: \(after)")
    }
}
