import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Numbers and text from files are bounded where they are used: parameters by their declared
/// range, bounds before they are subtracted, echoed values and error lists in messages.
@Suite("Input bounds")
struct InputBoundsTests {
    @Test("every built-in number parameter declares a range holding its default and profile values")
    func parameterRanges() {
        for rule in RuleCatalog.builtIn.rules {
            for parameter in rule.metadata.parameters where parameter.defaultValue.number != nil {
                guard let range = parameter.range else {
                    Issue.record("\(rule.metadata.id).\(parameter.name) declares no range")
                    continue
                }
                for profile in Profile.allCases {
                    let value = parameter.value(for: profile).number ?? .nan
                    #expect(range.contains(value), "\(rule.metadata.id).\(parameter.name) under \(profile): \(value) is not \(range)")
                }
            }
        }
    }

    @Test("a configuration value outside a parameter's range is a located error", arguments: ["1e300", "-1e300", "9.3e18", "2.5"])
    func configurationRange(_ value: String) {
        let text = "{\"version\": 1,\n \"parameters\": {\"single-visible-sheet\": {\"maximumVisibleSheets\": \(value)}}}"
        #expect {
            _ = try ConfigurationFile.decode(Data(text.utf8), path: "c.json", catalog: .builtIn)
        } throws: { error in
            guard let error = (error as? ConfigurationFileError)?.errors.first else { return false }
            return error.location == SourceLocation(file: "c.json", line: 2, column: 66)
                && error.message.contains("outside the range of 'maximumVisibleSheets': a whole number from 0 to 1000")
        }
    }

    @Test("a count never traps, whatever number it is given")
    func counts() {
        let parameters = ResolvedParameters(["n": .number(1e300), "m": .number(-.infinity), "k": .number(.nan), "j": .number(2.9)])
        #expect(parameters.count("n", default: 1) == 1_000_000)
        #expect(parameters.count("m", default: 1) == 0)
        #expect(parameters.count("k", default: 1) == 0)
        #expect(parameters.count("j", default: 1) == 2)
    }

    @Test("Android bounds beyond 32 bits are refused before they are subtracted", arguments: [
        "[-9223372036854775808,0][9223372036854775807,1]", "[0,0][2147483648,1]", "[-2147483649,0][0,1]",
    ])
    func bounds(_ text: String) {
        guard case .failure(let error) = PixelBounds.parse(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(error.message.contains("lie outside the 32-bit coordinates"))
        if case .success(let widest) = PixelBounds.parse("[-2147483648,-2147483648][2147483647,2147483647]") {
            #expect(widest.rect(density: 1).width == 4_294_967_295)
        } else {
            Issue.record("the widest 32-bit bounds are refused")
        }
    }

    @Test("a quoted value is cut to an excerpt that says how long it was")
    func excerpts() {
        #expect(excerpt("short") == "short")
        let long = String(repeating: "é", count: 1_000)
        #expect(excerpt(long) == String(repeating: "é", count: excerptLimit) + "… (2000 bytes)")
        let error = InputError(file: "f", message: String(repeating: "m", count: 1_000_000))
        #expect(error.message.utf8.count < InputError.maximumMessageLength + 40)
    }

    @Test("a file's errors are listed up to the cap, then counted")
    func errorCap() {
        let errors = (1...400).map { InputError(file: "f.xml", line: $0, message: "duplicate node id 'dup'") }
        let failure = LoadFailure(errors)
        #expect(failure.errors.count == LoadFailure.maximumErrorsPerFile + 1)
        #expect(failure.errors.last?.message == "and 380 more errors in this file (the first 20 are listed)")
        #expect(LoadFailure(Array(errors.prefix(21))).errors.count == 21, "one more than the cap is listed, not counted")
    }

    @Test("an id longer than the limit is refused, and quoted as an excerpt")
    func idLength() throws {
        let id = String(repeating: "s", count: 2_000_000)
        let xml = "<scenario format-version=\"1\" id=\"x\"><snapshot id=\"\(id)\" state=\"s\"><environment platform=\"iOS\"/>"
            + "<node id=\"w\" role=\"window\"/></snapshot></scenario>"
        #expect {
            _ = try ScenarioXML.decode(Data(xml.utf8), file: "ids.xml")
        } throws: { error in
            guard let failure = error as? LoadFailure else { return false }
            return failure.errors.contains { $0.message.contains("ids are at most 256") && $0.message.utf8.count < 300 }
        }
    }

    @Test("a state name longer than the limit is refused where it is written, and quoted as an excerpt")
    func stateLength() throws {
        let state = String(repeating: "s", count: 200_000)
        let xml = "<scenario format-version=\"1\" id=\"x\">\n<snapshot id=\"s\" state=\"\(state)\"><environment platform=\"iOS\"/>"
            + "<node id=\"w\" role=\"window\"/></snapshot></scenario>"
        #expect {
            _ = try ScenarioXML.decode(Data(xml.utf8), file: "states.xml")
        } throws: { error in
            guard let failure = error as? LoadFailure else { return false }
            return failure.errors.contains {
                $0.message.contains("is 200000 bytes long; state names are at most 256") && $0.message.utf8.count < 300
                    && $0.location.line == 2 && $0.location.column == 18
            }
        }
        // At the limit it is a state like any other.
        let atLimit = xml.replacing(state, with: String(repeating: "s", count: ScenarioValidator.maximumIDLength))
        #expect(throws: Never.self) { _ = try ScenarioXML.decode(Data(atLimit.utf8), file: "states.xml") }
    }

    @Test("an encoding libxml2 would convert through iconv is refused at its name")
    func declaredEncoding() {
        let problem = XMLDeclaredEncoding.problem(in: Data("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\n<a/>".utf8))
        #expect(problem?.line == 1 && problem?.column == 31)
        #expect(XMLDeclaredEncoding.problem(in: Data("<?xml version='1.0' encoding='utf-8'?><a/>".utf8)) == nil)
        #expect(XMLDeclaredEncoding.problem(in: Data("<a/>".utf8)) == nil)
        // The column counts characters, whatever bytes come before the name.
        let wide = XMLDeclaredEncoding.problem(in: Data("<?xml version=\"1.0\" é encoding='latin-2'?><a/>".utf8))
        #expect(wide?.column == 33 && wide?.message.contains("'latin-2'") == true)
        let broken = Array("<?xml version=\"1.0\" ".utf8) + [0xFF] + Array(" encoding=\"EBCDIC\"?><a/>".utf8)
        #expect(XMLDeclaredEncoding.problem(in: Data(broken))?.column == 33, "an invalid byte is one replacement character")
    }
}
