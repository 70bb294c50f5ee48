import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// What an audit keeps for the pictures: the states with problems, one drawing per look, every
/// drawn node's frame as captured; the transitions with motion problems and their counterparts.
struct ScenarioPicturesTests {
    static func audited(_ path: String) throws -> (LoadedScenario, ScenarioAudit) {
        let loaded = try BundledExampleFiles.loaded(path)
        let audit = Auditor(rules: RuleCatalog.builtIn.rules, keepsPictures: true).audit(loaded)
        return (loaded, audit)
    }

    @Test func onlyStatesWithProblemsAreDrawnOncePerLook() throws {
        let (loaded, audit) = try Self.audited("morphing-sheet/morphing-sheet.xml")
        let pictures = try #require(audit.pictures)
        let troubled = StateChecks.of(audit).filter { !$0.state.isTransition && !$0.problems.isEmpty }.map(\.state.state)
        #expect(pictures.states.map(\.state) == troubled)
        for state in pictures.states {
            // Reduce Motion changes nothing on screen: each look stands for its Reduce Motion pair,
            // and Large and AX5 (other frames) are drawn apart.
            let snapshots = loaded.scenario.snapshots.filter { $0.state == state.state }
            #expect(state.wireframes.count == 2)
            #expect(Set(state.wireframes.flatMap(\.snapshotIDs)) == Set(snapshots.map(\.id)))
            #expect(state.wireframes.map { Set($0.environments.map(\.contentSize)) } == [[.large], [.ax5]])
            for wireframe in state.wireframes {
                let snapshot = try #require(loaded.scenario.snapshot(wireframe.snapshotIDs[0]))
                for item in wireframe.items {
                    #expect(snapshot.root.find(item.id)?.frame == item.frame, "\(item.id) is drawn at its captured frame")
                }
            }
        }
        #expect(audit.pictures?.motion == nil, "no motion problem in the morphing sheet")
    }

    @Test func motionKeepsTheTransitionsWithMotionProblemsAndTheirCounterparts() throws {
        let (loaded, audit) = try Self.audited("morphmodalkit/morphmodalkit-default.json")
        let motion = try #require(audit.pictures?.motion)
        let withProblems = Set(audit.problems.filter { $0.pack == MotionPack.id && $0.state.isTransition }
            .flatMap { $0.occurrences.map(\.subject.id) })
        let kept = Set(motion.transitions.map(\.transition.id))
        #expect(withProblems.isSubset(of: kept))
        for transition in motion.transitions {
            #expect(withProblems.contains(transition.transition.id)
                || motion.transitions.contains { $0.counterpartID == transition.transition.id && withProblems.contains($0.transition.id) })
        }
        #expect(kept.isSubset(of: Set(loaded.scenario.transitions.map(\.id))))
        // On its own: a transition brings its counterpart, and nothing else.
        let summary = MotionSummary(MotionTestScenario.make())
        #expect(summary.keeping(["present"]).transitions.map(\.transition.id) == ["present", "present-rm"])
        #expect(summary.keeping([]).transitions.isEmpty)
    }

    @Test func nodesAreDrawnAsWhatTheyAre() {
        let snapshot = Snapshot(id: "s", state: "s", root: HTMLReportFixture.screen(ax5: false))
        let drawing = WireframeCapture.capture(snapshot, keeping: [])
        func item(_ id: String) -> WireframeItem? { drawing.item(id) }
        #expect(item("window")?.kind == .screen)
        #expect(item("scrim")?.kind == .scrim)
        #expect(item("card")?.kind == .surface && item("card")?.isCovered == false)
        #expect(item("card-behind")?.isCovered == true)
        #expect(item("handle")?.kind == .handle && item("handle")?.fill == Color(red: 0xF2, green: 0xF2, blue: 0xF7))
        #expect(item("handle")?.hitFrame == Rect(x: 148.5, y: 316, width: 96, height: 28))
        #expect(item("close")?.kind == .control && item("close")?.hitFrame == nil)
        #expect(item("title")?.kind == .text && item("title")?.textSize == 17)
        #expect(item("back")?.isHidden == true)
        #expect(item("scrim")?.opacity == 0.2)
    }

    /// A capture past the limit keeps the outlined elements and the structure first.
    @Test func aHugeCaptureKeepsWhatMatters() {
        let snapshot = Snapshot(id: "s", state: "s", root: HTMLBoundsTests.crowded(1_000))
        let drawing = WireframeCapture.capture(snapshot, keeping: ["button-999"])
        #expect(drawing.items.count == WireframeCapture.maximumItems)
        #expect(drawing.omittedItems == 1_002 - WireframeCapture.maximumItems)
        #expect(drawing.item("button-999") != nil && drawing.item("sheet") != nil && drawing.item("window") != nil)
        #expect(drawing.items.map(\.id) == snapshot.root.allNodes.map(\.id).filter { drawing.item($0) != nil }, "in drawing order")
    }
}
