import A11yModel

/// An alert that says one thing: a message of a sentence or two, at most two buttons, and
/// nothing else to read or operate but a progress indicator (a wait dialog). Material leaves the
/// title out of such an alert ("most alerts don't need titles"), and TalkBack reads the message
/// when the dialog opens, so the message is what names it.
enum ShortAlert {
    /// The longest message that is still a sentence or two.
    static let messageLength = 200
    static let buttons = 2

    /// The alert's message, when `nodes` (the dialog's own) make a short alert. The message is
    /// the one text outside the buttons, read on its own or by the view around it (AlertController
    /// makes the scroll view around it focusable).
    static func message(among nodes: [VisitedNode], of dialog: VisitedNode, in index: SnapshotIndex) -> String? {
        var message: String?, buttons = 0
        for visited in nodes where visited.order != dialog.order && visited.isVisible && !visited.isHiddenFromAT {
            let node = visited.node
            if isControl(node) {
                guard node.role == .button else { return nil }
                buttons += 1
                if buttons > Self.buttons { return nil }
            } else if [.textField, .searchField, .list, .cell, .toggle, .slider, .adjustable].contains(node.role) {
                return nil
            } else if node.hasName, !index.ancestors(of: visited).contains(where: { isControl($0.node) }) {
                guard message == nil, [.staticText, .none, .group].contains(node.role),
                      let text = node.label, text.count <= messageLength else { return nil }
                message = text
            }
        }
        return message
    }

    private static func isControl(_ node: Node) -> Bool { node.isInteractive || TouchTargets.isPointerTarget(node) }
}
