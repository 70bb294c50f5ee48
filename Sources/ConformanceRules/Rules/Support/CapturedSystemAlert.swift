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

    /// The size of the smallest text style UIKit draws an alert in (`footnote`, the message) at
    /// the default text size.
    static let smallestTextSize = 13.0

    /// Whether UIKit draws `visited`'s text as part of a captured system alert on iOS: the title
    /// in the `headline` text style, the message in `footnote`, each action's title in `body`,
    /// all following Dynamic Type. An Android AlertDialog takes its text appearances from the
    /// app's theme, so it is not one.
    static func drawsText(of visited: VisitedNode, in context: SnapshotContext) -> Bool {
        guard context.environment.platform == .iOS, let sheet = visited.enclosingSheetOrder else { return false }
        return matches(context.index.nodes[sheet].node, in: context.snapshot)
    }
}
