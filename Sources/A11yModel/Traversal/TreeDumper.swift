/// An indented `├─` dump of a tree with id, role and label, for assertion messages and goldens.
public enum TreeDumper {
    public static func dump(_ root: Node) -> String {
        var lines: [String] = []
        var stack: [(node: Node, prefix: String, isLast: Bool, isRoot: Bool)] = [(root, "", true, true)]
        while let (node, prefix, isLast, isRoot) = stack.popLast() {
            var line = isRoot ? "" : prefix + (isLast ? "└─ " : "├─ ")
            line += "\(node.id) (\(node.role.token)\(node.part.map { ", \($0.token)" } ?? ""))"
            if let label = node.label { line += " \"\(label)\"" }
            if node.isHidden { line += " [hidden]" }
            lines.append(line)
            let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
            for (index, child) in node.children.enumerated().reversed() {
                stack.append((child, childPrefix, index == node.children.count - 1, false))
            }
        }
        return lines.joined(separator: "\n")
    }
}
