import A11yModel

/// The scenario XSD's elements, their content and their attributes, as tables the streaming
/// reader checks documents against while it reads them, so that a valid file is read in one
/// pass without libxml2's validator. `StreamReaderDifferentialTests` compares the verdicts with libxml2's
/// validation against `ScenarioSchema.xsd` on the examples, every fixture and thousands of mutants.
enum ScenarioElement: Int, CaseIterable, Sendable {
    case scenario, snapshot, environment, node, text, sheet, detent, action, gesture
    case transition, track, spring, timing, none, notification

    var name: String {
        switch self {
        case .scenario: "scenario"
        case .snapshot: "snapshot"
        case .environment: "environment"
        case .node: "node"
        case .text: "text"
        case .sheet: "sheet"
        case .detent: "detent"
        case .action: "action"
        case .gesture: "gesture"
        case .transition: "transition"
        case .track: "track"
        case .spring: "spring"
        case .timing: "timing"
        case .none: "none"
        case .notification: "notification"
        }
    }

    init?(name: String) {
        guard let element = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = element
    }

    /// The child elements it may hold, as the XSD's content model says.
    var content: ScenarioContent {
        switch self {
        case .scenario: .sequence([.init(.snapshot, max: .max), .init(.transition, max: .max)])
        case .snapshot: .sequence([.init(.environment), .init(.node, min: 1)])
        case .node: .sequence([.init(.text), .init(.sheet), .init(.action, max: .max), .init(.gesture, max: .max),
                               .init(.node, max: .max)])
        case .sheet: .sequence([.init(.detent, max: .max)])
        case .transition: .sequence([.init(.environment), .init(.track, max: .max), .init(.notification, max: .max)])
        case .track: .choice([.spring, .timing, .none])
        case .environment, .text, .detent, .action, .gesture, .spring, .timing, .none, .notification: .empty
        }
    }

    /// Its declared attributes, in the order of the XSD.
    var attributes: [ScenarioAttribute] { visitKeys(Declarations()) ?? [] }

    /// Every element's attribute names, worked out once per process from the key enumerations'
    /// case names. Only the names are kept: a table of the declarations would hold enumeration
    /// values whose tagged payloads the fuzzers' leak checker cannot trace from a global.
    static let attributeNames: [[String]] = allCases.map { element in element.visitKeys(CaseNames()) ?? [] }

    /// What `visitor` works out from the enumeration of its attributes; nil for `<none>`, which has
    /// none. Each case hands over its key type itself: opening an `any ScenarioAttributeKey.Type`
    /// instead would leave the visitor's code unspecialised, and its first use for each key type
    /// would look `allCases` up by name, a search of every conformance in the program.
    private func visitKeys<Visitor: AttributeKeysVisitor>(_ visitor: Visitor) -> Visitor.Result? {
        switch self {
        case .scenario: visitor.visit(ScenarioKey.self)
        case .snapshot: visitor.visit(SnapshotKey.self)
        case .environment: visitor.visit(EnvironmentKey.self)
        case .node: visitor.visit(NodeKey.self)
        case .text: visitor.visit(TextKey.self)
        case .sheet: visitor.visit(SheetKey.self)
        case .detent: visitor.visit(DetentKey.self)
        case .action: visitor.visit(ActionKey.self)
        case .gesture: visitor.visit(GestureKey.self)
        case .transition: visitor.visit(TransitionKey.self)
        case .track: visitor.visit(TrackKey.self)
        case .spring: visitor.visit(SpringKey.self)
        case .timing: visitor.visit(TimingKey.self)
        case .none: nil
        case .notification: visitor.visit(NotificationKey.self)
        }
    }
}

/// Something worked out from one element's attribute enumeration, by code generic over its key type.
private protocol AttributeKeysVisitor {
    associatedtype Result
    func visit<Key: ScenarioAttributeKey>(_ keys: Key.Type) -> Result
}

/// The element's declared attributes, in the order of the XSD.
private struct Declarations: AttributeKeysVisitor {
    func visit<Key: ScenarioAttributeKey>(_: Key.Type) -> [ScenarioAttribute] {
        Key.allCases.map { ScenarioAttribute(name: $0.name, type: $0.type, isRequired: $0.isRequired) }
    }
}

/// `hitFrame` → `hit-frame`, for each case in order. The case names come from the keys'
/// synthesized `CodingKey` conformance: `String(describing:)` would look up conformances at run
/// time, a search of every conformance in the program for each key type and protocol, which cost
/// a small audit a twentieth of its time.
private struct CaseNames: AttributeKeysVisitor {
    func visit<Key: ScenarioAttributeKey>(_: Key.Type) -> [String] {
        Key.allCases.map { ScenarioXMLLocator.kebabCase($0.stringValue) }
    }
}

