/// Signs that a text is a program's error passed to the screen as it came: an exception's type,
/// a script engine's message, a quoted name from the code or database, an HTTP status code, a
/// percent-encoded address. Each sign is a form people do not write for people, so one is enough.
/// Read from the text's bytes in one pass, since every text of a snapshot is looked at.
enum RawErrorSigns {
    enum Sign: Equatable {
        /// `PlatformException`, `java.net.UnknownHostException`, `TypeError`.
        case errorType(String)
        /// A fixed message of a script engine or runtime (`Cannot read properties of undefined`).
        case engineMessage(String)
        /// `'dropoff_address'`: a lower-case name joined by underscores, in quotes, in a text
        /// that speaks of a column, a table or a key, as a database's or backend's error does (a
        /// quoted user name, 'ana_lopez', is no sign).
        case quotedIdentifier(String)
        /// `[firebase_auth/invalid-credential]`: FlutterFire's code of a Firebase error, which its
        /// exceptions print before their message.
        case pluginCode(String)
        /// `status code 404`, as HTTP clients word a failed request.
        case statusCode(String)
        /// Three or more `%2F`-style escapes: an address as a program passes it on.
        case percentEncoding(String)
        /// The whole text an HTTP server's reason phrase ("request entity too large", "502 Bad
        /// Gateway"): a web framework's error body shown as it came.
        case reasonPhrase(String)

        /// What the text does, for a message: "names the error type 'TypeError'".
        var phrase: String {
            switch self {
            case .errorType(let name): "names the error type '\(name)'"
            case .engineMessage(let words): "is a runtime's own message ('\(words)')"
            case .quotedIdentifier(let name): "quotes the name '\(name)' from the code or database"
            case .pluginCode(let code): "starts with the plugin's error code '\(code)'"
            case .statusCode(let words): "gives an HTTP status code ('\(words)')"
            case .percentEncoding(let escape): "holds percent-encoded text ('\(escape)')"
            case .reasonPhrase(let words): "is an HTTP server's reason phrase ('\(words)')"
            }
        }
    }

    /// Messages JavaScript engines (V8, Hermes, JavaScriptCore) and Dart give for a program's
    /// own mistakes, which an app shows only by passing the error on.
    static let engineMessages: [[UInt8]] = [
        "Cannot read propert", "undefined is not an object", "undefined is not a function", "is not a function (it is undefined)",
        "JSON Parse error", "in JSON at position", "Unexpected end of JSON input", "Null check operator used on a null value",
        "is not a subtype of type",
    ].map { Array($0.utf8) }

    /// `engineMessages` by their first byte, so that the one pass over a text tries a message only
    /// where it could start.
    static let engineMessagesByFirstByte: [[[UInt8]]] = (0..<256).map { byte in engineMessages.filter { Int($0[0]) == byte } }

    /// Words of a database's or backend's error that a quoted name from the code stands beside.
    static let codeContextWords: [[UInt8]] = [
        "column", "table", "relation", "schema", "constraint", "field", "key", "property", "parameter", "attribute",
        "argument", "collection",
    ].map { Array($0.utf8) }

    /// HTTP reason phrases (RFC 9110) that apps do not word as their own copy: "Not Found",
    /// "Forbidden", "Unauthorized", "Too Many Requests" and "Service Unavailable" are left out,
    /// since apps write them for people too.
    static let reasonPhrases: Set<String> = [
        "bad request", "request entity too large", "payload too large", "content too large", "internal server error",
        "bad gateway", "gateway timeout", "gateway time-out", "request timeout", "unprocessable entity", "unprocessable content",
        "unsupported media type", "method not allowed", "not acceptable", "precondition failed", "expectation failed",
        "request-uri too large", "uri too long", "length required", "http version not supported",
    ]

    /// The first sign in `text`, or nil.
    static func sign(in text: String) -> Sign? {
        if let phrase = reasonPhrase(text) { return .reasonPhrase(phrase) }
        var text = text
        return text.withUTF8 { sign(in: $0) }
    }

