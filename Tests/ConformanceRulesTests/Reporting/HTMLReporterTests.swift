import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

struct HTMLReporterTests {
    @Test func matchesGolden() throws {
        try Golden.check(try HTMLReporter().render(HTMLReportFixture.report), named: "report.html")
    }

    /// Well-formed (the writer's promise), every in-page link has a target, and ids are unique.
    @Test func everyLinkOnThePageHasItsTarget() throws {
        let (_, root) = try HTMLReportSupport.render(HTMLReportFixture.report)
        let ids = root.descendants.compactMap { $0[attribute: "id"] }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys)")
        let fragments = root.descendants.compactMap { $0[attribute: "href"] }.filter { $0.hasPrefix("#") }
        #expect(!fragments.isEmpty)
        for fragment in fragments { #expect(ids.contains(String(fragment.dropFirst())), "\(fragment) has no target") }
        let labelled = root.descendants.compactMap { $0[attribute: "aria-labelledby"] }.flatMap { $0.split(separator: " ") }
        for id in labelled { #expect(ids.contains(String(id)), "aria-labelledby names a missing \(id)") }
    }

    /// Every problem of the report appears once, numbered within its state, with its rule, its
    /// standing in words and the attributes the filters use.
    @Test func everyProblemIsListedWithWhatTheFiltersUse() throws {
        let report = HTMLReportFixture.report
        let (_, root) = try HTMLReportSupport.render(report)
        let entries = root.all("li", class: "problem")
        #expect(entries.count == report.allProblems.count)
        let standings = Dictionary(grouping: report.allProblems.map(report.standing), by: MarkStyle.token).mapValues(\.count)
        #expect(Dictionary(grouping: entries.compactMap { $0[attribute: "data-outcome"] }, by: { $0 }).mapValues(\.count) == standings)
        for entry in entries {
            #expect(entry[attribute: "data-severity"] != nil && entry[attribute: "data-pack"]?.hasPrefix("p") == true)
            #expect(entry.allText.contains(entry[attribute: "data-rule"] ?? "?"))
        }
        // The compact state of the second file in path order: the handle (failing in light, needs
        // review at AX5), the close button (two problems) and the suppressed back button, numbered
        // 1… in check order.
        let compact = try #require(root.all("section", class: "subject").first { $0.allText.contains("compact") })
        #expect(compact.all("li", class: "problem").map { $0[attribute: "id"] ?? "" } == ["s2-1-1", "s2-1-2", "s2-1-3", "s2-1-4", "s2-1-5"])
    }

    /// The drawings are the captured frames: each outline is at its element's frame in the
    /// snapshots it stands for, the view box starts at the screen, and each badge links to the
    /// problem (or, for several, to the element's line in the list below the drawing).
    @Test func outlinesSitOnTheCapturedFrames() throws {
        let (_, root) = try HTMLReportSupport.render(HTMLReportFixture.report)
        let drawings = root.all("svg", class: "wireframe")
        // Light and AX5 differ (frames and colours), so the state has two drawings side by side.
        #expect(drawings.map { $0[attribute: "data-snapshots"] } == ["compact", "compact-ax5-rm"])
        let scenario = HTMLReportFixture.scenario
        for drawing in drawings {
            let snapshot = try #require(scenario.snapshot(drawing[attribute: "data-snapshots"] ?? ""))
            let marks = drawing.all("g", class: "mark")
            // The back button's (suppressed) problem was found in light only.
            #expect(Set(marks.compactMap { $0[attribute: "data-element"] })
                == (snapshot.id == "compact" ? ["handle", "close", "back"] : ["handle", "close"]))
            for mark in marks {
                let node = try #require(snapshot.root.find(mark[attribute: "data-element"] ?? ""))
                let frame = try #require(node.frame)
                #expect(mark[attribute: "data-frame"] == frame.description)
                let outline = try #require(mark.all("rect", class: "outline").first)
                #expect([outline[attribute: "x"], outline[attribute: "y"], outline[attribute: "width"], outline[attribute: "height"]]
                    == [frame.x, frame.y, frame.width, frame.height].map { MotionNumber.trimmed($0, 2) })
            }
            let badges = drawing.all("a", class: "badge")
            #expect(badges.count == marks.count)
            #expect(badges.allSatisfy { $0[attribute: "aria-label"]?.hasPrefix("Problem") == true })
            let scale = try #require(Double(drawing[attribute: "data-scale"] ?? ""))
            let viewBox = (drawing[attribute: "viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
            #expect(viewBox.count == 4 && viewBox[0] < 0 && viewBox[1] < 0, "a margin around the screen for the badges")
            #expect(abs((Double(drawing[attribute: "width"] ?? "") ?? 0) - viewBox[2] * scale) < 0.01)
        }
        // Close has two problems in light: one outline, a badge with both numbers that goes to the
        // first, and a line in the drawing's list that links both.
        let light = drawings[0]
        let closeBadge = try #require(light.all("a", class: "badge").first { $0[attribute: "data-element"] == "close" })
        #expect(closeBadge.all("text").first?.text == "3, 5")
        #expect(closeBadge[attribute: "href"] == "#s2-1-3")
        let closeLine = try #require(root.all("ul", class: "outlined").first?.all("li").first { $0[attribute: "data-element"] == "close" })
        #expect(closeLine.all("a").map { $0[attribute: "href"] } == ["#s2-1-3", "#s2-1-5"])
    }

    @Test func coveredCardsHiddenElementsAndTouchAreasAreDrawnApart() throws {
        let (_, root) = try HTMLReportSupport.render(HTMLReportFixture.report)
        let drawing = try #require(root.all("svg", class: "wireframe").first)
        let nodes = drawing.all("g", class: "node")
        func node(_ id: String) -> XMLElement? { nodes.first { $0[attribute: "data-element"] == id } }
        #expect(node("card-behind")?.all("rect", class: "covered").count == 1)
        #expect(node("card")?.all("rect", class: "covered").isEmpty == true)
        #expect(node("back")?.all("rect", class: "hidden").count == 1)
        #expect(node("title")?.all("rect", class: "text-bar").count == 1)
        let hitFrames = drawing.all("rect", class: "hit-frame")
        #expect(hitFrames.map { $0[attribute: "data-element"] } == ["handle"])
        // The text alternative names each outlined element, with what it is and where.
        let list = try #require(root.all("ul", class: "outlined").first)
        #expect(list.allText.contains("handle (handle, adjustable, “Sheet size”) at x 170.5, y 328, 52 × 4 pt, touch area 96 × 28 pt"))
        #expect(list.allText.contains("hidden from assistive technology"))
    }

    /// A transition with a motion problem shows the `motion --svg` chart of it beside its
    /// full-motion counterpart, and the same tracks as a table.
    @Test func motionProblemsShowTheCurvesBesideTheirCounterpart() throws {
        let (_, root) = try HTMLReportSupport.render(HTMLReportFixture.report)
        let figure = try #require(root.all("figure", class: "motion").first)
        let section = try #require(figure.all("g", class: "section").first)
        #expect(section[attribute: "data-transition"] == "push-full")
        #expect(section[attribute: "data-counterpart"] == "push")
        #expect(figure.all("svg").first?[attribute: "role"] == "img")
        let table = try #require(root.all("table", class: "tracks").first)
        #expect(table.all("tr").count == 1 + 3, "a header and the three tracks of push-full and push")
    }

    /// Without pictures (a report built by hand, or an audit that did not keep them) the page
    /// still lists every problem, with no drawing.
    @Test func withoutPicturesEveryProblemIsStillListed() throws {
        let (_, root) = try HTMLReportSupport.render(ReportFixture.report)
        #expect(root.all("svg", class: "wireframe").isEmpty && root.all("figure", class: "motion").isEmpty)
        #expect(root.all("li", class: "problem").count == ReportFixture.report.allProblems.count)
    }

    /// The filters are form controls the style sheet names: one box per severity, standing and
    /// pack, each with a rule that hides what carries its value, and a reset button.
    @Test func everyFilterHasTheRuleThatMakesItWork() throws {
        let (text, root) = try HTMLReportSupport.render(HTMLReportFixture.report)
        let boxes = root.all("input").filter { $0[attribute: "type"] == "checkbox" }
        #expect(boxes.count == Severity.allCases.count + HTMLReportFixture.report.standings.count + 5)
        for box in boxes {
            let id = try #require(box[attribute: "id"])
            let parts = id.split(separator: "-")
            #expect(text.contains("body:has(#\(id):not(:checked)) [data-\(parts[1])=\"\(parts[2...].joined(separator: "-"))\"]"))
        }
        #expect(root.all("button").first?[attribute: "type"] == "reset")
        #expect(text.contains("<option value=\"s2\">"))
    }

    /// One document: nothing is loaded from anywhere, and the policy says so.
    @Test func thePageLoadsNothing() throws {
        let (text, root) = try HTMLReportSupport.render(HTMLReportFixture.report)
        for element in root.descendants {
            #expect(element[attribute: "src"] == nil, "\(element.name) loads \(element[attribute: "src"] ?? "")")
            if element.name == "link" { Issue.record("a <link> element") }
        }
        #expect(text.contains("default-src &#39;none&#39;"))
        #expect(root.all("script").count == 1)
    }
}
