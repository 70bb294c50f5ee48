#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import ConformanceRules

/// `ParallelWork` does every index once, never more than its width at a time, keeps width 1 on
/// the calling thread, and finishes even when every caller blocks a thread of the cooperative pool.
struct ParallelWorkTests {
    @Test("width 1 runs each index on the calling thread, in order")
    func widthOneStaysOnTheCallingThread() {
        let caller = pthread_self()
        let others = Mutex(0)
        var received: [Int] = []
        ParallelWork.run(count: 5, width: 1, { index in
            if pthread_equal(pthread_self(), caller) == 0 { others.withLock { $0 += 1 } }
            return index * 10
        }, receive: { index, output in
            #expect(output == index * 10)
            received.append(index)
        })
        #expect(received == [0, 1, 2, 3, 4])
        #expect(others.withLock { $0 } == 0)
    }

    @Test("every index is done once, off the calling thread, at most `width` at a time", arguments: [2, 3, 8])
    func everyIndexOnceWithinTheWidth(_ width: Int) {
        let caller = pthread_self()
        struct Watch { var running = 0, most = 0, onCaller = 0, done: [Int] = [] }
        let watch = Mutex(Watch())
        var received = Set<Int>()
        ParallelWork.run(count: 40, width: width, { index in
            watch.withLock { watch in
                watch.running += 1
                watch.most = max(watch.most, watch.running)
                if pthread_equal(pthread_self(), caller) != 0 { watch.onCaller += 1 }
            }
            usleep(500)
            watch.withLock { watch in
                watch.running -= 1
                watch.done.append(index)
            }
            return index
        }, receive: { index, output in
            #expect(index == output)
            #expect(received.insert(index).inserted, "index \(index) received twice")
        })
        let seen = watch.withLock { $0 }
        #expect(received == Set(0..<40))
        #expect(seen.done.sorted() == Array(0..<40))
        #expect(seen.most <= width && seen.most > 1, "at most \(seen.most) at once")
        #expect(seen.onCaller == 0)
    }

    @Test("no work is nothing to receive")
    func nothingToDo() {
        var calls = 0
        ParallelWork.run(count: 0, width: 4, { $0 }, receive: { _, _ in calls += 1 })
        #expect(calls == 0)
    }

    /// Callers that wait on every thread of the cooperative pool at once (tests run in parallel
    /// call the audit from async code): workers of that pool would never run, and this would hang.
    @Test("callers blocking every thread of the cooperative pool still finish", .timeLimit(.minutes(1)))
    func blockedCooperativePool() async {
        let callers = 16
        let totals = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    var total = 0
                    ParallelWork.run(count: 20, width: 2, { index in
                        usleep(200)
                        return index
                    }, receive: { _, output in total += output })
                    return total
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(totals == Array(repeating: 190, count: callers))
    }
}
