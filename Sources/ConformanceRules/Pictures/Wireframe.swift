import A11yModel

/// One state of a component as the HTML report and the JUnit attachments draw it: the nodes with
/// a frame, reduced to what a wireframe shows. Captured while the scenario is at hand (the
/// pipeline keeps only results once a file is audited), and only for states with problems.
///
/// Snapshots of one state that would be drawn alike (same frames, fills and outlined problems)
/// share one wireframe: MorphModalKit's eight environments of a state become four drawings,
/// Reduce Motion changing nothing on screen.
public struct Wireframe: Sendable, Hashable {
    /// The snapshots drawn alike, in scenario order.
    public var snapshotIDs: [String]
    /// Their environments, in the same order.
    public var environments: [Environment]
    /// The screen in points.
    public var viewport: Size
    /// In drawing order (the tree's pre-order: later items are drawn over earlier ones).
    public var items: [WireframeItem]
    /// Nodes with a frame left out because the drawing reached `WireframeCapture.maximumItems`.
    public var omittedItems: Int

    public init(snapshotIDs: [String], environments: [Environment], viewport: Size, items: [WireframeItem],
                omittedItems: Int = 0) {
        self.snapshotIDs = snapshotIDs
        self.environments = environments
        self.viewport = viewport
        self.items = items
        self.omittedItems = omittedItems
    }

    public func item(_ id: String) -> WireframeItem? { items.first { $0.id == id } }
}

/// One node of a wireframe.
public struct WireframeItem: Sendable, Hashable {
    /// What the node is drawn as.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The window or root: the screen itself.
        case screen
        /// A translucent layer dimming what is behind it.
        case scrim
        /// A sheet or stacked card.
        case surface
        case handle
        /// Anything a person can operate: buttons, adjustables, fields, links.
        case control
        /// Static text and headers, drawn as a bar where the words would be.
        case text
        case image
        case keyboard
        /// Groups and every other node: an outline, filled when the node has a fill.
        case container
    }

    public var id: String
    public var kind: Kind
    public var frame: Rect
    /// The touch area, only when it differs from the frame.
    public var hitFrame: Rect?
    /// What fills the frame: the node's background, or a handle's own colour.
    public var fill: Color?
    /// The colour of its text or glyph.
    public var ink: Color?
    /// The label on one line, shortened to `WireframeCapture.labelLimit` characters.
    public var label: String?
    public var role: String
    public var part: String?
    /// Opacity multiplied down from the root.
    public var opacity: Double
    /// Hidden from assistive technology, by itself or an ancestor.
    public var isHidden: Bool
    /// Inside a card the front card covers (stack depth 1 or more).
    public var isCovered: Bool
    /// The text's point size, when the capture has it.
    public var textSize: Double?

    public init(id: String, kind: Kind, frame: Rect, hitFrame: Rect? = nil, fill: Color? = nil, ink: Color? = nil,
                label: String? = nil, role: String, part: String? = nil, opacity: Double = 1, isHidden: Bool = false,
                isCovered: Bool = false, textSize: Double? = nil) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.hitFrame = hitFrame
        self.fill = fill
        self.ink = ink
        self.label = label
        self.role = role
        self.part = part
        self.opacity = opacity
        self.isHidden = isHidden
        self.isCovered = isCovered
        self.textSize = textSize
    }

    /// `handle (adjustable, “Sheet size”)`: how a list of outlined elements names it.
    public var summary: String {
        var facts = [part ?? role]
        if part != nil, role != "none", role != "group" { facts.append(role) }
        if let label, !label.isEmpty { facts.append("“\(label)”") }
        if isHidden { facts.append("hidden from assistive technology") }
        if isCovered { facts.append("in a covered card") }
        if opacity <= 0 { facts.append("invisible") }
        return id + " (" + facts.joined(separator: ", ") + ")"
    }
}
