import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Foreign hierarchy dumps and semantics printouts → one scenario with one snapshot.
///
/// Each format has its importer in this folder; they share the element shapes and mappings in
/// `IOS/` and `Android/` and the passes in `Support/`. Whatever a format cannot carry is listed
/// in the snapshot's `unknown` facts, so rules that need it answer can't tell; what was
/// inferred is in the returned scenario's `notes`.
public enum HierarchyImport {
    /// The dump formats, in the order help lists them.
    public static let formats: [ScenarioFormat] = [
        .appiumXCUITest, .appiumXCUITestJSON, .uiAutomator, .xcuitestDescription, .maestro, .composeSemantics, .flutterSemantics,
    ]

    public static func isDumpFormat(_ format: ScenarioFormat) -> Bool { formats.contains(format) }

    /// Imports `data` read from `file` as `format`.
    public static func load(_ data: Data, file: String, format: ScenarioFormat,
                            options: ImportOptions = ImportOptions()) throws(LoadFailure) -> LoadedScenario {
        switch format {
        case .appiumXCUITest: try AppiumXCUITestImporter.load(data, file: file, options: options)
        case .appiumXCUITestJSON: try AppiumXCUITestJSONImporter.load(data, file: file, options: options)
        case .uiAutomator: try UiAutomatorImporter.load(data, file: file, options: options)
        case .xcuitestDescription: try XCUITestDescriptionImporter.load(data, file: file, options: options)
        case .maestro: try MaestroImporter.load(data, file: file, options: options)
        case .composeSemantics: try ComposeSemanticsImporter.load(data, file: file, options: options)
        case .flutterSemantics: try FlutterSemanticsImporter.load(data, file: file, options: options)
        case .json, .xml, .captureSet:
            throw LoadFailure(InputError(file: file, message: "\(format.rawValue) is not a dump format"))
        }
    }

    /// One line per format for help texts.
    public static func summary(of format: ScenarioFormat) -> String {
        switch format {
        case .appiumXCUITest: "Appium XCUITest / WebDriverAgent page source XML (<AppiumAUT> or <XCUIElementType…>)"
        case .appiumXCUITestJSON: "WebDriverAgent JSON page source (format=json)"
        case .uiAutomator: "Appium UiAutomator2 page source, adb shell uiautomator dump, androidx dumpWindowHierarchy"
        case .xcuitestDescription: "XCUITest debugDescription text (print(app.debugDescription), WDA format=description)"
        case .maestro: "maestro hierarchy output, iOS or Android, console lines before the JSON allowed"
        case .composeSemantics: "Jetpack Compose semantics printout (printToLog / printToString), merged or unmerged"
        case .flutterSemantics: "Flutter semantics dump (debugDumpSemanticsTree / SemanticsNode.toStringDeep)"
        case .captureSet: "a capture set: several dumps of one component (states × settings) and their transitions, as one scenario"
        case .json: "morph-audit scenario JSON"
        case .xml: "morph-audit scenario XML"
        }
    }
}
