/// Binary search over a collection sorted so that `isAfter` is false for a prefix and true for
/// the rest: where the rest starts. Positions in reading order are searched this way, so a
/// question about what is drawn after a node costs a logarithm, not a walk from the start.
enum SortedSearch {
    static func start<C: RandomAccessCollection>(of collection: C, where isAfter: (C.Element) -> Bool) -> C.Index {
        var low = collection.startIndex, count = collection.count
        while count > 0 {
            let half = count / 2
            let middle = collection.index(low, offsetBy: half)
            if isAfter(collection[middle]) {
                count = half
            } else {
                low = collection.index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
