#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel

extension VisitedNode {
    /// How a message names an element: its label in quotes when it is a name, else its id.
    var messageName: String {
        node.hasName ? "'\(excerpt(SpeakableName.trimmed(node.label ?? "")))'" : excerpt(node.id)
    }
}

enum MessageList {
    /// `a, b, c and 4 more`: the first few names of a long list.
    static func names(_ nodes: [VisitedNode], limit: Int = 3) -> String {
        let shown = nodes.prefix(limit).map(\.messageName).joined(separator: ", ")
        return nodes.count > limit ? "\(shown) and \(nodes.count - limit) more" : shown
    }

    /// `1 element`, `3 elements`.
    static func count(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// A value rounded to three decimals for messages (`0.005`, not `0.005000000000000001`).
    static func number(_ value: Double) -> String { formatNumber((value * 1000).rounded() / 1000) }
}
