import A11yModel

/// ELM-05: two controls that sound the same but do different things leave a screen-reader user
/// guessing which one they are on.
struct DistinctControlNamesRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "distinct-control-names",
        pack: ElementsPack.id,
        title: "Distinct control names",
        summary: """
            Within one sheet or dialog, controls that do different things need different names \
            (their spoken names are compared without case or extra white space): two "Edit" buttons \
            or two "More" buttons sound the same when navigating by element or through the rotor. \
            Controls are taken to do the same thing when they share an identifier, record the same \
            destination for their activation, or lie in one place (a label laid over the spinner it \
            opens); controls repeated once in each row (a list's row, a cell, a tappable card: a "Reply" in each \
            comment, an author's name in each post) pass, each read in the context of its row (WCAG \
            2.4.4), though ATF's check warns on them; rows named alike are judged as controls \
            themselves. Controls named only by the texts they show, alike, with no silent picture inside \
            (two search results both showing "Letter, Reader") pass: they are as alike on screen, which \
            WCAG 2.4.4 excepts, and their content would have to differ. A control \
            nested in another is left to \
            nested-controls, and a view that can be focused but offers no action (a map marker), or \
            a disabled control (all of a shop's "Unavailable" buttons), is not a control here; nor is \
            UIKit's back button (identifier BackButton), named by UIKit after the screen it returns \
            to and spoken as "Back button". A warning, as ATF's DuplicateSpeakableTextCheck. Known limit: a dump \
            records no actions, so two controls there are taken to differ unless their identifiers \
            match.
            """,
        severity: .warning,
        references: [
            .wcag("2.4.6", "Headings and Labels", level: "AA"),
            RuleReference(.material, "Android ATF DuplicateSpeakableTextCheck: clickable items share speakable text",
                          url: "https://support.google.com/accessibility/android/answer/7158690"),
        ],
        scope: .snapshot,
        examples: Self.examples
    )

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        var verdicts: [Verdict] = []
        for sheet in index.sheets where !sheet.isHiddenFromAT && !index.isInCoveredCard(sheet) {
            let controls = index.ownNodes(of: sheet).filter {
                ElementKind.isControl($0) && Self.doesSomething($0.node) && $0.isVisible && !Self.isUIKitBackButton($0.node)
            }
            guard controls.count >= 2 else { continue }
            var groups: [String: [(visited: VisitedNode, name: SpokenName)]] = [:]
            var order: [String] = []
            for control in controls {
                let name = SpokenName(of: control, in: index)
                guard name.isSpeakable, let key = ControlNameKey.key(name.text) else { continue }
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((control, name))
            }
            var found = false
            for key in order {
                let members = Self.outermost(groups[key] ?? [], in: index)
                guard members.count >= 2, !Self.sameAction(members.map(\.visited.node)),
                      !Self.eachInItsOwnRow(members.map(\.visited), in: index) else { continue }
                if Self.showAlike(members, in: index) {
                    verdicts.append(.passed(members[0].visited.node.id, "\(members.count) controls read the same texts they show, "
                                            + "\(members[0].name.quoted): as alike on screen as to a screen reader (WCAG 2.4.4's exception)"))
                    continue
                }
                found = true
                for member in members {
                    verdicts.append(.failed(member.visited.node.id,
                        "\(member.visited.node.id) and \(Self.others(of: member.visited, among: members)) in \(sheet.node.id) are all named \(member.name.quoted) but do different things",
                        measured: "\(members.count) controls named alike", threshold: "1"))
                }
            }
            if !found { verdicts.append(.passed(sheet.node.id, "\(controls.count) controls, each named differently")) }
        }
        return verdicts
    }

    /// The members not nested in another member (nested pairs are nested-controls'), in one pass
    /// over them in reading order: a member inside an earlier one lies before the end of the
    /// last member kept, since subtrees are nested or apart.
    static func outermost(_ members: [(visited: VisitedNode, name: SpokenName)], in index: SnapshotIndex)
        -> [(visited: VisitedNode, name: SpokenName)] {
        // Most names are a control's own.
        guard members.count > 1 else { return members }
        var kept: Set<Int> = []
        var keptEnd = 0
        for member in members.map(\.visited).sorted(by: { $0.order < $1.order }) where member.order >= keptEnd {
            kept.insert(member.order)
            keptEnd = index.subtreeRange(of: member).upperBound
        }
        return members.filter { kept.contains($0.visited.order) }
    }

    /// Whether each control lies inside a row (a list's child, a cell, or a control it is part
    /// of, such as a tappable card), each in a row of its own: a "Reply" in each comment, a
    /// username link in each post, a "Delete" on each bookmark. The row, read just before its
    /// control, gives it its context (WCAG 2.4.4, "in context"), and the name often says the same
    /// of each (the user it opens). Rows named alike are judged as controls themselves.
    static func eachInItsOwnRow(_ members: [VisitedNode], in index: SnapshotIndex) -> Bool {
        var rows: Set<Int> = []
        for member in members {
            guard let row = index.ancestors(of: member).first(where: { isRow($0, in: index) }),
                  rows.insert(row.order).inserted else { return false }
        }
        return true
    }

    private static func isRow(_ ancestor: VisitedNode, in index: SnapshotIndex) -> Bool {
        ancestor.node.role == .cell || (ancestor.isExposedElement && TouchTargets.isPointerTarget(ancestor.node))
            || index.parent(of: ancestor).map { $0.node.role == .list } == true
    }

    /// Whether the controls are named by nothing but the texts they show, alike, with no picture
    /// inside that says nothing (a thumbnail may tell them apart on screen): rows showing the
    /// same words are ambiguous to every user, which WCAG 2.4.4 excepts; their content, not their
    /// names, would have to differ.
    static func showAlike(_ members: [(visited: VisitedNode, name: SpokenName)], in index: SnapshotIndex) -> Bool {
        members.allSatisfy { member in
            member.name.isGathered && !index.subtree(of: member.visited).contains { inside in
                inside.node.role == .image && inside.isVisible && !SpeakableName.isSpeakable(inside.node.label)
            }
        }
    }

    /// Most others a message names: a sheet of a thousand "Open" buttons would otherwise make
    /// each of its thousand messages name all the others.
    static let othersNamed = 5

    /// The other members' ids, up to `othersNamed` of them and how many more.
    static func others(of member: VisitedNode, among members: [(visited: VisitedNode, name: SpokenName)]) -> String {
        let named = Array(members.lazy.filter { $0.visited.order != member.order }.prefix(othersNamed).map(\.visited.node.id))
        let more = members.count - 1 - named.count
        return named.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    /// UIKit's navigation bar back button (identifier `BackButton`): UIKit names it after the
    /// screen it returns to, and VoiceOver says "Back button" after the name, so a tab or title of
    /// that screen's name does not sound like it.
    static func isUIKitBackButton(_ node: Node) -> Bool {
        node.identifier == "BackButton"
    }

    /// A control that acts: a pointer target or an interactive role, enabled. A focusable view that
    /// offers nothing (a map marker TalkBack can visit), or a disabled control, does not do
    /// anything different from another.
    static func doesSomething(_ node: Node) -> Bool {
        !node.has(.notEnabled) && (TouchTargets.isPointerTarget(node) || node.isInteractive)
    }

    /// Share of the smaller frame two controls must share to be one control drawn twice (a
    /// label laid over the spinner it opens).
    static let samePlaceShare = 0.8

    /// One identifier for all, one recorded destination of activation for all, or one place.
    static func sameAction(_ nodes: [Node]) -> Bool {
        if let first = nodes.first?.identifier, nodes.allSatisfy({ $0.identifier == first }) { return true }
        if let first = nodes.first?.frame, nodes.allSatisfy({ node in
            guard let frame = node.frame, let shared = frame.intersection(first) else { return false }
            return shared.area >= min(frame.area, first.area) * samePlaceShare
        }) { return true }
        let destinations = nodes.map { $0.action(.activate)?.leadsTo ?? $0.gestures.first { $0.kind == .tap }?.leadsTo }
        if let first = destinations.first, let destination = first, destinations.allSatisfy({ $0 == destination }) { return true }
        return false
    }
}
