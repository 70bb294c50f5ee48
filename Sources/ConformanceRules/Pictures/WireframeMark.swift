import A11yModel

/// One element outlined on a wireframe, with the numbers of its problems in a badge that links
/// to the problem (or, for several, to the element's line in the drawing's list, which links to
/// each). Drawn in the style of its most pressing problem.
struct WireframeMark {
    var element: String
    /// The numbers of its problems within their state, as the problem list shows them.
    var numbers: [Int]
    var standing: ProblemStanding
    /// A fragment (`#s1-2-3`); nil in a standalone SVG.
    var link: String?
    /// What the badge is called: `Problem 3: handle-contrast on handle, fails the run`.
    var name: String

    /// `3`, `3, 5`, `3, 5, 8`, or `3, 5, 8…` when there are more.
    var badgeText: String {
        numbers.prefix(3).map(String.init).joined(separator: ", ") + (numbers.count > 3 ? "…" : "")
    }

    /// The marks of `problems` (number, element, standing), one per element in order of first
    /// number; `link` and `name` make each mark's link and name from its problems.
    static func grouping(_ problems: [(number: Int, element: String, standing: ProblemStanding)],
                         link: ([Int], String) -> String?, name: ([Int], String) -> String) -> [WireframeMark] {
        var order: [String] = []
        var grouped: [String: [(number: Int, standing: ProblemStanding)]] = [:]
        for problem in problems {
            if grouped[problem.element] == nil { order.append(problem.element) }
            grouped[problem.element, default: []].append((problem.number, problem.standing))
        }
        return order.map { element in
            let members = grouped[element] ?? []
            let numbers = members.map(\.number)
            let standing = members.map(\.standing).min { MarkStyle.rank($0) < MarkStyle.rank($1) } ?? .failing
            return WireframeMark(element: element, numbers: numbers, standing: standing,
                                 link: link(numbers, element), name: name(numbers, element))
        }
    }
}

/// How each standing is drawn. Never by colour alone: each has its own line pattern, and every
/// outline carries its number, which the lists spell out in words.
enum MarkStyle {
    static func color(_ standing: ProblemStanding) -> String {
        switch standing {
        case .failing: "#B3261E"
        case .belowThreshold: "#7A4F01"
        case .needsReview: "#0B57D0"
        case .suppressed: "#5F6368"
        case .known: "#0D652D"
        }
    }

    /// The outline's dash pattern in pixels; nil for a solid line.
    static func dashes(_ standing: ProblemStanding) -> String? {
        switch standing {
        case .failing: nil
        case .belowThreshold: "9 4"
        case .needsReview: "4 3"
        case .suppressed: "1 3"
        case .known: "8 3 2 3"
        }
    }

    /// `fails the run`, `below --fail-on error`, `needs review`, `suppressed`, `known (in the baseline)`.
    static func words(_ standing: ProblemStanding, failOn: String) -> String {
        switch standing {
        case .failing: "fails the run"
        case .belowThreshold: "below --fail-on \(failOn)"
        case .needsReview: "needs review"
        case .suppressed: "suppressed"
        case .known: "known (in the baseline)"
        }
    }

    /// Which standing an outline shows when an element has several: failing first, then review,
    /// and what the baseline already knows after what is new.
    static func rank(_ standing: ProblemStanding) -> Int {
        switch standing {
        case .failing: 0
        case .needsReview: 1
        case .belowThreshold: 2
        case .known: 3
        case .suppressed: 4
        }
    }

    /// The filter token of a standing (`data-outcome`).
    static func token(_ standing: ProblemStanding) -> String {
        switch standing {
        case .failing: "failing"
        case .belowThreshold: "below"
        case .needsReview: "review"
        case .suppressed: "suppressed"
        case .known: "known"
        }
    }
}
