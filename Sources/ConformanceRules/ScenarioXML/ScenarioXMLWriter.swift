import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Model values → scenario XML through `XMLWriter`. Attributes holding their default value are
/// left out (as in the JSON form) unless `includeDefaults` is set; the environment is always
/// written in full, because rules ask about it most.
struct ScenarioXMLWriter {
    var includeDefaults: Bool
    /// Whether coding paths are built for error messages. Rule documents are written from
    /// scenarios that were already checked, so they skip the per-element strings and rebuild the
    /// message with paths only if writing fails.
    var recordsPaths = true

    /// `path` + `component`, or nothing when paths are not recorded.
    func sub(_ path: String, _ component: @autoclosure () -> String) -> String {
        recordsPaths ? path + component() : ""
    }

    func write(_ scenario: Scenario) throws(ModelIssue) -> Data {
        do {
            var writer = try XMLWriter()
            try write(scenario, to: &writer)
            return try writer.finish()
        } catch let issue as ModelIssue {
            throw issue
        } catch {
            throw ModelIssue(codingPath: "", message: "\(error)")
        }
    }

    /// The whole scenario into any sink: the text writer, or the tree declarative rules query.
    func write<W: XMLElementSink & ~Copyable>(_ scenario: Scenario, to writer: inout W) throws {
        var a = list("")
        a.integer("format-version", scenario.formatVersion, default: nil)
        try a.string("id", scenario.id)
        try a.string("title", scenario.title)
        try a.string("source", scenario.source)
        try writer.element("scenario", attributes: a.items) { writer in
            for (index, snapshot) in scenario.snapshots.enumerated() {
                try write(snapshot, path: sub("", "snapshots[\(index)]"), to: &writer)
            }
            for (index, transition) in scenario.transitions.enumerated() {
                try write(transition, path: sub("", "transitions[\(index)]"), to: &writer)
            }
        }
    }

    func list(_ path: String) -> ScenarioAttributeList {
        ScenarioAttributeList(path: path, includeDefaults: includeDefaults)
    }

    func write<W: XMLElementSink & ~Copyable>(_ snapshot: Snapshot, path: String, to writer: inout W) throws {
        var a = list(path)
        try a.string("id", snapshot.id)
        try a.string("state", snapshot.state)
        try a.string("focused-node", snapshot.focusedNode)
        try a.tokens("unknown", snapshot.unknown)
        try writer.element("snapshot", attributes: a.items) { writer in
            try write(snapshot.environment, path: sub(path, ".environment"), to: &writer)
            try writeTree(snapshot.root, path: sub(path, ".root"), to: &writer)
        }
    }

    func write<W: XMLElementSink & ~Copyable>(_ environment: Environment, path: String, to writer: inout W) throws {
        var a = ScenarioAttributeList(path: path, includeDefaults: true)
        try a.token("platform", environment.platform)
        a.bool("reduce-motion", environment.reduceMotion)
        a.bool("prefers-cross-fade-transitions", environment.prefersCrossFadeTransitions)
        a.raw("content-size", environment.contentSize, default: nil)
        a.raw("color-scheme", environment.colorScheme, default: nil)
        a.bool("increase-contrast", environment.increaseContrast)
        a.bool("bold-text", environment.boldText)
        a.bool("voice-over", environment.voiceOver)
        a.raw("interface-level", environment.interfaceLevel, default: nil)
        try a.numbers("viewport", [environment.viewport.width, environment.viewport.height])
        try a.number("scale", environment.scale)
        try a.number("animator-duration-scale", environment.animatorDurationScale)
        a.bool("keyboard-visible", environment.keyboardVisible)
        try writer.element("environment", attributes: a.items) { _ in }
    }

