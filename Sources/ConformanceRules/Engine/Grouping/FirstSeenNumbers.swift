/// Numbers values in the order they first appear: 0 for the first distinct one, 1 for the next.
///
/// Grouping meets a handful of distinct values (the environments of a check, the states of a
/// scenario, the problems of one check) many times over. A short list compared with `==` finds
/// the repeats without hashing them; hashing a non-ASCII string (a transition's
/// `presented → pushed`) normalises it first. Past `comparedAtMost` distinct values a dictionary
/// takes over, so thousands of them stay linear.
struct FirstSeenNumbers<Value: Hashable> {
    static var comparedAtMost: Int { 16 }

    /// Each distinct value once, in order of first appearance: `values[n]` is numbered `n`.
    private(set) var values: [Value] = []
    private var numbers: [Value: Int]?

    /// The number of `value`, and whether this is its first appearance.
    mutating func number(of value: Value) -> (number: Int, isNew: Bool) {
        if numbers != nil {
            if let known = numbers?[value] { return (known, false) }
            numbers?[value] = values.count
        } else if let known = values.firstIndex(of: value) {
            return (known, false)
        }
        values.append(value)
        if numbers == nil && values.count == Self.comparedAtMost {
            numbers = Dictionary(uniqueKeysWithValues: zip(values, values.indices))
        }
        return (values.count - 1, true)
    }
}

extension Sequence where Element: Hashable {
    /// Each element once, in order of first appearance.
    func distinctInOrder() -> [Element] {
        var distinct = FirstSeenNumbers<Element>()
        for element in self { _ = distinct.number(of: element) }
        return distinct.values
    }
}
