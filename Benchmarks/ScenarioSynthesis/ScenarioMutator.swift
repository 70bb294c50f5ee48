/// Small random edits of a scenario's XML text, for differential tests of the readers and for
/// checking that error reports stay the same: attribute values swapped for tricky ones (bad
/// numbers, lists of the wrong length, white space, out-of-range integers, other types' values),
/// attributes removed, added or duplicated, elements renamed, removed, repeated or moved, text,
/// comments, CDATA and entity references inserted, namespaces and DOCTYPEs added, the file cut
/// short. About half of the edits leave the document valid, so both answers are exercised.
public struct ScenarioMutator: Sendable {
    public init() {}

    /// One mutant of `text`: the edited text and what was done, for test messages.
    public func mutate(_ text: String, using random: inout SplitMix64) -> (text: String, edit: String) {
        var bytes = Array(text.utf8)
        let edit: String
        switch random.index(12) {
        case 0, 1, 2: edit = replaceValue(&bytes, using: &random)
        case 3: edit = removeAttribute(&bytes, using: &random)
        case 4: edit = addAttribute(&bytes, using: &random)
        case 5: edit = renameElement(&bytes, using: &random)
        case 6: edit = repeatOrRemoveEmptyElement(&bytes, using: &random)
        case 7: edit = insertContent(&bytes, using: &random)
        case 8: edit = wrapDocument(&bytes, using: &random)
        case 9:
            let cut = random.index(bytes.count)
            bytes.removeSubrange(cut...)
            edit = "cut at byte \(cut)"
        case 10: edit = duplicateIdentifier(&bytes, using: &random)
        default:
            // Two edits at once: errors in two places.
            let first = replaceValue(&bytes, using: &random)
            edit = first + "; " + renameElement(&bytes, using: &random)
        }
        return (String(decoding: bytes, as: UTF8.self), edit)
    }

    /// Values that are valid for some types and not for others, or valid only after white space
    /// is collapsed.
    static let values = [
        "", " ", "abc", "1e", "1e400", "-0", "+5", " 12 ", "1.", ".5", "5e-3", "-.5e+2", "1 2 3", "1 2 3 4",
        " 1  2\t3 4 ", "1 2 3 4 5", "1 2", "1,2", "#GG0000", "#FFF", "FFF", "#12345", "#11223344", "true", "false",
        "TRUE", "yes", "0", "1", "2", "NaN", "INF", "-INF", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "007", "huge", "ax5", "dark", "elevated", "fixed", "modal", "up", "gesture", "bold",
        "a b", "a\tb", "&#9;1&#10;", "linear", "easeIn", "cubicBezier(0.1,0.2,0.3,0.4)", "cubicBezier(0.1)",
        "cubicBezier(2,0,0,1)", "spring", "&amp;", "&#x1F600;", "é", "x y z",
    ]

    static let attributeNames = [
        "id", "role", "frame", "opacity", "colour", "label", "point-size", "format-version", "reduce-motion",
        "kind", "xml:lang", "xsi:type", "stiffness", "response", "content-size", "traits", "height",
    ]

    static let elementNames = ["node", "text", "sheet", "action", "gesture", "detent", "environment", "gizmo",
                               "spring", "timing", "none", "track", "notification", "snapshot", "transition"]

    private func replaceValue(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let attributes = Self.attributes(in: bytes)
        guard !attributes.isEmpty else { return "no attribute to change" }
        let attribute = attributes[random.index(attributes.count)]
        let value = random.chance(15)
            ? String(decoding: bytes[attributes[random.index(attributes.count)].value], as: UTF8.self)
            : random.pick(Self.values)
        bytes.replaceSubrange(attribute.value, with: Array(value.utf8))
        return "value of '\(String(decoding: bytes[attribute.name], as: UTF8.self))' set to '\(value)'"
    }

    private func removeAttribute(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let attributes = Self.attributes(in: bytes)
        guard !attributes.isEmpty else { return "no attribute to remove" }
        let attribute = attributes[random.index(attributes.count)]
        let name = String(decoding: bytes[attribute.name], as: UTF8.self)
        // The space before the name, the name, `="`, the value and the closing quote.
        bytes.removeSubrange((attribute.name.lowerBound - 1)...attribute.value.upperBound)
        return "attribute '\(name)' removed"
    }