    /// Nested nodes are written by nested closures; the depth is bounded by the validator's
    /// limit on every scenario that was read, and by libxml2's on every one read back.
    private func writeTree<W: XMLElementSink & ~Copyable>(_ node: Node, path: String, to writer: inout W) throws {
        try writer.element("node", attributes: try attributes(of: node, path: path)) { writer in
            try writeFacts(of: node, path: path, to: &writer)
            for (index, child) in node.children.enumerated() {
                try writeTree(child, path: sub(path, ".children[\(index)]"), to: &writer)
            }
        }
    }

    private func attributes(of node: Node, path: String) throws(ModelIssue) -> [XMLAttribute] {
        var a = list(path)
        try a.string("id", node.id)
        try a.token("role", node.role)
        try a.token("part", node.part)
        try a.string("label", node.label)
        try a.string("value", node.value)
        try a.string("hint", node.hint)
        try a.string("identifier", node.identifier)
        try a.string("visible-text", node.visibleText)
        try a.tokens("traits", node.traits)
        try a.numbers("frame", node.frame.map { [$0.x, $0.y, $0.width, $0.height] })
        try a.numbers("hit-frame", node.hitFrame.map { [$0.x, $0.y, $0.width, $0.height] })
        a.bool("is-accessibility-element", node.isAccessibilityElement, default: Node.defaultIsElement(for: node.role))
        a.bool("is-hidden", node.isHidden, default: false)
        try a.number("opacity", node.opacity, default: 1)
        a.bool("is-modal", node.isModal, default: false)
        a.color("foreground", node.foreground)
        a.color("background", node.background)
        return a.items
    }

    private func writeFacts<W: XMLElementSink & ~Copyable>(of node: Node, path: String, to writer: inout W) throws {
        if let text = node.text {
            var a = list(sub(path, ".text"))
            try a.token("style", text.style)
            try a.number("point-size", text.pointSize)
            a.raw("weight", text.weight, default: .regular)
            a.bool("scales-with-dynamic-type", text.scalesWithDynamicType, default: true)
            a.bool("is-truncated", text.isTruncated, default: false)
            a.bool("is-clipped", text.isClipped, default: false)
            a.bool("is-essential", text.isEssential, default: true)
            try writer.element("text", attributes: a.items) { _ in }
        }
        if let sheet = node.sheet {
            try write(sheet, path: sub(path, ".sheet"), to: &writer)
        }
        for (index, action) in node.actions.enumerated() {
            var a = list(sub(path, ".actions[\(index)]"))
            try a.token("kind", action.kind)
            try a.string("name", action.name)
            try a.string("leads-to", action.leadsTo)
            a.bool("succeeds", action.succeeds)
            try writer.element("action", attributes: a.items) { _ in }
        }
        for (index, gesture) in node.gestures.enumerated() {
            var a = list(sub(path, ".gestures[\(index)]"))
            try a.token("kind", gesture.kind)
            try a.string("leads-to", gesture.leadsTo)
            a.raw("completes-on", gesture.completesOn, default: .up)
            a.bool("tracks-finger", gesture.tracksFinger, default: false)
            try writer.element("gesture", attributes: a.items) { _ in }
        }
    }

    private func write<W: XMLElementSink & ~Copyable>(_ sheet: SheetFacts, path: String, to writer: inout W) throws {
        var a = list(path)
        a.raw("modality", sheet.modality, default: .modal)
        a.bool("can-dismiss", sheet.canDismiss, default: true)
        try a.string("position", sheet.position)
        a.integer("stack-depth", sheet.stackDepth, default: 0)
        a.bool("scrolls-content", sheet.scrollsContent, default: false)
        try a.number("content-height", sheet.contentHeight)
        a.raw("height-source", sheet.heightSource, default: .content)
        try a.string("component", sheet.component?.rawValue)
        try writer.element("sheet", attributes: a.items) { writer in
            for (index, detent) in sheet.detents.enumerated() {
                var d = list(sub(path, ".detents[\(index)]"))
                try d.string("id", detent.id)
                try d.number("height", detent.height)
                try writer.element("detent", attributes: d.items) { _ in }
            }
        }
    }
}
