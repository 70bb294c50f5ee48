import A11yModel
import Synchronization

/// Environment phrases already worked out, by the environments they were worked out from.
///
/// A report says the same few phrases for thousands of problems (most occur in every environment
/// judged), and working one out formats every setting of every environment and searches
/// combinations of settings: it was a sixth of the JUnit writer's time. Phrases depend on nothing
/// else, so one memo serves every report and thread.
enum EnvironmentPhraseMemo {
    struct Key: Hashable {
        enum Phrase: Hashable { case occurrence, part }
        var phrase: Phrase
        var found: [Environment]
        var judged: [Environment]
    }

    /// More distinct phrases than a run of many scenarios says; past it the memo starts again, so
    /// a run of endless variety still holds a bounded number.
    static let capacity = 1_024

    private static let phrases = Mutex<[Key: String?]>([:])

    /// The phrase for `key`, made by `make` the first time.
    static func phrase(_ key: Key, _ make: () -> String?) -> String? {
        if let known = phrases.withLock({ $0[key] }) { return known }
        let made = make()
        phrases.withLock { phrases in
            if phrases.count >= capacity { phrases.removeAll(keepingCapacity: true) }
            phrases[key] = made
        }
        return made
    }
}
