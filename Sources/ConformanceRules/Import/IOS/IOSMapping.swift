import A11yModel

/// iOS elements as model nodes, shared by every iOS format (hierarchy-formats.md §11).
enum IOSMapping {
    static let identifierUnknown = "elements whose identifier is unknown because WDA's name equals the label"
    static let staticTextValueDropped = "static texts whose value WDA copied from the label, dropped"
    static let selectedButtonValue = "buttons whose value \"1\" WDA wrote for selected, read as the selected trait"
    static let placeholderValue = "empty text fields whose placeholder WDA reported as the value, dropped"
    static let notVisible = "elements WDA reports as not visible (kept: VoiceOver can still reach them)"
    static let unlabelledImageNoElement = "images without a label in a dump that does not say which elements are accessible, taken as no accessibility element (UIKit's default for image views)"
    static let notHittable = "elements WDA reports as not hittable (covered or off screen): not judged as touch targets"

    /// The node for `element` (no id, no children) and the clues inference needs.
    static func node(for element: IOSElement, at index: Int, notes: inout ImportNotes) -> (Node, ElementClues) {
        let type = element.type
        let entry = type.map(IOSRoleTable.entry(for:))
        var traits = (element.traits ?? []).map(IOSTraitNames.trait)
        let label = element.label
        var identifier = element.identifier
        if identifier == nil, let name = element.wdaName, !name.isEmpty {
            // `name` is the identifier, or the label when there is none (§12.3).
            if label == nil || label?.isEmpty == true {
                identifier = name
            } else if name != label {
                identifier = name
            } else {
                notes.tally(identifierUnknown, node: index)
            }
        }
        var value = element.value
        if element.valueSynthesisedByWDA, let type, let synthesised = value {
            switch type {
            case "StaticText" where synthesised == label:
                value = nil
                notes.tally(staticTextValueDropped, node: index)
            case "Button" where synthesised == "1" && (element.traits == nil || traits.contains(.selected)):
                value = nil
                if !traits.contains(.selected) { traits.append(.selected) }
                notes.tally(selectedButtonValue, node: index)
            case "TextField" where synthesised == element.placeholder, "SecureTextField" where synthesised == element.placeholder,
                 "SearchField" where synthesised == element.placeholder, "TextView" where synthesised == element.placeholder:
                value = nil
                notes.tally(placeholderValue, node: index)
            default:
                break
            }
        }
        if element.enabled == false, !traits.contains(.notEnabled) { traits.append(.notEnabled) }
        if element.selected == true, !traits.contains(.selected) { traits.append(.selected) }
        if element.visible == false { notes.tally(notVisible, node: index) }
        if element.hittable == false {
            traits.append(.notHittable)
            notes.tally(notHittable, node: index)
        }
        let role = entry?.role ?? .platformType("unknown")
        // Without `accessible` (WDA before it, debugDescription), an image with no label is taken
        // as no element: UIKit's image views are not accessibility elements by default, and
        // SwiftUI labels its images from their names.
        let unlabelledImage = role == .image && (label ?? "").isEmpty
        let isElement = element.accessible ?? entry.map { !$0.isContainer && !unlabelledImage }
        if element.accessible == nil, unlabelledImage { notes.tally(unlabelledImageNoElement, node: index) }
        let actions = (element.customActions ?? []).map { AccessibilityAction(.custom, name: $0) }
        let node = Node(id: "", role: role, part: entry?.part, label: label, value: value, identifier: identifier,
                        traits: traits, actions: actions, frame: element.frame, isAccessibilityElement: isElement)
        var clues = ElementClues(typeName: type)
        clues.scrollsVertically = type == "Table"  // UITableView scrolls vertically only
        return (node, clues)
    }

    /// `{{x, y}, {w, h}}` (NSStringFromCGRect, debugDescription) as a rectangle.
    static func parseFrame(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).map { Double(String($0)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
              [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
