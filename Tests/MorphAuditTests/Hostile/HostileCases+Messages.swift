import Foundation
import Testing

extension HostileCase {
    static let listings: [HostileCase] = [
        .audit(row: "11", "a file name that is not UTF-8 in an input folder", status: [2], message: "the name is not valid UTF-8",
               write: { folder in
            try folder.write("inputs/fine.xml", Fixtures.goodXML.replacingOccurrences(of: "morphing-sheet", with: "fine"))
            let name = Array((folder.path("inputs") + "/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)]
                + Array(".xml".utf8CString)
            let descriptor = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            close(descriptor)
            return ["inputs"]
        }, check: { folder, _ in try HostileReports.check(in: folder.url, audited: ["inputs/fine.xml"]) }),
    ]

    static let messages: [HostileCase] = [
        .audit(row: "12", "JSON nested 2,000 deep", status: [2], message: "deep.json:5:", write: { folder in
            [try folder.write("deep.json", HostileInputs.scenarioJSON("\"x-extra\": " + String(repeating: "[", count: 2_000)
                + String(repeating: "]", count: 2_000)))]
        }, check: { _, run in #expect(run.output.contains("nested deeper than 1024 levels")) }),
        .audit(row: "12", "a JSON number beyond a Double", status: [2], message: "big.json:2:20:", write: { folder in
            [try folder.write("big.json", HostileInputs.scenarioJSON("\"title\": \"t\"")
                .replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 1e309"))]
        }, check: { _, run in #expect(run.output.contains("'1e309' is too large for a number")) }),
        .audit(row: "12", "a formatVersion of 2^64", status: [2], message: "version.json:2:", write: { folder in
            [try folder.write("version.json", HostileInputs.scenarioJSON("\"title\": \"t\"")
                .replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 18446744073709551616"))]
        }, check: { _, run in #expect(run.output.contains("not a whole number in range")) }),
        .audit(row: "12", "a lone surrogate escape is read as U+FFFD", status: [1], write: { folder in
            [try folder.write("surrogate.json", HostileInputs.scenarioJSON("\"title\": \"\\ud800\""))]
        }, check: { folder, _ in try HostileReports.check(in: folder.url, audited: ["good.xml", "surrogate.json"]) }),
        .audit(row: "12", "a JSON syntax error in the middle", status: [2], message: "word.json:5:12:", write: { folder in
            [try folder.write("word.json", HostileInputs.scenarioJSON("\"title\": nope"))]
        }),
        .audit(row: "12", "a FIFO as an input", status: [2], message: "fifo.json: error: is a named pipe (FIFO), not a regular file",
               write: { folder in
            guard mkfifo(folder.path("fifo.json"), 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return ["fifo.json"]
        }),
        .audit(row: "12", "/dev/zero as an input", status: [2], message: "/dev/zero: error: is a character device, not a regular file",
               write: { _ in ["/dev/zero"] }),
        .audit(row: "12", "a folder as the configuration file", status: [2], message: "inputs: error: configuration file: is a folder",
               options: ["--config", "inputs"], write: { folder in
            try folder.write("inputs/notes.txt", "x")
            return []
        }),
        .audit(row: "12", "an XPath expression nested 6,000 deep", status: [2], message: "nested too deeply", options: ["--rules", "deep.xml"],
               write: { folder in
            try folder.write("deep.xml", HostileInputs.pack(applicability: String(repeating: "(", count: 6_000) + "//node[@part='handle']"
                + String(repeating: ")", count: 6_000)))
            return []
        }, check: { _, run in #expect(!run.output.contains("XPath error 26")) }),
        .audit(row: "12", "an EBCDIC declaration", status: [2], message: "ebcdic.xml:1:31: error: the XML declaration names the encoding 'EBCDIC-US'",
               write: { folder in
            [try folder.write("ebcdic.xml", "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\n<scenario format-version=\"1\" id=\"x\"/>\n")]
        }, check: { _, run in #expect(!run.output.contains("encoding error"), "libxml2 printed: \(run.standardError)") }),
        .audit(row: "12", "a pack id that clashes with a built-in pack", status: [2], message: "clash.xml:2:", options: ["--rules", "clash.xml"],
               write: { folder in
            try folder.write("clash.xml", HostileInputs.pack(id: "structure", applicability: "//node[@part='handle']"))
            return []
        }, check: { _, run in #expect(run.output.contains("pack id 'structure' is already taken")) }),
    ]

    /// What held in the adversarial run, kept as cases so that it keeps holding.
    static let held: [HostileCase] = [
        .audit(row: "held", "an external entity", status: [2], message: "external entity 'x'", write: { folder in
            [try folder.write("xxe.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario [\n <!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n"
                + "<scenario format-version=\"1\" id=\"&x;\"/>\n")]
        }, check: { _, run in #expect(!run.output.contains("root:")) }),
        .audit(row: "held", "billion laughs", status: [2], message: "entity 'lol'",
               write: { try [$0.write("laughs.xml", Fixtures.billionLaughs())] }),
        .audit(row: "held", "a DOCTYPE naming an external DTD is not fetched", status: [1], write: { folder in
            [try folder.write("dtd.xml", Fixtures.goodXML.replacingOccurrences(of: "<scenario ",
                with: "<!DOCTYPE scenario SYSTEM \"http://127.0.0.1:9/x.dtd\">\n<scenario ")
                .replacingOccurrences(of: "id=\"morphing-sheet\"", with: "id=\"dtd\""))]
        }),
        .audit(row: "held", "an XInclude is not followed", status: [2], write: { folder in
            [try folder.write("xinclude.xml", "<scenario format-version=\"1\" id=\"x\" xmlns:xi=\"http://www.w3.org/2001/XInclude\">"
                + "<xi:include href=\"/etc/passwd\" parse=\"text\"/></scenario>\n")]
        }, check: { _, run in #expect(!run.output.contains("root:")) }),
        .audit(row: "held", "XML nested 5,000 deep", status: [2], message: "nested deeper than 256 levels",
               write: { try [$0.write("deep.xml", Fixtures.nested(depth: 5_000))] }),
        .audit(row: "held", "invalid UTF-8", status: [2], message: "bad-utf8.xml:3:", write: { folder in
            [try folder.write("bad-utf8.xml", Data(Fixtures.goodXML.utf8.prefix(200)) + Data([0xC3, 0x28])
                + Data(Fixtures.goodXML.utf8.dropFirst(200)))]
        }),
        .audit(row: "held", "a control character", status: [2], message: "control.xml:", write: { folder in
            [try folder.write("control.xml", Fixtures.edited("label=\"Details\"", "label=\"De&#1;tails\""))]
        }),
        .audit(row: "held", "extreme springs", status: [1, 2], write: { folder in
            [try folder.write("springs.xml", Fixtures.edited("<spring response=\"0.4\" damping-fraction=\"0.86\" initial-velocity=\"0.8\"/>",
                "<spring response=\"1e300\" damping-fraction=\"1e-300\" initial-velocity=\"-1e300\"/>")
                .replacingOccurrences(of: "id=\"morphing-sheet\"", with: "id=\"springs\""))]
        }),
        .command(row: "held", "merge of a report that is not JUnit and one that is broken", status: [2], message: "not a JUnit report",
                 { folder in
            ["merge", try folder.write("a.xml", Fixtures.goodXML), try folder.write("b.xml", "<testsuites><testsuite name='x'>"),
             "-o", "merged.xml"]
        }, check: { folder, _ in #expect(!FileManager.default.fileExists(atPath: folder.path("merged.xml"))) }),
        .command(row: "held", "--jobs 0", status: [64], message: "--jobs", { _ in ["audit", "good.xml", "--jobs", "0"] }),
        .command(row: "held", "--shard 5/2", status: [64], message: "--shard", { _ in ["audit", "good.xml", "--shard", "5/2"] }),
        .command(row: "held", "--fail-on nonsense", status: [64], message: "--fail-on", { _ in ["audit", "good.xml", "--fail-on", "x"] }),
        .command(row: "held", "--report of an unknown format", status: [64], message: "unknown report format",
                 { _ in ["audit", "good.xml", "--report", "pdf:x.pdf"] }),
    ]

    static let all = writers + arithmetic + scale + sizes + listings + messages + held + baselines
}
