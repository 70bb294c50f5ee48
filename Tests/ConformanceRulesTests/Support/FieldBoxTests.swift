import A11yModel
import Testing
@testable import ConformanceRules

/// A text field and the box around it that focuses it are one target, when the box holds no
/// other field.
struct FieldBoxTests {
    private func field(_ id: String, y: Double) -> Node {
        Node(id: id, role: .textField, label: id, frame: Rect(x: 20, y: y, width: 300, height: 18))
    }

    private func isFieldBox(_ children: [Node], field id: String) -> Bool {
        let index = SnapshotIndex(Snapshot(id: "s", state: "s", root: Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
            Node(id: "box", role: .button, label: "Box", frame: Rect(x: 0, y: 0, width: 393, height: 60), children: children),
        ])))
        let nodes = Dictionary(uniqueKeysWithValues: index.nodes.map { ($0.node.id, $0) })
        return TargetLayout.isFieldBox(nodes["box"]!, around: nodes[id]!, in: index)
    }

    @Test("a box around one field, its label and an icon is the field's box; one around two fields is not")
    func boxes() {
        let label = Node(id: "label", role: .staticText, label: "Email", frame: Rect(x: 20, y: 4, width: 80, height: 14))
        let clear = Node(id: "clear", role: .button, label: "Clear", frame: Rect(x: 340, y: 18, width: 24, height: 24))
        #expect(isFieldBox([label, field("email", y: 24), clear], field: "email"))
        #expect(!isFieldBox([field("first", y: 4), field("last", y: 30)], field: "first"))
        #expect(!isFieldBox([Node(id: "row", children: [field("first", y: 4)]), field("last", y: 30)], field: "last"),
                "another field deeper inside the box counts too")
    }
}
