import A11yModel

/// STR-09: the HIG asks for one sheet at a time; peeking cards behind the front one add visual
/// and cognitive load.
struct SingleVisibleSheetRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "single-visible-sheet",
        pack: StructurePack.id,
        title: "One visible sheet",
        summary: """
            At most one sheet or card should be visible at a time: Apple's HIG says to display only \
            one sheet at a time and to let people dismiss a modal view before presenting another. A \
            sheet counts as visible when its effective opacity is above 0 and its frame is non-empty \
            and on screen. MorphModalKit shows up to two peeking cards by design (maxVisibleStack = \
            2), so this is platform guidance and a warning, not a conformance failure. The targets \
            are the visible sheets other than the front one. Known limit: a card fully covered by \
            the front card still counts as visible.
            """,
        severity: .warning,
        references: [
            RuleReference(.apple, "HIG Sheets: display only one sheet at a time",
                          url: "https://developer.apple.com/design/human-interface-guidelines/sheets"),
            RuleReference(.apple, "HIG Modality: let people dismiss a modal view before presenting another",
                          url: "https://developer.apple.com/design/human-interface-guidelines/modality"),
            RuleReference(.seed, "MorphModalKit's maxVisibleStack = 2 shows peeking cards"),
        ],
        scope: .snapshot,
        parameters: [
            RuleParameter("maximumVisibleSheets", .number(1), summary: "Sheets or cards that may be visible at once",
                          source: "HIG Sheets", range: .count),
        ],
        examples: examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        let sheets = index.sheets
        guard !sheets.isEmpty else { return [] }
        let front = index.frontSheet ?? sheets[sheets.count - 1]
        let others = sheets.filter { $0.node.id != front.node.id }
        guard context.snapshot.knows(.opacity) else {
            return others.map { .cantTell($0.node.id, "opacity was not captured, so whether \($0.node.id) is visible is unknown") }
        }
        let screen = context.environment.screen
        let visible = sheets.filter { sheet in
            sheet.effectiveOpacity > 0 && (sheet.node.frame.map { !$0.isEmpty && $0.intersection(screen) != nil } ?? true)
        }
        let maximum = context.parameters.count("maximumVisibleSheets", default: 1)
        let measured = "\(visible.count) visible", threshold = "\(maximum) visible"
        guard visible.count > maximum else { return [.passed(front.node.id, measured: measured, threshold: threshold)] }
        return visible.filter { $0.node.id != front.node.id }.map {
            .failed($0.node.id, "\($0.node.id) is visible behind the front sheet \(front.node.id)", measured: measured, threshold: threshold)
        }
    }
}
