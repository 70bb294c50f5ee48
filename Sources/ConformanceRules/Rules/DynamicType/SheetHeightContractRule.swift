import A11yModel

/// The morphing sheet's own contract: compact at least 100 pt, expanded at least 44 pt above it.
struct SheetHeightContractRule: NodeRule {
    let metadata = RuleDescription(
        id: "sheet-height-contract",
        pack: DynamicTypePack.id,
        title: "Sheet height contract",
        summary: """
            The morphing sheet promises that its compact height is at least 100 pt and its expanded \
            height at least 44 pt above the compact one, so the compact state keeps room for content \
            and expanding is a change people can see and hit. A sheet with detents named compact and \
            expanded that breaks the promise has bypassed the component's clamping. Names and \
            numbers are parameters for design systems with their own contract. Known limits: only \
            the seed's description states the contract, not its source; sheets with other detent \
            names are not judged.
            """,
        severity: .warning,
        references: [
            RuleReference(.seed, "Hugsy morphing sheet: compactHeight ≥ 100 pt, expandedHeight ≥ compact + 44 pt"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("compactDetent", .string("compact"), summary: "Id of the compact detent", source: "seed (HugsySheetPosition.compact)"),
            RuleParameter("expandedDetent", .string("expanded"), summary: "Id of the expanded detent", source: "seed (HugsySheetPosition.expanded)"),
            RuleParameter("minimumCompactHeight", .number(100), summary: "Lowest compact height in points",
                          source: "seed (compactHeight clamped to at least 100 points)", range: .points),
            RuleParameter("minimumExpansion", .number(44), summary: "Least the expanded height exceeds the compact one, in points",
                          source: "seed (expandedHeight at least 44 points above the compact height)", range: .points),
        ],
        examples: [
            .snapshot("the morphing sheet's defaults, 200 and 430 pt", .passed) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(modality: .nonmodal, detents: [
                    Detent(id: "compact", height: 200), Detent(id: "expanded", height: 430),
                ], position: "compact"))
            },
            .snapshot("a compact height of 80 pt and an expanded one 20 pt above it", .failed, targets: ["sheet"]) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(modality: .nonmodal, detents: [
                    Detent(id: "compact", height: 80), Detent(id: "expanded", height: 100),
                ], position: "compact"))
            },
            .snapshot("an expanded height only 30 pt above compact", .failed, targets: ["sheet"]) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(modality: .nonmodal, detents: [
                    Detent(id: "compact", height: 200), Detent(id: "expanded", height: 230),
                ], position: "expanded"))
            },
            .snapshot("a system sheet with medium and large detents", .inapplicable) {
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(detents: [
                    Detent(id: "medium", height: 426), Detent(id: "large", height: 800),
                ]))
            },
        ]
    )

    let interest = NodeInterest.sheets

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let parameters = context.parameters
        guard let detents = visited.node.sheet?.detents,
              let compact = detents.first(where: { $0.id == parameters.string("compactDetent", default: "compact") }),
              let expanded = detents.first(where: { $0.id == parameters.string("expandedDetent", default: "expanded") })
        else { return nil }
        let id = visited.node.id
        let minimumCompact = parameters.number("minimumCompactHeight", default: 100)
        let minimumExpanded = compact.height + parameters.number("minimumExpansion", default: 44)
        var problems: [String] = []
        if compact.height < minimumCompact - TargetGeometry.tolerance {
            problems.append("\(compact.id) is \(EssentialText.points(compact.height))")
        }
        if expanded.height < minimumExpanded - TargetGeometry.tolerance {
            problems.append("\(expanded.id) is only \(EssentialText.points(expanded.height - compact.height)) above \(compact.id)")
        }
        return .check(problems.isEmpty, id, failure: "\(id) breaks its height contract: \(problems.joined(separator: " and "))",
                      measured: "\(compact.id) \(EssentialText.points(compact.height)), \(expanded.id) \(EssentialText.points(expanded.height))",
                      threshold: "\(compact.id) ≥ \(EssentialText.points(minimumCompact)), \(expanded.id) ≥ \(EssentialText.points(minimumExpanded))")
    }
}
