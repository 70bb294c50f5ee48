#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells dumps from scenarios by content, cheaply and without mistaking one for the other:
/// - XML by the root element: `<scenario>` is a scenario, `<AppiumAUT>`/`<XCUIElementType…>`
///   an Appium XCUITest page source, `<hierarchy>` a UiAutomator dump;
/// - JSON by its top-level keys: `captureSet` or `captures` make a capture set, then
///   `formatVersion`, `snapshots` or `transitions` a scenario, `attributes` Maestro, `type` with WebDriverAgent keys a WDA JSON source
///   (also inside a WebDriver `value` wrapper);
/// - other text: a Compose semantics printout, a Flutter semantics dump or an XCUITest
///   description by the first line of the printout (log prefixes, comment markers and XCTest
///   activity lines set aside), Maestro when a line starting with `{` follows console lines and
///   the text has Maestro's `"attributes"` key.
enum DumpDetection {
    static func detect(_ data: Data) -> ScenarioFormat? {
        let (first, bytes) = firstSignificantByte(of: data)
        switch first {
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

    /// How much of a file tells whether it is scenario JSON as `detect` tells from the whole
    /// file: the top-level keys are looked for in the first MiB after a byte-order mark.
    static let scenarioJSONDetectionLength = (1 << 20) + 3

    /// Whether `detect` of the whole file would say scenario JSON, from its first
    /// `scenarioJSONDetectionLength` bytes (`whole` when that is the whole file). A file whose
    /// first MiB has no scenario key is not called scenario JSON here, whatever the rest says.
    static func isScenarioJSON(head: Data, whole: Bool) -> Bool {
        if whole { return detect(head) == .json }
        let (first, bytes) = firstSignificantByte(of: head)
        switch first {
        case UInt8(ascii: "["):
            return true
        case UInt8(ascii: "{"):
            let keys = Set(JSONKeyScan.topLevelKeys(bytes))
            return !keys.contains("captureSet") && !keys.contains("captures") && !keys.isDisjoint(with: scenarioKeys)
        default:
            return false
        }
    }

    /// Whether the first byte that is not white space (after a byte-order mark) is `<`: the file
    /// is then told by its root element alone.
    static func startsWithMarkup(_ data: Data) -> Bool { firstSignificantByte(of: data).0 == UInt8(ascii: "<") }

    /// The first byte that is not white space, after a UTF-8 byte-order mark, and the bytes
    /// from the mark's end: what both readings of a file's kind start from.
    private static func firstSignificantByte(of data: Data) -> (UInt8?, Data.SubSequence) {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return (bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), bytes)
    }

    private static let scenarioKeys: Set<String> = ["formatVersion", "snapshots", "transitions"]
    private static let wdaKeys: Set<String> = ["rect", "frame", "rawIdentifier", "isEnabled", "isVisible", "isAccessible",
                                               "children", "label", "name", "traits"]

    private static func jsonFormat(topLevelKeys keys: [String], data: Data.SubSequence) -> ScenarioFormat {
        let set = Set(keys)
        // A capture set has `transitions` too, so it is told apart first by its own keys.
        if set.contains("captureSet") || set.contains("captures") { return .captureSet }
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
        if let printout = printoutFormat(String(decoding: head, as: UTF8.self)) { return printout }
        if let start = MaestroImporter.jsonStart(in: [UInt8](head)),
           head.dropFirst(start.offset).prefix(64 * 1024).firstRange(of: Data("\"attributes\"".utf8)) != nil {
            return .maestro
        }
        return nil
    }

    /// A text printout recognised by its first line once log prefixes, comment markers and
    /// XCTest activity lines are set aside: a Compose header or root node line, a Flutter
    /// `SemanticsNode#0`, an XCUITest section header anywhere, or an XCUITest element line first.
    static func printoutFormat(_ text: String) -> ScenarioFormat? {
        var sawContent = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(400) {
            if Printout.isActivityLine(raw) { continue }
            let message = LogPrefix.parse(raw).map { raw.dropFirst($0.length) } ?? raw
            let unmarked = message.drop { " \t/*#>".contains($0) }
            if unmarked.isEmpty { continue }
            for line in [unmarked] + (Printout.afterTag(unmarked).map { [$0] } ?? []) {
                if line.hasPrefix(ComposeLine.headerPrefix)
                    || ComposeNodeLine.rootStart(line).map({ line[$0...].contains(" at (l=") }) == true {
                    return .composeSemantics
                }
                if FlutterLine.startsPrintout(line) { return .flutterSemantics }
                if line.hasPrefix("Attributes: ") || line == "Element subtree:" { return .xcuitestDescription }
            }
            if !sawContent, DescriptionLine.looksLikeElement(raw) { return .xcuitestDescription }
            sawContent = true
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
        guard let range = data.firstRange(of: Data("\"\(name)\"".utf8)) else { return nil }
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
