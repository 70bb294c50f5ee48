import Foundation
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// The root element's name is read from the prologue's bytes; on every prologue built from
/// declarations, processing instructions, comments, DOCTYPEs, white space, non-ASCII and invalid
/// bytes, it must be the name a reading of the decoded text by characters finds.
struct XMLRootNameTests {
    static let pieces: [[UInt8]] = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?pi data > still ?>", "<!-- a comment -- é 中 <root> -->", "<!-- x > <inner> -->", "<?pi > <inside> ?>",
        "<!DOCTYPE x [ <!ENTITY a 'b'> <!ELEMENT c (#PCDATA)> ]>", "<!DOCTYPE y>", "<![CDATA[x]]>", "\n", " ", "\r\n", "\t",
        "\u{FEFF}", "text", "é", "\u{00A0}", "\u{2028}", "<!-->", "<?>", "]", "[", ">", "/",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x80]]
    static let roots = ["scenario", "hierarchy", "AppiumAUT", "XCUIElementTypeApplication", "pack", "a\u{00A0}b", "é中",
                        "x/", "", "n\u{2028}m", "q\u{85}r"]
    static let ends = [">", " a='1'>", "/>", "\n>", "", "\u{00A0}>", "\r\n"]

    /// The reading by characters the byte scan replaced.
    static func byCharacters(_ data: Data) -> String? {
        let text = String(decoding: data.prefix(XMLRootName.scannedLength), as: UTF8.self)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[open...]
            if rest.hasPrefix("<?") {
                guard let end = rest.firstRange(of: "?>") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<!--") {
                guard let end = rest.firstRange(of: "-->") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<!") {
                var depth = 0
                var index = rest.startIndex
                var end: Substring.Index?
                while index < rest.endIndex {
                    switch rest[index] {
                    case "[": depth += 1
                    case "]": depth -= 1
                    case ">" where depth <= 0: end = rest.index(after: index)
                    default: break
                    }
                    if end != nil { break }
                    index = rest.index(after: index)
                }
                guard let end else { return nil }
                rest = rest[end...]
            } else {
                let name = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                return name.isEmpty ? nil : String(name)
            }
        }
        return nil
    }

    @Test func sameNameAsReadingByCharacters() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.index(8) { bytes += random.pick(Self.pieces) }
            if random.chance(85) { bytes += Array("<\(random.pick(Self.roots))\(random.pick(Self.ends))".utf8) }
            for _ in 0..<random.index(3) { bytes += random.pick(Self.pieces) }
            if random.chance(20) { bytes = Array(bytes.prefix(random.index(bytes.count + 1))) }
            let data = Data(bytes)
            #expect(XMLRootName.find(in: data) == Self.byCharacters(data), "\(bytes)")
        }
    }

    @Test func onlyTheScannedLengthIsRead() {
        let comment = "<!--" + String(repeating: "x", count: XMLRootName.scannedLength) + "-->"
        #expect(XMLRootName.find(in: Data("<!--c--><scenario>".utf8)) == "scenario")
        #expect(XMLRootName.find(in: Data((comment + "<scenario>").utf8)) == nil)
        let nearEnd = String(repeating: " ", count: XMLRootName.scannedLength - 6) + "<pack>"
        #expect(XMLRootName.find(in: Data(nearEnd.utf8)) == "pack")
        #expect(XMLRootName.find(in: Data(nearEnd.utf8)) == Self.byCharacters(Data(nearEnd.utf8)))
    }

    @Test func byteSearchFindsTheLastOccurrence() {
        let haystack = Array("a-->b-->".utf8)
        #expect(ByteSearch.lastIndex(of: Array("-->".utf8), in: haystack) == 5)
        #expect(ByteSearch.lastIndex(of: Array("a-->".utf8), in: haystack) == 0)
        #expect(ByteSearch.lastIndex(of: Array("aa".utf8), in: Array("baaa".utf8)) == 2)
        #expect(ByteSearch.lastIndex(of: [], in: haystack) == nil)
        #expect(ByteSearch.lastIndex(of: Array("longer than it".utf8), in: Array("short".utf8)) == nil)
    }

    @Test func byteSearchFindsTheFirstOccurrenceFromTheStart() {
        let haystack = Array("a-->b-->".utf8)
        #expect(ByteSearch.firstIndex(of: Array("-->".utf8), in: haystack) == 1)
        #expect(ByteSearch.firstIndex(of: Array("-->".utf8), in: haystack, from: 2) == 5)
        #expect(ByteSearch.firstIndex(of: Array("-->".utf8), in: haystack, from: 6) == nil)
        #expect(ByteSearch.firstIndex(of: Array("aa".utf8), in: Array("baaa".utf8)) == 1)
        #expect(ByteSearch.firstIndex(of: Array("b-->".utf8), in: haystack) == 4)
        #expect(ByteSearch.firstIndex(of: [], in: haystack) == nil)
        #expect(ByteSearch.firstIndex(of: Array("longer than it".utf8), in: Array("short".utf8)) == nil)
        #expect(ByteSearch.firstIndex(of: Array("x".utf8), in: haystack, from: 99) == nil)
    }
}
