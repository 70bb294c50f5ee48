import A11yModel

/// DT-01, measured: text that claims to scale must grow between the smallest and the largest
/// content size captured for its state.
struct TextGrowsWithContentSizeRule: VariantSetRule {
    let metadata = RuleDescription(
        id: "text-grows-with-content-size",
        pack: DynamicTypePack.id,
        title: "Text grows with the content size",
        summary: """
            A font can be flagged as scaling and still not grow — a text style clamped with \
            `maximumPointSize`, a scaled metric that is never re-read, a `dynamicTypeSize` range \
            that stops early. Within one state's variant set, essential text that claims to scale \
            must be larger in the snapshot at the largest content size than at the smallest, unless \
            Apple's table itself keeps its style's size between those two categories (Footnote and \
            the captions stay flat from xSmall to Medium). Text declared fixed is left to \
            scalable-text, so each flaw is reported once. Captures that record no fonts (UI-test dumps, \
            Compose and Flutter printouts) are judged by what they do record: an exposed text or \
            heading must be taller at the largest size than at the smallest, since its lines grow \
            with its font; one that keeps its height does not scale, or is clipped to a fixed height. \
            Known limits: needs two content sizes of one state; a deliberate cap above 200 % (Large \
            Title tops out at 176 % by design) is reported only if the size does not grow at all.
            """,
        severity: .error,
        references: [
            .wcag("1.4.4", "Resize Text", level: "AA"),
            RuleReference(.apple, "HIG Typography: Dynamic Type sizes",
                          url: "https://developer.apple.com/design/human-interface-guidelines/typography"),
        ],
        scope: .variantSet,
        examples: [
            .scenario("body text grows from 17 pt at Large to 53 pt at AX5", .passed) {
                Self.menu(largeSize: 17, ax5Size: 53)
            },
            .scenario("a price label claims to scale but stays 17 pt at AX5", .failed, targets: ["price"]) {
                Self.menu(largeSize: 17, ax5Size: 17)
            },
            .scenario("a state captured at one content size only", .inapplicable) {
                Scenario(id: "example", snapshots: [
                    Snapshot(id: "menu-light", state: "menu", root: Self.card(size: 17)),
                    Snapshot(id: "menu-dark", state: "menu", environment: Environment(colorScheme: .dark), root: Self.card(size: 17)),
                ])
            },
            .scenario("captures without fonts: the title's height grows from 28 to 56 pt", .passed) {
                Self.captured(largeHeight: 28, ax5Height: 56)
            },
            .scenario("captures without fonts: the title keeps its 28 pt height at AX5", .failed, targets: ["title"]) {
                Self.captured(largeHeight: 28, ax5Height: 28)
            },
            .scenario("a capture at AX5 that could not read fonts", .cantTell, targets: ["price"]) {
                Scenario(id: "example", snapshots: [
                    Snapshot(id: "menu-large", state: "menu", root: Self.card(size: 17)),
                    Snapshot(id: "menu-ax5", state: "menu", environment: Environment(contentSize: .ax5), unknown: [.textStyle],
                             root: Self.card(size: 17)),
                ])
            },
        ]
    )

    private static func card(size: Double) -> Node {
        Node(id: "card", part: .card, sheet: SheetFacts(), children: [
            Node(id: "price", role: .staticText, label: "$4.99", text: TextFacts(pointSize: size)),
        ])
    }

    /// Two printouts of a sheet: texts with frames, no fonts.
    private static func captured(largeHeight: Double, ax5Height: Double) -> Scenario {
        func sheet(_ height: Double) -> Node {
            Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Share trip", frame: Rect(x: 24, y: 500, width: 118, height: height)),
            ])
        }
        return Scenario(id: "example", snapshots: [
            Snapshot(id: "share-large", state: "share", unknown: [.textStyle], root: sheet(largeHeight)),
            Snapshot(id: "share-ax5", state: "share", environment: Environment(contentSize: .ax5), unknown: [.textStyle],
                     root: sheet(ax5Height)),
        ])
    }

    private static func menu(largeSize: Double, ax5Size: Double) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "menu-large", state: "menu", root: card(size: largeSize)),
            Snapshot(id: "menu-ax5", state: "menu", environment: Environment(contentSize: .ax5), root: card(size: ax5Size)),
        ])
    }

    func evaluate(_ context: VariantSetContext) -> [Verdict] {
        guard let smallest = context.snapshots.min(by: { $0.environment.contentSize < $1.environment.contentSize }),
              let largest = context.snapshots.max(by: { $0.environment.contentSize < $1.environment.contentSize })
        else { return [] }
        let from = smallest.environment.contentSize, to = largest.environment.contentSize
        guard from < to else { return [] }
        let threshold = "grows from \(from.rawValue) to \(to.rawValue)"
        let fontsKnown = smallest.snapshot.knows(.textStyle) && largest.snapshot.knows(.textStyle)
        var verdicts: [Verdict] = []
        for visited in largest.nodes where EssentialText.isJudged(visited, in: largest) {
            let id = visited.node.id
            guard let large = visited.node.text, let small = smallest.node(id), EssentialText.isJudged(small, in: smallest),
                  let smallText = small.node.text, large.scalesWithDynamicType, smallText.scalesWithDynamicType else { continue }
            guard fontsKnown else {
                verdicts.append(.cantTell(id, in: largest.id, "the fonts of \(id) were not captured at \(from.rawValue) and \(to.rawValue)",
                                          threshold: threshold))
                continue
            }
            if let style = large.style ?? smallText.style, let tableFrom = style.pointSize(at: from),
               let tableTo = style.pointSize(at: to), tableTo <= tableFrom { continue }
            let measured = "\(EssentialText.points(smallText.pointSize)) → \(EssentialText.points(large.pointSize))"
            verdicts.append(.check(large.pointSize > smallText.pointSize + TargetGeometry.tolerance, id, in: largest.id,
                                   failure: "\(id) claims to scale but does not grow from \(from.rawValue) to \(to.rawValue)",
                                   measured: measured, threshold: threshold))
        }
        if !fontsKnown { verdicts += byHeight(from: smallest, to: largest, threshold: threshold) }
        return verdicts
    }

    /// Captures without fonts: exposed texts and headings with a frame in both snapshots, judged
    /// by their height.
    private func byHeight(from smallest: SnapshotIndex, to largest: SnapshotIndex, threshold: String) -> [Verdict] {
        let (from, to) = (smallest.environment.contentSize.rawValue, largest.environment.contentSize.rawValue)
        func judged(_ visited: VisitedNode) -> Rect? {
            let node = visited.node
            guard node.text == nil, node.role == .staticText || node.role == .header, node.hasName, visited.isExposedElement,
                  visited.isVisible, !visited.isHiddenFromAT, let frame = node.frame, !frame.isEmpty else { return nil }
            return frame
        }
        return largest.nodes.compactMap { visited in
            guard let large = judged(visited), let small = smallest.node(visited.node.id).flatMap(judged) else { return nil }
            let id = visited.node.id
            return .check(large.height > small.height + TargetGeometry.tolerance, id, in: largest.id,
                          failure: "\(id) keeps its height from \(from) to \(to): its text does not grow, or is clipped to a fixed height",
                          measured: "height \(EssentialText.points(small.height)) → \(EssentialText.points(large.height))",
                          threshold: threshold)
        }
    }
}
