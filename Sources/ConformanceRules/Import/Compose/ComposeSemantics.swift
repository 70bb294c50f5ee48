import A11yModel

/// The semantics properties of one Compose node as printed, read into typed fields.
///
/// The printer writes every key of the node's configuration, sorted by name since 2023 (in
/// insertion order before): `Name = 'value'` (`value.toString()`), Unit-valued keys together
/// as `[Heading, Disabled]`, keys whose value is an action or a function as `Actions = […]`,
/// then `MergeDescendants = 'true'` and `ClearAndSetSemantics = 'true'`. Lists print as Kotlin
/// lists (`[first, second]`), so a text containing ", " cannot be told from two texts; they are
/// read joined, as TalkBack speaks them.
struct ComposeSemantics: Sendable {
    var contentDescription: [String] = []
    var text: [String] = []
    var editableText: String?
    var stateDescription: String?
    var paneTitle: String?
    var error: String?
    var role: String?
    var toggleableState: String?
    var selected: Bool?
    var focused: Bool?
    var isTraversalGroup = false
    var traversalIndex: Double?
    var progress: ProgressRange?
    var units: Set<String> = []
    /// Action keys in the order printed.
    var actions: [String] = []
    var customActions: [String] = []
    var mergesDescendants = false
    var clearsSemantics = false
    /// Printed keys morph-audit reads nothing from (`CollectionInfo`, `ImeAction`…).
    var otherKeys: [String] = []

    struct ProgressRange: Sendable, Hashable {
        var current: Double
        var lower: Double
        var upper: Double
        var steps: Int
    }

    var isHidden: Bool { units.contains("InvisibleToUser") || units.contains("HideFromAccessibility") }
    var isEditable: Bool { editableText != nil || actions.contains("SetText") }
    func has(_ action: String) -> Bool { actions.contains(action) }

    /// Folds a descendant's properties into a node that merges its descendants, as Compose's
    /// `mergeConfig` does: texts and descriptions append, every other key keeps the first value
    /// met (the node's own), actions accumulate.
    mutating func merge(_ child: ComposeSemantics) {
        contentDescription += child.contentDescription
        text += child.text
        editableText = editableText ?? child.editableText
        stateDescription = stateDescription ?? child.stateDescription
        error = error ?? child.error
        role = role ?? child.role
        toggleableState = toggleableState ?? child.toggleableState
        selected = selected ?? child.selected
        focused = focused ?? child.focused
        progress = progress ?? child.progress
        units.formUnion(child.units.subtracting(["IsDialog", "IsPopup", "InvisibleToUser", "HideFromAccessibility"]))
        for action in child.actions where !actions.contains(action) { actions.append(action) }
        for action in child.customActions where !customActions.contains(action) { customActions.append(action) }
    }
}

/// Reads one printed property line into `ComposeSemantics`; every key androidx's printer can
/// write is known, and anything else is an error (a damaged or hand-edited printout).
enum ComposePropertyReader {
    typealias Failure = PrintoutFailure

    /// Keys written as `Name = '…'`, and Unit-valued keys written in `[…]`, from androidx
    /// `SemanticsProperties`, `SemanticsActions` and the keys of ui, foundation and Material.
    static let valueKeys: Set<String> = [
        "ContentDescription", "Text", "EditableText", "StateDescription", "PaneTitle", "Error", "Role", "ToggleableState",
        "Selected", "Focused", "IsTraversalGroup", "IsContainer", "TraversalIndex", "ProgressBarRangeInfo",
        "CustomActions", "MergeDescendants", "ClearAndSetSemantics",
        "CollectionInfo", "CollectionItemInfo", "HorizontalScrollAxisRange", "VerticalScrollAxisRange", "LiveRegion",
        "ImeAction", "TextSelectionRange", "TextSubstitution", "IsShowingTextSubstitution", "InputText", "MaxTextLength",
        "ContentType", "ContentDataType", "Shape", "IsSensitiveData", "FillableData", "TestTagsAsResourceId",
        "SelectionHandleInfo", "TextCompositionRange", "IsEditable", "LinkTestMarker", "IsRequired", "MinTouchTargetSize",
    ]
    static let unitKeys: Set<String> = [
        "Heading", "Disabled", "IsDialog", "IsPopup", "InvisibleToUser", "HideFromAccessibility", "SelectableGroup",
        "Password", "Editable", "IsEditable", "LinkTestMarker", "IsRequired",
    ]
    /// Action keys with a meaning for the model; other printed actions are read and ignored.
    static let modelActions: Set<String> = [
        "OnClick", "OnLongClick", "ScrollBy", "ScrollByOffset", "ScrollToIndex", "PageUp", "PageDown", "PageLeft",
        "PageRight", "SetProgress", "Expand", "Collapse", "Dismiss",
    ]

    static let roles = ["Button", "Checkbox", "Switch", "RadioButton", "Tab", "Image", "DropdownList", "ValuePicker",
                        "Carousel", "Unknown"]

    enum Line {
        case done
        /// A quoted value whose closing quote is on a later line (the text holds a line break).
        case open(name: String, value: String)
    }