    /// `text` whole, when it is a reason phrase of `reasonPhrases`, in any case, after an optional
    /// status code and before an optional full stop or colon ("413 Request Entity Too Large.").
    static func reasonPhrase(_ text: String) -> String? {
        // The phrases are 9 to 28 bytes: shorter and longer texts are not read (most labels).
        guard (9...48).contains(text.utf8.count) else { return nil }
        var words = Substring(text)
        words = words.drop(while: \Character.isWhitespace)
        while let last = words.last, last.isWhitespace || last == "." || last == ":" { words.removeLast() }
        let code = words.prefix { $0.isASCII && $0.isNumber }
        if code.count == 3 { words = words.dropFirst(3).drop(while: \Character.isWhitespace) }
        // Compared byte by byte, ASCII case aside: no lower-cased copy of every short label.
        let bytes = words.utf8
        let match = reasonPhraseBytes.contains { phrase in
            phrase.count == bytes.count && zip(phrase, bytes).allSatisfy { $0 == $1 | ((0x41...0x5A).contains($1) ? 0x20 : 0) }
        }
        return match ? String(words) : nil
    }

    private static let reasonPhraseBytes: [[UInt8]] = reasonPhrases.sorted().map { Array($0.utf8) }

    static func sign(in bytes: UnsafeBufferPointer<UInt8>) -> Sign? {
        var escapes = 0, firstEscape = 0
        // A run of a lower-case name is read once, from its first underscore, and a quoted one
        // looks at the few words beside it: a hostile text of names stays linear.
        var nameRunEnd = 0
        for index in bytes.indices {
            if let message = engineMessagesByFirstByte[Int(bytes[index])].first(where: { message in
                bytes.count - index >= message.count && bytes[index..<(index + message.count)].elementsEqual(message)
            }) {
                return .engineMessage(String(decoding: message, as: UTF8.self))
            }
            switch bytes[index] {
            case UInt8(ascii: "E"):
                if let name = errorType(endingAfter: index, in: bytes) { return .errorType(name) }
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { continue }
                if escapes == 0 { firstEscape = index }
                escapes += 1
                if escapes == 3 { return .percentEncoding(text(bytes, firstEscape..<(firstEscape + 3))) }
            case UInt8(ascii: "_") where index >= nameRunEnd:
                let run = lowerNameRun(around: index, in: bytes)
                nameRunEnd = run.upperBound
                guard let name = quotedIdentifier(run, in: bytes) else { continue }
                if speaksOfCode(beside: run, in: bytes) { return .quotedIdentifier(name) }
            case UInt8(ascii: "["):
                if let code = pluginCode(at: index, in: bytes) { return .pluginCode(code) }
            case UInt8(ascii: "s"), UInt8(ascii: "S"):
                if let words = statusCode(at: index, in: bytes) { return .statusCode(words) }
            default:
                continue
            }
        }
        return nil
    }

