import A11yModel

/// The findings of a rule that checks several facts about one target: any failure fails it,
/// otherwise any fact the capture lacks makes it "can't tell", otherwise it passes. A failure
/// that can be proved from what was captured is reported even when another fact is missing.
struct TransitionChecklist {
    private(set) var failures: [String] = []
    private(set) var doubts: [String] = []

    mutating func fail(_ message: String) { failures.append(message) }

    mutating func doubt(_ message: String) { doubts.append(message) }

    func verdict(for target: String, in snapshot: String? = nil, measured: String? = nil,
                 threshold: String? = nil) -> Verdict {
        if !failures.isEmpty {
            return .failed(target, in: snapshot, failures.joined(separator: "; "), measured: measured, threshold: threshold)
        }
        if !doubts.isEmpty {
            return .cantTell(target, in: snapshot, doubts.joined(separator: "; "), measured: measured, threshold: threshold)
        }
        return .passed(target, in: snapshot, measured: measured, threshold: threshold)
    }
}
