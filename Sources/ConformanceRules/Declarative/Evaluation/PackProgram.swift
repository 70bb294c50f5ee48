/// The compiled XPath of one pack, shared by its rules: every expression the rules evaluate at
/// audit time, compiled once when the pack is loaded, with each rule's positions in the list.
final class PackProgram: Sendable {
    /// Where a rule's expressions sit in the compiled list.
    struct Layout: Sendable {
        enum Part: Sendable, Hashable {
            case text(String)
            case expression(Int, PackExpression)
        }

        var applicability: Int
        /// `$ma:targets[boolean(cant-tell)]`, when the rule has a cantTell condition.
        var cantTellFilter: Int?
        /// `$ma:targets[not(cant-tell)][not(expectation)]`: the targets that fail.
        var failedFilter: Int
        var message: [Part]
        var cantTellMessage: [Part]?
        var measured: [Part]?
        var threshold: [Part]?
    }

    /// The variable the targets are bound to between the applicability and the filters.
    static let targetsVariable = "targets"

    let pool: XPathProgramPool
    let layouts: [Layout]

    init(pool: XPathProgramPool, layouts: [Layout]) {
        self.pool = pool
        self.layouts = layouts
    }

    /// The runtime list for `rules`, and each rule's layout in it.
    static func sources(for rules: [DeclarativeRuleDefinition]) -> (sources: [String], layouts: [Layout]) {
        var sources: [String] = []
        func add(_ text: String) -> Int {
            sources.append(text)
            return sources.count - 1
        }
        func parts(_ template: MessageTemplate?) -> [Layout.Part]? {
            template.map { template in
                template.segments.map { segment in
                    switch segment {
                    case .text(let text): .text(text)
                    case .expression(let expression): .expression(add(expression.text), expression)
                    }
                }
            }
        }
        let targets = "$\(ModelFunctions.prefix):\(targetsVariable)"
        let layouts = rules.map { rule -> Layout in
            let applicability = add(rule.applicability.text)
            let cantTell = rule.cantTell.map { add("\(targets)[boolean(\($0.text))]") }
            let notCantTell = rule.cantTell.map { "[not(\($0.text))]" } ?? ""
            let failed = add("\(targets)\(notCantTell)[not(\(rule.expectation.text))]")
            return Layout(applicability: applicability, cantTellFilter: cantTell, failedFilter: failed,
                          message: parts(rule.message) ?? [], cantTellMessage: parts(rule.cantTellMessage),
                          measured: parts(rule.measured), threshold: parts(rule.threshold))
        }
        return (sources, layouts)
    }
}
