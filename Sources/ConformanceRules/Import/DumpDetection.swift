#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells dumps from scenarios by content, cheaply and without mistaking one for the other:
/// - XML by the root element: `<scenario>` is a scenario, `<AppiumAUT>`/`<XCUIElementType…>`
///   an Appium XCUITest page source, `<hierarchy>` a UiAutomator dump;
/// - JSON by its top-level keys: `formatVersion`, `snapshots` or `transitions` make a scenario
///   (checked first), `attributes` Maestro, `type` with WebDriverAgent keys a WDA JSON source
///   (also inside a WebDriver `value` wrapper);
/// - other text: an XCUITest description when it has the description's section headers or
///   element lines, Maestro when a line starting with `{` follows console lines and the text
///   has Maestro's `"attributes"` key.
enum DumpDetection {
    static func detect(_ data: Data) -> ScenarioFormat? {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        switch bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
        case UInt8(ascii: "<"):
            guard let root = XMLRootName.find(in: data) else { return .xml }
            if AppiumXCUITestImporter.isRootName(root) { return .appiumXCUITest }
            if root == "hierarchy" { return .uiAutomator }
            return .xml
        case UInt8(ascii: "{"):
            return jsonFormat(topLevelKeys: JSONKeyScan.topLevelKeys(bytes), data: bytes)
        case UInt8(ascii: "["):
            return .json
        case nil:
            return nil
        default:
            return textFormat(bytes)
        }
    }

    private static let scenarioKeys: Set<String> = ["formatVersion", "snapshots", "transitions"]
    private static let wdaKeys: Set<String> = ["rect", "frame", "rawIdentifier", "isEnabled", "isVisible", "isAccessible",
                                               "children", "label", "name", "traits"]

    private static func jsonFormat(topLevelKeys keys: [String], data: Data.SubSequence) -> ScenarioFormat {
        let set = Set(keys)
        if !set.isDisjoint(with: scenarioKeys) { return .json }
        if set.contains("attributes") { return .maestro }
        if set.contains("type"), !set.isDisjoint(with: wdaKeys) { return .appiumXCUITestJSON }
        if set.contains("value"), set.contains("sessionId") || set.count == 1,
           let inner = JSONKeyScan.keysOfObject(named: "value", in: data), inner.contains("type") {
            return .appiumXCUITestJSON
        }
        return .json
    }

    private static func textFormat(_ bytes: Data.SubSequence) -> ScenarioFormat? {
        let head = DumpText.normalized(Data(bytes.prefix(256 * 1024)))
        if XCUITestDescriptionImporter.looksLikeDescription(String(decoding: head, as: UTF8.self)) { return .xcuitestDescription }
        if let start = MaestroImporter.jsonStart(in: [UInt8](head)),
           head.dropFirst(start.offset).prefix(64 * 1024).range(of: Data("\"attributes\"".utf8)) != nil {
            return .maestro
        }
        return nil
    }
}

/// Finds the keys of a JSON object without building it: a byte scan that tracks strings and
/// nesting, tolerant of errors later in the text (a truncated dump is still recognised).
enum JSONKeyScan {
    static func topLevelKeys(_ data: Data.SubSequence) -> [String] {
        keys(in: data, depthOfInterest: 1, limit: 1 << 20)
    }

    /// The keys of the object under `name` at the top level.
    static func keysOfObject(named name: String, in data: Data.SubSequence) -> [String]? {
        guard let range = data.range(of: Data("\"\(name)\"".utf8)) else { return nil }
        var rest = data[range.upperBound...]
        while let first = rest.first, first == 0x20 || first == 0x0A || first == 0x0D || first == 0x09 || first == UInt8(ascii: ":") {
            rest = rest.dropFirst()
        }
        guard rest.first == UInt8(ascii: "{") else { return nil }
        return keys(in: rest, depthOfInterest: 1, limit: 1 << 16)
    }

    /// Strings at `depthOfInterest` that are followed by `:` are keys.
    private static func keys(in data: Data.SubSequence, depthOfInterest: Int, limit: Int) -> [String] {
        var keys: [String] = []
        var depth = 0
        var inString = false, escaped = false
        var stringBytes: [UInt8] = []
        var candidate: String?
        for byte in data.prefix(limit) {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    candidate = depth == depthOfInterest ? String(decoding: stringBytes, as: UTF8.self) : nil
                    continue
                }
                if depth == depthOfInterest { stringBytes.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringBytes = []
            case UInt8(ascii: ":"):
                if let key = candidate { keys.append(key) }
                candidate = nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                candidate = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                candidate = nil
                if depth <= 0 { return keys }
            case 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                candidate = nil
            }
        }
        return keys
    }
}