/// The content model of an element: nothing, a sequence of particles, or exactly one of a choice.
enum ScenarioContent: Sendable, Equatable {
    /// No character data (not even white space) and no child elements.
    case empty
    /// Child elements in this order, each between its minimum and maximum; white space between them.
    case sequence([Particle])
    /// Exactly one of these child elements.
    case choice([ScenarioElement])

    struct Particle: Sendable, Equatable {
        var element: ScenarioElement
        var min: Int
        var max: Int

        init(_ element: ScenarioElement, min: Int = 0, max: Int = 1) {
            self.element = element
            self.min = min
            self.max = max
        }
    }
}

/// A declared attribute: its name, the type of its value, whether it must be present.
struct ScenarioAttribute: Sendable, Equatable {
    var name: String
    var type: ScenarioValueType
    var isRequired: Bool
}

/// The simple types of the XSD, with the whitespace handling and lexical rules libxml2 applies.
enum ScenarioValueType: Sendable, Equatable {
    /// `xs:string`: anything.
    case string
    /// `xs:long`: an optional sign and digits, within 64 bits; libxml2 accepts no white space here.
    case long
    /// `xs:boolean`: true, false, 1 or 0 after collapsing white space.
    case boolean
    /// `number`: `xs:double` restricted to finite decimal notation.
    case number
    /// `rect` and `size`: exactly this many numbers.
    case numbers(count: Int)
    /// `vocabulary`: one token.
    case vocabulary
    /// `vocabularyList`: zero or more tokens.
    case vocabularyList
    /// `color`: 3, 6 or 8 hex digits after an optional `#`.
    case color
    /// `timingFunction`: linear, easeIn, easeOut, easeInOut or cubicBezier(…).
    case timingFunction
    /// An `xs:token` enumeration, named by its XSD type.
    case enumeration(type: String, values: [String])

    static func enumeration<T: RawRepresentable & CaseIterable>(_ type: String, _: T.Type) -> Self where T.RawValue == String {
        .enumeration(type: type, values: T.allCases.map(\.rawValue))
    }
}

/// The attributes of one element as an enumeration: cases in the XSD's order, named as the JSON
/// keys (the XML name is the kebab-case form), so readers address a value by its position.
protocol ScenarioAttributeKey: RawRepresentable<Int>, CaseIterable, CodingKey, Sendable {
    static var element: ScenarioElement { get }
    var type: ScenarioValueType { get }
    var isRequired: Bool { get }
}

extension ScenarioAttributeKey {
    var isRequired: Bool { false }

    /// `hitFrame` → `hit-frame`.
    var name: String { ScenarioElement.attributeNames[Self.element.rawValue][rawValue] }
}

enum ScenarioKey: Int, ScenarioAttributeKey {
    case formatVersion, id, title, source
    static let element = ScenarioElement.scenario
    var type: ScenarioValueType { self == .formatVersion ? .long : .string }
    var isRequired: Bool { self == .formatVersion || self == .id }
}

enum SnapshotKey: Int, ScenarioAttributeKey {
    case id, state, focusedNode, unknown
    static let element = ScenarioElement.snapshot
    var type: ScenarioValueType { self == .unknown ? .vocabularyList : .string }
    var isRequired: Bool { self == .id }
}

enum EnvironmentKey: Int, ScenarioAttributeKey {
    case platform, reduceMotion, prefersCrossFadeTransitions, contentSize, colorScheme, increaseContrast, boldText
    case voiceOver, interfaceLevel, viewport, scale, animatorDurationScale, keyboardVisible
    static let element = ScenarioElement.environment
    var type: ScenarioValueType {
        switch self {
        case .platform: .vocabulary
        case .reduceMotion, .prefersCrossFadeTransitions, .increaseContrast, .boldText, .voiceOver, .keyboardVisible: .boolean
        case .contentSize: .enumeration("contentSize", ContentSizeCategory.self)
        case .colorScheme: .enumeration("colorScheme", ColorScheme.self)
        case .interfaceLevel: .enumeration("interfaceLevel", InterfaceLevel.self)
        case .viewport: .numbers(count: 2)
        case .scale, .animatorDurationScale: .number
        }
    }
}

