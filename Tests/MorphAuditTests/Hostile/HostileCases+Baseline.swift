import Foundation
import Testing

/// Baselines are inputs like any other: bounded before they are read, never replaced by a report,
/// and a broken one stops nothing but itself.
extension HostileCase {
    static let baselines: [HostileCase] = [
        .audit(row: "baseline", "a sparse 2 GiB baseline", status: [2], message: "big.json: error: file is 2147483648 bytes",
               options: ["--baseline", "big.json"], write: { folder in
            try folder.sparse("big.json", size: 1 << 31)
            return []
        }),
        .audit(row: "baseline", "a device as the baseline", status: [2], message: "/dev/zero: error: is a character device",
               options: ["--baseline", "/dev/zero"], write: { _ in [] }),
        .audit(row: "baseline", "a baseline nested 5,000 deep", status: [2], message: "nested deeper than 1024 levels",
               options: ["--baseline", "deep.json"], write: { folder in
            try folder.write("deep.json", String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000))
            return []
        }),
        .command(row: "baseline", "the baseline as a report path is a usage error", status: [64],
                 message: "the report path b.json is the input b.json", { folder in
            try folder.write("b.json", "{\"version\": 1, \"fingerprint\": \"morphAuditProblem/v1\", \"entries\": []}")
            return ["audit", "good.xml", "--baseline", "b.json", "--report", "json:b.json"]
        }, check: { folder, _ in
            let kept = String(decoding: try folder.read("b.json"), as: UTF8.self)
            #expect(kept.contains("\"entries\": []"))
        }),
        .command(row: "baseline", "baseline write over a scenario leaves it as it was", status: [2], message: "not overwritten",
                 { _ in ["baseline", "write", "good.xml", "-o", "good.xml"] }, check: { folder, _ in
            let kept = String(decoding: try folder.read("good.xml"), as: UTF8.self)
            #expect(kept == Fixtures.goodXML)
        }),
        .command(row: "baseline", "baseline write to /dev/null writes the device in place", status: [0],
                 { _ in ["baseline", "write", "good.xml", "-o", "/dev/null"] }, check: { _, _ in
            let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
            #expect(type == .typeCharacterSpecial)
        }),
    ]
}
