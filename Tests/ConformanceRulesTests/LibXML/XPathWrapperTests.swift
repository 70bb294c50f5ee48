import A11yModel
import Testing
@testable import ConformanceRules

/// The XPath half of the libxml2 wrapper: compilation errors as code and offset, errors kept
/// per context, results as element ordinals, programs reused through the pool.
struct XPathWrapperTests {
    @Test func syntaxErrorsComeBackWithCodeAndOffset() {
        guard case .failure(let failure) = XPathCompiler.compile(["//node", "//node[@a = ", "count(//x) +", "1 div"]) else {
            Issue.record("broken expressions compiled")
            return
        }
        #expect(failure.errors.map(\.position) == [1, 2, 3])
        let first = failure.errors[0].error
        #expect(first.offset == 12)
        #expect(first.message == "invalid expression")
        #expect(first.code == 7)
    }

    @Test func unknownFunctionsCompileAndFailOnlyWhenEvaluated() throws {
        #expect((try? XPathCompiler.compile(["foo(1)", "ma:nothing()"]).get()) != nil)
        let snapshot = Snapshot(id: "s", state: "s", root: Node(id: "root"))
        #expect(XPathProbe.value("foo(1)", on: snapshot) == "error: unknown function 'foo()'")
    }

    @Test func selectionsMapBackToElementsInDocumentOrder() throws {
        let program = try XPathCompiler.compile(["//node[@role='button']", "//node/@label", "//action", "count(//node)"]).get()
        let snapshot = Snapshot(id: "s", state: "s", root: Node(id: "root", children: [
            Node(id: "a", role: .button, label: "A", actions: [AccessibilityAction(.activate), AccessibilityAction(.escape)]),
            Node(id: "b", role: .staticText, label: "B"),
            Node(id: "c", role: .button),
        ]))
        let index = SnapshotIndex(snapshot)
        let result = RuleDocumentBuilder.withSnapshot(index) { tree, document in
            tree.withXPath(functions: nil) { xpath -> [String] in
                func targets(_ position: Int) -> String {
                    switch xpath.select(program, position, context: nil) {
                    case .success(let selection): selection.ordinals.map { document.target(of: Int($0)).id }.joined(separator: ",")
                    case .failure(let error): "error: \(error.message)"
                    }
                }
                return [targets(0), targets(1), targets(2), targets(3)]
            }
        }
        #expect(try result.get() == ["a,c", "a,b", "a,a", "error: the expression gives a number, not a set of elements"])
    }

    @Test func errorsStayWithTheirContext() async throws {
        // Good and broken evaluations interleaved on many tasks: each context reports only its own.
        let snapshot = Snapshot(id: "s", state: "s", root: Node(id: "root", children: [Node(id: "x", role: .button)]))
        let answers = await withTaskGroup(of: (Int, String).self) { group in
            for task in 0..<32 {
                group.addTask {
                    let expression = task % 2 == 0 ? "count(//node)" : "ma:format(1)"
                    return (task, XPathProbe.value(expression, on: snapshot))
                }
            }
            var answers: [Int: String] = [:]
            for await (task, answer) in group { answers[task] = answer }
            return answers
        }
        for (task, answer) in answers {
            #expect(answer == (task % 2 == 0 ? "2" : "error: ma:format() takes 2 arguments, not 1"))
        }
    }

    @Test func thePoolHandsOutOneProgramPerConcurrentUse() throws {
        let sources = ["count(//node)"]
        let pool = XPathProgramPool(sources: sources, compiled: try XPathCompiler.compile(sources).get())
        let first = try #require(pool.checkOut())
        let second = try #require(pool.checkOut())
        #expect(first !== second)
        pool.checkIn(first)
        #expect(pool.checkOut() === first)
    }
}
