import A11yModel

/// Fields of the platform's own layouts that the layout labels with `android:labelFor`, which no
/// dump records: the text-input time picker (`time_picker_text_input_material.xml`, which
/// `TimePickerDialog` shows in its keyboard mode) labels its hour and minute fields with the texts
/// under them ("Hour", "Minute"), and TalkBack reads each field with its label.
enum FrameworkLabels {
    /// Field ids and the ids of the texts the platform's layouts declare their labels.
    static let labels: [String: String] = [
        "android:id/input_hour": "android:id/label_hour",
        "android:id/input_minute": "android:id/label_minute",
    ]

    static func link(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices {
            guard let id = arena[index].clues.resourceID, let labelID = labels[id], !SpeakableName.isSpeakable(arena[index].node.label),
                  let parent = arena[index].parent,
                  let label = arena[parent].children.first(where: { arena[$0].clues.resourceID == labelID }),
                  let text = arena[label].node.label ?? arena[label].node.visibleText, SpeakableName.isSpeakable(text) else { continue }
            arena[index].node.label = SpeakableName.trimmed(text)
            notes.inferred(index, "is labelled '\(SpeakableName.trimmed(text))' by \(labelID), which the platform's time picker layout declares its label (android:labelFor)")
        }
    }
}
