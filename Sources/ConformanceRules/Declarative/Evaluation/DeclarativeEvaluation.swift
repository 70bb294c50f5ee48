import A11yModel

/// Judges declarative rules over one subject: builds its document once, opens one XPath
/// context, and evaluates every rule of the batch — whatever pack it comes from — through it.
enum DeclarativeEvaluation {
    typealias Member = (core: DeclarativeRuleCore, parameters: ResolvedParameters)

    static func snapshot(_ index: SnapshotIndex, _ batch: [Member]) -> [[Verdict]] {
        let result = RuleDocumentBuilder.withSnapshot(index) { tree, document in
            run(batch, tree: tree, document: document)
        }
        return unwrap(result, batch: batch, subject: index.id)
    }

    static func transition(_ context: TransitionContext, _ batch: [Member]) -> [[Verdict]] {
        let result = RuleDocumentBuilder.withTransition(context.transition, from: context.from, to: context.to,
                                                        scenarioID: context.scenario.id) { tree, document in
            run(batch, tree: tree, document: document)
        }
        return unwrap(result, batch: batch, subject: context.transition.id)
    }

    private static func unwrap(_ result: Result<[[Verdict]], DocumentProblem>, batch: [Member], subject: String) -> [[Verdict]] {
        switch result {
        case .success(let verdicts): verdicts
        case .failure(let problem): batch.map { _ in [.cantTell(subject, problem.message)] }
        }
    }

    static func run(_ batch: [Member], tree: borrowing BuiltXMLTree, document: RuleDocument) -> [[Verdict]] {
        var checkedOut: [ObjectIdentifier: XPathProgram] = [:]
        defer {
            for member in batch {
                if let program = checkedOut.removeValue(forKey: ObjectIdentifier(member.core.program)) {
                    member.core.program.pool.checkIn(program)
                }
            }
        }
        let functions = ModelFunctions(document: document)
        let verdicts = tree.withXPath(functions: functions) { xpath -> [[Verdict]] in
            var marks = TargetMarks(count: document.elementCount)
            return batch.map { member in
                let key = ObjectIdentifier(member.core.program)
                if checkedOut[key] == nil { checkedOut[key] = member.core.program.pool.checkOut() }
                guard let program = checkedOut[key] else {
                    return [.cantTell(document.subjectID, "the rule's XPath could not be compiled (out of memory)")]
                }
                var judge = RuleJudgement(core: member.core, parameters: member.parameters, document: document,
                                          program: program)
                return judge.verdicts(using: &xpath, marks: &marks)
            }
        }
        return verdicts ?? batch.map { _ in [.cantTell(document.subjectID, "libxml2 could not create an XPath context")] }
    }
}

/// Per-element outcome marks, allocated once per document and cleared after each rule, so
/// telling failed targets from passed ones costs no hashing.
struct TargetMarks {
    enum Mark: UInt8 {
        case none = 0, cantTell, failed
    }

    private var marks: [UInt8]

    init(count: Int) {
        marks = [UInt8](repeating: 0, count: count)
    }

    subscript(ordinal: Int32) -> Mark {
        marks.indices.contains(Int(ordinal)) ? Mark(rawValue: marks[Int(ordinal)]) ?? .none : .none
    }

    mutating func mark(_ ordinals: [Int32], _ mark: Mark) {
        for ordinal in ordinals where marks.indices.contains(Int(ordinal)) { marks[Int(ordinal)] = mark.rawValue }
    }

    mutating func clear(_ ordinals: [Int32]) {
        for ordinal in ordinals where marks.indices.contains(Int(ordinal)) { marks[Int(ordinal)] = 0 }
    }
}
