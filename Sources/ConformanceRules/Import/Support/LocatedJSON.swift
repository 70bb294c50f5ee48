import A11yModel

/// A JSON value with the line and column where it starts, so importers can point at the exact
/// place of a problem in a dump (the coding path alone is hard to find in a 5 000-line file).
struct LocatedJSON: Sendable {
    enum Value: Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Member: Sendable {
        var key: String
        var value: LocatedJSON
    }

    var value: Value
    /// 1-based, of the value's first character. Held in 32 bits (a 1 GiB file has fewer lines
    /// and columns than that), which takes a quarter off every value of a large tree.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    init(value: Value, line: Int, column: Int) {
        self.value = value
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// The member `key` of an object (the first one when repeated), else nil.
    subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var elements: [LocatedJSON]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// A name for the value's kind in messages: "a string", "an object"…
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The text of a scalar: strings as they are, numbers in their shortest form, booleans as
    /// `true`/`false`. Dumps are not consistent about quoting scalars, so readers accept both.
    var scalarText: String? {
        switch value {
        case .string(let text): text
        case .number(let number): formatNumber(number)
        case .bool(let flag): flag ? "true" : "false"
        case .object, .array, .null: nil
        }
    }
}
