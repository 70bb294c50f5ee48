#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel

/// STR-06: a handle people can operate is a control, so assistive technology must know what it is,
/// what it is called and which state the sheet is in.
struct HandleNameRoleValueRule: NodeRule {
    let metadata = RuleDescription(
        id: "handle-name-role-value",
        pack: StructurePack.id,
        title: "Handle name, role and value",
        summary: """
            A sheet handle that is exposed to assistive technology is a control: it needs a label \
            ("Sheet grabber"), the button or adjustable role or trait, and, when the sheet has more \
            than one detent, a value naming the current detent ("Compact", "Expanded"), as UIKit's \
            grabber and Material's drag handle provide. A handle that responds to taps or actions \
            but is hidden from assistive technology fails. A decorative handle (no tap, no action) \
            passes when it is not exposed, as MorphModalKit's plain 52×4 pt view is: that is not a \
            failure by itself, but then the sheet's dismissal and resizing must be reachable some \
            other way, which non-gesture-dismiss and resize-without-drag judge. An exposed handle \
            that does nothing fails: hide it or make it a control. Handles of covered cards are left \
            to stack-background-hidden. Known limit: the value is only checked to be present, not \
            that its words match the detent. A label that names no \
            purpose of a handle ("Image", "img_indicator", a word unrelated to dragging, resizing \
            or closing) fails, also in a capture that cannot show whether the handle is a control, \
            since an exposed handle that does nothing fails as well, and in a handle that is not \
            exposed but whose label an element around it reads as part of its own name (an Android \
            clickable sheet container gathers its handle's description). Labels are compared with \
            handle words in English, Spanish, French, German, Portuguese, Italian, Japanese, \
            Chinese and Korean, so another language needs a suppression.
            """,
        severity: .error,
        references: [
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.apple, "HIG Sheets: the grabber works with VoiceOver",
                          url: "https://developer.apple.com/design/human-interface-guidelines/sheets"),
            RuleReference(.material, "BottomSheetDragHandleView: state in the content description",
                          url: "https://github.com/material-components/material-components-android/blob/master/docs/components/BottomSheet.md"),
        ],
        scope: .node,
        examples: examples
    )

    let interest = NodeInterest.parts(.handle)

    func evaluate(_ node: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let index = context.index
        guard !index.isInCoveredCard(node) else { return nil }
        let handle = node.node
        let id = handle.id
        guard node.isExposedElement else {
            // Not a focus stop of its own, but its label may still be spoken as part of the
            // element that gathers it (an Android clickable sheet container reads its handle's
            // description with its texts).
            if let reader = SpokenName.gatheringElement(of: node, in: index), let label = Self.unrelatedLabel(of: handle) {
                // A handle that only draws the grabber is fixed by not describing it at all.
                let fix = handle.isInteractive ? "" : "; a handle that does nothing should not be described at all"
                return .failed(id, Self.unrelatedLabelMessage(label) + ", and it is read as part of \(reader.messageName)'s name" + fix)
            }
            guard handle.isInteractive && node.isVisible else {
                return .passed(id, "decorative handle is not exposed; its alternatives are judged by the actions pack")
            }
            return .failed(id, "handle responds to taps or actions but assistive technology cannot reach it")
        }
        let hasRole = handle.announcesButton || handle.announcesAdjustable
        if !handle.isInteractive && !hasRole {
            // Captures without traits or actions (UI-test dumps) cannot show that it is decorative.
            // A label naming no purpose of a handle fails either way: a control must say what it
            // does, and a decorative handle must not be exposed at all.
            guard context.snapshot.knows(.traits) && context.snapshot.knows(.actions) else {
                if let label = Self.unrelatedLabel(of: handle) {
                    return .failed(id, Self.unrelatedLabelMessage(label) + ", and a handle that does nothing should not be exposed at all")
                }
                return .cantTell(id, "whether the exposed handle is a control was not captured (traits or actions unknown)")
            }
            return .failed(id, "decorative handle is exposed to assistive technology; hide it or make it a control")
        }
        let facts = index.enclosingSheet(of: node)?.node.sheet
        let needsValue = facts?.isResizable ?? false
        let hasValue = SpeakableName.isSpeakable(handle.value)
        var missing: [String] = []
        var unknown: [String] = []
        if !handle.hasName { missing.append("a label") }
        if let label = Self.unrelatedLabel(of: handle) {
            return .failed(id, Self.unrelatedLabelMessage(label))
        }
        if !hasRole {
            if context.snapshot.knows(.traits) { missing.append("a button or adjustable role") } else { unknown.append("traits") }
        }
        if !hasValue {
            if !context.snapshot.knows(.sheet) { unknown.append("detents") }
            else if needsValue { missing.append("a value naming the current detent") }
        }
        if !missing.isEmpty {
            return .failed(id, "handle lacks \(Self.joined(missing))")
        }
        if !unknown.isEmpty {
            return .cantTell(id, "handle's \(unknown.joined(separator: " and ")) were not captured")
        }
        return .passed(id)
    }

    /// Words that tell a handle's purpose, in English and the languages most apps ship, compared
    /// within the lower-cased label: "Drag handle", "Sheet grabber", "Resize", "Expand",
    /// "Controlador de arrastre", "Poignée"…
    static let handleWords = [
        "handle", "grabber", "grab", "drag", "resize", "expand", "collapse", "dismiss", "close", "sheet", "pull",
        "arrastr", "controlador", "cerrar", "expandir", "contraer", "hoja", "poignée", "glisser", "fermer",
        "agrandir", "réduire", "feuille", "ziehpunkt", "griff", "zieh", "schließen", "erweitern", "minimieren",
        "alça", "arrastar", "fechar", "recolher", "maniglia", "trascina", "chiudi", "espandi", "comprimi",
        "ハンドル", "ドラッグ", "拖动", "拖曳", "手柄", "把手", "핸들", "드래그",
    ]

    /// The handle's trimmed label when it names no purpose of a handle.
    static func unrelatedLabel(of handle: Node) -> String? {
        guard handle.hasName, let label = handle.label, !describesAHandle(label) else { return nil }
        return SpeakableName.trimmed(label)
    }

    private static func unrelatedLabelMessage(_ label: String) -> String {
        "handle's label '\(label)' does not say what it is or does (a handle, to drag, expand or close the sheet)"
    }

    static func describesAHandle(_ label: String) -> Bool {
        let lowered = label.lowercased()
        // In ASCII text a byte match is a character match (no word holds the \r\n pair), and
        // only ASCII words can match: searched as bytes, without the character-wise matching.
        if lowered.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(lowered.utf8)
            return asciiHandleWords.contains { ByteSearch.firstIndex(of: $0, in: bytes) != nil }
        }
        return handleWords.contains { lowered.contains($0) }
    }

    private static let asciiHandleWords = handleWords.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }

    static func joined(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
