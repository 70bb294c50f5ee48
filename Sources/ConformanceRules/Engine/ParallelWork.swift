import Dispatch
import Synchronization

/// Work spread over threads, for synchronous callers.
///
/// Each worker is a serial dispatch queue of its own: dispatch gives such queues threads as they
/// need them, so a caller that waits for the workers — even a thread of Swift's cooperative pool,
/// as in tests — never keeps them from running. Work of width 1 runs on the calling thread: a
/// one-file audit starts no thread at all.
enum ParallelWork {
    /// Runs `work` for every index below `count` on at most `width` threads, each taking the next
    /// index when it finishes one, and hands every output to `receive` on the calling thread in
    /// the order they finish.
    static func run<Output: Sendable>(count: Int, width: Int, _ work: @escaping @Sendable (Int) -> Output,
                                      receive: (Int, Output) -> Void) {
        let workers = min(max(width, 1), count)
        guard workers > 1 else {
            for index in 0..<count { receive(index, work(index)) }
            return
        }
        let handoff = Handoff<Output>(count: count)
        for worker in 0..<workers {
            DispatchQueue(label: "morph-audit.worker-\(worker)").async {
                while let index = handoff.claim() {
                    handoff.finish(index, work(index))
                }
            }
        }
        for _ in 0..<count {
            let (index, output) = handoff.nextFinished()
            receive(index, output)
        }
    }
}

/// The indexes still to claim and the outputs not yet received, shared by the workers and the caller.
private final class Handoff<Output: Sendable>: Sendable {
    private struct State {
        var nextIndex = 0
        var finished: [(index: Int, output: Output)] = []
    }

    private let count: Int
    private let state = Mutex(State())
    /// Signalled once for every output finished.
    private let ready = DispatchSemaphore(value: 0)

    init(count: Int) {
        self.count = count
    }

    /// The next index to work on, or nil when every index is taken.
    func claim() -> Int? {
        state.withLock { state in
            guard state.nextIndex < count else { return nil }
            defer { state.nextIndex += 1 }
            return state.nextIndex
        }
    }

    func finish(_ index: Int, _ output: Output) {
        state.withLock { $0.finished.append((index, output)) }
        ready.signal()
    }

    /// Waits for the oldest output the caller has not received.
    func nextFinished() -> (index: Int, output: Output) {
        ready.wait()
        return state.withLock { $0.finished.removeFirst() }
    }
}
