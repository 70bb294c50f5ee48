extension StringProtocol {
    /// Foundation's `padding(toLength:withPad: " ", startingAt: 0)`: spaces added, or the text
    /// cut, to `length` UTF-16 code units, as `NSString` counts them.
    public func padded(toLength length: Int) -> String {
        let units = utf16.count
        if units >= length { return String(decoding: Array(utf16.prefix(length)), as: UTF16.self) }
        return String(self) + String(repeating: " ", count: length - units)
    }
}
