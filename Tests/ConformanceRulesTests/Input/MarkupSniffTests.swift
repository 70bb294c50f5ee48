import Foundation
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// A file found in a folder is first told from its first 4 KiB, when they hold its root
/// element's whole name; the answer must be the one its first MiB gives, whatever the prologue
/// and wherever the first bytes end.
struct MarkupSniffTests {
    @Test func firstBytesTellOnlyAWholeRootName() {
        #expect(XMLRootName.wholeName(inFirstBytes: Data("<scenario>".utf8)) == "scenario")
        #expect(XMLRootName.wholeName(inFirstBytes: Data("<?xml version=\"1.0\"?>\n<pack ".utf8)) == "pack")
        // The name may go on past the bytes read.
        #expect(XMLRootName.wholeName(inFirstBytes: Data("<scenario".utf8)) == nil)
        #expect(XMLRootName.wholeName(inFirstBytes: Data("<!-- not closed yet".utf8)) == nil)
        #expect(XMLRootName.wholeName(inFirstBytes: Data("   ".utf8)) == nil)
        #expect(XMLRootName.wholeName(inFirstBytes: Data("< scenario>".utf8)) == nil)
    }

    @Test func firstBytesSayWhatTheFirstMiBSays() {
        var random = SplitMix64(seed: 29)
        let cut = InputExpansion.markupSniffLength
        var told = 0
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            if random.chance(10) { bytes += [0xEF, 0xBB, 0xBF] }
            if random.chance(10) { bytes += Array("text first ".utf8) }
            // Prologues that end near the first bytes' end, so the root's name falls across it.
            let filler = random.chance(50) ? cut - 40 + random.index(60) : random.index(200)
            bytes += Array("<!--\(String(repeating: "c", count: filler))-->".utf8)
            for _ in 0..<random.index(4) { bytes += random.pick(XMLRootNameTests.pieces) }
            if random.chance(90) {
                bytes += Array("<\(random.pick(XMLRootNameTests.roots + ["html", "pac"]))\(random.pick(XMLRootNameTests.ends))".utf8)
            }
            bytes += Array(String(repeating: "<x/>", count: random.index(2_000)).utf8)
            let whole = Data(bytes)
            let long = InputExpansion.kind(fromHead: whole, path: "found.xml")
            guard let short = InputExpansion.markupKind(fromFirstBytes: whole.prefix(cut)) else { continue }
            told += 1
            #expect(short == long, "\(String(decoding: whole.prefix(cut + 40).suffix(120), as: UTF8.self))")
        }
        // Most files are told from their first bytes, or this reads more than it needs to.
        #expect(told > 1_000)
    }

    @Test func aFolderFindsTheSameInputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markup-sniff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = "<!--" + String(repeating: "x", count: InputExpansion.markupSniffLength) + "-->"
        let files = [
            "a.xml": "<scenario id='a'/>", "b.xml": "<pack id='b'/>", "c.xml": "<html/>", "d.xml": "<hierarchy/>",
            "e.xml": long + "<pack/>", "f.xml": long + "<html/>", "g.xml": String(repeating: " ", count: 4_090) + "<scenario/>",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let found = InputExpansion.expand([folder.path]).files
        #expect(found.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["a.xml", "b.xml", "d.xml", "e.xml", "g.xml"])
        #expect(found.map(\.kind) == [.scenario, .pack, .scenario, .pack, .scenario])
    }
}
