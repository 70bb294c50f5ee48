internal import CLibXML
import Synchronization

/// A list of compiled XPath expressions, freed together.
///
/// libxml2 writes into a compiled expression while evaluating it (it caches the function each
/// call resolves to), so a program must be used by one evaluation at a time: `XPathProgramPool`
/// hands programs out and takes them back, which is what makes the `Sendable` claim true.
final class XPathProgram: @unchecked Sendable {
    let expressions: [xmlXPathCompExprPtr]

    fileprivate init(_ expressions: [xmlXPathCompExprPtr]) {
        self.expressions = expressions
    }

    deinit {
        for expression in expressions { xmlXPathFreeCompExpr(expression) }
    }

    var count: Int { expressions.count }
}

/// Compiles expressions once, up front, on a context that has no document, so that syntax
/// errors are found when a pack is loaded rather than when a snapshot is audited. Unknown
/// functions still compile: libxml2 resolves them only when it evaluates.
enum XPathCompiler {
    /// Every expression compiled, or the error of each one that is not valid (by position).
    static func compile(_ sources: [String]) -> Result<XPathProgram, XPathCompileErrors> {
        LibXML.initialized
        let state = XPathContextState(library: nil, elements: [])
        guard let context = xmlXPathNewContext(nil) else {
            return .failure(XPathCompileErrors(errors: sources.indices.map {
                ($0, XPathError(code: Int(XPathError.memoryCode), message: "libxml2 could not create an XPath context"))
            }))
        }
        defer { xmlXPathFreeContext(context) }
        context.pointee.userData = state.opaque
        context.pointee.error = recordXPathError
        var compiled: [xmlXPathCompExprPtr] = []
        var errors: [(Int, XPathError)] = []
        withExtendedLifetime(state) {
            for (position, source) in sources.enumerated() {
                state.clearErrors()
                if let expression = xmlXPathCtxtCompile(context, source), state.errors.isEmpty {
                    compiled.append(expression)
                } else {
                    errors.append((position, state.errors.first
                        ?? XPathError.invalidExpression))
                }
            }
        }
        let program = XPathProgram(compiled)
        return errors.isEmpty ? .success(program) : .failure(XPathCompileErrors(errors: errors))
    }
}

/// The expressions that did not compile, by their position in the list given to the compiler.
struct XPathCompileErrors: Error, Sendable {
    var errors: [(position: Int, error: XPathError)]
}

/// Compiled programs of one list of expressions, reused across evaluations: an evaluation
/// checks one out and returns it, and a new copy is compiled only when every copy is in use (so
/// there are at most as many copies as concurrent audits).
final class XPathProgramPool: Sendable {
    let sources: [String]
    private let idle: Mutex<[XPathProgram]>

    init(sources: [String], compiled: XPathProgram) {
        self.sources = sources
        self.idle = Mutex([compiled])
    }

    /// A program for the caller's exclusive use; nil only if libxml2 fails to compile what it
    /// compiled before (out of memory).
    func checkOut() -> XPathProgram? {
        if let program = idle.withLock({ $0.popLast() }) { return program }
        return try? XPathCompiler.compile(sources).get()
    }

    func checkIn(_ program: XPathProgram) {
        idle.withLock { $0.append(program) }
    }
}
