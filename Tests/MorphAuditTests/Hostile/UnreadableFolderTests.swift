import Foundation
import Testing

/// Row 11 of the adversarial run: a sub-folder that cannot be read was skipped in silence. As
/// root every folder can be read, so the run then drops to the `nobody` user with `setpriv`.
@Suite("Unreadable sub-folders")
struct UnreadableFolderTests {
    @Test("an unreadable sub-folder is an error, and the rest is audited")
    func unreadable() throws {
        let fixtures = try Fixtures.Folder()
        let folder = HostileFolder(url: fixtures.url)
        try folder.write("inputs/readable/good.xml", Fixtures.goodXML)
        try folder.write("inputs/locked/hidden.xml", Fixtures.goodXML.replacingOccurrences(of: "morphing-sheet", with: "hidden"))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        for path in [folder.url.path, folder.path("inputs"), folder.path("inputs/readable"), folder.path("out")] {
            chmod(path, 0o777)
        }
        chmod(folder.path("inputs/readable/good.xml"), 0o644)
        chmod(folder.path("inputs/locked"), 0o000)
        defer { chmod(folder.path("inputs/locked"), 0o755) }
        var arguments = ["audit", "inputs"] + HostileReports.arguments
        if getuid() == 0 {
            guard let executable = ToolRunner.executable, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                Issue.record("running as root without setpriv: cannot make a folder unreadable")
                return
            }
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
        }
        let run = try getuid() == 0 ? HostileRun.run(arguments, in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            : HostileRun.run(arguments, in: folder.url)
        #expect(run.status == 2, "status \(run.status): \(run.output.prefix(2_000))")
        #expect(run.output.contains("inputs/locked: error: folder cannot be read: permission denied"), "\(run.output.prefix(2_000))")
        try HostileReports.check(in: folder.url, audited: ["inputs/readable/good.xml"])
    }
}