enum NodeKey: Int, ScenarioAttributeKey {
    case id, role, part, label, value, hint, identifier, visibleText, traits, frame, hitFrame, isAccessibilityElement, isHidden
    case opacity, isModal, foreground, background
    static let element = ScenarioElement.node
    var type: ScenarioValueType {
        switch self {
        case .id, .label, .value, .hint, .identifier, .visibleText: .string
        case .role, .part: .vocabulary
        case .traits: .vocabularyList
        case .frame, .hitFrame: .numbers(count: 4)
        case .isAccessibilityElement, .isHidden, .isModal: .boolean
        case .opacity: .number
        case .foreground, .background: .color
        }
    }
    var isRequired: Bool { self == .id }
}

enum TextKey: Int, ScenarioAttributeKey {
    case style, pointSize, weight, scalesWithDynamicType, isTruncated, isClipped, isEssential
    static let element = ScenarioElement.text
    var type: ScenarioValueType {
        switch self {
        case .style: .vocabulary
        case .pointSize: .number
        case .weight: .enumeration("fontWeight", FontWeight.self)
        case .scalesWithDynamicType, .isTruncated, .isClipped, .isEssential: .boolean
        }
    }
    var isRequired: Bool { self == .pointSize }
}

enum SheetKey: Int, ScenarioAttributeKey {
    case modality, canDismiss, position, stackDepth, scrollsContent, contentHeight, heightSource, component
    static let element = ScenarioElement.sheet
    var type: ScenarioValueType {
        switch self {
        case .modality: .enumeration("modality", Modality.self)
        case .canDismiss, .scrollsContent: .boolean
        case .position: .string
        case .stackDepth: .long
        case .contentHeight: .number
        case .heightSource: .enumeration("heightSource", HeightSource.self)
        case .component: .enumeration("sheetComponent", SheetComponent.self)
        }
    }
}

enum DetentKey: Int, ScenarioAttributeKey {
    case id, height
    static let element = ScenarioElement.detent
    var type: ScenarioValueType { self == .id ? .string : .number }
    var isRequired: Bool { true }
}

enum ActionKey: Int, ScenarioAttributeKey {
    case kind, name, leadsTo, succeeds
    static let element = ScenarioElement.action
    var type: ScenarioValueType {
        switch self {
        case .kind: .vocabulary
        case .name, .leadsTo: .string
        case .succeeds: .boolean
        }
    }
    var isRequired: Bool { self == .kind }
}

enum GestureKey: Int, ScenarioAttributeKey {
    case kind, leadsTo, completesOn, tracksFinger
    static let element = ScenarioElement.gesture
    var type: ScenarioValueType {
        switch self {
        case .kind: .vocabulary
        case .leadsTo: .string
        case .completesOn: .enumeration("pointerPhase", PointerPhase.self)
        case .tracksFinger: .boolean
        }
    }
    var isRequired: Bool { self == .kind }
}

enum TransitionKey: Int, ScenarioAttributeKey {
    case id, kind, from, to, focusBefore, focusAfter, invoker, outgoingHiddenAtStart, interruptible, unknown
    static let element = ScenarioElement.transition
    var type: ScenarioValueType {
        switch self {
        case .kind: .vocabulary
        case .outgoingHiddenAtStart, .interruptible: .boolean
        case .unknown: .vocabularyList
        case .id, .from, .to, .focusBefore, .focusAfter, .invoker: .string
        }
    }
    var isRequired: Bool { self == .id || self == .kind || self == .from || self == .to }
}

enum TrackKey: Int, ScenarioAttributeKey {
    case node, property, from, to, delay, driver, repeatCount, repeatsForever, startsAutomatically
    static let element = ScenarioElement.track
    var type: ScenarioValueType {
        switch self {
        case .node: .string
        case .property: .vocabulary
        case .from, .to, .delay: .number
        case .driver: .enumeration("trackDriver", TrackDriver.self)
        case .repeatCount: .long
        case .repeatsForever, .startsAutomatically: .boolean
        }
    }
    var isRequired: Bool { self == .property || self == .from || self == .to }
}

enum SpringKey: Int, ScenarioAttributeKey {
    case response, dampingFraction, duration, bounce, mass, stiffness, damping, uikitDuration, dampingRatio, initialVelocity
    static let element = ScenarioElement.spring
    var type: ScenarioValueType { .number }
}

enum TimingKey: Int, ScenarioAttributeKey {
    case function, duration
    static let element = ScenarioElement.timing
    var type: ScenarioValueType { self == .function ? .timingFunction : .number }
    var isRequired: Bool { true }
}

enum NotificationKey: Int, ScenarioAttributeKey {
    case kind, target, text
    static let element = ScenarioElement.notification
    var type: ScenarioValueType { self == .kind ? .vocabulary : .string }
    var isRequired: Bool { self == .kind }
}
