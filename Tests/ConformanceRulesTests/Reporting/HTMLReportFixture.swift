import A11yModel
@testable import ConformanceRules

/// `ReportFixture.report` with pictures: its MorphModalKit scenario drawn from a small scenario
/// whose snapshots and transitions have the fixture's ids (the state `compact` at Large/light and
/// at AX5/dark with Reduce Motion, a card covered by the front card, a handle with a larger touch
/// area, a back button hidden from assistive technology; the push with Reduce Motion and its
/// full-motion counterpart), captured by the same code an audit uses.
enum HTMLReportFixture {
    static var report: AuditReport {
        var report = ReportFixture.report
        report.scenarios[0].pictures = ScenarioPictures(scenario: scenario, checks: report.scenarios[0].checks)
        return report
    }

    static let spring = Curve.spring(.response(0.4, dampingFraction: 0.86))

    static var scenario: Scenario {
        Scenario(id: "morphmodalkit-default", title: "MorphModalKit default card stack", snapshots: [
            Snapshot(id: "compact", state: "compact", environment: ReportFixture.light, root: screen(ax5: false)),
            Snapshot(id: "compact-ax5-rm", state: "compact", environment: ReportFixture.ax5, root: screen(ax5: true)),
            Snapshot(id: "expanded", state: "expanded", environment: ReportFixture.light, root: screen(ax5: false)),
        ], transitions: [
            Transition(id: "push", kind: .push, from: "compact", to: "expanded", environment: ReportFixture.reducedMotion,
                       tracks: [AnimationTrack(node: "card", property: .translationY, from: 393, to: 0, curve: spring)]),
            Transition(id: "push-full", kind: .push, from: "compact", to: "expanded", tracks: [
                AnimationTrack(node: "card", property: .translationY, from: 393, to: 0, curve: spring),
                AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.2, curve: spring),
            ]),
        ])
    }

    static func screen(ax5: Bool) -> Node {
        let dark = ax5
        let surface = dark ? Color(red: 0x1C, green: 0x1C, blue: 0x1E) : Color.white
        let ink = dark ? Color.white : Color.black
        return Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "presenter", part: .presenter, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                 background: Color(red: 0xF2, green: 0xF2, blue: 0xF7), children: [
                    Node(id: "presenter-title", role: .header, label: "Library", frame: Rect(x: 16, y: 103, width: 200, height: 41),
                         text: TextFacts(style: .largeTitle, pointSize: 34), foreground: .black),
                 ]),
            Node(id: "scrim", role: .none, part: .scrim, frame: Rect(x: 0, y: 0, width: 393, height: 852), opacity: 0.2,
                 background: .black),
            Node(id: "card-behind", part: .card, frame: Rect(x: 16, y: 300, width: 361, height: 552), background: surface,
                 sheet: SheetFacts(stackDepth: 1)),
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 320, width: 393, height: 532), background: surface,
                 sheet: SheetFacts(stackDepth: 0), children: [
                    Node(id: "handle", role: .adjustable, part: .handle, label: "Sheet size",
                         frame: Rect(x: 170.5, y: 328, width: 52, height: 4), hitFrame: Rect(x: 148.5, y: 316, width: 96, height: 28),
                         foreground: Color(red: 0xF2, green: 0xF2, blue: 0xF7), background: surface),
                    Node(id: "back", role: .button, label: "", frame: Rect(x: 16, y: 336, width: 44, height: 44), isHidden: true),
                    Node(id: "title", role: .staticText, label: "Choose a size",
                         frame: Rect(x: 60, y: 340, width: 273, height: ax5 ? 60 : 22),
                         text: TextFacts(style: .headline, pointSize: ax5 ? 44 : 17), foreground: ink, background: surface),
                    Node(id: "close", role: .button, label: "Close",
                         frame: ax5 ? Rect(x: 353, y: 336, width: 20, height: 20) : Rect(x: 351, y: 336, width: 22, height: 22),
                         foreground: ink, background: Color(red: 0xEE, green: 0xEE, blue: 0xEE)),
                 ]),
        ])
    }
}
