#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel
import ConformanceRules

/// The command-line options that describe a hierarchy dump's capture: density, environment and
/// names. Shared by every command that reads dumps (`import`, `validate`), so they mean the same
/// everywhere.
enum ImportOptionSet {
    static let density = Option(long: "density", valueName: "pixels-per-point",
                                help: "Android screen density for pixel bounds (default: read from Compose's 48 dp touch areas, else assumed from the display's size, the lowest common for it, or \(formatNumber(ImportOptions.defaultDensity)) when the dump does not show it; an assumed density leaves targets near a size threshold to review).")
    static let platform = Option(long: "platform", valueName: "platform", help: "The platform captured (iOS or android).")
    static let contentSize = Option(long: "content-size", valueName: "category",
                                    help: "Dynamic Type size captured (xSmall…xxxLarge, ax1…ax5; UIKit names accepted).")
    static let colorScheme = Option(long: "color-scheme", valueName: "scheme", help: "Appearance captured.",
                                    allowedValues: ColorScheme.allCases.map(\.rawValue))
    static let viewport = Option(long: "viewport", valueName: "WIDTHxHEIGHT", help: "Screen size in points (instead of what the dump shows).")
    static let scale = Option(long: "scale", valueName: "factor", help: "Screen scale (pixels per point) recorded in the environment.")
    static let state = Option(long: "state", valueName: "name", help: "The state the dump shows (snapshot id; default 'imported').")
    static let id = Option(long: "id", valueName: "id", help: "Scenario id (default: the file name).")
    static let title = Option(long: "title", valueName: "text", help: "Scenario title.")
    static let reduceMotion = Flag(long: "reduce-motion", help: "Reduce Motion was on.")
    static let crossFade = Flag(long: "cross-fade", help: "Prefer Cross-Fade Transitions was on.")
    static let increaseContrast = Flag(long: "increase-contrast", help: "Increase Contrast was on.")
    static let boldText = Flag(long: "bold-text", help: "Bold Text was on.")
    static let voiceOver = Flag(long: "voice-over", help: "VoiceOver (or TalkBack) was on.")
    static let includeSystemUI = Flag(long: "include-system-ui",
                                      help: "Judge system UI too (status and navigation bars, launchers, SpringBoard, system prompts, pickers and the Settings app, debug tools, a browser's own interface around the page); left out by default.")

    static let options = [density, platform, contentSize, colorScheme, viewport, scale, state, id, title]
    static let flags = [reduceMotion, crossFade, increaseContrast, boldText, voiceOver, includeSystemUI]

    static func parse(_ invocation: Invocation) throws(UsageError) -> ImportOptions {
        var result = ImportOptions()
        if let text = invocation.value(density) {
            guard let value = Double(text), value.isFinite, ImportOptions.densityRange.contains(value) else {
                throw UsageError("The value '\(text)' is invalid for '\(density.display)': expected a number from "
                    + "\(formatNumber(ImportOptions.densityRange.lowerBound)) to \(formatNumber(ImportOptions.densityRange.upperBound))")
            }
            result.density = value
        }
        var environment = EnvironmentOverrides()
        if let text = invocation.value(platform) {
            switch text.lowercased() {
            case "ios": environment.platform = .iOS
            case "android": environment.platform = .android
            default: throw UsageError("The value '\(text)' is invalid for '\(platform.display)'. Please provide one of 'iOS', 'android'")
            }
        }
        if let text = invocation.value(contentSize) {
            guard let category = ContentSizeCategory(parsing: text) else {
                throw UsageError("The value '\(text)' is invalid for '\(contentSize.display)'. Please provide one of "
                    + ContentSizeCategory.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
            }
            environment.contentSize = category
        }
        environment.colorScheme = invocation.value(colorScheme).flatMap(ColorScheme.init(rawValue:))
        if let text = invocation.value(viewport) {
            guard let size = Size(parsing: text), size.width > 0, size.height > 0 else {
                throw UsageError("The value '\(text)' is invalid for '\(viewport.display)': expected e.g. 393x852")
            }
            environment.viewport = size
        }
        if let text = invocation.value(scale) {
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw UsageError("The value '\(text)' is invalid for '\(scale.display)': expected a positive number")
            }
            environment.scale = value
        }
        if invocation.isSet(reduceMotion) { environment.reduceMotion = true }
        if invocation.isSet(crossFade) { environment.prefersCrossFadeTransitions = true }
        if invocation.isSet(increaseContrast) { environment.increaseContrast = true }
        if invocation.isSet(boldText) { environment.boldText = true }
        if invocation.isSet(voiceOver) { environment.voiceOver = true }
        result.environment = environment
        for (option, text) in [(state, invocation.value(state)), (id, invocation.value(id))] {
            if let text, text.trimming(.whitespaces).isEmpty || text.contains(where: \.isWhitespace) {
                throw UsageError("The value '\(text)' is invalid for '\(option.display)': expected a name without spaces")
            }
        }
        result.includeSystemUI = invocation.isSet(includeSystemUI)
        result.state = invocation.value(state)
        result.scenarioID = invocation.value(id)
        result.title = invocation.value(title)
        return result
    }

    /// `file: note: text` lines, the compiler-diagnostic shape, on standard error.
    static func printNotes(_ loaded: LoadedScenario, console: Console) {
        for note in loaded.notes { console.error("\(loaded.file): note: \(note)") }
    }
}
