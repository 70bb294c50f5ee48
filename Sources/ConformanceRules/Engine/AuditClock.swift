import Dispatch

/// Where the engine reads the time it reports as durations. The system clock in real runs; a
/// frozen one in tests, so that reports are reproducible to the byte.
public struct AuditClock: Sendable {
    /// Nanoseconds on a monotonic scale; only differences are used.
    public let nanoseconds: @Sendable () -> UInt64

    public init(_ nanoseconds: @escaping @Sendable () -> UInt64) {
        self.nanoseconds = nanoseconds
    }

    public static let system = AuditClock { DispatchTime.now().uptimeNanoseconds }

    /// Time stands still: every duration is zero.
    public static let frozen = AuditClock { 0 }

    /// Seconds from `start` to now.
    func seconds(since start: UInt64) -> Double {
        let now = nanoseconds()
        return now > start ? Double(now - start) / 1e9 : 0
    }
}
