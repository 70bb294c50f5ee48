import A11yModel

/// The properties `SemanticsNode.debugFillProperties` prints for one node, read into typed
/// fields. Every property Flutter prints (2017 to now) is known; anything else is an error.
struct FlutterSemantics: Sendable {
    var geometry: FlutterGeometry?
    var actions: [String] = []
    var customActions: [String] = []
    var flags: Set<String> = []
    var identifier: String?
    var label: String?
    var value: String?
    var increasedValue: String?
    var decreasedValue: String?
    var hint: String?
    var tooltip: String?
    var textDirection: String?
    var sortKey: SortKey?
    /// `role: dialog` (SemanticsRole, Flutter 3.29+).
    var role: String?
    /// `merged up ⬆️`: part of the node above that merges its descendants.
    var mergedUp = false
    /// `merge boundary ⛔️`: merges its descendants into one element.
    var mergesDescendants = false
    /// `invisible`: its rectangle is empty or off screen.
    var invisible = false
    var unreadProperties: [String] = []
    /// Flags and actions this build does not know (a newer Flutter), left out.
    var unknownValues: [String] = []

    /// `OrdinalSortKey#1a2b3(order: 1.0, name: main)`; `order` is nil for other kinds.
    struct SortKey: Sendable, Hashable {
        var kind: String
        var name: String?
        var order: Double?
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Folds a `merged up` descendant into a merge boundary, as Flutter's `getSemanticsData`
    /// does: labels, values and hints join on new lines, flags and actions add up.
    mutating func merge(_ child: FlutterSemantics) {
        func joined(_ own: String?, _ other: String?) -> String? {
            guard let other, !other.isEmpty else { return own }
            guard let own, !own.isEmpty else { return other }
            return own + "\n" + other
        }
        label = joined(label, child.label)
        value = value ?? child.value
        hint = joined(hint, child.hint)
        tooltip = joined(tooltip, child.tooltip)
        increasedValue = increasedValue ?? child.increasedValue
        decreasedValue = decreasedValue ?? child.decreasedValue
        flags.formUnion(child.flags.subtracting(["scopesRoute", "namesRoute", "isHidden"]))
        for action in child.actions where !actions.contains(action) { actions.append(action) }
        for action in child.customActions where !customActions.contains(action) { customActions.append(action) }
    }
}

enum FlutterPropertyReader {
    typealias Failure = PrintoutFailure

    /// Named properties, `name: value`.
    static let named: Set<String> = [
        "tags", "actions", "customActions", "flags", "identifier", "label", "value", "increasedValue", "decreasedValue",
        "hint", "tooltip", "textDirection", "sortKey", "text selection", "textSelection", "platformViewId",
        "maxValueLength", "currentValueLength", "scrollChildren", "scrollIndex", "scrollExtentMin", "scrollPosition",
        "scrollExtentMax", "indexInParent", "elevation", "thickness", "headingLevel", "linkUrl", "role",
        "validationResult", "inputType", "controlsNodes", "traversalParentIdentifier", "traversalChildIdentifier",
        "hitTestBehavior", "locale", "owner", "nextNodeId", "previousNodeId", "isRequired",
    ]
    /// Flag lines printed without a name.
    static let bare: Set<String> = ["merged up ⬆️", "merge boundary ⛔️", "invisible", "HIDDEN", "dirty", "STALE"]

    static let flags: Set<String> = [
        "hasCheckedState", "isChecked", "isSelected", "isButton", "isTextField", "isFocused", "hasEnabledState",
        "isEnabled", "isInMutuallyExclusiveGroup", "isHeader", "isObscured", "scopesRoute", "namesRoute", "isHidden",
        "isImage", "isLiveRegion", "hasToggledState", "isToggled", "hasImplicitScrolling", "isMultiline", "isReadOnly",
        "isFocusable", "isAccessibilityFocusBlocked", "isLink", "isSlider", "isKeyboardKey", "isCheckStateMixed",
        "hasExpandedState", "isExpanded", "hasSelectedState", "hasRequiredState", "isRequired",
    ]
    static let actionNames: Set<String> = [
        "tap", "longPress", "scrollLeft", "scrollRight", "scrollUp", "scrollDown", "increase", "decrease", "showOnScreen",
        "moveCursorForwardByCharacter", "moveCursorBackwardByCharacter", "setSelection", "copy", "cut", "paste",
        "didGainAccessibilityFocus", "didLoseAccessibilityFocus", "customAction", "dismiss", "moveCursorForwardByWord",
        "moveCursorBackwardByWord", "setText", "focus", "scrollToOffset", "expand", "collapse",
    ]

