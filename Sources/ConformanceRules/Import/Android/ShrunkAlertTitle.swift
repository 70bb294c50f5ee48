import A11yModel

/// The title of an AppCompat AlertDialog whose app's resource ids were shrunk away.
///
/// AppCompat lays an AlertDialog out with ids of the app's own (`parentPanel`, `topPanel`,
/// `alertTitle`, `textSpacerNoTitle`) around the framework's `android:id/message` and
/// `android:id/button1`…`button3`. An app built with resource shrinking dumps the first kind as
/// "(name removed)", so `alertTitle` cannot be found by name. Its title is then the one text in
/// the dialog before the message, above it and outside its branch: what AlertController sets as
/// the window title, which TalkBack announces, and what names the dialog.
enum ShrunkAlertTitle {
    static func markTitle(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for message in arena.indices where arena[message].clues.resourceID == "android:id/message" && !arena.isExcluded(message) {
            guard let dialog = SurfaceInference.surface(containing: message, in: arena), arena[dialog].node.role == .dialog,
                  arena[dialog].node.sheet?.component == nil, let messageFrame = arena[message].node.frame else { continue }
            let inside = arena.descendants(of: dialog)
            let namedParts: Set<String> = ["alertTitle", "alert_title", "textSpacerNoTitle"]
            guard !inside.contains(where: { namedParts.contains(arena[$0].clues.resourceName ?? "") }),
                  inside.contains(where: { arena[$0].clues.isShrunk }) else { continue }
            let holdingMessage = Set(arena.ancestors(of: message))
            let texts = inside.filter { index in
                let node = arena[index].node
                guard index < message, !holdingMessage.contains(index), node.role == .staticText,
                      SpeakableName.isSpeakable(node.label), let frame = node.frame else { return false }
                return frame.maxY <= messageFrame.minY + 1
            }
            guard texts.count == 1, let title = texts.first else { continue }
            SurfaceInference.markPart(title, .title, in: &arena, notes: &notes,
                                      because: "it is the one text above android:id/message in an AlertDialog whose own ids were removed "
                                          + "from the dump (resource shrinking), where alertTitle stands")
            arena[dialog].node.sheet?.component = .androidAlertDialog
            if arena[dialog].node.label == nil {
                arena[dialog].node.label = arena[title].node.label
                notes.inferred(dialog, "is named by its title, which AlertDialog sets as the window title TalkBack announces")
            }
        }
    }
}
