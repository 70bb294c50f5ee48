import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Edits that do not change a problem leave its fingerprint — and so its baseline entry, its SARIF
/// alert and its JSON `fingerprint` — unchanged: the order of environments, the file's format,
/// where nodes sit in the file, and a recaptured dump with unrelated nodes added.
@Suite("Fingerprint stability")
struct FingerprintStabilityTests {
    static let file = "morphmodalkit-default.json"

    /// The fingerprints of the default scenario as bundled, and of it written as `variant` says.
    private func fingerprints(_ variant: (BaselineWorkspace) throws -> Void) throws -> (before: Set<String>, after: Set<String>, known: AuditReport) {
        let workspace = try BaselineWorkspace()
        defer { workspace.remove() }
        try workspace.write(Scenario.morphModalKitDefault(), as: Self.file)
        let before = workspace.audit()
        let baseline = workspace.baseline().baseline
        try workspace.delete(Self.file)
        try variant(workspace)
        let after = workspace.audit(baseline: baseline)
        return (before.fingerprints, after.fingerprints, after)
    }

    private func expectUnchanged(_ result: (before: Set<String>, after: Set<String>, known: AuditReport)) {
        #expect(result.before.count > 200)
        #expect(result.after == result.before, "gone: \(result.before.subtracting(result.after).count), new: \(result.after.subtracting(result.before).count)")
        #expect(result.known.status == .clean)
        #expect(result.known.baseline?.fixed.isEmpty == true)
    }

    @Test("reordering the environments (snapshots and transitions) changes no fingerprint")
    func reorderingEnvironments() throws {
        expectUnchanged(try fingerprints { workspace in
            var scenario = try Scenario.morphModalKitDefault()
            scenario.snapshots.reverse()
            scenario.transitions.reverse()
            try workspace.write(scenario, as: Self.file)
        })
    }

    @Test("reformatting the file, or writing it as XML, changes no fingerprint")
    func reformatting() throws {
        expectUnchanged(try fingerprints { workspace in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            try workspace.write(encoder.encode(Scenario.morphModalKitDefault()), as: Self.file)
        })
        expectUnchanged(try fingerprints { workspace in
            try workspace.write(ScenarioXML.encode(Scenario.morphModalKitDefault()), as: "morphmodalkit-default.xml")
        })
    }

    @Test("moving nodes within the file changes no fingerprint")
    func movingNodes() throws {
        expectUnchanged(try fingerprints { workspace in
            // Every menu's grid of buttons in the opposite order: each button moves hundreds of lines.
            var scenario = try Scenario.morphModalKitDefault()
            for grid in ["menu-1-grid", "menu-2-grid", "menu-3-grid"] {
                scenario = scenario.changingNode(grid) { $0.children.reverse() }
            }
            try workspace.write(scenario, as: Self.file)
        })
    }

    @Test("a recaptured dump with unrelated nodes added and nodes moved changes no fingerprint")
    func recapturedDump() throws {
        let original = String(decoding: try ImportFixtures.data("uia2-bottom-sheet.xml"), as: UTF8.self)
        // Captured by another tool run: LF line ends instead of CRLF, tabs instead of spaces.
        var lines = original.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        let share = try #require(lines.firstIndex { $0.contains("id/share_more") })
        let favourite = try #require(lines.firstIndex { $0.contains("id/favourite_icon") })
        lines.swapAt(share, favourite)
        // A new text below the switch: another element of the same sheet, unrelated to any problem.
        let toggle = try #require(lines.firstIndex { $0.contains("id/include_map") })
        lines.insert(lines[toggle].replacingOccurrences(of: "android.widget.Switch", with: "android.widget.TextView")
            .replacingOccurrences(of: "include_map", with: "elevation")
            .replacingOccurrences(of: "text=\"Include map\"", with: "text=\"Elevation 320 m\"")
            .replacingOccurrences(of: "checkable=\"true\" checked=\"true\" clickable=\"true\"",
                                  with: "checkable=\"false\" checked=\"false\" clickable=\"false\""), at: toggle + 1)
        let recaptured = lines.map { $0.replacingOccurrences(of: "  ", with: "\t") }.joined(separator: "\n")
        #expect(recaptured.contains("Elevation 320 m"))

        let workspace = try BaselineWorkspace()
        defer { workspace.remove() }
        // The dump's file name is its scenario id, so both captures are saved under one name.
        try workspace.write(Data(original.utf8), as: "share-sheet.xml")
        let before = workspace.audit()
        let baseline = workspace.baseline().baseline
        try workspace.write(Data(recaptured.utf8), as: "share-sheet.xml")
        let after = workspace.audit(baseline: baseline)
        #expect(before.fingerprints.count > 10)
        #expect(after.inputErrors.isEmpty, "\(after.inputErrors)")
        #expect(after.fingerprints == before.fingerprints)
        #expect(after.status == .clean)
        #expect(after.baseline?.fixed.isEmpty == true)
        // The moved element's problem is the same problem at another line.
        let moved = { (report: AuditReport) in report.allProblems.first { $0.element == "share_more" && $0.ruleID == "control-name" } }
        let was = try #require(moved(before)), now = try #require(moved(after))
        #expect(was.location.line != now.location.line)
    }
}