    private func addAttribute(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let tags = Self.startTags(in: bytes)
        guard !tags.isEmpty else { return "no element" }
        let tag = tags[random.index(tags.count)]
        let name = random.chance(20)
            ? String(decoding: bytes[Self.attributes(in: bytes).first?.name ?? 0..<0], as: UTF8.self)
            : random.pick(Self.attributeNames)
        var added = " \(name)=\"\(random.pick(Self.values))\""
        if name.hasPrefix("xsi:") { added += " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"" }
        bytes.insert(contentsOf: Array(added.utf8), at: tag.nameEnd)
        return "attribute\(added) added"
    }

    private func renameElement(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let tags = Self.startTags(in: bytes)
        guard !tags.isEmpty else { return "no element" }
        let tag = tags[random.index(tags.count)]
        let name = random.pick(Self.elementNames)
        let old = String(decoding: bytes[tag.nameStart..<tag.nameEnd], as: UTF8.self)
        guard tag.isEmpty else {
            // Renaming a start tag alone would only break well-formedness; rename its end tag too.
            guard let end = Self.endTag(of: tag, in: bytes) else { return "no end tag" }
            bytes.replaceSubrange(end, with: Array(name.utf8))
            bytes.replaceSubrange(tag.nameStart..<tag.nameEnd, with: Array(name.utf8))
            return "<\(old)> renamed <\(name)>"
        }
        bytes.replaceSubrange(tag.nameStart..<tag.nameEnd, with: Array(name.utf8))
        return "<\(old)/> renamed <\(name)/>"
    }

    private func repeatOrRemoveEmptyElement(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let empty = Self.startTags(in: bytes).filter(\.isEmpty)
        guard !empty.isEmpty else { return "no empty element" }
        let tag = empty[random.index(empty.count)]
        let name = String(decoding: bytes[tag.nameStart..<tag.nameEnd], as: UTF8.self)
        let element = Array(bytes[tag.start..<tag.end])
        switch random.index(3) {
        case 0:
            bytes.removeSubrange(tag.start..<tag.end)
            return "<\(name)/> removed"
        case 1:
            bytes.insert(contentsOf: element, at: tag.end)
            return "<\(name)/> repeated"
        default:
            // Moved after the next element that follows it, which may break the content model.
            bytes.removeSubrange(tag.start..<tag.end)
            guard let next = Self.startTags(in: bytes).first(where: { $0.start >= tag.start }) else {
                bytes.insert(contentsOf: element, at: tag.start)
                return "nothing to move past"
            }
            let after = next.isEmpty ? next.end : (Self.endTag(of: next, in: bytes).map { $0.upperBound + 1 } ?? next.end)
            bytes.insert(contentsOf: element, at: min(after, bytes.count))
            return "<\(name)/> moved"
        }
    }

    private func insertContent(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let tags = Self.startTags(in: bytes)
        guard !tags.isEmpty else { return "no element" }
        let tag = tags[random.index(tags.count)]
        let content = random.pick(["x", "  \n  ", "&amp;", "&#32;", "<![CDATA[ ]]>", "<![CDATA[x]]>", "<!-- note -->",
                                   "<?pi data?>", "&undeclared;", "<node id=\"extra\"/>", "<text point-size=\"3\"/>"])
        guard !tag.isEmpty else {
            bytes.insert(contentsOf: Array(content.utf8), at: tag.end)
            return "'\(content)' inserted"
        }
        // An empty element becomes one with content.
        let name = Array(bytes[tag.nameStart..<tag.nameEnd])
        bytes.replaceSubrange((tag.end - 2)..<tag.end, with: Array(">".utf8) + Array(content.utf8) + Array("</".utf8) + name + [UInt8(ascii: ">")])
        return "'\(content)' put inside an empty element"
    }

    private func wrapDocument(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        guard let root = Self.startTags(in: bytes).first else { return "no root" }
        switch random.index(5) {
        case 0:
            bytes.insert(contentsOf: Array(" xmlns=\"urn:example\"".utf8), at: root.nameEnd)
            return "default namespace on the root"
        case 1:
            bytes.insert(contentsOf: Array("<!DOCTYPE scenario>\n".utf8), at: root.start)
            return "DOCTYPE"
        case 2:
            bytes.insert(contentsOf: Array("<!DOCTYPE scenario [<!ENTITY e \"x\">]>\n".utf8), at: root.start)
            return "DOCTYPE declaring an entity"
        case 3:
            bytes.insert(contentsOf: Array("<!-- leading comment -->\n".utf8), at: root.start)
            return "comment before the root"
        default:
            bytes.insert(contentsOf: Array(" xmlns:m=\"urn:m\" m:extra=\"1\"".utf8), at: root.nameEnd)
            return "namespaced attribute on the root"
        }
    }

    private func duplicateIdentifier(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let ids = Self.attributes(in: bytes).filter { String(decoding: bytes[$0.name], as: UTF8.self) == "id" }
        guard ids.count >= 2 else { return "fewer than two ids" }
        let source = ids[random.index(ids.count)], target = ids[random.index(ids.count)]
        let value = Array(bytes[source.value])
        bytes.replaceSubrange(target.value, with: value)
        return "id '\(String(decoding: value, as: UTF8.self))' used twice"
    }

    // MARK: Scanning (the generator's own output: double-quoted attributes, no `>` in values)

    struct StartTag {
        var start: Int
        var nameStart: Int
        var nameEnd: Int
        /// One past the closing `>`.
        var end: Int
        var isEmpty: Bool
    }

    static func startTags(in bytes: [UInt8]) -> [StartTag] {
        var tags: [StartTag] = []
        var position = 0
        while position < bytes.count {
            defer { position += 1 }
            guard bytes[position] == UInt8(ascii: "<"), position + 1 < bytes.count, isNameStart(bytes[position + 1]) else { continue }
            var nameEnd = position + 1
            while nameEnd < bytes.count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            guard let close = bytes[nameEnd...].firstIndex(of: UInt8(ascii: ">")) else { break }
            tags.append(StartTag(start: position, nameStart: position + 1, nameEnd: nameEnd, end: close + 1,
                                 isEmpty: bytes[close - 1] == UInt8(ascii: "/")))
        }
        return tags
    }

    /// The name of the end tag that closes `tag`, found by counting nested tags of the same name.
    static func endTag(of tag: StartTag, in bytes: [UInt8]) -> Range<Int>? {
        let name = Array(bytes[tag.nameStart..<tag.nameEnd])
        var depth = 0
        var position = tag.end
        while position + name.count + 2 < bytes.count {
            defer { position += 1 }
            guard bytes[position] == UInt8(ascii: "<") else { continue }
            let isEnd = bytes[position + 1] == UInt8(ascii: "/")
            let nameStart = position + (isEnd ? 2 : 1)
            guard nameStart + name.count <= bytes.count, Array(bytes[nameStart..<(nameStart + name.count)]) == name,
                  nameStart + name.count < bytes.count, !isNameByte(bytes[nameStart + name.count]) else { continue }
            if isEnd {
                if depth == 0 { return nameStart..<(nameStart + name.count) }
                depth -= 1
            } else if let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")), bytes[close - 1] != UInt8(ascii: "/") {
                depth += 1
            }
        }
        return nil
    }

    /// Every `name="value"` inside a start tag, as the ranges of name and value.
    static func attributes(in bytes: [UInt8]) -> [(name: Range<Int>, value: Range<Int>)] {
        var found: [(Range<Int>, Range<Int>)] = []
        for tag in startTags(in: bytes) {
            var position = tag.nameEnd
            while position < tag.end {
                guard bytes[position] == UInt8(ascii: " "), position + 1 < tag.end, isNameStart(bytes[position + 1]) else {
                    position += 1
                    continue
                }
                var nameEnd = position + 1
                while nameEnd < tag.end, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                guard nameEnd + 1 < tag.end, bytes[nameEnd] == UInt8(ascii: "="), bytes[nameEnd + 1] == UInt8(ascii: "\""),
                      let quote = bytes[(nameEnd + 2)..<tag.end].firstIndex(of: UInt8(ascii: "\"")) else {
                    position = nameEnd
                    continue
                }
                found.append(((position + 1)..<nameEnd, (nameEnd + 2)..<quote))
                position = quote + 1
            }
        }
        return found
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
