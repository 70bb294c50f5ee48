import Foundation
import Testing

/// Runs `work` on its own thread and records a failure if it has not returned after `seconds`.
///
/// A hang guard, not a timing: the bound is tens of times what the work takes, so it only trips
/// when something went quadratic or never ends. Swift Testing's `.timeLimit` cannot stop work
/// that never checks for cancellation, so the run would wait forever instead of failing; here the
/// stuck thread is left behind and the test fails at once.
func finishes<T: Sendable>(within seconds: Double = 60, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                           _ work: @escaping @Sendable () throws -> T) throws -> T? {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    let thread = Thread {
        box.result = Result { try work() }
        done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else {
        Issue.record("\(what) did not finish within \(Int(seconds)) s", sourceLocation: sourceLocation)
        return nil
    }
    return try box.result?.get()
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // Written once by the worker before it signals; read only after the wait succeeds.
    var result: Result<T, any Error>?
}
