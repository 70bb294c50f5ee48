import A11yModel

/// What a platform sheet component does by itself, as its source documents it: the facts that
/// settle what a capture without sheet facts would otherwise leave to a review.
extension SheetComponent {
    /// The name findings give the component's behaviour.
    var behaviourName: String {
        switch self {
        case .materialBottomSheet: "BottomSheetBehavior"
        case .material3ModalBottomSheet: "ModalBottomSheet"
        case .androidAlertDialog: "AlertDialog"
        case .androidPickerDialog: "the platform's picker dialog"
        case .uiKitSheet: "UISheetPresentationController"
        }
    }

    /// Whether the component sizes its sheet from the content: Material's `BottomSheetBehavior`
    /// (`behavior_fitToContents`) and Compose's `ModalBottomSheet` do; UIKit's detents are
    /// fractions of the screen (medium is half its height) or the app's own.
    var measuresFromContent: Bool {
        switch self {
        case .materialBottomSheet, .material3ModalBottomSheet: true
        case .androidAlertDialog, .androidPickerDialog, .uiKitSheet: false
        }
    }

    /// Whether the elements whose detent actions the component sets include `control`, an
    /// element of `sheet`: the sheet itself for `BottomSheetBehavior`; also the handle's box
    /// directly inside the sheet for Compose's `ModalBottomSheet`, which the library composes
    /// around whatever drag handle the app passes; UIKit's grabber for its sheet.
    func setsDetentActions(of control: VisitedNode, in sheet: VisitedNode) -> Bool {
        if control.order == sheet.order { return true }
        switch self {
        case .materialBottomSheet, .androidAlertDialog, .androidPickerDialog: return false
        case .material3ModalBottomSheet: return control.node.part == .handle && control.parentOrder == sheet.order
        case .uiKitSheet: return control.node.part == .handle && control.node.label == UIKitSheetGrabber.label
        }
    }
}
