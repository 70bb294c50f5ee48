import A11yModel

/// Views the platform's own widgets lay out inside themselves: a view with a framework id
/// (`android:id/hours`) inside Android's `TimePicker`, `DatePicker`, `NumberPicker` or
/// `CalendarView`. The framework builds and describes them (`TimePickerClockDelegate` gives the
/// hour and minute views a click label, "select hours", and no role); an app that shows the
/// widget cannot change them, so a finding on one is the platform's, not the app's.
enum PlatformWidgetParts {
    /// The framework's widgets that lay out views of their own.
    static let widgetClasses: Set<String> = ["android.widget.TimePicker", "android.widget.DatePicker",
                                             "android.widget.NumberPicker", "android.widget.CalendarView"]

    static func mark(_ arena: inout ImportArena, notes: inout ImportNotes) {
        var insideWidget = [Bool](repeating: false, count: arena.count)
        for index in arena.indices {
            let entry = arena[index]
            let inherited = entry.parent.map { insideWidget[$0] } ?? false
            insideWidget[index] = inherited || entry.clues.typeName.map(widgetClasses.contains) == true
            guard inherited, entry.clues.resourceID?.hasPrefix("android:id/") == true else { continue }
            arena[index].node.traits.append(.platformWidgetPart)
            notes.tally("views the platform's own widgets (TimePicker, DatePicker, NumberPicker, CalendarView) lay out and describe, "
                        + "which the app cannot change", node: index)
        }
    }
}

extension Trait {
    /// A view a platform widget lays out itself (`PlatformWidgetParts`).
    static let platformWidgetPart = platformType("platformWidgetPart")
}
