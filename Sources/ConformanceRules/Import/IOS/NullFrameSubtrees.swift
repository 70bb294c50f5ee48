/// WDA writes `x="inf" y="inf"` for an element whose frame is `CGRect.null`: it is in no
/// window's coordinates, so nothing inside it is laid out on screen. A system alert queued behind
/// the one showing is captured so, its buttons at 0×0 and `visible="false"`. Such a subtree, when
/// WDA reports nothing in it visible, is left out of judgement (named in the notes) instead of
/// failing as zero-size elements the app exposes.
enum NullFrameSubtrees {
    static let leftOut = "left out: elements WDA reports with no frame (x=\"inf\") and nothing visible inside, which are not on screen"

    /// `nullFrames`: arena indices whose frame was infinite; `visible[i]`: WDA's `visible` of i.
    static func leaveOut(_ arena: inout ImportArena, nullFrames: [Int], visible: [Bool?], notes: inout ImportNotes) {
        var found: [String] = []
        for index in nullFrames where visible[index] == false && !arena.isExcluded(index) {
            var pending = [index], shown = false
            while let next = pending.popLast(), !shown {
                shown = visible[next] == true
                pending += arena[next].children
            }
            guard !shown else { continue }
            arena.exclude(index)
            found.append((arena[index].clues.typeName ?? "element") + (arena[index].line.map { " at line \($0)" } ?? ""))
        }
        if !found.isEmpty { notes.add(leftOut + ": " + found.joined(separator: ", ")) }
    }
}
