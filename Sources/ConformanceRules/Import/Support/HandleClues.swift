import A11yModel

/// Names that mark a sheet's drag handle, shared by the iOS and Android inference. Compared
/// without case, spaces or separators, so `drag_handle`, `dragHandle` and "Drag handle" agree.
enum HandleClues {
    /// A name that says "handle" on its own: `Sheet Grabber`, `drag_handle`, `sheet_handle`,
    /// `bottomSheetHandle`, "Drag handle", `Handle`.
    static func isHandleName(_ text: String?) -> Bool {
        guard let squeezed = squeeze(text) else { return false }
        return squeezed.contains("grabber") || squeezed.contains("draghandle") || squeezed.contains("sheethandle")
            || squeezed.contains("dragindicator") || squeezed == "handle"
    }

    /// A name that could be a handle or something else (`img_indicator` is also a page
    /// indicator, `top_line` a divider): taken only for a small view at the top of a recognised
    /// sheet. Any name holding "handle" or "grip" (`iv_handle`, `handle_view`), and the names
    /// apps give the pill they draw themselves (`drag_bar`, `pull_bar`, `top_line`, `notch`).
    static func isWeakHandleName(_ text: String?) -> Bool {
        guard let squeezed = squeeze(text) else { return false }
        return weakWholeNames.contains(squeezed) || weakParts.contains { squeezed.contains($0) }
    }

    private static let weakParts = ["handle", "grip", "dragbar", "pullbar"]
    private static let weakWholeNames: Set<String> = [
        "indicator", "imgindicator", "ivindicator", "topindicator", "sheetindicator", "indicatorview", "pill", "notch",
        "line", "topline", "ivline", "viewline", "imgline", "drag", "dragview", "knob",
    ]

    /// Small enough and close enough to the sheet's top edge to be its handle: at most 32 pt
    /// tall and 160 pt wide, starting within 40 pt of the top.
    static func sitsLikeAHandle(_ frame: Rect?, in sheet: Rect?) -> Bool {
        guard let frame, let sheet else { return false }
        return frame.height <= 32 && frame.width <= 160 && frame.minY >= sheet.minY - 1 && frame.minY - sheet.minY <= 40
    }

    /// Drawn like a handle, whatever its id (release builds may obfuscate ids): a pill at most
    /// 80 pt wide and 12 pt tall, at least twice as wide as tall, centred on the sheet (within
    /// 8 pt) and starting within 40 pt of its top, as Material's 32 × 4 dp and UIKit's 36 × 5 pt
    /// handles are drawn.
    static func isShapedLikeAHandle(_ frame: Rect?, in sheet: Rect?) -> Bool {
        guard let frame, let sheet, frame.height > 0 else { return false }
        return frame.width <= 80 && frame.height <= 12 && frame.width >= 2 * frame.height
            && abs(frame.midX - sheet.midX) <= 8 && sitsLikeAHandle(frame, in: sheet)
    }

    private static func squeeze(_ text: String?) -> String? {
        guard let text else { return nil }
        let squeezed = String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }))
        return squeezed.isEmpty ? nil : squeezed
    }
}