    /// The type name whose `Exception` or `Error` starts at `start`: the last dot-separated part
    /// of the identifier around it, starting with a capital and holding a letter or digit before
    /// the suffix (`IOError`, `SocketException`; not a lone `Error`, nor `Exceptional`).
    private static func errorType(endingAfter start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let suffix: StaticString
        if matches("Exception", at: start, in: bytes) { suffix = "Exception" } else if matches("Error", at: start, in: bytes) { suffix = "Error" } else { return nil }
        let end = start + suffix.utf8CodeUnitCount
        guard end == bytes.count || !isIdentifierByte(bytes[end]), start > 0, isLetterOrDigit(bytes[start - 1]) else { return nil }
        var head = start - 1
        while head > 0, isIdentifierByte(bytes[head - 1]), bytes[head - 1] != UInt8(ascii: ".") { head -= 1 }
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[head]) else { return nil }
        return text(bytes, head..<end)
    }

    /// The run of lower-case letters, digits and underscores around the byte at `index`.
    private static func lowerNameRun(around index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var head = index, tail = index + 1
        while head > 0, isLowerIdentifierByte(bytes[head - 1]) { head -= 1 }
        while tail < bytes.count, isLowerIdentifierByte(bytes[tail]) { tail += 1 }
        return head..<tail
    }

    /// `dropoff_address` when `run` is a quoted lower-case name joined by underscores: starting
    /// with a letter, not ending with an underscore, between matching quotes.
    private static func quotedIdentifier(_ run: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard run.count > 2, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[run.lowerBound]),
              bytes[run.upperBound - 1] != UInt8(ascii: "_"),
              let open = quote(endingAt: run.lowerBound, in: bytes), let close = quote(startingAt: run.upperBound, in: bytes),
              open == close else { return nil }
        return text(bytes, run)
    }

    /// Words on either side of a quoted name that may say what it names: an error puts the word
    /// right beside it ("the 'dropoff_address' column", "null value in column \"owner_id\"",
    /// "unique constraint \"users_email_key\""), where a page of code or prose may hold a quoted
    /// name and such a word lines apart.
    static let wordsBesideName = 3

    /// Whether a word of `codeContextWords` stands among the `wordsBesideName` words before or
    /// after `run`, in any case, as a whole word or a plural (`columns`).
    private static func speaksOfCode(beside run: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = run.lowerBound - 1, read = 0
        while end > 0, read < wordsBesideName {
            guard isLetterOrDigit(bytes[end - 1]) else { end -= 1; continue }
            var start = end
            while start > 0, isLetterOrDigit(bytes[start - 1]) { start -= 1 }
            if isCodeContextWord(bytes[start..<end]) { return true }
            read += 1
            end = start
        }
        var start = run.upperBound + 1
        read = 0
        while start < bytes.count, read < wordsBesideName {
            guard isLetterOrDigit(bytes[start]) else { start += 1; continue }
            var end = start
            while end < bytes.count, isLetterOrDigit(bytes[end]) { end += 1 }
            if isCodeContextWord(bytes[start..<end]) { return true }
            read += 1
            start = end
        }
        return false
    }

    /// A word of `codeContextWords`, or its plural, compared with the few of its length.
    private static func isCodeContextWord(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let singular = word.last.map { $0 | 0x20 } == UInt8(ascii: "s") ? word.dropLast() : word[...]
        return codeContextWords.contains { sameLetters($0, word) || sameLetters($0, singular) }
    }

    /// Whether `word` is `lowercase` in any case.
    private static func sameLetters(_ lowercase: [UInt8], _ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        lowercase.count == word.count && zip(lowercase, word).allSatisfy { $0 == $1 | (($1 >= 0x41 && $1 <= 0x5A) ? 0x20 : 0) }
    }

    /// `[firebase_auth/invalid-credential]` at `index`: a lower-case plugin name holding an
    /// underscore, a slash, a lower-case code joined by hyphens.
    private static func pluginCode(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var cursor = index + 1
        while cursor < bytes.count, isLowerIdentifierByte(bytes[cursor]) { cursor += 1 }
        let plugin = (index + 1)..<cursor
        guard plugin.count > 2, bytes[plugin].contains(UInt8(ascii: "_")), cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") else { return nil }
        cursor += 1
        let codeStart = cursor
        while cursor < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        guard cursor > codeStart, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "]") else { return nil }
        return text(bytes, index..<(cursor + 1))
    }

    /// `status code 404` or `Status code: 500` starting at `index`.
    private static func statusCode(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let words = "status code"
        guard index + words.utf8.count <= bytes.count,
              zip(words.utf8, bytes[index...]).allSatisfy({ $0 == $1 | (($1 >= 0x41 && $1 <= 0x5A) ? 0x20 : 0) }),
              index == 0 || !isLetterOrDigit(bytes[index - 1]) else { return nil }
        var cursor = index + words.utf8.count
        if matches(" of", at: cursor, in: bytes) { cursor += 3 }
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: ":") { cursor += 1 }
        guard cursor + 3 <= bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(bytes[cursor]),
              isDigit(bytes[cursor + 1]), isDigit(bytes[cursor + 2]),
              cursor + 3 == bytes.count || !isDigit(bytes[cursor + 3]) else { return nil }
        return text(bytes, index..<(cursor + 3))
    }

    /// Which quote ends at `end` (exclusive), as a number shared by its closing form.
    private static func quote(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard end > 0 else { return nil }
        switch bytes[end - 1] {
        case UInt8(ascii: "'"): return 1
        case UInt8(ascii: "\""): return 2
        case UInt8(ascii: "`"): return 3
        case 0x98 where end >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80: return 1 // ‘
        case 0x9C where end >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80: return 2 // “
        default: return nil
        }
    }

    private static func quote(startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "'"): return 1
        case UInt8(ascii: "\""): return 2
        case UInt8(ascii: "`"): return 3
        case 0xE2 where start + 2 < bytes.count && bytes[start + 1] == 0x80:
            return bytes[start + 2] == 0x99 ? 1 : bytes[start + 2] == 0x9D ? 2 : nil // ’ ”
        default: return nil
        }
    }

    private static func matches(_ word: StaticString, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        return word.withUTF8Buffer { $0.elementsEqual(bytes[start..<(start + count)]) }
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    private static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20) }
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
    }
    private static func isLowerIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
