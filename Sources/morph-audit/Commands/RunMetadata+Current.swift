import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RunMetadata {
    /// Where SARIF's `informationUri` points: the project's home.
    static let informationURI = ProjectLinks.repository

    /// The facts of this run: the time it started (UTC, or `SOURCE_DATE_EPOCH` when set, for
    /// reproducible reports) and the host name.
    static func current(version: String, environment: [String: String]) -> RunMetadata {
        let seconds = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init) ?? Int(Date().timeIntervalSince1970)
        return RunMetadata(toolVersion: version, profile: .default, packs: [], timestamp: utcTimestamp(seconds),
                           hostname: hostName(), informationURI: informationURI)
    }

    /// `YYYY-MM-DDTHH:MM:SS` without a zone: the form every JUnit consumer reads as UTC.
    static func utcTimestamp(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    private static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
