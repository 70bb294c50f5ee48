import A11yModel

/// Words a list's rows all read from their template: the "Cover" every card's picture is
/// described as, where titles and artists differ from row to row. A row cut by the list's edge,
/// laid out from the same template, holds them too beyond the edge, where the dump does not show.
enum TemplateWords {
    /// Whole rows that must all read the words: with fewer, a coincidence of data (two songs by
    /// one artist) would pass for the template.
    static let minimumRows = 3
    /// Whole rows compared at most.
    static let rowsCompared = 16
    /// Views read in each row at most: a card's template words lie near the top of its tree, and
    /// a row of thousands of views must not be read again for every cut row beside it.
    static let viewsRead = 256

    /// A name, quoted, that a view inside each of `rows` carries, the same in all of them, where
    /// that view is no control of its own (a screen reader reads it as part of the row). Nil with
    /// fewer than `minimumRows` rows.
    static func shared(by rows: [VisitedNode], in index: SnapshotIndex) -> String? {
        let compared = rows.prefix(rowsCompared)
        guard compared.count >= minimumRows, let first = compared.first else { return nil }
        var common = words(in: first, of: index)
        for row in compared.dropFirst() where !common.isEmpty {
            common.formIntersection(words(in: row, of: index))
        }
        guard !common.isEmpty else { return nil }
        // The first in the first row's order, so the message does not depend on hashing.
        return views(in: first, of: index).compactMap(\.node.label)
            .first(where: common.contains).map { "'\(SpeakableName.trimmed($0))'" }
    }

    /// The views inside `row`, up to `viewsRead`.
    private static func views(in row: VisitedNode, of index: SnapshotIndex) -> ArraySlice<VisitedNode> {
        index.nodes[index.subtreeRange(of: row).dropFirst().prefix(viewsRead)]
    }

    private static func words(in row: VisitedNode, of index: SnapshotIndex) -> Set<String> {
        Set(views(in: row, of: index).lazy.filter { inside in
            !inside.node.isInteractive && !TouchTargets.isPointerTarget(inside.node) && SpeakableName.isSpeakable(inside.node.label)
        }.compactMap(\.node.label))
    }
}
