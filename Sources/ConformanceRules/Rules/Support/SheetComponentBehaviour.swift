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
        }
    }

    /// Whether the elements whose detent actions the component sets include `control`, an
    /// element of `sheet`: the sheet itself for `BottomSheetBehavior`; also the handle's box
    /// directly inside the sheet for Compose's `ModalBottomSheet`, which the library composes
    /// around whatever drag handle the app passes.
    func setsDetentActions(of control: VisitedNode, in sheet: VisitedNode) -> Bool {
        if control.order == sheet.order { return true }
        switch self {
        case .materialBottomSheet, .androidAlertDialog, .androidPickerDialog: return false
        case .material3ModalBottomSheet: return control.node.part == .handle && control.parentOrder == sheet.order
        }
    }
}
