/// Definitions → rules. Every expression is checked for names libxml2 would only reject while
/// auditing (unknown functions, prefixes, parameters, wrong argument counts), then compiled on
/// its own so that a syntax error points into it, then the pack's runtime list is compiled once
/// for the pack's lifetime.
enum PackCompiler {
    struct Options: Sendable {
        /// The static check of names; turned off only to test that examples catch what it misses.
        var checksNames = true
    }

    static func compile(_ definition: PackDefinition, source: PackSource, options: Options = Options())
        -> Result<[any DeclarativeRule], LoadFailure>
    {
        var errors: [InputError] = []
        for rule in definition.rules {
            let parameters = rule.metadata.parameters.map(\.name)
            let expressions = rule.expressions
            if options.checksNames {
                for expression in expressions {
                    for problem in XPathStaticCheck.problems(in: expression.text, parameters: parameters) {
                        errors.append(ExpressionDiagnostic.error(problem.message, rule: rule.metadata.id, expression: expression,
                                                                 offset: problem.offset, source: source))
                    }
                }
            }
            if case .failure(let failure) = XPathCompiler.compile(expressions.map(\.text)) {
                for (position, error) in failure.errors where expressions.indices.contains(position) {
                    errors.append(ExpressionDiagnostic.error("XPath syntax error: \(error.message)", rule: rule.metadata.id,
                                                             expression: expressions[position], offset: error.offset,
                                                             source: source))
                }
            }
        }
        guard errors.isEmpty else { return .failure(LoadFailure(errors.sorted { $0.location < $1.location })) }
        let (sources, layouts) = PackProgram.sources(for: definition.rules)
        switch XPathCompiler.compile(sources) {
        case .failure(let failure):
            let detail = failure.errors.first.map { "\(sources[$0.position]): \($0.error.message)" } ?? ""
            return .failure(LoadFailure(InputError(file: source.file, message: "the pack's XPath could not be combined: \(detail)")))
        case .success(let compiled):
            let program = PackProgram(pool: XPathProgramPool(sources: sources, compiled: compiled), layouts: layouts)
            return .success(zip(definition.rules, layouts).map { rule, layout -> any DeclarativeRule in
                let core = DeclarativeRuleCore(definition: rule, program: program, layout: layout)
                return rule.metadata.scope == .transition ? DeclarativeTransitionRule(core: core) : DeclarativeSnapshotRule(core: core)
            })
        }
    }
}
