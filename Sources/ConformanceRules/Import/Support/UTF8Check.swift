/// Checks UTF-8 a piece at a time with the answer `String(validating:as:)` gives for the whole: a
/// character split between pieces is judged when its last byte comes, and the first byte that
/// is not UTF-8 is the start of the sequence it breaks (as `UTF8` decoding counts it).
struct UTF8Check {
    /// Bytes checked so far.
    private(set) var offset = 0
    /// Where the first invalid sequence starts, once one is found; nothing is checked after it.
    private(set) var firstInvalid: Int?
    /// The character being read: where it starts, how many continuation bytes it still needs,
    /// and the range the next one must be in (narrower after E0, ED, F0 and F4).
    private var start = 0
    private var needed = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Checks the input's next piece; false once the input is known not to be UTF-8.
    mutating func check(_ piece: UnsafeRawBufferPointer) -> Bool {
        guard firstInvalid == nil else { return false }
        for byte in piece {
            if needed == 0 {
                start = offset
                offset += 1
                if byte < 0x80 { continue }
                lower = 0x80
                upper = 0xBF
                switch byte {
                case 0xC2...0xDF: needed = 1
                case 0xE0: needed = 2; lower = 0xA0
                case 0xE1...0xEC, 0xEE, 0xEF: needed = 2
                case 0xED: needed = 2; upper = 0x9F
                case 0xF0: needed = 3; lower = 0x90
                case 0xF1...0xF3: needed = 3
                case 0xF4: needed = 3; upper = 0x8F
                default:
                    firstInvalid = start
                    return false
                }
            } else {
                guard byte >= lower, byte <= upper else {
                    firstInvalid = start
                    return false
                }
                offset += 1
                needed -= 1
                lower = 0x80
                upper = 0xBF
            }
        }
        return true
    }

    /// At the end of the input, where a character left unfinished is invalid; true when the
    /// whole input was UTF-8.
    mutating func finish() -> Bool {
        if firstInvalid == nil, needed > 0 { firstInvalid = start }
        return firstInvalid == nil
    }
}
