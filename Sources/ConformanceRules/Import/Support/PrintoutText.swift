import A11yModel

/// One line of a printout with its wrapping taken off, and where its text starts in the file.
struct PrintoutLine: Sendable {
    var text: Substring
    /// 1-based line in the file.
    var line: Int
    /// 1-based column (in characters) in the file of the first character of `text`.
    var column: Int
}

/// A text printout (a Compose or Flutter semantics tree, an XCUITest description) as the test
/// log holds it, and the lines of the printout itself.
///
/// Printouts come wrapped: XCTest activity lines (`t =   110.37s Requesting snapshot…`) between
/// the lines of a description, a log prefix in front of every line (logcat, Android Studio,
/// `flutter: `, NSLog), a comment marker or a common indentation when pasted from a test's
/// comment. Every text importer reads its printout through here, so they all accept the same
/// wrappings and report positions in the file as it is.
struct Printout: Sendable {
    /// From the first line of the printout on.
    var lines: [PrintoutLine]
    /// What was taken off, for the import notes.
    var notes: [String]

    /// Unwraps `content` (line ends already LF). `startsPrintout` recognises the printout's first
    /// line once unwrapped (without leading spaces); the lines of the log message it is in are
    /// kept from there on, and other log messages are left out.
    init(_ content: Substring, startsPrintout: (Substring) -> Bool) {
        var notes: [String] = []
        var raw = content.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, text in
            PrintoutLine(text: text, line: index + 1, column: 1)
        }
        if raw.last?.text.isEmpty == true { raw.removeLast() }
        let activity = raw.filter { Self.isActivityLine($0.text) }.count
        if activity > 0 {
            raw.removeAll { Self.isActivityLine($0.text) }
            notes.append("left out \(activity) XCTest activity or debugger line\(activity == 1 ? "" : "s") (t = …, (lldb))")
        }
        if let marker = Self.commonMarker(raw) {
            raw = raw.map { Self.dropping(marker.count, from: $0) }
            notes.append("took off the comment or quote marker '\(marker)' every line starts with")
        }
        var (kept, logNote) = Self.unwrapLog(raw, startsPrintout: startsPrintout)
        if let logNote { notes.append(logNote) }
        if let tag = Self.commonTag(kept) {
            kept = kept.map { Self.dropping(tag.count, from: $0) }
            notes.append("took off the log tag '\(tag.trimming(.whitespaces))' every line starts with")
        }
        let indent = kept.filter { !Self.isBlank($0.text) }.map { $0.text.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        if indent > 0 {
            kept = kept.map { Self.dropping(indent, from: $0) }
            notes.append("took off a common indentation of \(indent) character\(indent == 1 ? "" : "s")")
        }
        if let start = kept.firstIndex(where: { startsPrintout(Self.trimmedLeading($0.text)) }), start > 0 {
            let skipped = kept[..<start].filter { !Self.isBlank($0.text) }.count
            if skipped > 0 { notes.append("skipped \(skipped) line\(skipped == 1 ? "" : "s") before the printout") }
            kept.removeFirst(start)
        }
        lines = kept
        self.notes = notes
    }

    /// XCTest's activity log (`t =     0.05s Set Up`) and lldb's prompt echo (`(lldb) po app`).
    static func isActivityLine(_ text: Substring) -> Bool {
        let trimmed = trimmedLeading(text)
        if trimmed.hasPrefix("(lldb)") { return true }
        guard trimmed.hasPrefix("t = ") || trimmed.hasPrefix("t =\t") else { return false }
        let rest = trimmedLeading(trimmed.dropFirst(3))
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        return !number.isEmpty && rest.dropFirst(number.count).first == "s"
    }

    static func isBlank(_ text: Substring) -> Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

    static func trimmedLeading(_ text: Substring) -> Substring { text.drop { $0 == " " || $0 == "\t" } }

    private static func dropping(_ count: Int, from line: PrintoutLine) -> PrintoutLine {
        let dropped = min(count, line.text.count)
        return PrintoutLine(text: line.text.dropFirst(dropped), line: line.line, column: line.column + dropped)
    }

