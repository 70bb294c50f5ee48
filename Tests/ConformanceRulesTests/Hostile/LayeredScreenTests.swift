import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// What is drawn over a node (scrims, sheets, dim views) is looked up from the first layer after
/// the node, by binary search. Screens of thousands of scrims asked every layer about every
/// target: 6,000 scrim buttons took 2 s and 12,000 four times that. The answers must be the ones
/// a look at every layer gives, on any tree.
struct LayeredScreenTests {
    @Test func layersFoundFromTheFirstOneAfterANodeAreThoseEveryLayerGives() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<300 {
            let index = SnapshotIndex(Snapshot(id: "s", state: "s", root: Self.screen(&random)))
            let occlusion = Occlusion(index)
            let scrims = index.nodes(part: .scrim), sheets = index.sheets
            func isAbove(_ layer: VisitedNode, _ visited: VisitedNode) -> Bool {
                layer.order > visited.order && !index.isDescendant(layer, of: visited)
            }
            for visited in index.nodes {
                let frame = visited.node.frame ?? Rect(x: 0, y: 0, width: 10, height: 10)
                let catches = (scrims + sheets).contains { layer in
                    guard isAbove(layer, visited), layer.effectiveOpacity >= Occlusion.touchableOpacity else { return false }
                    guard let cover = layer.node.frame else { return layer.node.part == .scrim }
                    return !cover.isEmpty && cover.distance(toX: frame.midX, y: frame.midY) == 0
                }
                #expect(occlusion.catchesTouch(of: visited, at: frame) == catches)
                let catching = sheets.filter { sheet in
                    guard isAbove(sheet, visited), sheet.effectiveOpacity >= Occlusion.touchableOpacity,
                          let cover = sheet.node.frame else { return false }
                    return cover.intersection(frame) != nil
                }
                #expect(occlusion.sheetsCatchingTouches(over: visited, at: frame).map(\.order) == catching.map(\.order))
                let hidden = sheets.contains { sheet in
                    guard isAbove(sheet, visited), let cover = sheet.node.frame, let fill = sheet.node.background,
                          fill.withOpacity(sheet.effectiveOpacity).isOpaque else { return false }
                    return cover.contains(frame)
                }
                #expect(occlusion.hides(visited, frame: frame) == hidden)
                #expect(index.overlays(drawnOver: visited).map(\.order) == index.overlays.filter { isAbove($0, visited) }.map(\.order))
            }
            if let sheet = index.frontSheet {
                let scrimIDs = scrims.map(\.node.id)
                let leaks = index.reachableElements.filter { element in
                    !index.isDescendant(element, of: sheet) && !index.isDescendant(sheet, of: element) && !index.isInCoveredCard(element)
                        && !scrimIDs.contains { index.isDescendant(element, of: $0) }
                }
                #expect(ModalContainmentRule.leaks(outside: sheet, in: index).map(\.order) == leaks.map(\.order))
            }
        }
    }

    @Test func twelveThousandScrimButtonsAreJudgedInLinearTime() throws {
        let scrims = (0..<12_000).map { i in
            Node(id: "scrim\(i)", role: .button, part: .scrim, label: "Dismiss", frame: Rect(x: 0, y: 0, width: 393, height: 852),
                 opacity: 0.5, background: Color(red: 0, green: 0, blue: 0, alpha8: 102))
        }
        let text = Node(id: "text", role: .staticText, label: "Plans", frame: Rect(x: 16, y: 16, width: 200, height: 40),
                        text: TextFacts(pointSize: 17), foreground: .black)
        let sheet = Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), background: .white,
                         sheet: SheetFacts(), children: [text])
        let scenario = Scenario(id: "scrims", snapshots: [
            Snapshot(id: "s", state: "s", root: Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                                                     background: .white, children: scrims + [sheet])),
        ])
        let verdicts = try #require(try finishes(within: 60, "12,000 scrim buttons") {
            VerdictProbe.verdicts(of: BuiltInRules.all, in: scenario, profile: .default).map(\.verdict)
        })
        // The first scrims lie under more than the limit of later ones; the last under fewer.
        let crowded = verdicts.filter { $0.message.contains("translucent layers lie over") }
        #expect(crowded.count == 12_000 - RectGrid.crowdLimit - 1)
        #expect(crowded.first?.message == "more than 1000 translucent layers lie over scrim0, so what is seen through them was not worked out")
        #expect(crowded.allSatisfy { $0.outcome == .cantTell })
    }

    /// A window of nested groups, each node at random a scrim, a sheet, a dim view or content,
    /// with random frames (some missing, some empty), fills and opacities.
    static func screen(_ random: inout SplitMix64) -> Node {
        var counter = 0
        func node(_ depth: Int) -> Node {
            counter += 1
            let id = "n\(counter)"
            let kind = random.index(6)
            let frame: Rect? = random.chance(15) ? nil
                : Rect(x: Double(random.index(300)), y: Double(random.index(700)), width: Double(random.index(200)), height: Double(random.index(200)))
            let fill: Color? = random.chance(30) ? nil : Color(red: 50, green: 50, blue: 50, alpha8: random.pick([77, 255]))
            let children = depth < 4 ? (0..<random.index(4)).map { _ in node(depth + 1) } : []
            return Node(id: id, role: kind == 3 ? .button : .group, part: kind == 0 ? .scrim : kind == 1 ? .sheet : nil,
                        label: kind == 3 ? "Go" : nil, frame: frame, opacity: random.pick([0, 0.005, 0.5, 1]), background: fill,
                        sheet: kind == 1 ? SheetFacts(modality: .modal) : nil, children: children)
        }
        return Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: (0..<6).map { _ in node(1) })
    }
}
