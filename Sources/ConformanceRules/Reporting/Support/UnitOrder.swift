/// Where a file's part goes in a report that takes files as their audits end: reports list
/// files in path order, and for one path the audited scenario first, then the errors of its
/// inputs, then what a baseline still holds for it (the order `ReportUnit.units` gives).
struct UnitOrder: Comparable {
    var file: String
    var rank: Rank
    /// The unit's place among those of its rank: the order scenarios were handed over, errors
    /// first met, gone files listed.
    var ordinal: Int

    enum Rank: Int, Comparable {
        case scenario, unusable, gone

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    static func < (lhs: UnitOrder, rhs: UnitOrder) -> Bool {
        (lhs.file, lhs.rank, lhs.ordinal) < (rhs.file, rhs.rank, rhs.ordinal)
    }

    /// The files whose inputs could not be used, each with its errors, in the order first met.
    static func unusable(_ errors: [InputError]) -> [(order: UnitOrder, errors: [InputError])] {
        var groups: [(order: UnitOrder, errors: [InputError])] = []
        var index: [String: Int] = [:]
        for error in errors {
            let file = error.location.file
            if let known = index[file] {
                groups[known].errors.append(error)
            } else {
                index[file] = groups.count
                groups.append((UnitOrder(file: file, rank: .unusable, ordinal: groups.count), [error]))
            }
        }
        return groups.sorted { $0.order < $1.order }
    }

    /// `scenarios` in report order, each with its place in it.
    static func sorted(_ scenarios: [ScenarioAudit]) -> [ScenarioAudit] {
        scenarios.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element)
    }
}