    /// The run of comment or quote markers (`//`, `*`, `#`, `>`) and spaces that every non-blank
    /// line starts with, when it holds a marker.
    private static func commonMarker(_ lines: [PrintoutLine]) -> String? {
        let markers: Set<Character> = ["/", "*", "#", ">", " ", "\t"]
        var common: [Character]?
        for line in lines where !isBlank(line.text) {
            let run = Array(line.text.prefix { markers.contains($0) })
            guard let so = common else { common = run; continue }
            common = Array(zip(so, run).prefix { $0 == $1 }.map(\.0))
            if common?.isEmpty == true { return nil }
        }
        guard var found = common, found.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
        // Keep one space after the marker, not the printout's own indentation.
        while let last = found.last, last == " " || last == "\t", found.dropLast().last == " " || found.dropLast().last == "\t" {
            found.removeLast()
        }
        return String(found)
    }

    /// Log prefixes off: the message the printout starts in is kept (Android Studio's
    /// continuation lines with it), other messages and unprefixed lines around it are left out.
    private static func unwrapLog(_ lines: [PrintoutLine], startsPrintout: (Substring) -> Bool)
        -> (lines: [PrintoutLine], note: String?)
    {
        let prefixes = lines.map { LogPrefix.parse($0.text) }
        guard prefixes.contains(where: { $0 != nil }) else { return (lines, nil) }
        // Each line's own prefix, or the prefix of the Android Studio message it continues (its
        // other lines are only indented to the message).
        var effective = prefixes
        var owner: LogPrefix?
        for index in lines.indices {
            if let own = prefixes[index] {
                owner = own.kind == .studio ? own : nil
            } else if let studio = owner, isBlank(lines[index].text.prefix(studio.length)) {
                effective[index] = studio
            } else if !isBlank(lines[index].text) {
                owner = nil
            }
        }
        let anchor = lines.indices.first { index in
            let message = effective[index].map { lines[index].text.dropFirst($0.length) } ?? lines[index].text
            return startsPrintout(trimmedLeading(message))
        }
        guard let anchor, let prefix = effective[anchor] else {
            // The printout has no prefix: lines that carry one belong to other messages.
            let kept = lines.indices.filter { effective[$0] == nil }.map { lines[$0] }
            let dropped = lines.count - kept.count
            return (kept, dropped == 0 ? nil : "left out \(dropped) log line\(dropped == 1 ? "" : "s") around the printout")
        }
        var kept: [PrintoutLine] = []
        var dropped = 0
        for (index, line) in lines.enumerated() {
            if let own = effective[index], own.source == prefix.source {
                kept.append(dropping(own.length, from: line))
            } else if !isBlank(line.text) {
                dropped += 1
            }
        }
        var note = "took off the \(prefix.kind.rawValue) prefix of every line"
        if dropped > 0 { note += "; left out \(dropped) line\(dropped == 1 ? "" : "s") of other log messages" }
        return (kept, note)
    }

    /// The text after a log tag column (`Log     : `), as Android Studio's compact view prints.
    static func afterTag(_ text: Substring) -> Substring? {
        guard let colon = text.firstRange(of: ": ") else { return nil }
        let tag = text[..<colon.lowerBound].trimming(.whitespaces)
        guard !tag.isEmpty, text.first?.isLetter == true, tag.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }) else {
            return nil
        }
        return text[colon.upperBound...]
    }

    /// A log tag column every non-blank line starts with (`Log     : `, as Android Studio's
    /// compact view prints).
    private static func commonTag(_ lines: [PrintoutLine]) -> String? {
        var common: Substring?
        for line in lines where !isBlank(line.text) {
            guard let message = afterTag(line.text) else { return nil }
            let candidate = line.text[..<message.startIndex]
            if let common, common != candidate { return nil }
            common = candidate
        }
        return common.map(String.init)
    }
}
