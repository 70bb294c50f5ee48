#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One element of an accessibility tree, in one snapshot.
///
/// `id` is stable across snapshots: the same element keeps its id in every state and environment,
/// which is how rules follow it through a transition.
public struct Node: Sendable, Hashable {
    public var id: String
    public var role: Role
    /// The part it plays in the component (handle, scrim, sheet…), whatever its role.
    public var part: Part?
    public var label: String?
    public var value: String?
    public var hint: String?
    public var identifier: String?
    /// The text it shows on screen, when a capture tells it apart from the label (Android
    /// `text`, Compose `Text`): what sighted people read, whatever assistive technology says.
    /// Empty when the capture shows it draws none (named only by a content description).
    public var visibleText: String?
    public var traits: [Trait]
    public var actions: [AccessibilityAction]
    public var gestures: [Gesture]
    /// Visible frame in screen points.
    public var frame: Rect?
    /// Touch area when it differs from the frame (padding around a small pill, say).
    public var hitFrame: Rect?
    /// Whether assistive technology treats it as one element (`isAccessibilityElement`).
    public var isAccessibilityElement: Bool
    /// Hidden from assistive technology with its subtree (`accessibilityElementsHidden`,
    /// `isHidden`, `importantForAccessibility=noHideDescendants`).
    public var isHidden: Bool
    public var opacity: Double
    /// `accessibilityViewIsModal`: siblings of a modal element are ignored by VoiceOver.
    public var isModal: Bool
    public var text: TextFacts?
    public var foreground: Color?
    public var background: Color?
    /// Only sheets and cards have these, so they are kept out of line: every other node pays
    /// one pointer for them instead of their whole size.
    public var sheet: SheetFacts? {
        @inlinable get { sheetStorage?.facts }
        set { sheetStorage = newValue.map(SheetStorage.init) }
    }
    public var children: [Node]

    @usableFromInline var sheetStorage: SheetStorage?

    public init(
        id: String, role: Role = .group, part: Part? = nil, label: String? = nil, value: String? = nil,
        hint: String? = nil, identifier: String? = nil, visibleText: String? = nil, traits: [Trait] = [],
        actions: [AccessibilityAction] = [], gestures: [Gesture] = [], frame: Rect? = nil,
        hitFrame: Rect? = nil, isAccessibilityElement: Bool? = nil, isHidden: Bool = false,
        opacity: Double = 1, isModal: Bool = false, text: TextFacts? = nil, foreground: Color? = nil,
        background: Color? = nil, sheet: SheetFacts? = nil, children: [Node] = []
    ) {
        self.id = id
        self.role = role
        self.part = part
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.visibleText = visibleText
        self.traits = traits
        self.actions = actions
        self.gestures = gestures
        self.frame = frame
        self.hitFrame = hitFrame
        self.isAccessibilityElement = isAccessibilityElement ?? Node.defaultIsElement(for: role)
        self.isHidden = isHidden
        self.opacity = opacity
        self.isModal = isModal
        self.text = text
        self.foreground = foreground
        self.background = background
        sheetStorage = sheet.map(SheetStorage.init)
        self.children = children
    }

    /// Containers are not elements unless the input says so; everything with a role is.
    @inlinable
    public static func defaultIsElement(for role: Role) -> Bool {
        role != .none && role != .group && role != .window && role != .scrollView && role != .list
    }

    // The small accessors below are inlinable: rules call them on a node read in place from a
    // tree, and a call into this module would copy the whole node (every string and array) to
    // pass it as `self`; inlined, only the field read is loaded.
    @inlinable public func has(_ trait: Trait) -> Bool { traits.contains(trait) }
    @inlinable public func has(_ action: ActionKind) -> Bool { actions.contains { $0.kind == action } }
    @inlinable public func action(_ kind: ActionKind) -> AccessibilityAction? { actions.first { $0.kind == kind } }

    /// The area a finger can hit: the hit frame when given, else the frame.
    @inlinable public var touchFrame: Rect? { hitFrame ?? frame }

    /// A label that gives assistive technology something to say (`SpeakableName`): not empty,
    /// not only white space or invisible characters, icon-font glyphs, punctuation or symbols.
    @inlinable public var hasName: Bool { SpeakableName.isSpeakable(label) }

    /// Interactive by role, trait, action or gesture.
    @inlinable public var isInteractive: Bool {
        role.isInteractive || has(.button) || has(.adjustable) || has(.link)
            || actions.contains { $0.kind != .scroll } || gestures.contains { $0.kind == .tap }
    }
}

/// An accessibility action: what VoiceOver, TalkBack or Switch Control can invoke.
public struct AccessibilityAction: Sendable, Hashable, Codable {
    public var kind: ActionKind
    /// The custom action's name, or a label for a standard one.
    public var name: String?
    /// The state or detent the action leads to (`expanded`, `dismissed`, a snapshot state).
    public var leadsTo: String?
    /// What the action reports back: escape must return false when it cannot dismiss.
    public var succeeds: Bool?

    public init(_ kind: ActionKind, name: String? = nil, leadsTo: String? = nil, succeeds: Bool? = nil) {
        self.kind = kind
        self.name = name
        self.leadsTo = leadsTo
        self.succeeds = succeeds
    }
}

/// A pointer gesture a node handles.
public struct Gesture: Sendable, Hashable, Codable {
    public var kind: GestureKind
    /// The state or detent the gesture leads to.
    public var leadsTo: String?
    /// When the gesture's function fires; WCAG 2.5.2 wants the up-event.
    public var completesOn: PointerPhase
    /// The element follows the finger one to one (direct manipulation).
    public var tracksFinger: Bool

    public init(_ kind: GestureKind, leadsTo: String? = nil, completesOn: PointerPhase = .up, tracksFinger: Bool = false) {
        self.kind = kind
        self.leadsTo = leadsTo
        self.completesOn = completesOn
        self.tracksFinger = tracksFinger
    }

    private enum CodingKeys: String, CodingKey { case kind, leadsTo, completesOn, tracksFinger }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(GestureKind.self, forKey: .kind)
        leadsTo = try c.decodeIfPresent(String.self, forKey: .leadsTo)
        completesOn = try c.decodeIfPresent(PointerPhase.self, forKey: .completesOn) ?? .up
        tracksFinger = try c.decodeIfPresent(Bool.self, forKey: .tracksFinger) ?? false
    }
}

public enum PointerPhase: String, Sendable, Hashable, Codable, CaseIterable {
    case down, up
}

/// A node's sheet facts, held by reference and compared by value; never changed in place, so
/// copies of a node share it safely.
@usableFromInline final class SheetStorage: Sendable, Hashable {
    @usableFromInline let facts: SheetFacts

    init(_ facts: SheetFacts) { self.facts = facts }

    @usableFromInline static func == (lhs: SheetStorage, rhs: SheetStorage) -> Bool { lhs === rhs || lhs.facts == rhs.facts }
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(facts) }
}