    /// Reads one property line (continuations already joined) into `semantics`.
    static func read(_ text: String, into s: inout FlutterSemantics) throws(Failure) {
        if text.hasPrefix(FlutterGeometry.prefix) {
            guard s.geometry == nil else { throw Failure(offset: 0, message: "a second rectangle for the same node") }
            do {
                s.geometry = try FlutterGeometry.parse(Substring(text))
            } catch {
                throw Failure(offset: error.offset, message: error.message)
            }
            return
        }
        if bare.contains(text) {
            switch text {
            case "merged up ⬆️": s.mergedUp = true
            case "merge boundary ⛔️": s.mergesDescendants = true
            case "invisible": s.invisible = true
            case "HIDDEN": s.flags.insert("isHidden")
            default: break
            }
            return
        }
        guard let colon = text.firstRange(of: ": ") else {
            throw Failure(offset: 0, message: "expected a property 'name: value' or the rectangle Rect.fromLTRB(…)"
                + NameSuggestion.didYouMean(text, among: Array(bare)))
        }
        let name = String(text[..<colon.lowerBound])
        let value = String(text[colon.upperBound...])
        let valueOffset = text.distance(from: text.startIndex, to: colon.upperBound)
        guard named.contains(name) else {
            throw Failure(offset: 0, message: "unknown property '\(name)': not one SemanticsNode.debugFillProperties prints"
                + NameSuggestion.didYouMean(name, among: Array(named)))
        }
        switch name {
        case "actions":
            for action in items(value) {
                if actionNames.contains(action) { s.actions.append(action) } else { s.unknownValues.append("action " + action) }
            }
        case "customActions": s.customActions += items(value)
        case "flags":
            for flag in items(value) {
                if flags.contains(flag) { s.flags.insert(flag) } else { s.unknownValues.append("flag " + flag) }
            }
        case "identifier": s.identifier = try quoted(value, valueOffset)
        case "label": s.label = try quoted(value, valueOffset)
        case "value": s.value = try quoted(value, valueOffset)
        case "increasedValue": s.increasedValue = try quoted(value, valueOffset)
        case "decreasedValue": s.decreasedValue = try quoted(value, valueOffset)
        case "hint": s.hint = try quoted(value, valueOffset)
        case "tooltip": s.tooltip = try quoted(value, valueOffset)
        case "textDirection":
            guard value == "ltr" || value == "rtl" else { throw Failure(offset: valueOffset, message: "textDirection '\(value)' is not ltr or rtl") }
            s.textDirection = value
        case "sortKey": s.sortKey = sortKey(value)
        case "role": s.role = value
        default: s.unreadProperties.append(name)
        }
    }

    /// `a, b, c`
    static func items(_ value: String) -> [String] {
        value.components(separatedBy: ",").map { $0.trimming(.whitespaces) }.filter { !$0.isEmpty }
    }

    /// `"text"`, possibly followed by string attributes; the text between the first and last quote.
    private static func quoted(_ value: String, _ offset: Int) throws(Failure) -> String {
        guard value.hasPrefix("\""), let last = value.lastIndex(of: "\""), last > value.startIndex else {
            throw Failure(offset: offset, message: "expected a quoted text, found '\(value.prefix(40))' (the printout may be truncated)")
        }
        return String(value[value.index(after: value.startIndex)..<last])
    }

    /// `OrdinalSortKey#1a2b3(order: 1.0, name: main)`
    static func sortKey(_ value: String) -> FlutterSemantics.SortKey {
        let kind = String(value.prefix { $0 != "#" && $0 != "(" })
        var key = FlutterSemantics.SortKey(kind: kind)
        if let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            for field in value[value.index(after: open)..<value.index(before: value.endIndex)].components(separatedBy: ", ") {
                let pair = field.components(separatedBy: ": ")
                guard pair.count == 2 else { continue }
                if pair[0] == "order" { key.order = Double(pair[1]) }
                if pair[0] == "name" { key.name = pair[1] }
            }
        }
        return key
    }
}
