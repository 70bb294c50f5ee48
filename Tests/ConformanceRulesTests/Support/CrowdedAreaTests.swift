import A11yModel
import Testing
@testable import ConformanceRules

/// Rectangles piled in one place: the grid gives up past `RectGrid.crowdLimit` candidates and
/// the rules that asked leave the crowded subject undecided, instead of every query returning the
/// whole pile (200,000 stacked buttons took hours).
struct CrowdedAreaTests {
    private static let limit = RectGrid.crowdLimit

    @Test func theGridAnswersUpToItsLimitAndNilBeyond() throws {
        let pile = (0..<Self.limit).map { (rect: Rect(x: 10, y: 10, width: 5, height: 5), item: $0) }
        let far = (rect: Rect(x: 500, y: 500, width: 5, height: 5), item: Self.limit + 1)
        let full = try #require(RectGrid(pile + [far]).candidates(meeting: Rect(x: 0, y: 0, width: 20, height: 20)))
        #expect(full.count == Self.limit)
        let grid = RectGrid(pile + [far, (Rect(x: 12, y: 12, width: 5, height: 5), Self.limit)])
        #expect(grid.candidates(meeting: Rect(x: 0, y: 0, width: 20, height: 20)) == nil)
        #expect(grid.candidates(meeting: Rect(x: 0, y: 0, width: 1e9, height: 1e9)) == nil, "a query over every cell counts them all")
        #expect(grid.candidates(meeting: Rect(x: 0, y: 0, width: .infinity, height: 1)) == nil, "so does a query that is not finite")
        #expect(grid.candidates(meeting: Rect(x: 500, y: 500, width: 5, height: 5)) == [Self.limit + 1], "a cell elsewhere is not crowded")
    }

    @Test func wideRectanglesCountTowardsEveryQuery() {
        let wide = (0...Self.limit).map { (rect: Rect(x: 0, y: 0, width: 1e6, height: 1e6), item: $0) }
        let grid = RectGrid(wide + [(Rect(x: 500, y: 500, width: 5, height: 5), Self.limit + 1)])
        #expect(grid.candidates(meeting: Rect(x: 500, y: 500, width: 5, height: 5)) == nil)
    }

    @Test func anUndersizedTargetAmongMoreThanTheLimitIsUndecidedNotFailed() throws {
        // 1,600 buttons of 1 × 1 pt on a 1.5 pt pitch: each owns its frame, and the spacing
        // circle of one in the middle meets them all.
        let buttons = (0..<1_600).map { i in
            Node(id: "b\(i)", role: .button, label: "B\(i)",
                 frame: Rect(x: Double(i % 40) * 1.5, y: Double(i / 40) * 1.5, width: 1, height: 1))
        }
        let verdicts = Self.verdicts("wcag-target-minimum", Node(id: "window", role: .window,
                                                                frame: Rect(x: 0, y: 0, width: 393, height: 852), children: buttons))
        let middle = try #require(verdicts.first { $0.target == "b820" })
        #expect(middle.outcome == .cantTell)
        #expect(middle.message.contains("more than \(Self.limit) targets lie around it, so its spacing was not judged"), "\(middle.message)")
        #expect(verdicts.contains { $0.outcome == .failed }, "targets at the edge of the pile meet fewer and are still judged")
    }

    @Test func theMaterialSpacingOfATargetAmongMoreThanTheLimitIsUndecided() throws {
        let buttons = (0..<1_600).map { i in
            Node(id: "b\(i)", role: .button, label: "B\(i)",
                 frame: Rect(x: Double(i % 40) * 1.5, y: Double(i / 40) * 1.5, width: 1, height: 1))
        }
        let verdicts = Self.verdicts("platform-target-size", Node(id: "window", role: .window,
                                                                 frame: Rect(x: 0, y: 0, width: 393, height: 852), children: buttons),
                                     profile: .material)
        let middle = try #require(verdicts.first { $0.target == "b820" })
        #expect(middle.outcome == .cantTell)
        #expect(middle.message.contains("more than \(Self.limit) targets lie around b820, so its spacing was not judged"), "\(middle.message)")
    }

    @Test func textOverMoreFillsThanTheLimitIsUndecided() throws {
        let frame = Rect(x: 16, y: 16, width: 200, height: 40)
        let fills = (0...Self.limit).map { Node(id: "fill\($0)", frame: frame, background: .white) }
        let text = Node(id: "text", role: .staticText, label: "Plans", frame: frame, text: TextFacts(pointSize: 17), foreground: .black)
        let verdicts = Self.verdicts("text-contrast", Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                                                          background: .white, children: fills + [text]))
        let judged = try #require(verdicts.first { $0.target == "text" })
        #expect(judged.outcome == .cantTell)
        #expect(judged.message.contains("more than \(Self.limit) fills lie where text is drawn"), "\(judged.message)")
    }

    @Test(.timeLimit(.minutes(1)))
    func thirtyThousandButtonsPiledInOneColumnAreJudgedInLinearTime() {
        // The hostile suite's siblings, piled: 30,000 rows of 60 × 44 pt on 800 distinct rows.
        let buttons = (0..<30_000).map { i in
            Node(id: "b\(i)", role: .button, label: "Row \(i)", frame: Rect(x: 0, y: Double(i % 800), width: 60, height: 44))
        }
        let verdicts = Self.verdicts("wcag-target-minimum", Node(id: "window", role: .window,
                                                                frame: Rect(x: 0, y: 0, width: 393, height: 852), children: buttons))
        #expect(!verdicts.isEmpty)
        #expect(verdicts.allSatisfy { $0.outcome == .cantTell })
    }

    private static func verdicts(_ rule: String, _ root: Node, profile: Profile = .default) -> [Verdict] {
        let scenario = Scenario(id: "crowd", snapshots: [Snapshot(id: "s", state: "s", root: root)])
        return VerdictProbe.verdicts(of: BuiltInRules.all.filter { $0.metadata.id == rule }, in: scenario, profile: profile).map(\.verdict)
    }
}
