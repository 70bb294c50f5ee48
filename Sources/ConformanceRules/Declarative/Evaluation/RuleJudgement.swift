import A11yModel

/// One declarative rule on one subject: binds its parameters, selects its targets, filters out
/// the doubtful and the failing ones in one libxml2 call each, and renders messages for those.
struct RuleJudgement {
    let core: DeclarativeRuleCore
    let parameters: ResolvedParameters
    let document: RuleDocument
    let program: XPathProgram

    private var layout: PackProgram.Layout { core.layout }
    private var definition: DeclarativeRuleDefinition { core.definition }

    mutating func verdicts(using xpath: inout XPathContext, marks: inout TargetMarks) -> [Verdict] {
        if let overrun = core.budget.overrun {
            return [.cantTell(document.subjectID, "not judged: the rule exceeded its XPath budget earlier in this run "
                + "(\(overrun.expression.location))")]
        }
        xpath.clearVariables()
        for parameter in definition.metadata.parameters {
            let value = parameters.values[parameter.name] ?? parameter.defaultValue
            guard value.typeName == parameter.defaultValue.typeName else {
                return [.cantTell(document.subjectID, "parameter '\(parameter.name)' is configured as a \(value.typeName) "
                    + "(\(value)), but the rule declares a \(parameter.defaultValue.typeName)")]
            }
            xpath.bind(parameter.name, to: Self.scalar(value))
        }
        let targets: [Int32]
        switch xpath.select(program, layout.applicability, context: nil) {
        case .failure(let error): return [failure(error, in: definition.applicability)]
        case .success(let selection):
            targets = selection.ordinals
            guard !targets.isEmpty else { return [] }
            xpath.bind(PackProgram.targetsVariable, namespaceURI: ModelFunctions.namespaceURI, to: selection)
        }
        var doubtful: [Int32] = []
        if let filter = layout.cantTellFilter, let condition = definition.cantTell {
            switch xpath.select(program, filter, context: nil) {
            case .failure(let error): return [failure(error, in: condition)]
            case .success(let selection): doubtful = selection.ordinals
            }
        }
        let failed: [Int32]
        switch xpath.select(program, layout.failedFilter, context: nil) {
        case .failure(let error): return [failure(error, in: definition.expectation)]
        case .success(let selection): failed = selection.ordinals
        }
        marks.mark(doubtful, .cantTell)
        marks.mark(failed, .failed)
        defer {
            marks.clear(doubtful)
            marks.clear(failed)
        }
        var verdicts: [Verdict] = []
        verdicts.reserveCapacity(targets.count)
        var lastOwner = -1
        for item in targets {
            let outcome: Outcome = switch marks[item] {
            case .failed: .failed
            case .cantTell: .cantTell
            case .none: .passed
            }
            // Several selected elements of one node (its actions, say) make one target, judged by the worst.
            let owner = document.owner(of: Int(item))
            if owner == lastOwner, let last = verdicts.last {
                if Self.rank(outcome) > Self.rank(last.outcome) {
                    verdicts[verdicts.count - 1] = verdict(outcome, item, &xpath)
                }
                continue
            }
            lastOwner = owner
            verdicts.append(verdict(outcome, item, &xpath))
        }
        return verdicts
    }

    private func verdict(_ outcome: Outcome, _ item: Int32, _ xpath: inout XPathContext) -> Verdict {
        let target = document.target(of: Int(item))
        let inSnapshot = document.transition == nil ? nil : target.snapshotID
        switch outcome {
        case .passed, .inapplicable:
            return .passed(target.id, in: inSnapshot)
        case .failed, .cantTell:
            let template = outcome == .cantTell ? layout.cantTellMessage : layout.message
            let message = template.map { render($0, item, &xpath) }
                ?? "could not tell whether this meets '\(definition.metadata.title)'"
            return Verdict(outcome, target: target.id, snapshotID: inSnapshot, message: message,
                           measured: outcome == .failed ? layout.measured.map { render($0, item, &xpath) } : nil,
                           threshold: layout.threshold.map { render($0, item, &xpath) })
        }
    }

    private func render(_ parts: [PackProgram.Layout.Part], _ item: Int32, _ xpath: inout XPathContext) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .expression(let position, let expression):
                switch xpath.string(program, position, context: Int(item)) {
                case .success(let value): text += value
                case .failure(let error):
                    if error.exceededBudget { core.budget.record(expression, subject: document.subjectID) }
                    return "could not render the \(expression.origin): \(Self.describe(error, in: expression))"
                }
            }
        }
        // What the expressions give is the document's (a label of 60 KB), and so is how often
        // they are written; the text is cut as an input error's message is.
        return excerpt(text, limit: InputError.maximumMessageLength)
    }

    private func failure(_ error: XPathError, in expression: PackExpression) -> Verdict {
        if error.exceededBudget { core.budget.record(expression, subject: document.subjectID) }
        return .cantTell(document.subjectID, "could not evaluate the \(expression.origin): \(Self.describe(error, in: expression))")
    }

    /// `ma:foo(): … (pack.xml:12:9)`: located, so the author can find the expression.
    static func describe(_ error: XPathError, in expression: PackExpression) -> String {
        "\(error.message) (\(expression.location))"
    }

    private static func rank(_ outcome: Outcome) -> Int {
        switch outcome {
        case .failed: 3
        case .cantTell: 2
        case .passed: 1
        case .inapplicable: 0
        }
    }

    static func scalar(_ value: ParameterValue) -> XPathScalar {
        switch value {
        case .number(let number): .number(number)
        case .bool(let flag): .boolean(flag)
        case .string(let text): .string(text)
        }
    }
}