    /// Reads `text` into `semantics`; `.open` asks for continuation lines.
    static func read(_ text: Substring, into semantics: inout ComposeSemantics) throws(Failure) -> Line {
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { throw Failure(offset: text.count, message: "the list of flags is not closed with ']'") }
            for key in text.dropFirst().dropLast().split(separator: ",").map({ $0.trimming(.whitespaces) }) {
                guard unitKeys.contains(key) else { throw unknown(key, at: 0) }
                semantics.units.insert(key)
            }
            return .done
        }
        guard let equals = text.firstRange(of: " = ") else {
            throw Failure(offset: 0, message: "expected a property 'Name = 'value'', a list [Flag, …] or 'Actions = […]'")
        }
        let name = String(text[..<equals.lowerBound])
        let rest = text[equals.upperBound...]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Failure(offset: 0, message: "'\(name)' is not a property name")
        }
        let valueOffset = text.distance(from: text.startIndex, to: equals.upperBound)
        if name == "Actions" {
            guard rest.hasPrefix("["), rest.hasSuffix("]") else {
                throw Failure(offset: valueOffset, message: "expected the actions as [OnClick, …]")
            }
            semantics.actions += rest.dropFirst().dropLast().split(separator: ",").map { $0.trimming(.whitespaces) }
            return .done
        }
        guard valueKeys.contains(name) || unitKeys.contains(name) else { throw unknown(name, at: 0) }
        guard rest.hasPrefix("'") else { throw Failure(offset: valueOffset, message: "expected the value of '\(name)' in quotes") }
        let quoted = rest.dropFirst()
        guard quoted.hasSuffix("'") else { return .open(name: name, value: String(quoted)) }
        try assign(name, String(quoted.dropLast()), to: &semantics, offset: valueOffset)
        return .done
    }

    /// A value that spanned lines, once its closing line is read.
    static func finish(_ name: String, _ value: String, into semantics: inout ComposeSemantics) throws(Failure) {
        try assign(name, value, to: &semantics, offset: 0)
    }

    private static func unknown(_ key: String, at offset: Int) -> Failure {
        Failure(offset: offset, message: "unknown property '\(key)': not a semantics key androidx ui-test prints"
            + NameSuggestion.didYouMean(key, among: Array(valueKeys.union(unitKeys))))
    }

    private static func assign(_ name: String, _ value: String, to s: inout ComposeSemantics, offset: Int) throws(Failure) {
        func bool() throws(Failure) -> Bool {
            switch value {
            case "true": return true
            case "false": return false
            default: throw Failure(offset: offset, message: "\(name) is '\(value)', not true or false")
            }
        }
        switch name {
        case "ContentDescription": s.contentDescription += list(value)
        case "Text": s.text += list(value)
        case "EditableText": s.editableText = value
        case "StateDescription": s.stateDescription = value
        case "PaneTitle": s.paneTitle = value
        case "Error": s.error = value
        case "Role":
            guard roles.contains(value) else {
                throw Failure(offset: offset, message: "Role '\(value)' is not one of \(roles.joined(separator: ", "))")
            }
            s.role = value
        case "ToggleableState":
            guard ["On", "Off", "Indeterminate"].contains(value) else {
                throw Failure(offset: offset, message: "ToggleableState '\(value)' is not On, Off or Indeterminate")
            }
            s.toggleableState = value
        case "Selected": s.selected = try bool()
        case "Focused": s.focused = try bool()
        case "IsTraversalGroup", "IsContainer": s.isTraversalGroup = try bool()
        case "MergeDescendants": s.mergesDescendants = try bool()
        case "ClearAndSetSemantics": s.clearsSemantics = try bool()
        case "TraversalIndex":
            guard let number = Double(value), number.isFinite else {
                throw Failure(offset: offset, message: "TraversalIndex '\(value)' is not a number")
            }
            s.traversalIndex = number
        case "ProgressBarRangeInfo":
            guard let range = progressRange(value) else {
                throw Failure(offset: offset, message: "'\(value)' is not ProgressBarRangeInfo(current=…, range=…..…, steps=…)")
            }
            s.progress = range
        case "CustomActions": s.customActions += customActionLabels(value)
        default:
            if unitKeys.contains(name) { s.units.insert(name) } else { s.otherKeys.append(name) }
        }
    }

    /// `[a, b]` → ["a", "b"]; a value without brackets is one item.
    static func list(_ value: String) -> [String] {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return [value] }
        let inner = value.dropFirst().dropLast()
        return inner.isEmpty ? [] : inner.components(separatedBy: ", ")
    }

    /// `ProgressBarRangeInfo(current=0.5, range=0.0..1.0, steps=0)`
    static func progressRange(_ value: String) -> ComposeSemantics.ProgressRange? {
        guard value.hasPrefix("ProgressBarRangeInfo("), value.hasSuffix(")") else { return nil }
        var fields: [String: String] = [:]
        for part in value.dropFirst("ProgressBarRangeInfo(".count).dropLast().components(separatedBy: ", ") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            fields[String(pair[0])] = String(pair[1])
        }
        let bounds = fields["range"]?.components(separatedBy: "..") ?? []
        guard let current = fields["current"].flatMap(Double.init), bounds.count == 2,
              let lower = Double(bounds[0]), let upper = Double(bounds[1]), let steps = fields["steps"].flatMap(Int.init),
              [current, lower, upper].allSatisfy(\.isFinite) else { return nil }
        return ComposeSemantics.ProgressRange(current: current, lower: lower, upper: upper, steps: steps)
    }

    /// The labels of `[CustomAccessibilityAction(label=Archive, action=…), …]`.
    static func customActionLabels(_ value: String) -> [String] {
        var labels: [String] = []
        var rest = Substring(value)
        while let start = rest.firstRange(of: "CustomAccessibilityAction(label=") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstRange(of: ", action=") else { break }
            labels.append(String(rest[..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return labels
    }
}
