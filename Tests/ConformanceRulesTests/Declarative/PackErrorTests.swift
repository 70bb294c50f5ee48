import Testing
@testable import ConformanceRules

/// Every way a pack can be unusable is reported with file, line and column and a message that
/// says what to fix; the fixture pack is valid, and each test breaks one thing in it.
struct PackErrorTests {
    private func errors(_ original: String, _ replacement: String, checksNames: Bool = true) -> [InputError] {
        switch PackFixtures.load(PackFixtures.closeButtonPack(replacing: original, with: replacement), checksNames: checksNames) {
        case .success: return []
        case .failure(let failure): return failure.errors
        }
    }

    @Test func theFixtureIsValid() throws {
        let pack = try PackFixtures.load(PackFixtures.closeButtonPack()).get()
        #expect(pack.rules.map(\.metadata.id) == ["close-button-size"])
        #expect(PackLoader.verify(pack).allSatisfy { $0.passed })
    }

    @Test func brokenXPathIsLocatedWithACaret() {
        let found = errors("&gt;= $minimumSize</expectation>", "&gt;= and $minimumSize</expectation>")
        #expect(found.count == 1)
        let error = found.first
        // Line 14, column 45: the `$` libxml2 stopped at, counted in the file (`&gt;` is 4 bytes there).
        #expect(error?.location == SourceLocation(file: "test-pack.xml", line: 14, column: 45))
        #expect(error?.description == """
            test-pack.xml:14:45: error: rule 'close-button-size', expectation: XPath syntax error: invalid expression
                ma:target-size() >= and $minimumSize
                                        ^
            """)
    }

    @Test func unclosedPredicateInTheApplicability() {
        let found = errors("<applicability>//node[@part='closeButton']</applicability>",
                           "<applicability>//node[@part='closeButton'</applicability>")
        #expect(found.count == 1)
        #expect(found.first?.location.line == 12)
        #expect(found.first?.message.hasPrefix("rule 'close-button-size', applicability: XPath syntax error:") == true)
    }

    @Test func unknownFunctionIsCaughtBeforeAnythingRuns() {
        let found = errors("ma:target-size() &gt;=", "ma:target-sise() &gt;=")
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: "test-pack.xml", line: 14, column: 18))
        #expect(found.first?.message.hasPrefix(
            "rule 'close-button-size', expectation: unknown function 'ma:target-sise()'; did you mean 'ma:target-size()'?") == true)
    }

    @Test func unknownFunctionIsAlsoCaughtByTheExamples() {
        // Without the name check, the examples are what stops the pack: libxml2 compiles the call
        // and fails when it evaluates it, and the failure names the expression's place.
        let found = errors("ma:target-size() &gt;=", "ma:target-sise() &gt;=", checksNames: false)
        #expect(!found.isEmpty)
        let first = found.first
        #expect(first?.location == SourceLocation(file: "test-pack.xml", line: 19, column: 5))
        #expect(first?.message.contains("example 'a 44 pt close button' of rule 'close-button-size' (passed) does not behave as written") == true)
        #expect(first?.message.contains("could not evaluate the expectation: unknown function 'target-sise()' (test-pack.xml:14:18)") == true)
    }

    @Test func unknownPrefixUndeclaredParameterAndWrongArity() {
        #expect(errors("not(ma:known(ma:target-size()))", "not(x:known(ma:target-size()))").first?.message
            .contains("namespace prefix 'x' is not defined") == true)
        let parameter = errors("&gt;= $minimumSize</expectation>", "&gt;= $minimum</expectation>")
        #expect(parameter.first?.location == SourceLocation(file: "test-pack.xml", line: 14, column: 41))
        #expect(parameter.first?.message.contains("'$minimum' is not a parameter of this rule (it declares $minimumSize)") == true)
        let arity = errors("ma:format(ma:target-size(), 0)", "ma:format(ma:target-size())")
        #expect(arity.first?.location.line == 15)
        #expect(arity.first?.message.contains("'ma:format()' takes 2 arguments, not 1") == true)
    }

    @Test func failingExampleIsLocatedAtTheExample() {
        let found = errors(#"label="Close" frame="0 0 44 44""#, #"label="Close" frame="0 0 20 20""#)
        #expect(found.count == 1)
        #expect(found.first?.description == "test-pack.xml:19:5: error: example 'a 44 pt close button' of rule "
            + "'close-button-size' (passed) does not behave as written: expected a pass, got failed: close "
            + "(close button 'Close' is 20 pt); cantTell: none")
    }

    @Test func schemaViolationIsLocatedAtTheAttribute() {
        let found = errors(#"severity="error" scope="node""#, #"severity="fatal" scope="node""#)
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: "test-pack.xml", line: 4, column: 32))
        #expect(found.first?.message.contains("'fatal' is not an element of the set") == true)
    }

    @Test func missingRequiredElementIsASchemaError() {
        let found = errors("<expectation>ma:target-size() &gt;= $minimumSize</expectation>", "")
        #expect(found.first?.location.line == 15)
        #expect(found.first?.message.contains("Expecting") == true || found.first?.message.contains("expectation") == true)
    }

    @Test func malformedXMLIsLocated() {
        let found = errors("<title>Close buttons", "<titel>Close buttons")
        #expect(found.first?.location.line == 5)
        #expect(found.first?.message.contains("Opening and ending tag mismatch: titel") == true)
    }

    @Test func parameterValuesMustHaveTheDeclaredType() {
        let wrongDefault = errors(#"default="44""#, #"default="large""#)
        #expect(wrongDefault.first?.location == SourceLocation(file: "test-pack.xml", line: 8, column: 49))
        #expect(wrongDefault.first?.message == #"'large' is not a number (parameter 'minimumSize' is declared type="number"; expected a finite decimal number)"#)
        let wrongProfile = errors(#"<profile name="material" value="48"/>"#, #"<profile name="material" value="true"/>"#)
        #expect(wrongProfile.first?.location.line == 10)
        let wrongExample = errors(#"<example name="a 30 pt close button" outcome="failed">"#,
                                  #"<example name="a 30 pt close button" outcome="failed"><parameter name="minimumSize" value="big"/>"#)
        #expect(wrongExample.first?.location.line == 24)
        #expect(wrongExample.first?.message.hasPrefix("'big' is not a number") == true)
        let undeclared = errors(#"<example name="a 30 pt close button" outcome="failed">"#,
                                #"<example name="a 30 pt close button" outcome="failed"><parameter name="minimumSise" value="40"/>"#)
        #expect(undeclared.first?.message == "'minimumSise' is not a parameter of this rule; did you mean 'minimumSize'?")
    }

    @Test func markersMustAgreeWithTheExampleOutcome() {
        let unmarked = errors(#"frame="0 0 30 30" expect="failed""#, #"frame="0 0 30 30""#)
        #expect(unmarked.first?.location.line == 24)
        #expect(unmarked.first?.message.hasPrefix("a failed example must mark the targets the rule reports") == true)
        let wrongMark = errors(#"frame="0 0 30 30" expect="failed""#, #"frame="0 0 30 30" expect="cantTell""#)
        #expect(wrongMark.first?.message == #"expect="cantTell" in a failed example; mark its targets expect="failed""#)
        let markedPass = errors(#"label="Close" frame="0 0 44 44"/>"#, #"label="Close" frame="0 0 44 44" expect="failed"/>"#)
        #expect(markedPass.first?.message == #"a passed example has no targets to mark; remove expect="failed""#)
    }

    @Test func everyRuleNeedsPassedFailedAndInapplicableExamples() {
        let found = errors(#"<example name="a sheet without a close button" outcome="inapplicable">"#,
                           #"<example name="a sheet without a close button" outcome="passed">"#)
        #expect(found.contains { $0.message.contains("has no inapplicable example") })
    }

    @Test func exampleTreesAreCheckedLikeScenarios() {
        let found = errors(#"<node id="sheet" part="sheet"/>"#, #"<node id="sheet" part="sheet" frame="0 0 -5 10"/>"#)
        #expect(found.first?.location.line == 35)
        #expect(found.first?.message.contains("negative") == true)
    }

    @Test func brokenTemplateIsLocated() {
        let found = errors("is {ma:format(ma:target-size(), 0)} pt", "is {ma:format(ma:target-size(), 0) pt")
        #expect(found.first?.location.line == 15)
        #expect(found.first?.message == "'{' is not closed in the message; write '{{' for a brace")
    }

    @Test func notAPack() {
        let result = PackFixtures.load(#"<?xml version="1.0"?><scenario format-version="1" id="x"/>"#)
        guard case .failure(let failure) = result else { Issue.record("a scenario loaded as a pack"); return }
        #expect(failure.errors.first?.message == "the root element is <scenario>, not <pack>: this is not a rule pack")
    }
}
