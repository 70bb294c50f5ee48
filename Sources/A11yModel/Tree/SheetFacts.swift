/// Facts about a sheet or stacked card that no accessibility API exposes but rules need.
public struct SheetFacts: Sendable, Hashable, Codable {
    public var modality: Modality
    public var canDismiss: Bool
    /// Named heights the sheet settles into, smallest first.
    public var detents: [Detent]
    /// The current detent's id.
    public var position: String?
    /// 0 for the front card, 1 for the one behind it, …
    public var stackDepth: Int
    /// Whether content taller than the sheet scrolls inside it.
    public var scrollsContent: Bool
    /// The content's natural height at this content size, when measured.
    public var contentHeight: Double?
    /// How the height is chosen: a constant, measured from content, or scaled with text.
    public var heightSource: HeightSource
    /// The platform component that runs the sheet, when known. Its documented behaviour settles
    /// what a capture without the other sheet facts leaves open.
    public var component: SheetComponent?

    public init(modality: Modality = .modal, canDismiss: Bool = true, detents: [Detent] = [],
                position: String? = nil, stackDepth: Int = 0, scrollsContent: Bool = false,
                contentHeight: Double? = nil, heightSource: HeightSource = .content, component: SheetComponent? = nil) {
        self.modality = modality
        self.canDismiss = canDismiss
        self.detents = detents
        self.position = position
        self.stackDepth = stackDepth
        self.scrollsContent = scrollsContent
        self.contentHeight = contentHeight
        self.heightSource = heightSource
        self.component = component
    }

    public var currentDetent: Detent? { detents.first { $0.id == position } }

    private enum CodingKeys: String, CodingKey {
        case modality, canDismiss, detents, position, stackDepth, scrollsContent, contentHeight, heightSource, component
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        modality = try c.decodeIfPresent(Modality.self, forKey: .modality) ?? .modal
        canDismiss = try c.decodeIfPresent(Bool.self, forKey: .canDismiss) ?? true
        detents = try c.decodeIfPresent([Detent].self, forKey: .detents) ?? []
        position = try c.decodeIfPresent(String.self, forKey: .position)
        stackDepth = try c.decodeIfPresent(Int.self, forKey: .stackDepth) ?? 0
        scrollsContent = try c.decodeIfPresent(Bool.self, forKey: .scrollsContent) ?? false
        contentHeight = try c.decodeIfPresent(Double.self, forKey: .contentHeight)
        heightSource = try c.decodeIfPresent(HeightSource.self, forKey: .heightSource) ?? .content
        component = try c.decodeIfPresent(SheetComponent.self, forKey: .component)
    }
}

public struct Detent: Sendable, Hashable, Codable {
    public var id: String
    public var height: Double

    public init(id: String, height: Double) {
        self.id = id
        self.height = height
    }
}

public enum Modality: String, Sendable, Hashable, Codable, CaseIterable {
    /// Blocks the content behind it (a system sheet, a dialog).
    case modal
    /// Lets people reach the content behind it (an inline surface, a pass-through sheet).
    case nonmodal
}

public enum HeightSource: String, Sendable, Hashable, Codable, CaseIterable {
    case fixed, content, scaled
}

/// Platform components whose sheet behaviour is documented in their source.
public enum SheetComponent: String, Sendable, Hashable, Codable, CaseIterable {
    /// Material Components' `BottomSheetBehavior` (a `BottomSheetDialog`'s `design_bottom_sheet`):
    /// it measures the sheet from its content (`behavior_fitToContents`, true by default) and
    /// sets the expand, collapse and dismiss actions for each state.
    case materialBottomSheet
    /// Compose Material 3's `ModalBottomSheet`: its expanded height is the content's
    /// (`Expanded at fullHeight − sheetSize.height`, a half-height stop only for taller content),
    /// and its drag handle's box sets dismiss, and expand or collapse, from the current state.
    case material3ModalBottomSheet
    /// Android's `AlertDialog` (`AlertController`'s `parentPanel`): a title set on it is shown in
    /// `alertTitle` and made the dialog window's title, which TalkBack announces; a dialog built
    /// without one shows `textSpacerNoTitle` above its message instead, and has no title at all.
    case androidAlertDialog
    /// Android's `TimePickerDialog` or `DatePickerDialog`: an AlertDialog whose view is the
    /// platform's picker (`android:id/timePicker`, `datePicker`). The platform lays out the header
    /// that says what is being set (`input_header`'s "Set time", `time_header`,
    /// `date_picker_header`), which the app cannot make a heading; a title the app sets is shown
    /// in `alertTitle` as in any AlertDialog.
    case androidPickerDialog
    /// UIKit's `UISheetPresentationController` showing its grabber: the grabber ("Sheet Grabber")
    /// is adjustable (its value names the detent, "Half screen"; increment and decrement step
    /// between detents) and offers "Expand", "Collapse" and "Dismiss" for each state, Dismiss only
    /// while the sheet can be dismissed; a page sheet that can be dismissed is dismissed by
    /// VoiceOver's escape gesture.
    case uiKitSheet
}
