import Foundation
import Testing

/// The rows of the adversarial run's table, each as it was reproduced, with what must happen now.
extension HostileCase {
    static let writers: [HostileCase] = [
        .audit(row: "1", "the terminal report to /dev/null leaves the device alone", status: [1],
               options: ["--report", "terminal:/dev/null"], write: { _ in [] }, check: { _, _ in
                   let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
                   #expect(type == .typeCharacterSpecial)
               }),
        .command(row: "1", "a JSON report to /dev/stdout goes to standard output, alone", status: [1], { _ in
            ["audit", "good.xml", "--report", "json:/dev/stdout"]
        }, check: { _, run in
            #expect((try? JSONSerialization.jsonObject(with: run.standardOutput)) != nil, "standard output is the JSON report alone")
        }),
        .command(row: "1", "a JSON report to - goes to standard output, alone", status: [1], { _ in
            ["audit", "good.xml", "--report", "json:-"]
        }, check: { _, run in
            #expect((try? JSONSerialization.jsonObject(with: run.standardOutput)) != nil, "standard output is the JSON report alone")
        }),
        .command(row: "1", "an input file as the report path is a usage error", status: [64],
                 message: "the report path good.xml is the input good.xml", { _ in
            ["audit", "good.xml", "--report", "junit:good.xml"]
        }, check: { folder, _ in
            let kept = String(decoding: try folder.read("good.xml"), as: UTF8.self)
            #expect(kept == Fixtures.goodXML)
        }),
        .command(row: "1", "convert -o onto its own input is a usage error", status: [64],
                 message: "the output path ./good.xml is the input good.xml", { _ in
            ["convert", "good.xml", "--to", "xml", "-o", "./good.xml"]
        }, check: { folder, _ in
            let kept = String(decoding: try folder.read("good.xml"), as: UTF8.self)
            #expect(kept == Fixtures.goodXML)
        }),
        .command(row: "1", "motion --svg onto its own input is a usage error", status: [64],
                 message: "the output path good.xml is the input good.xml", { _ in ["motion", "good.xml", "--svg", "good.xml"] }),
        .command(row: "1", "a file an input folder holds as the report path is a usage error", status: [64],
                 message: "is an input found in inputs", { folder in
            try folder.write("inputs/scenario.xml", Fixtures.goodXML)
            return ["audit", "inputs", "--report", "json:inputs/./scenario.xml"]
        }),
        .command(row: "1", "a report path that is a symbolic link replaces its target and keeps the link", status: [1], { folder in
            try folder.write("target.xml", "old")
            try FileManager.default.createSymbolicLink(atPath: folder.path("link.xml"), withDestinationPath: "target.xml")
            return ["audit", "good.xml", "--report", "junit:link.xml"]
        }, check: { folder, _ in
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.xml"))
            let target = String(decoding: try folder.read("target.xml"), as: UTF8.self)
            #expect(destination == "target.xml")
            #expect(target.contains("<testsuites"))
        }),
        .command(row: "10", "./a.xml and sub/../a.xml are one file", status: [64], message: "two reports would be written to one file",
                 { _ in ["audit", "good.xml", "--report", "junit:./a.xml", "--report", "json:sub/../a.xml"] }),
        .command(row: "10", "dir//a.xml and dir/a.xml are one file", status: [64], message: "two reports would be written to one file",
                 { _ in ["audit", "good.xml", "--report", "junit:dir//a.xml", "--report", "json:dir/a.xml"] }),
        .command(row: "10", "a symbolic link and its target are one file", status: [64], message: "two reports would be written to one file",
                 { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.path("alias.xml"), withDestinationPath: "a.xml")
            return ["audit", "good.xml", "--report", "junit:a.xml", "--report", "sarif:alias.xml"]
        }),
        .command(row: "10", "two reports on standard output", status: [64], message: "two reports would be written to standard output",
                 { _ in ["audit", "good.xml", "--report", "json:-", "--report", "sarif:/dev/stdout"] }),
    ]

    static let arithmetic: [HostileCase] = [
        .audit(row: "2", "UiAutomator bounds whose width overflows", status: [2], message: "lie outside the 32-bit coordinates",
               write: { try [$0.write("dump.xml", HostileInputs.uiAutomator(bounds: HostileInputs.overflowingBounds))] }),
        .audit(row: "2", "Maestro Android bounds whose width overflows", status: [2], message: "lie outside the 32-bit coordinates",
               write: { try [$0.write("android.txt", HostileInputs.maestroAndroid(bounds: HostileInputs.overflowingBounds))] }),
        .audit(row: "2", "Maestro iOS bounds whose width overflows", status: [2], message: "lie outside the 32-bit coordinates",
               write: { try [$0.write("ios.txt", HostileInputs.maestroIOS(bounds: HostileInputs.overflowingBounds))] }),
    ] + [("single-visible-sheet", "maximumVisibleSheets"), ("one-live-tree-after-morph", "maximumLiveTrees"),
         ("focus-into-sheet", "maximumNotifications")].flatMap { rule, parameter in
        ["1e300", "-1e300", "9.3e18"].map { value in
            HostileCase.audit(row: "3", "\(parameter) = \(value) in the configuration", status: [2],
                              message: "config.json:1:", options: ["--config", "config.json"], write: { folder in
                try folder.write("config.json", HostileInputs.configuration(rule: rule, parameter: parameter, value: value))
                return []
            }, check: { _, run in #expect(run.output.contains("is outside the range of '\(parameter)'")) })
        }
    }

    static let scale: [HostileCase] = [
        .audit(row: "4", "a Maestro dump holding a flat array of 80,000 numbers", status: [1],
               write: { try [$0.write("maestro.txt", HostileInputs.maestroWithArray(count: 80_000))] }),
        .audit(row: "4", "a WebDriverAgent source with 40,000 sibling elements", status: [1],
               write: { try [$0.write("wda.json", HostileInputs.wdaSource(siblings: 40_000))] }),
        .audit(row: "4", "a WebDriverAgent source with 300,000 keys", status: [1],
               write: { try [$0.write("keys.json", HostileInputs.wdaSource(siblings: 2, extraKeys: 300_000))] }),
        .audit(row: "5", "a pack whose XPath explodes on a 3,000-node scenario", status: [2], message: "exceeded its budget",
               options: ["--rules", "boom.xml"], write: { folder in
            try folder.write("boom.xml", HostileInputs.pack(id: "boom",
                applicability: "//node[@part='handle'][count(//*[count(//*[count(//*) &gt; 0]) &gt; 0]) &gt; 0]"))
            return [try folder.write("large.xml", HostileInputs.scenario(nodes: 3_000))]
        }, check: { _, run in #expect(run.output.contains("boom.xml:8:")) }),
        .audit(row: "8", "20,000 sibling nodes: legal, only large; SARIF keeps GitHub's 25,000 results", status: [1],
               message: "out/report.sarif: warning: ", write: { try [$0.write("siblings.xml", HostileInputs.siblings(20_000))] },
               check: { folder, run in
            let json = try #require(try JSONSerialization.jsonObject(with: folder.read(HostileReports.json)) as? [String: Any])
            let problems = try #require((json["totals"] as? [String: Any])?["problems"] as? [String: Any])
            let total = try #require(problems["problems"] as? Int)
            #expect(total > 25_000, "the JSON report lists every problem")
            let sarif = try #require(try JSONSerialization.jsonObject(with: folder.read(HostileReports.sarif)) as? [String: Any])
            let sarifRun = try #require((sarif["runs"] as? [[String: Any]])?.first)
            #expect((sarifRun["results"] as? [Any])?.count == 25_000)
            #expect(run.standardError.contains("\(total - 25_000) of \(total) results left out"))
        }),
    ]

    static let sizes: [HostileCase] = [
        .audit(row: "6", "a sparse 2 GiB file named as an input", status: [2], message: "big.xml: error: file is 2147483648 bytes",
               write: { try [$0.sparse("big.xml", size: 1 << 31)] }),
        .audit(row: "6", "a sparse 2 GiB file in an input folder", status: [2], message: "big.xml: error: file is 2147483648 bytes",
               write: { folder in
            try folder.sparse("inputs/big.xml", size: 1 << 31)
            return ["inputs"]
        }),
        .command(row: "6", "validate a sparse 2 GiB file", status: [2], message: "big.xml: error: file is 2147483648 bytes",
                 { try ["validate", $0.sparse("big.xml", size: 1 << 31)] }),
        .audit(row: "6", "a sparse 2 GiB configuration", status: [2], message: "file is 2147483648 bytes; the limit is 1048576",
               options: ["--config", "big.json"], write: { folder in
            try folder.sparse("big.json", size: 1 << 31)
            return []
        }),
        .command(row: "6", "merge a sparse 2 GiB report", status: [2], message: "big.xml: error: cannot be read: file is 2147483648 bytes",
                 { try ["merge", $0.sparse("big.xml", size: 1 << 31), "-o", "merged.xml"] }),
        .command(row: "6", "rules test a sparse 2 GiB pack", status: [2], message: "big.xml: error: file is 2147483648 bytes",
                 { try ["rules", "test", $0.sparse("big.xml", size: 1 << 31)] }),
        .command(row: "7", "a 2 MB snapshot id and 400 duplicate node ids", status: [2], message: "more errors in this file (the first 20 are listed)",
                 { folder in
            let nodes = String(repeating: "<node id=\"dup\" role=\"button\" label=\"x\" frame=\"0 0 10 10\"/>", count: 400)
            return ["validate", try folder.write("ids.xml", "<scenario format-version=\"1\" id=\"h\"><snapshot id=\""
                + String(repeating: "s", count: 2_000_000) + "\" state=\"s\"><environment platform=\"iOS\"/>"
                + "<node id=\"window\" role=\"window\">" + nodes + "</node></snapshot></scenario>\n")]
        }, check: { _, run in #expect(run.standardError.utf8.count < 20_000, "standard error is \(run.standardError.utf8.count) bytes") }),
        .audit(row: "7", "a 2 MB snapshot id with three reports", status: [2], message: "ids are at most 256", write: { folder in
            [try folder.write("long-id.xml", Fixtures.edited("<snapshot id=\"compact-large\"",
                                                             "<snapshot id=\"" + String(repeating: "c", count: 2_000_000) + "\""))]
        }),
    ]
}
