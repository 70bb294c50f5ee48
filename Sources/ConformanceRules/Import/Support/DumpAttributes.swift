import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Typed reads of a dump element's attributes; malformed values are located errors.
struct DumpAttributes {
    let element: XMLElement

    init(_ element: XMLElement) {
        self.element = element
    }

    func bool(_ name: String) throws(ScenarioXMLProblem) -> Bool? {
        guard let text = element[attribute: name] else { return nil }
        switch text.trimming(.whitespaces) {
        case "true", "1": return true
        case "false", "0": return false
        default: throw ScenarioXMLProblem(element, attribute: name, "attribute '\(name)' is '\(text)', not true or false")
        }
    }

    enum FrameReading {
        case frame(Rect), infinite, absent
    }

    /// WDA's `x`, `y`, `width`, `height`.
    func frame() throws(ScenarioXMLProblem) -> FrameReading {
        let names = ["x", "y", "width", "height"]
        let texts = names.map { element[attribute: $0] }
        guard texts.contains(where: { $0 != nil }) else { return .absent }
        var values: [Double] = []
        for (name, text) in zip(names, texts) {
            guard let text else {
                throw ScenarioXMLProblem(element, "the frame is incomplete: attribute '\(name)' is missing")
            }
            let trimmed = text.trimming(.whitespaces).lowercased()
            if ["inf", "-inf", "+inf", "infinity", "-infinity", "nan"].contains(trimmed) { return .infinite }
            guard let value = XMLValueText.parseNumber(trimmed) else {
                throw ScenarioXMLProblem(element, attribute: name, "attribute '\(name)' is '\(text)', not a number")
            }
            values.append(value)
        }
        guard values[2] >= 0, values[3] >= 0 else {
            throw ScenarioXMLProblem(element, attribute: values[2] < 0 ? "width" : "height",
                                     "the frame \(values.map(formatNumber).joined(separator: " ")) has a negative size")
        }
        return .frame(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
    }

    func integer(_ name: String) throws(ScenarioXMLProblem) -> Int? {
        guard let text = element[attribute: name] else { return nil }
        guard let value = Int(text.trimming(.whitespaces)) else {
            throw ScenarioXMLProblem(element, attribute: name, "attribute '\(name)' is '\(text)', not a whole number")
        }
        return value
    }
}
