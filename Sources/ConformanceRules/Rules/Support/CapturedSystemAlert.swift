import A11yModel

/// A system alert or action sheet (UIAlertController) as an iOS capture shows it: the importer
/// marks its element types Alert and Sheet modal. Only in captures, which record no actions: a
/// scenario file says what its own dialog does.
///
/// UIKit builds everything inside one: a title, a message, text fields and the buttons of its
/// actions, each closing it, over backdrop and separator views of its own. UIKit also answers
/// VoiceOver's escape in it: Apple's iPhone User Guide gives the two-finger scrub as "dismiss an
/// alert".
enum CapturedSystemAlert {
    /// Whether `sheet` is one.
    @inline(__always) static func matches(_ sheet: Node, in snapshot: Snapshot) -> Bool {
        !snapshot.knows(.actions) && sheet.has(.isModal) && (sheet.role == .dialog || sheet.role == .sheet)
    }

    /// Whether `node` is one of its actions: a button of `sheet`, when that is a captured system
    /// alert. UIKit draws it as the action's title, and activating it closes the alert.
    @inline(__always) static func isAction(_ node: Node, of sheet: Node, in snapshot: Snapshot) -> Bool {
        node.announcesButton && matches(sheet, in: snapshot)
    }
}
