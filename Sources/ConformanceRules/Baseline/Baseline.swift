/// The problems a team accepts for now (`morph-audit baseline write`), so that `audit --baseline`
/// fails only on new ones. One entry per fingerprint, sorted (`BaselineEntry.ordered`), written
/// one entry per line so that a change to the baseline reads as a short diff
/// (`docs/baselines.md`, schema `docs/baseline.schema.json`).
public struct Baseline: Sendable, Hashable {
    /// The file format's version; a change of meaning increases it.
    public static let currentVersion = 1
    /// What `morph-audit baseline write` writes when `-o` is not given.
    public static let defaultPath = "morph-audit.baseline.json"

    /// Sorted, one per fingerprint.
    public private(set) var entries: [BaselineEntry]
    private var byFingerprint: [String: Int]

    /// Sorts the entries; of two with one fingerprint the first is kept.
    public init(_ entries: [BaselineEntry]) {
        var seen: Set<String> = []
        self.entries = entries.filter { seen.insert($0.fingerprint).inserted }.sorted(by: BaselineEntry.ordered)
        byFingerprint = Dictionary(uniqueKeysWithValues: self.entries.enumerated().map { ($1.fingerprint, $0) })
    }

    public func entry(_ fingerprint: String) -> BaselineEntry? {
        byFingerprint[fingerprint].map { entries[$0] }
    }
}
