import A11yModel
import Testing
@testable import ConformanceRules

/// The `ma:` functions on values whose answers are known.
struct ModelFunctionTests {
    static let snapshot = Snapshot(id: "open", state: "open", root:
        Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), background: .white, children: [
            Node(id: "behind", role: .button, label: "Behind", traits: [.button], frame: Rect(x: 10, y: 10, width: 80, height: 44)),
            Node(id: "card", role: .group, part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), isModal: true,
                 background: .white, sheet: SheetFacts(), children: [
                     Node(id: "grey-text", role: .staticText, label: "Fine print", frame: Rect(x: 16, y: 420, width: 200, height: 20),
                          text: TextFacts(style: .body, pointSize: 17), foreground: Color(hex: "#767676")),
                     Node(id: "fixed", role: .staticText, label: "Fixed", text: TextFacts(pointSize: 12, scalesWithDynamicType: false)),
                     Node(id: "close", role: .button, part: .closeButton, label: "Close", traits: [.button],
                          actions: [AccessibilityAction(.activate)], frame: Rect(x: 350, y: 410, width: 24, height: 24),
                          hitFrame: Rect(x: 340, y: 400, width: 44, height: 48)),
                     Node(id: "hidden-box", role: .group, isHidden: true, children: [
                         Node(id: "inside-hidden", role: .button, label: "Ghost", traits: [.button]),
                     ]),
                 ]),
        ]))

    private func value(_ expression: String, at node: String? = nil) -> String {
        XPathProbe.value(expression, on: Self.snapshot, at: node)
    }

    @Test func contrastOf767676OnWhiteIs454() {
        #expect(value("ma:format(ma:contrast('#767676', '#FFFFFF'), 2)") == "4.54")
        #expect(value("ma:ratio(ma:contrast('#767676', '#FFFFFF'))") == "4.54:1")
        // The same grey as a node's foreground, against the backdrop composited from its ancestors.
        #expect(value("ma:format(ma:contrast-ratio(), 2)", at: "grey-text") == "4.54")
        #expect(value("ma:format(ma:contrast-ratio(//node[@id='grey-text']), 2)") == "4.54")
        #expect(value("ma:backdrop()", at: "grey-text") == "#FFFFFF")
        #expect(value("ma:paint()", at: "grey-text") == "#767676")
        #expect(value("ma:luminance('#FFFFFF')") == "1")
        #expect(value("ma:luminance('#000000')") == "0")
        #expect(value("ma:contrast('#000000', '#FFFFFF')") == "21")
    }

    @Test func contrastIsUnknownWithoutColours() {
        #expect(value("ma:known(ma:contrast-ratio())", at: "fixed") == "false")
        #expect(value("ma:contrast-ratio()", at: "fixed") == "NaN")
        #expect(value("ma:contrast('blue', '#FFFFFF')").hasPrefix("error: ma:contrast(): 'blue' is not a colour"))
    }

    @Test func sizesComeFromTheTouchFrameAndTheFrame() {
        #expect(value("ma:target-size()", at: "close") == "44")
        #expect(value("concat(ma:target-width(), 'x', ma:target-height())", at: "close") == "44x48")
        #expect(value("concat(ma:width(), 'x', ma:height(), ' at ', ma:x(), ',', ma:y())", at: "close") == "24x24 at 350,410")
        #expect(value("ma:target-size()", at: "fixed") == "NaN")
        // An attribute or a child element of a node stands for the node.
        #expect(value("ma:target-size(//node[@id='close']/@label)") == "44")
        #expect(value("ma:target-size(//node[@id='close']/action)") == "44")
    }

    @Test func traitsActionsAndVisibility() {
        #expect(value("ma:has-trait('button')", at: "close") == "true")
        #expect(value("ma:has-trait(//node[@id='close'], 'header')") == "false")
        #expect(value("ma:has-action('activate')", at: "close") == "true")
        #expect(value("ma:has-action('escape')", at: "close") == "false")
        #expect(value("ma:is-hidden()", at: "inside-hidden") == "true")
        #expect(value("ma:is-exposed()", at: "inside-hidden") == "false")
        #expect(value("ma:is-exposed()", at: "close") == "true")
        // The card is modal, so the button behind it is exposed but not reachable.
        #expect(value("ma:is-exposed()", at: "behind") == "true")
        #expect(value("ma:is-reachable()", at: "behind") == "false")
        #expect(value("ma:is-reachable()", at: "close") == "true")
        #expect(value("ma:is-interactive()", at: "close") == "true")
        #expect(value("ma:has-name()", at: "close") == "true")
        #expect(value("ma:depth()", at: "close") == "2")
    }

    @Test func sheetsAndLookups() {
        #expect(value("ma:sheet()/@id", at: "close") == "card")
        #expect(value("ma:front-sheet()/@id") == "card")
        #expect(value("ma:is-front-sheet()", at: "card") == "true")
        #expect(value("ma:node('close')/@label") == "Close")
        #expect(value("count(ma:node('nothing'))") == "0")
        #expect(value("count(ma:sheet())", at: "behind") == "0")
    }

    @Test func dynamicTypeSizesFollowApplesTable() {
        #expect(value("ma:point-size()", at: "grey-text") == "17")
        #expect(value("ma:point-size-at('ax5')", at: "grey-text") == "53")
        #expect(value("ma:point-size-at('xSmall')", at: "grey-text") == "14")
        // A fixed font does not grow.
        #expect(value("ma:point-size-at('ax5')", at: "fixed") == "12")
        #expect(value("ma:style-point-size('title3', 'large')") == "20")
        #expect(value("ma:style-point-size('acmeDisplay', 'large')") == "NaN")
        #expect(value("ma:point-size-at('huge')", at: "grey-text").hasPrefix("error: ma:point-size-at(): 'huge' is not a content size category"))
    }

    @Test func environmentSettings() {
        #expect(value("ma:setting('reduce-motion')") == "false")
        #expect(value("ma:setting('content-size')") == "large")
        #expect(value("ma:setting('viewport-width')") == "393")
        #expect(value("ma:setting('animator-duration-scale')") == "NaN")
        #expect(value("ma:content-size-index()") == "3")
        #expect(value("ma:content-size-index('ax1')") == "7")
        #expect(value("ma:is-accessibility-size('ax3')") == "true")
        #expect(value("ma:knows('colors')") == "true")
        #expect(value("ma:setting('reduced-motion')").hasPrefix("error: ma:setting(): 'reduced-motion' is not a setting; did you mean 'reduce-motion'?"))
        var dark = Self.snapshot
        dark.environment = Environment(reduceMotion: true, contentSize: .ax5, colorScheme: .dark)
        dark.unknown = [.colors]
        #expect(XPathProbe.value("concat(ma:setting('reduce-motion'), ' ', ma:setting('color-scheme'), ' ', ma:is-accessibility-size())",
                                 on: dark) == "true dark true")
        #expect(XPathProbe.value("ma:knows('colors')", on: dark) == "false")
    }

    @Test func valueHelpers() {
        #expect(value("ma:if(1 > 0, 'yes', 'no')") == "yes")
        #expect(value("ma:min(3, 2)") == "2")
        #expect(value("ma:max(3, 2)") == "3")
        #expect(value("ma:abs(-4)") == "4")
        #expect(value("ma:format(2 div 3, 3)") == "0.667")
        #expect(value("ma:known(number('x'))") == "false")
    }

    @Test func wrongArgumentsRaiseErrorsThatSayWhy() {
        #expect(value("ma:contrast-ratio('grey-text')") == "error: argument 1 of ma:contrast-ratio() must be a node-set, such as '.' or '..'")
        #expect(value("ma:format(1, 2, 3)") == "error: ma:format() takes 2 arguments, not 3")
        #expect(value("ma:no-such-function()") == "error: unknown function 'no-such-function()'")
        #expect(value("nonsense(1)") == "error: unknown function 'nonsense()'")
    }

    @Test func motionOfTracks() throws {
        let closed = Snapshot(id: "closed", state: "closed", root: Node(id: "screen", role: .window))
        let open = Snapshot(id: "open", state: "open", root: Node(id: "screen", role: .window, children: [
            Node(id: "sheet", role: .sheet, part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452)),
        ]))
        let bouncy = Curve.spring(Spring(.uikit(duration: 0.4, dampingRatio: 0.86), initialVelocity: 0.8))
        let transition = Transition(id: "present", kind: .present, from: "closed", to: "open", tracks: [
            AnimationTrack(node: "sheet", property: .translationY, from: 408, to: 0, curve: bouncy),
            AnimationTrack(node: "sheet", property: .opacity, from: 0, to: 1,
                           curve: .timing(TimingCurve(.easeOut, duration: 0.2)), delay: 0.1),
        ])
        let scenario = Scenario(id: "s", snapshots: [closed, open], transitions: [transition])
        let spring = try #require(TrackAnalysis(transition.tracks[0]))
        func value(_ expression: String) -> String {
            switch XPathProbe.string(expression, on: scenario, transition: "present") {
            case .success(let value): value
            case .failure(let error): "error: \(error.message)"
            }
        }
        #expect(value("ma:settle-time(//track[2])") == "0.2")
        #expect(value("ma:motion-duration(//track[2])") == "0.3")
        #expect(value("ma:is-spatial(//track[1])") == "true")
        #expect(value("ma:is-spatial(//track[2])") == "false")
        #expect(value("ma:travel(//track[1])") == "408")
        #expect(value("ma:format(ma:overshoot(//track[1]), 6)") == ValueFunctions.format(spring.overshoot, decimals: 6))
        #expect(value("ma:format(ma:settle-time(//track[1]), 6)")
            == ValueFunctions.format(spring.curve.settleTime(tolerance: CurveAnalysis.appleSettlingEpsilon), decimals: 6))
        #expect(spring.overshoot > 0)
        #expect(value("ma:format(ma:viewport-fraction(//track[1]), 3)") == ValueFunctions.format(408 / 852.0, decimals: 3))
        #expect(value("ma:format(ma:transition-duration(), 6)")
            == ValueFunctions.format(transition.totalMotionDuration() ?? .nan, decimals: 6))
        // The transition document holds both snapshots and the transition.
        #expect(value("count(/scenario/snapshot)") == "2")
        #expect(value("/scenario/transition/@from") == "closed")
    }
}
