/// The prefix a log adds in front of each line of a printout, found without regular expressions:
///
/// - logcat `threadtime` (`adb logcat`, the default): `12-09 22:12:17.806  1234  5678 D TAG : ` —
///   the month-day may carry a year;
/// - Android Studio's logcat: `2024-01-17 17:07:16.204 23674-23695 TAG com.example.app D  `,
///   whose continuation lines are only indented to the message;
/// - logcat `brief` and Robolectric's `ShadowLog`: `D/TAG( 1234): `, `I/flutter (12345): `, `D/TAG: `;
/// - Flutter's console: `flutter: `;
/// - NSLog: `2024-05-01 10:00:00.123456+0200 App[1234:5678] `.
///
/// Lines of one log message share their `source` (timestamp, process, thread and tag where the
/// format has them), so a printout can be told apart from other messages around it.
struct LogPrefix: Sendable, Hashable {
    enum Kind: String, Sendable {
        case threadtime = "logcat", studio = "Android Studio logcat", brief = "logcat (brief)", flutter = "flutter:"
        case nslog = "NSLog"
    }

    var kind: Kind
    /// What identifies one message's lines.
    var source: String
    /// Characters before the message.
    var length: Int

    /// The prefix of `line`, or nil when it has none of the known shapes.
    static func parse(_ line: Substring) -> LogPrefix? {
        let characters = Array(line.prefix(200))
        return threadtime(characters) ?? studio(characters) ?? brief(characters) ?? nslog(characters) ?? flutter(characters)
    }

    private static let levels: Set<Character> = ["V", "D", "I", "W", "E", "F", "A"]

    /// `[YYYY-]MM-DD HH:MM:SS.mmm  PID  TID L TAG: `
    private static func threadtime(_ c: [Character]) -> LogPrefix? {
        var scan = PrefixScanner(c)
        guard scan.timestamp() else { return nil }
        let stamp = scan.text(from: 0)
        guard scan.spaces(), let pid = scan.digits(), scan.spaces(), let tid = scan.digits(), scan.spaces(),
              let level = scan.next(), levels.contains(level), scan.spaces() else { return nil }
        let tagStart = scan.index
        guard let colon = scan.find(": ") ?? scan.findAtEnd(":") else { return nil }
        let tag = String(c[tagStart..<colon]).trimmingTrailingSpaces()
        guard !tag.isEmpty else { return nil }
        return LogPrefix(kind: .threadtime, source: "\(stamp) \(pid) \(tid) \(tag)", length: min(colon + 2, c.count))
    }

    /// `YYYY-MM-DD HH:MM:SS.mmm PID-TID TAG PACKAGE L  `
    private static func studio(_ c: [Character]) -> LogPrefix? {
        var scan = PrefixScanner(c)
        guard scan.timestamp(), scan.text(from: 0).count >= 23 else { return nil }
        let stamp = scan.text(from: 0)
        guard scan.spaces(), let pid = scan.digits(), scan.next() == "-", let tid = scan.digits(), scan.spaces(),
              let tag = scan.word(), scan.spaces(), scan.word() != nil, scan.spaces(),
              let level = scan.next(), levels.contains(level), scan.spaces() else { return nil }
        return LogPrefix(kind: .studio, source: "\(stamp) \(pid)-\(tid) \(tag)", length: scan.index)
    }

    /// `L/TAG(PID): ` or `L/TAG: `
    private static func brief(_ c: [Character]) -> LogPrefix? {
        guard c.count > 3, levels.contains(c[0]), c[1] == "/" else { return nil }
        var scan = PrefixScanner(c)
        scan.index = 2
        guard let colon = scan.find(": ") ?? scan.findAtEnd(":") else { return nil }
        var tag = String(c[2..<colon])
        if tag.hasSuffix(")"), let open = tag.lastIndex(of: "("),
           tag[tag.index(after: open)...].dropLast().allSatisfy({ $0 == " " || $0.isASCII && $0.isNumber }) {
            tag = String(tag[..<open])
        }
        tag = tag.trimmingTrailingSpaces()
        guard !tag.isEmpty, !tag.contains(" ") else { return nil }
        return LogPrefix(kind: .brief, source: String(c[0..<colon]), length: min(colon + 2, c.count))
    }

    /// `flutter: `
    private static func flutter(_ c: [Character]) -> LogPrefix? {
        let word = Array("flutter:")
        guard c.count >= word.count, Array(c[0..<word.count]) == word else { return nil }
        let length = c.count > word.count && c[word.count] == " " ? word.count + 1 : word.count
        return LogPrefix(kind: .flutter, source: "flutter", length: length)
    }

    /// `YYYY-MM-DD HH:MM:SS.ffffff+ZZZZ Process[PID:TID] `
    private static func nslog(_ c: [Character]) -> LogPrefix? {
        var scan = PrefixScanner(c)
        guard scan.timestamp(), let sign = scan.next(), sign == "+" || sign == "-", scan.digits() != nil, scan.next() == " " else {
            return nil
        }
        let processStart = scan.index
        guard let open = scan.find("["), open > processStart else { return nil }
        scan.index = open + 1
        guard scan.digits() != nil, scan.next() == ":", let close = scan.find("] ") else { return nil }
        return LogPrefix(kind: .nslog, source: String(c[processStart..<close]), length: close + 2)
    }
}

/// A forward scan over the first characters of a line.
private struct PrefixScanner {
    let c: [Character]
    var index = 0

    init(_ characters: [Character]) {
        c = characters
    }

    mutating func next() -> Character? {
        guard index < c.count else { return nil }
        defer { index += 1 }
        return c[index]
    }

    mutating func digits() -> String? {
        let start = index
        while index < c.count, c[index].isASCII, c[index].isNumber { index += 1 }
        return index > start ? String(c[start..<index]) : nil
    }

    /// One or more spaces.
    mutating func spaces() -> Bool {
        let start = index
        while index < c.count, c[index] == " " { index += 1 }
        return index > start
    }

    /// A run of characters other than spaces.
    mutating func word() -> String? {
        let start = index
        while index < c.count, c[index] != " " { index += 1 }
        return index > start ? String(c[start..<index]) : nil
    }

    /// `[YYYY-]MM-DD HH:MM:SS.fff…`
    mutating func timestamp() -> Bool {
        guard let first = digits() else { return false }
        if first.count == 4 {
            guard next() == "-", digits()?.count == 2 else { return false }
        } else if first.count != 2 {
            return false
        }
        guard next() == "-", digits()?.count == 2, next() == " ", digits()?.count == 2, next() == ":",
              digits()?.count == 2, next() == ":", digits()?.count == 2, next() == "." else { return false }
        return digits() != nil
    }

    func text(from start: Int) -> String { String(c[start..<index]) }

    /// The index where `text` next starts, from the current index.
    func find(_ text: String) -> Int? {
        let pattern = Array(text)
        var at = index
        while at + pattern.count <= c.count {
            if Array(c[at..<at + pattern.count]) == pattern { return at }
            at += 1
        }
        return nil
    }

    /// `text` as the very end of the line (a message that is empty).
    func findAtEnd(_ text: String) -> Int? {
        let pattern = Array(text)
        guard c.count >= pattern.count, c.count > index, Array(c[(c.count - pattern.count)...]) == pattern else { return nil }
        return c.count - pattern.count
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
