internal import CLibXML
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// libxml2 on its own, as `xmllint` uses it: parse a document, evaluate expressions with a plain
/// context — no extension functions, no variables, no mapping of results. The reference
/// `Benchmarks/xpath-benchmark.sh` measures the wrapper against.
public enum XPathBaseline {
    public struct Timing: Sendable {
        public var parseSeconds: Double
        public var evaluationSeconds: Double
        /// Each expression's value as a number (`count(…)` expressions give counts).
        public var values: [Double]
    }

    public static func run(document data: Data, expressions: [String]) throws(XMLDocumentError) -> Timing {
        guard case .success(let program) = XPathCompiler.compile(expressions) else {
            throw XMLDocumentError(line: nil, message: "an expression does not compile")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let document = try XMLDocumentParser.parse(data)
        let parsed = DispatchTime.now().uptimeNanoseconds
        let values = document.withRaw { raw -> [Double] in
            guard let context = xmlXPathNewContext(raw) else { return [] }
            defer { xmlXPathFreeContext(context) }
            return program.expressions.map { expression in
                context.pointee.node = xmlNodePtr(OpaquePointer(raw))
                guard let result = xmlXPathCompiledEval(expression, context) else { return .nan }
                defer { xmlXPathFreeObject(result) }
                return xmlXPathCastToNumber(result)
            }
        }
        let evaluated = DispatchTime.now().uptimeNanoseconds
        return Timing(parseSeconds: Double(parsed - start) / 1e9, evaluationSeconds: Double(evaluated - parsed) / 1e9,
                      values: values)
    }
}
