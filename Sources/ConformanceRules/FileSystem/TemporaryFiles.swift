#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files of reports being written, removed when the process is interrupted.
///
/// `installInterruptCleanup()` turns SIGINT and SIGTERM into: remove every temporary file still
/// registered, then exit with 130 or 143 (128 + the signal, the status a shell gives a process
/// the signal ended). The signal handler only writes the signal's number to a pipe (the one
/// thing a handler may safely do); a thread waiting on the pipe does the removing, so it may take
/// locks. SIGKILL cannot be caught: what it leaves behind is swept by the next write of the same
/// report (`AtomicFileSink` removes temporary files whose process no longer exists).
public enum TemporaryFiles {
    private struct Registry {
        var paths: Set<String> = []
        /// Set once an interruption has removed the files: none may be created after it.
        var closed = false
    }

    private static let registry = Mutex(Registry())
    private static let installed = Mutex(false)

    /// Creates `path` exclusively and registers it, under the registry's lock: an interruption
    /// then either removes the file or happens before it exists and stops it from being made.
    /// Returns the descriptor, or -1 with `errno` set.
    static func create(_ path: String) -> Int32 {
        registry.withLock { registry in
            guard !registry.closed else {
                errno = EINTR
                return -1
            }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { registry.paths.insert(path) }
            return descriptor
        }
    }

    static func unregister(_ path: String) {
        _ = registry.withLock { $0.paths.remove(path) }
    }

    /// The files that an interruption now would remove.
    static var paths: Set<String> { registry.withLock { $0.paths } }

    /// Removes every registered file; returns how many there were.
    /// Removes every registered file, and refuses to create more; returns how many there were.
    @discardableResult
    static func removeAllAndClose() -> Int {
        registry.withLock { registry in
            for path in registry.paths { unlink(path) }
            defer {
                registry.paths.removeAll()
                registry.closed = true
            }
            return registry.paths.count
        }
    }

    /// Once per process, from the executable's entry point; later calls do nothing.
    public static func installInterruptCleanup() {
        installed.withLock { done in
            guard !done else { return }
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return }
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            interruptPipe = ends[1]
            cleanupPipe = ends[0]
            // A thread of its own rather than a dispatch queue: a run that needs no other thread
            // then never starts dispatch's pool.
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            guard pthread_create(&thread, nil, { _ in
                var number: UInt8 = 0
                while read(cleanupPipe, &number, 1) < 0 && errno == EINTR {}
                TemporaryFiles.removeAllAndClose()
                _exit(128 + Int32(number))
            }, nil) == 0 else { return }
            var caught = sigset_t()
            sigemptyset(&caught)
            for signalNumber in [SIGINT, SIGTERM] {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = interruptHandler
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                sigaction(signalNumber, &action, nil)
                sigaddset(&caught, signalNumber)
            }
            // A process inherits its parent's blocked signals, and the thread that installs the
            // handlers does the audit: blocked there, the signals would wait until the run ends.
            pthread_sigmask(SIG_UNBLOCK, &caught, nil)
            done = true
        }
    }
}

/// Written once, before the handlers are installed; read only by them.
nonisolated(unsafe) private var interruptPipe: Int32 = -1
/// The pipe's other end, written once before the thread that reads it starts.
nonisolated(unsafe) private var cleanupPipe: Int32 = -1

/// The signal handler: async-signal-safe, it only writes the signal's number to the pipe.
private func interruptHandler(_ signalNumber: Int32) {
    var number = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(interruptPipe, &number, 1)
}
