import A11yModel

/// A web page's modal in a WebView: Chromium reports an element of role `dialog` or
/// `alertdialog` (an Ionic or Capacitor modal, a web bottom sheet) as a view whose class is a
/// dialog's (`android.app.Dialog`, `android.app.AlertDialog`: `ui/accessibility` Android
/// class names), with the dialog's accessible name as its text. A view of the app never has
/// such a class: an Android dialog is a window, not a view. So below a WebView it is a dialog,
/// named by that text; modal or not, as `aria-modal` says, which the dump does not carry.
enum WebDialogs {
    static let classNames: Set<String> = ["android.app.Dialog", "android.app.AlertDialog"]

    static func recognise(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for (index, isInside) in WebViewText.insideWebViews(arena).enumerated() where isInside {
            guard let className = arena[index].clues.typeName, classNames.contains(className),
                  SurfaceInference.surface(containing: index, in: arena) == nil else { continue }
            if arena[index].node.role == .group || arena[index].node.role == .staticText { arena[index].node.role = .dialog }
            SurfaceInference.markSurface(index, part: .card, in: &arena, notes: &notes, modal: false,
                                         because: "Chromium reports a web page's dialog (role dialog or alertdialog) in a WebView with the class \(className)")
        }
    }
}
