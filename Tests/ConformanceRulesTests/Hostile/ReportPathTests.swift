import Foundation
import Testing
@testable import ConformanceRules

/// Report destinations are compared as files, not as spellings, and never replace an input.
@Suite("Report paths")
struct ReportPathTests {
    private func requests(_ arguments: [String]) throws -> [ReportRequest] {
        try arguments.map(ReportRequest.init(parsing:))
    }

    @Test("one file under several spellings is one destination", arguments: [
        ["junit:./a.xml", "json:sub/../a.xml"], ["junit:dir//a.xml", "sarif:dir/a.xml"], ["junit:a.xml", "json:a.xml"],
    ])
    func collisions(_ arguments: [String]) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let absolute = arguments.map { argument -> String in
            let colon = try! #require(argument.firstIndex(of: ":"))
            return argument[...colon] + root.path + "/" + argument[argument.index(after: colon)...]
        }
        #expect(throws: ReportRequestError.self) { try ReportRequest.resolve(try requests(absolute)) }
    }

    @Test("a symbolic link and its (future) target collide")
    func link() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.path + "/alias.xml", withDestinationPath: "a.xml")
        #expect(throws: ReportRequestError.self) {
            try ReportRequest.resolve(try requests(["junit:\(root.path)/a.xml", "json:\(root.path)/alias.xml"]))
        }
    }

    @Test("- is standard output, which then holds that report alone")
    func dash() throws {
        let resolved = try ReportRequest.resolve(try requests(["json:-"]))
        #expect(resolved == [ReportRequest(kind: .json, destination: .standardOutput)])
        #expect(throws: ReportRequestError.self) { try ReportRequest.resolve(try requests(["json:-", "sarif:-"])) }
        #expect(throws: ReportRequestError.self) { try ReportRequest.resolve(try requests(["json:-", "terminal"])) }
    }

    @Test("an input, named or found in a named folder, is never a report path")
    func inputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("in"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = root.appendingPathComponent("in/s.xml").path
        try Data("<scenario format-version=\"1\" id=\"s\"/>".utf8).write(to: URL(fileURLWithPath: scenario))
        let report = root.appendingPathComponent("in/old.junit.xml").path
        try Data("<testsuites/>".utf8).write(to: URL(fileURLWithPath: report))
        #expect(throws: ReportRequestError.self) {
            try ReportRequest.checkNotInputs(try requests(["junit:" + scenario]), inputs: [scenario])
        }
        #expect(throws: ReportRequestError.self) {
            try ReportRequest.checkNotInputs(try requests(["json:" + scenario]), inputs: [root.appendingPathComponent("in").path])
        }
        // A report from an earlier run in the input folder is not an input: replacing it is fine.
        try ReportRequest.checkNotInputs(try requests(["junit:" + report]), inputs: [root.appendingPathComponent("in").path])
    }
}
