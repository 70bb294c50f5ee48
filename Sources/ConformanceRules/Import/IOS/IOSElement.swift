#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel

/// One element of an iOS dump (WDA XML or JSON, `debugDescription`, Maestro iOS) in a common
/// shape. Every field is optional: WDA added attributes between 2017 and 2025 and each format
/// carries a different subset (hierarchy-formats.md §2, §5, §6).
struct IOSElement: Sendable {
    /// The element type without `XCUIElementType` (`Button`), nil when the format has none.
    var type: String?
    var label: String?
    /// The accessibility identifier when the format states it separately from the label.
    var identifier: String?
    /// WDA's `name`: the identifier if there is one, else the label.
    var wdaName: String?
    var value: String?
    var placeholder: String?
    var frame: Rect?
    var enabled: Bool?
    var selected: Bool?
    /// WDA's computed `accessible`: an accessibility element with no accessible ancestor.
    var accessible: Bool?
    /// WDA `visible`.
    var visible: Bool?
    /// WDA `hittable` (opt-in `includeHittableInPageSource`): whether a tap reaches it.
    var hittable: Bool?
    /// Public trait names (`Button`, `Header`…), nil when the format does not carry traits.
    var traits: [String]?
    var customActions: [String]?
    /// WDA fills `value` in for some types (§12.4); the mapping undoes that.
    var valueSynthesisedByWDA = false
}

/// iOS element types as roles (WDA `FBElementTypeTransformer` names; hierarchy-formats.md §11).
enum IOSRoleTable {
    struct Entry {
        var role: Role
        /// Types that group others and are not accessibility elements themselves.
        var isContainer: Bool
        var part: Part?
    }

    static func entry(for type: String) -> Entry {
        if let known = table[type] { return known }
        // A type this table does not know keeps its name and is treated as a container: the
        // format's `accessible` flag, when present, still says whether it is an element.
        return Entry(role: .platformType(lowerCamel(type)), isContainer: true)
    }

    /// `XCUIElementTypeButton` → `Button`; `Window (Main)` → `Window`.
    static func shortType(_ raw: String) -> String {
        var type = raw.hasPrefix("XCUIElementType") ? String(raw.dropFirst("XCUIElementType".count)) : raw
        if let paren = type.firstIndex(of: "(") { type = String(type[..<paren]) }
        return type.trimming(.whitespaces)
    }

    static func lowerCamel(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Types that are presented modally: their element is the sheet or dialog.
    static func modalSurface(for type: String) -> Part? {
        switch type {
        case "Sheet": .sheet
        case "Alert", "Dialog", "Popover": .card
        default: nil
        }
    }

    private static let table: [String: Entry] = {
        var table: [String: Entry] = [:]
        func add(_ types: [String], _ role: Role, container: Bool = false, part: Part? = nil) {
            for type in types { table[type] = Entry(role: role, isContainer: container, part: part) }
        }
        add(["Any", "Other", "Group", "LayoutArea", "LayoutItem", "Matte", "SplitGroup", "Drawer", "Splitter"],
            .group, container: true)
        add(["Application", "Window"], .window, container: true)
        add(["Sheet"], .sheet, container: true)
        add(["Alert", "Dialog", "Popover"], .dialog, container: true)
        add(["Button", "ToolbarButton", "MenuButton", "PopUpButton", "DisclosureTriangle", "IncrementArrow",
             "DecrementArrow", "MenuItem", "MenuBarItem", "Key", "Tab", "StatusItem", "DockItem", "Handle"], .button)
        add(["RadioButton", "CheckBox", "Switch", "Toggle"], .toggle)
        add(["Slider"], .slider)
        add(["Stepper", "PickerWheel"], .adjustable)
        add(["Link"], .link)
        add(["Image", "Icon"], .image)
        add(["StaticText"], .staticText)
        add(["TextField", "SecureTextField", "TextView", "ComboBox"], .textField)
        add(["SearchField"], .searchField)
        add(["ScrollView"], .scrollView, container: true)
        add(["Table", "CollectionView", "Outline", "Grid", "TableColumn"], .list, container: true)
        add(["Cell", "TableRow", "OutlineRow"], .cell)
        add(["TabBar"], .tabBar, container: true)
        add(["Keyboard"], .keyboard, container: true, part: .keyboard)
        for type in ["NavigationBar", "Toolbar", "StatusBar", "TabGroup", "RadioGroup", "SegmentedControl", "Picker",
                     "DatePicker", "MenuBar", "Menu", "TouchBar", "Ruler", "WebView", "Browser", "Map", "Timeline"] {
            add([type], .platformType(lowerCamel(type)), container: true)
        }
        for type in ["ProgressIndicator", "ActivityIndicator", "PageIndicator", "ValueIndicator", "LevelIndicator",
                     "RatingIndicator", "RelevanceIndicator", "ScrollBar", "ColorWell", "HelpTag", "RulerMarker"] {
            add([type], .platformType(lowerCamel(type)))
        }
        return table
    }()
}

/// WDA's trait names (`FBAccessibilityTraits.m`) as model traits.
enum IOSTraitNames {
    static func trait(_ name: String) -> Trait {
        switch name {
        case "Button": .button
        case "Link": .link
        case "Header": .header
        case "SearchField": .searchField
        case "Image": .image
        case "Selected": .selected
        case "PlaysSound": .playsSound
        case "KeyboardKey": .keyboardKey
        case "StaticText": .staticText
        case "SummaryElement": .summaryElement
        case "NotEnabled": .notEnabled
        case "UpdatesFrequently": .updatesFrequently
        case "StartsMediaSession": .startsMediaSession
        case "Adjustable": .adjustable
        case "AllowsDirectInteraction": .allowsDirectInteraction
        case "CausesPageTurn": .causesPageTurn
        case "TabBar": .tabBar
        case "ToggleButton": .isToggle
        default: .platformType(IOSRoleTable.lowerCamel(name.filter { !$0.isWhitespace }))
        }
    }

    /// WDA joins names with ", " in an unspecified order: a set, sorted for stable output.
    static func parse(_ text: String) -> [String] {
        Set(text.split(separator: ",").map { $0.trimming(.whitespaces) }.filter { !$0.isEmpty }).sorted()
    }
}
