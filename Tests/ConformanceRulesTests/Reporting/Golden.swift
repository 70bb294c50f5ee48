import Foundation
import Testing

/// Compares output with a checked-in golden file under `Fixtures/golden/`; with
/// `MORPH_AUDIT_RECORD=1` in the environment it rewrites the file instead (and the test fails, so
/// a recording run is never mistaken for a passing one).
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden")

    static func check(_ bytes: [UInt8], named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["MORPH_AUDIT_RECORD"] == "1" {
            try Data(bytes).write(to: url)
            Issue.record("recorded \(name); run again without MORPH_AUDIT_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("no golden file \(name); record it with MORPH_AUDIT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if Data(bytes) != expected {
            let actual = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let wanted = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(zip(actual, wanted)).firstIndex { $0.0 != $0.1 } ?? min(actual.count, wanted.count)
            Issue.record("""
                \(name) differs at line \(line + 1):
                  expected: \(line < wanted.count ? String(wanted[line]) : "<end>")
                  actual:   \(line < actual.count ? String(actual[line]) : "<end>")
                """, sourceLocation: sourceLocation)
        }
    }
}
