/// JSON form of a node: only `id` is required; every other key has the default of `Node.init`
/// and is left out when it holds that default, so exported snapshots stay small.
extension Node: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, role, part, label, value, hint, identifier, visibleText, traits, actions, gestures, frame, hitFrame
        case isAccessibilityElement, isHidden, opacity, isModal, text, foreground, background, sheet, children
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let role = try c.decodeIfPresent(Role.self, forKey: .role) ?? .group
        self.init(
            id: try c.decode(String.self, forKey: .id),
            role: role,
            part: try c.decodeIfPresent(Part.self, forKey: .part),
            label: try c.decodeIfPresent(String.self, forKey: .label),
            value: try c.decodeIfPresent(String.self, forKey: .value),
            hint: try c.decodeIfPresent(String.self, forKey: .hint),
            identifier: try c.decodeIfPresent(String.self, forKey: .identifier),
            visibleText: try c.decodeIfPresent(String.self, forKey: .visibleText),
            traits: try c.decodeIfPresent([Trait].self, forKey: .traits) ?? [],
            actions: try c.decodeIfPresent([AccessibilityAction].self, forKey: .actions) ?? [],
            gestures: try c.decodeIfPresent([Gesture].self, forKey: .gestures) ?? [],
            frame: try c.decodeIfPresent(Rect.self, forKey: .frame),
            hitFrame: try c.decodeIfPresent(Rect.self, forKey: .hitFrame),
            isAccessibilityElement: try c.decodeIfPresent(Bool.self, forKey: .isAccessibilityElement),
            isHidden: try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false,
            opacity: try c.decodeIfPresent(Double.self, forKey: .opacity) ?? 1,
            isModal: try c.decodeIfPresent(Bool.self, forKey: .isModal) ?? false,
            text: try c.decodeIfPresent(TextFacts.self, forKey: .text),
            foreground: try c.decodeIfPresent(Color.self, forKey: .foreground),
            background: try c.decodeIfPresent(Color.self, forKey: .background),
            sheet: try c.decodeIfPresent(SheetFacts.self, forKey: .sheet),
            children: try c.decodeIfPresent([Node].self, forKey: .children) ?? []
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(role, forKey: .role)
        try c.encodeIfPresent(part, forKey: .part)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(hint, forKey: .hint)
        try c.encodeIfPresent(identifier, forKey: .identifier)
        try c.encodeIfPresent(visibleText, forKey: .visibleText)
        if !traits.isEmpty { try c.encode(traits, forKey: .traits) }
        if !actions.isEmpty { try c.encode(actions, forKey: .actions) }
        if !gestures.isEmpty { try c.encode(gestures, forKey: .gestures) }
        try c.encodeIfPresent(frame, forKey: .frame)
        try c.encodeIfPresent(hitFrame, forKey: .hitFrame)
        if isAccessibilityElement != Node.defaultIsElement(for: role) {
            try c.encode(isAccessibilityElement, forKey: .isAccessibilityElement)
        }
        if isHidden { try c.encode(isHidden, forKey: .isHidden) }
        if opacity != 1 { try c.encode(opacity, forKey: .opacity) }
        if isModal { try c.encode(isModal, forKey: .isModal) }
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(foreground, forKey: .foreground)
        try c.encodeIfPresent(background, forKey: .background)
        try c.encodeIfPresent(sheet, forKey: .sheet)
        if !children.isEmpty { try c.encode(children, forKey: .children) }
    }
}
