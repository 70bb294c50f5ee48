import A11yModel
import Synchronization

/// Whether a declarative rule has run out of its XPath budget (`XPathContext.operationBudget`)
/// in this process. The first overrun is kept; after it the rule is not evaluated again, so a
/// pack rule whose XPath explodes on large scenarios costs one budget per expression, not one
/// per subject, and the audit reports it once as a located error (exit status 2).
final class RuleBudget: Sendable {
    struct Overrun: Sendable, Hashable {
        var expression: PackExpression
        var subject: String
    }

    private let first = Mutex<Overrun?>(nil)

    var overrun: Overrun? { first.withLock { $0 } }

    func record(_ expression: PackExpression, subject: String) {
        first.withLock { if $0 == nil { $0 = Overrun(expression: expression, subject: subject) } }
    }

    /// The located error for rule `id`, when it ran out.
    func error(rule id: String) -> InputError? {
        guard let overrun else { return nil }
        return InputError(location: overrun.expression.location, message: "pack rule '\(id)' exceeded its budget of "
            + "\(XPathContext.operationBudget) XPath operations in one evaluation of its \(overrun.expression.origin) "
            + "(on '\(excerpt(overrun.subject))'); it was not judged from there on: simplify the expression "
            + "(a nested '//' inside a predicate visits every element once per element)")
    }
}
