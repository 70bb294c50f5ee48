import A11yModel

/// Checks an expression's names before anything is evaluated: every function exists with that
/// number of arguments, every prefix is `ma`, every variable is a parameter of the rule. libxml2
/// compiles unknown functions and prefixes without complaint and only fails when it evaluates
/// them, which for a rule whose examples never reach that branch would be in a user's audit.
enum XPathStaticCheck {
    struct Problem: Hashable {
        var offset: Int
        var message: String
    }

    /// Arguments accepted by XPath 1.0's core functions: minimum and maximum (nil = any number).
    static let coreArity: [String: (Int, Int?)] = [
        "last": (0, 0), "position": (0, 0), "count": (1, 1), "id": (1, 1), "local-name": (0, 1),
        "namespace-uri": (0, 1), "name": (0, 1), "string": (0, 1), "concat": (2, nil), "starts-with": (2, 2),
        "contains": (2, 2), "substring-before": (2, 2), "substring-after": (2, 2), "substring": (2, 3),
        "string-length": (0, 1), "normalize-space": (0, 1), "translate": (3, 3), "boolean": (1, 1), "not": (1, 1),
        "true": (0, 0), "false": (0, 0), "lang": (1, 1), "number": (0, 1), "sum": (1, 1), "floor": (1, 1),
        "ceiling": (1, 1), "round": (1, 1),
    ]

    static func problems(in expression: String, parameters: [String]) -> [Problem] {
        let scan = XPathLexicalScan(expression)
        var problems: [Problem] = []
        for call in scan.functionCalls {
            if let problem = check(call) { problems.append(problem) }
        }
        for variable in scan.variables {
            if let prefix = variable.prefix {
                problems.append(Problem(offset: variable.offset, message:
                    "variable '$\(prefix):\(variable.local)' is not defined; parameters are written without a prefix"
                        + listing(parameters)))
            } else if !parameters.contains(variable.local) {
                problems.append(Problem(offset: variable.offset, message:
                    "'$\(variable.local)' is not a parameter of this rule" + NameSuggestion.didYouMean(variable.local, among: parameters, prefix: "$")
                        + listing(parameters)))
            }
        }
        for test in scan.prefixedNameTests {
            let name = test.qualified
            problems.append(Problem(offset: test.offset, message: test.prefix == ModelFunctions.prefix
                ? "'\(name)' reads as an element name in the function namespace; element and attribute names have no prefix, and a function call needs parentheses"
                : "namespace prefix '\(test.prefix ?? "")' is not defined; element and attribute names have no prefix"))
        }
        return problems.sorted { $0.offset < $1.offset }
    }

    private static func check(_ call: XPathLexicalScan.FunctionCall) -> Problem? {
        let name = call.name
        switch name.prefix {
        case nil:
            guard let (minimum, maximum) = coreArity[name.local] else {
                let hint = ModelFunctions.signature(named: name.local) != nil
                    ? "; morph-audit's functions need the prefix: '\(ModelFunctions.prefix):\(name.local)()'"
                    : NameSuggestion.didYouMean(name.local, among: Array(coreArity.keys), suffix: "()")
                return Problem(offset: name.offset, message: "unknown function '\(name.local)()'" + hint)
            }
            let wording = maximum == minimum ? "\(minimum)"
                : maximum.map { "\(minimum) to \($0)" } ?? "\(minimum) or more"
            return arity(call, wording: wording) { count in count >= minimum && maximum.map { count <= $0 } ?? true }
        case ModelFunctions.prefix?:
            guard let signature = ModelFunctions.signature(named: name.local) else {
                return Problem(offset: name.offset, message: "unknown function '\(name.qualified)()'"
                    + NameSuggestion.didYouMean(name.local, among: ModelFunctions.names, prefix: "\(ModelFunctions.prefix):", suffix: "()"))
            }
            let counts = signature.forms.map(\.count).sorted()
            let wording = counts.count == 1 ? "\(counts[0])"
                : counts.dropLast().map(String.init).joined(separator: ", ") + " or " + String(counts.last ?? 0)
            return arity(call, wording: wording, accepts: counts.contains)
        case let prefix?:
            return Problem(offset: name.offset, message:
                "namespace prefix '\(prefix)' is not defined; morph-audit's functions use '\(ModelFunctions.prefix):'")
        }
    }

    private static func arity(_ call: XPathLexicalScan.FunctionCall, wording: String, accepts: (Int) -> Bool) -> Problem? {
        guard let count = call.argumentCount, !accepts(count) else { return nil }
        let noun = wording == "1" ? "argument" : "arguments"
        return Problem(offset: call.name.offset, message: "'\(call.name.qualified)()' takes \(wording) \(noun), not \(count)")
    }

    private static func listing(_ parameters: [String]) -> String {
        parameters.isEmpty ? " (it declares none)" : " (it declares " + parameters.map { "$\($0)" }.joined(separator: ", ") + ")"
    }
}
