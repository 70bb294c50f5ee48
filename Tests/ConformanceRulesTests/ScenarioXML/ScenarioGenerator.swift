import A11yModel

/// SplitMix64: small, seedable, the same sequence on every platform.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random scenarios that pass `ScenarioValidator` and use every field, every curve form, unknown
/// vocabulary tokens and awkward text.
struct ScenarioGenerator {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let texts = [
        "Close", "Größe ändern", "שלום עולם", "مرحبا بالعالم", "👩🏽‍💻 drag me 🇫🇷", "漢字とかな", "e\u{301}",
        "<&>\"'", "a]]>b", "line one\nline two", "tab\there", "cr\r\nlf", "  padded  ", "", "\u{85}\u{A0}",
    ]

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func text() -> String { Self.texts.randomElement(using: &random) ?? "" }
    mutating func maybeText() -> String? { chance(50) ? text() : nil }
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        let value = Double.random(in: range, using: &random)
        return chance(50) ? value : min(max((value * 4).rounded() / 4, range.lowerBound), range.upperBound)
    }
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    mutating func token<T: OpenVocabulary>(_ type: T.Type) -> T {
        // A team's own tokens (x-…) are the only unknown ones a scenario may hold.
        chance(20) ? T.other(pick(["x-future\(Int.random(in: 0..<9, using: &random))", "x-custom", "x-ünknown", "x-a.b:c"]))
            : pick(T.known)
    }

    mutating func tokens<T: OpenVocabulary>(_ type: T.Type) -> [T] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in token(T.self) }
    }

    mutating func rect() -> Rect {
        Rect(x: number(-50...400), y: number(-50...900), width: number(0...400), height: number(0...900))
    }

    mutating func color() -> Color? {
        guard chance(60) else { return nil }
        return Color(red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
                     blue: .random(in: 0...255, using: &random), alpha8: chance(70) ? 255 : .random(in: 0...255, using: &random))
    }

    mutating func environment() -> Environment {
        Environment(
            platform: token(Platform.self), reduceMotion: chance(50), prefersCrossFadeTransitions: chance(30),
            contentSize: pick(ContentSizeCategory.allCases), colorScheme: pick(ColorScheme.allCases),
            increaseContrast: chance(30), boldText: chance(30), voiceOver: chance(30),
            interfaceLevel: pick(InterfaceLevel.allCases), viewport: Size(width: number(200...1400), height: number(300...1400)),
            scale: pick([1, 2, 3, 2.625]), animatorDurationScale: chance(30) ? pick([0, 0.5, 1, 1.5]) : nil,
            keyboardVisible: chance(20))
    }

    mutating func scenario() -> Scenario {
        let snapshots = (0..<Int.random(in: 1...3, using: &random)).map { snapshot(index: $0) }
        let transitions = (0..<Int.random(in: 0...3, using: &random)).map { transition(index: $0, snapshots: snapshots) }
        return Scenario(id: "scenario-\(text())", title: maybeText(), source: maybeText(), snapshots: snapshots,
                        transitions: transitions)
    }

    mutating func snapshot(index: Int) -> Snapshot {
        var counter = 0
        let root = tree(depth: 0, counter: &counter)
        let ids = root.allNodes.map(\.id)
        return Snapshot(id: "s\(index)-\(text())", state: chance(50) ? "state-\(index % 2)" : text(),
                        environment: environment(), focusedNode: chance(50) ? pick(ids) : nil,
                        unknown: tokens(ModelFact.self), root: root)
    }

    mutating func tree(depth: Int, counter: inout Int) -> Node {
        var node = self.node(id: "n\(counter)")
        counter += 1
        if depth < 4 {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                node.children.append(tree(depth: depth + 1, counter: &counter))
            }
        }
        return node
    }

    mutating func node(id: String) -> Node {
        let role = token(Role.self)
        return Node(
            id: id + (chance(20) ? "-\(text())" : ""), role: role, part: chance(50) ? token(Part.self) : nil,
            label: maybeText(), value: maybeText(), hint: maybeText(), identifier: maybeText(), visibleText: maybeText(), traits: tokens(Trait.self),
            actions: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                AccessibilityAction(token(ActionKind.self), name: maybeText(), leadsTo: maybeText(),
                                    succeeds: chance(50) ? chance(50) : nil)
            },
            gestures: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                Gesture(token(GestureKind.self), leadsTo: maybeText(), completesOn: pick(PointerPhase.allCases),
                        tracksFinger: chance(50))
            },
            frame: chance(80) ? rect() : nil, hitFrame: chance(30) ? rect() : nil,
            isAccessibilityElement: chance(50) ? chance(50) : nil, isHidden: chance(20),
            opacity: chance(50) ? 1 : number(0...1), isModal: chance(20),
            text: chance(40) ? TextFacts(style: chance(70) ? token(TextStyle.self) : nil, pointSize: number(1...80),
                                         weight: pick(FontWeight.allCases), scalesWithDynamicType: chance(50),
                                         isTruncated: chance(30), isClipped: chance(30), isEssential: chance(70)) : nil,
            foreground: color(), background: color(), sheet: chance(30) ? sheet() : nil)
    }

    mutating func sheet() -> SheetFacts {
        let detents = (0..<Int.random(in: 0...3, using: &random)).map { Detent(id: "d\($0)-\(text())", height: number(0...900)) }
        return SheetFacts(
            modality: pick(Modality.allCases), canDismiss: chance(50), detents: detents,
            position: detents.isEmpty ? (chance(30) ? text() : nil) : pick(detents).id,
            stackDepth: Int.random(in: 0...3, using: &random), scrollsContent: chance(50),
            contentHeight: chance(50) ? number(0...2000) : nil, heightSource: pick(HeightSource.allCases),
            component: chance(20) ? pick(SheetComponent.allCases) : nil)
    }

    mutating func curve() -> Curve {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .none
        case 1: return .timing(TimingCurve(pick([.linear, .easeIn, .easeOut, .easeInOut]), duration: number(0...2)))
        case 2: return .timing(TimingCurve(.cubicBezier(x1: number(0...1), y1: number(-1...2), x2: number(0...1), y2: number(-1...2)),
                                           duration: number(0...2)))
        case 3: return .spring(Spring(.response(response: number(0.05...2), dampingFraction: number(0.05...2)),
                                      initialVelocity: chance(50) ? 0 : number(-5...5)))
        case 4: return .spring(Spring(.durationBounce(duration: number(0.05...2), bounce: number(-0.95...1)),
                                      initialVelocity: chance(50) ? 0 : number(-5...5)))
        case 5: return .spring(Spring(.physical(mass: number(0.1...5), stiffness: number(1...1000), damping: number(0.1...100)),
                                      initialVelocity: chance(50) ? 0 : number(-5...5)))
        default: return .spring(Spring(.uikit(duration: number(0.05...2), dampingRatio: number(0.05...1)),
                                       initialVelocity: chance(50) ? 0 : number(-5...5)))
        }
    }

    mutating func transition(index: Int, snapshots: [Snapshot]) -> Transition {
        let from = pick(snapshots), to = pick(snapshots)
        let fromIDs = from.root.allNodes.map(\.id), toIDs = to.root.allNodes.map(\.id)
        let tracks = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            AnimationTrack(node: chance(70) ? pick(fromIDs + toIDs) : nil, property: token(AnimatedProperty.self),
                           from: number(-500...500), to: number(-500...500), curve: curve(),
                           delay: chance(50) ? 0 : number(0...1), driver: pick(TrackDriver.allCases),
                           repeatCount: Int.random(in: 0...3, using: &random), repeatsForever: chance(20),
                           startsAutomatically: chance(20))
        }
        let notifications = (0..<Int.random(in: 0...2, using: &random)).map { _ in
            PostedNotification(token(NotificationKind.self), target: chance(50) ? pick(toIDs) : nil, text: maybeText())
        }
        return Transition(
            id: "t\(index)-\(text())", kind: token(TransitionKind.self), from: from.id, to: to.id,
            environment: environment(), tracks: tracks, focusBefore: chance(50) ? pick(fromIDs) : nil,
            focusAfter: chance(50) ? pick(toIDs) : nil, invoker: chance(50) ? pick(fromIDs) : nil,
            notifications: notifications, outgoingHiddenAtStart: chance(50) ? chance(50) : nil,
            interruptible: chance(50) ? chance(50) : nil, unknown: tokens(ModelFact.self))
    }
}
