import Foundation
import Testing

/// The hostile suite: every row of the adversarial run's table and what held, run end to end
/// against the real executable. No case may crash, hang or destroy a file; each exits as stated
/// with its message, and an audit still audits the good input and writes well-formed reports.
@Suite("Hostile inputs, end to end")
struct HostileSuiteTests {
    @Test("exit status, message, nothing lost", arguments: HostileCase.all)
    func hostile(_ testCase: HostileCase) throws {
        let fixtures = try Fixtures.Folder()
        let folder = HostileFolder(url: fixtures.url)
        try folder.write("good.xml", Fixtures.goodXML)
        let arguments = try testCase.command(folder)
        let run = try HostileRun.run(arguments, in: folder.url)
        #expect(!run.timedOut, "morph-audit \(arguments.joined(separator: " ")) did not finish")
        #expect(run.signal == nil, "morph-audit crashed with signal \(run.signal ?? 0): \(run.standardError.suffix(2_000))")
        #expect(testCase.status.contains(run.status), "exit status \(run.status); standard error: \(run.standardError.prefix(3_000))")
        if let message = testCase.message {
            #expect(run.output.contains(message), "output: \(run.output.prefix(3_000))")
        }
        if testCase.audits, run.signal == nil, !run.timedOut {
            try HostileReports.check(in: folder.url, audited: ["good.xml"])
        }
        try testCase.check?(folder, run)
    }
}
