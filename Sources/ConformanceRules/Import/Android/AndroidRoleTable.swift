import A11yModel

/// Android class names as roles. No canonical table exists (hierarchy-formats.md §11 calls its
/// own an inference): this one covers the platform widgets, AppCompat and Material. Compose
/// nodes are mostly `android.view.View`, so for generic classes the role comes from behaviour
/// (clickable → button, checkable → toggle, text → static text) and is noted as inferred.
enum AndroidRoleTable {
    enum Match {
        /// The class says what it is.
        case known(Role)
        /// A layout or generic view: the role must come from behaviour.
        case generic

        var isKnown: Bool {
            if case .known = self { return true }
            return false
        }
    }

    static func match(_ className: String?) -> Match {
        guard let className, !className.isEmpty else { return .generic }
        let simple = className.split(separator: ".").last.map(String.init) ?? className
        if let role = bySimpleName[simple] { return .known(role) }
        for (suffix, role) in bySuffix where simple.hasSuffix(suffix) { return .known(role) }
        return .generic
    }

    /// Editable text: its `text` is the value, not the label.
    static func isEditable(_ className: String?) -> Bool {
        guard case .known(let role) = match(className) else { return false }
        return role == .textField || role == .searchField
    }

    private static let bySimpleName: [String: Role] = {
        var table: [String: Role] = [:]
        func add(_ names: [String], _ role: Role) { for name in names { table[name] = role } }
        add(["Button", "ImageButton", "AppCompatButton", "AppCompatImageButton", "MaterialButton", "FloatingActionButton",
             "ExtendedFloatingActionButton", "Chip", "BottomSheetDragHandleView",
             // A drop-down list: TalkBack announces it so ("drop-down list"), and it opens its list.
             "Spinner", "AppCompatSpinner", "MaterialSpinner"], .button)
        add(["TextView", "AppCompatTextView", "MaterialTextView"], .staticText)
        add(["EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "MultiAutoCompleteTextView",
             "AppCompatAutoCompleteTextView", "MaterialAutoCompleteTextView"], .textField)
        add(["SearchView", "SearchAutoComplete"], .searchField)
        add(["CheckBox", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton", "RadioButton",
             "AppCompatCheckBox", "AppCompatRadioButton", "MaterialCheckBox", "MaterialRadioButton", "CheckedTextView",
             "CompoundButton"], .toggle)
        add(["SeekBar", "AppCompatSeekBar", "Slider", "RangeSlider", "RatingBar", "AppCompatRatingBar"], .slider)
        add(["NumberPicker"], .adjustable)
        add(["ImageView", "AppCompatImageView", "ShapeableImageView"], .image)
        add(["ScrollView", "HorizontalScrollView", "NestedScrollView", "ViewPager", "ViewPager2"], .scrollView)
        add(["RecyclerView", "ListView", "GridView", "ExpandableListView"], .list)
        add(["TabLayout", "TabWidget", "BottomNavigationView", "NavigationBarView", "NavigationRailView"], .tabBar)
        add(["ProgressBar", "ContentLoadingProgressBar", "CircularProgressIndicator", "LinearProgressIndicator"],
            .progressIndicator)
        add(["WebView"], .webView)
        add(["Toast"], .platformType("toast"))
        return table
    }()

    /// Subclasses named after their base (`MyAppButton`, `PrimaryTextView`).
    private static let bySuffix: [(String, Role)] = [
        ("ImageButton", .button), ("Button", .button), ("EditText", .textField), ("TextView", .staticText),
        ("CheckBox", .toggle), ("Switch", .toggle), ("ImageView", .image), ("RecyclerView", .list),
    ]
}

extension Trait {
    /// The element's role was inferred from what it does (a clickable generic view taken for a
    /// button): the screen reader announces no role for it, so a label naming one repeats
    /// nothing.
    static let unannouncedRole = platformType("unannouncedRole")
    /// The element's label is the text it draws: it has no description, so TalkBack reads its
    /// `text`, which the screen shows (`Button 1`). One with both reads its description, which a
    /// view may also report as its text without drawing it.
    static let labelIsDrawnText = platformType("labelIsDrawnText")
    /// An editable view, not a password field, whose label is its content description: TalkBack
    /// names a field by its text whenever it has any, so the description goes unheard once
    /// something is typed (ATF's `EditableContentDescCheck` fails any described editable view).
    static let describedField = platformType("describedField")
}

extension Role {
    /// Android's progress bars and indicators: their text is a value, not a name.
    static let progressIndicator = Role.platformType("progressIndicator")
}
