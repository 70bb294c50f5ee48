import Testing
@testable import ConformanceRules

/// The lexical scan that finds function calls, variables and prefixes the way XPath 1.0's
/// disambiguation rules read them, and the checks built on it.
struct XPathStaticCheckTests {
    private func problems(_ expression: String, parameters: [String] = ["minimum"]) -> [String] {
        XPathStaticCheck.problems(in: expression, parameters: parameters).map { "\($0.offset): \($0.message)" }
    }

    @Test func readsNamesAsTheSpecDoes() {
        let scan = XPathLexicalScan("//node[@part = 'x and y()'][ma:is-exposed()] and count(child::node()) > $minimum div 2")
        #expect(scan.functionCalls.map(\.name.qualified) == ["ma:is-exposed", "count"])
        #expect(scan.functionCalls.map(\.argumentCount) == [0, 1])
        #expect(scan.variables.map(\.local) == ["minimum"])
        #expect(scan.prefixedNameTests.isEmpty)
    }

    @Test func operatorNamesAreOperatorsOnlyAfterAnOperand() {
        // `div` and `and` name elements where an operand is expected, and are operators after one.
        let scan = XPathLexicalScan("div/and | a and b div c")
        #expect(scan.functionCalls.isEmpty)
        #expect(XPathStaticCheck.problems(in: "a and (b or c)", parameters: []).isEmpty)
        #expect(XPathStaticCheck.problems(in: "@x mod (2)", parameters: []).isEmpty)
    }

    @Test func nodeTypesAndAxesAreNotFunctions() {
        #expect(problems("text() | comment() | node() | processing-instruction('x') | ancestor::node[1]").isEmpty)
    }

    @Test func countsArgumentsThroughNestedCallsAndLiterals() {
        let scan = XPathLexicalScan("concat('a, b', ma:format(1, 2), substring('x(', 1))")
        #expect(scan.functionCalls.map(\.argumentCount) == [3, 2, 2])
    }

    @Test func reportsEveryKindOfBadName() {
        #expect(problems("ma:target-sise() > 3") == ["0: unknown function 'ma:target-sise()'; did you mean 'ma:target-size()'?"])
        #expect(problems("target-size() > 3")
            == ["0: unknown function 'target-size()'; morph-audit's functions need the prefix: 'ma:target-size()'"])
        #expect(problems("cont(//node)") == ["0: unknown function 'cont()'; did you mean 'count()'?"])
        #expect(problems("x:y() or x:node") == [
            "0: namespace prefix 'x' is not defined; morph-audit's functions use 'ma:'",
            "9: namespace prefix 'x' is not defined; element and attribute names have no prefix",
        ])
        #expect(problems("//ma:node").first?.hasSuffix("a function call needs parentheses") == true)
        #expect(problems("$minimun > 1") == ["0: '$minimun' is not a parameter of this rule; did you mean '$minimum'? (it declares $minimum)"])
        #expect(problems("$ma:targets").first?.contains("parameters are written without a prefix") == true)
        #expect(problems("substring('x')") == ["0: 'substring()' takes 2 to 3 arguments, not 1"])
        #expect(problems("concat('x')") == ["0: 'concat()' takes 2 or more arguments, not 1"])
        #expect(problems("ma:has-trait()") == ["0: 'ma:has-trait()' takes 1 or 2 arguments, not 0"])
        #expect(problems("ma:contrast-ratio(.) >= $minimum and concat('a', 'b', 'c') != ''").isEmpty)
    }

    @Test func caretPointsAtTheOffsetInItsLine() {
        #expect(ExpressionDiagnostic.caret(in: "a and\n    b or or c", at: 15) == "    b or or c\n         ^")
        #expect(ExpressionDiagnostic.caret(in: "x", at: 99) == "    x\n     ^")
        #expect(ExpressionDiagnostic.caret(in: "ma:x() ≥ 3", at: 11) == "    ma:x() ≥ 3\n             ^")
    }

    @Test func messageTemplatesSplitTextFromExpressions() throws {
        let template = try MessageTemplateParser.parse("close button '{@label}' is\n   {ma:format(ma:target-size(), 0)} pt {{x}}",
                                                       origin: "message") { text, offset in
            PackExpression(text: text, origin: "message", location: SourceLocation(file: "f", line: offset))
        }
        #expect(template.segments == [
            .text("close button '"),
            .expression(PackExpression(text: "@label", origin: "message", location: SourceLocation(file: "f", line: 15))),
            .text("' is "),
            .expression(PackExpression(text: "ma:format(ma:target-size(), 0)", origin: "message",
                                       location: SourceLocation(file: "f", line: 31))),
            .text(" pt {x}"),
        ])
        #expect(throws: MessageTemplateParser.Problem.self) {
            try MessageTemplateParser.parse("a } b", origin: "message") { text, _ in
                PackExpression(text: text, origin: "message", location: SourceLocation(file: "f"))
            }
        }
        let braces = try MessageTemplateParser.parse("{concat('{', @id, '}')}", origin: "message") { text, _ in
            PackExpression(text: text, origin: "message", location: SourceLocation(file: "f"))
        }
        #expect(braces.expressions.map(\.text) == ["concat('{', @id, '}')"])
    }

    @Test func positionsInsideElementTextCountWhatTheParserDelivers() {
        let source = XMLSourceText(Array("<a>\n  <b>x &lt; y &amp;&#x2265; <![CDATA[<z>]]>w</b>\n</a>".utf8))
        // Text of <b> (document order 1): "x < y &≥ <z>w"
        func at(_ offset: Int) -> String {
            source.position(documentOrder: 1, textOffset: offset).map { "\($0.line):\($0.column)" } ?? "nil"
        }
        #expect(at(0) == "2:6")   // x
        #expect(at(2) == "2:8")   // the `&` of &lt;
        #expect(at(4) == "2:13")  // y
        #expect(at(6) == "2:15")  // &amp;
        #expect(at(7) == "2:20")  // &#x2265; (three bytes of UTF-8)
        #expect(at(11) == "2:38") // <z> inside CDATA
        #expect(at(14) == "2:44") // w
        #expect(at(99) == "nil")
    }
}
