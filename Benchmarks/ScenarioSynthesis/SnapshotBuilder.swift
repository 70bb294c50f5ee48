import A11yModel

/// Builds one snapshot of a synthetic scenario with exactly the requested number of nodes (or the
/// skeleton alone when fewer are asked for). Row `n` looks the same in every snapshot: its design
/// comes from the seed and its number, not from the order of generation.
struct SnapshotBuilder {
    let seed: UInt64
    let shape: SyntheticShape
    let variant: SnapshotVariant

    private var environment: Environment { variant.environment }
    private var dark: Bool { environment.colorScheme == .dark }
    private var surface: Color { dark ? Color(red: 28, green: 28, blue: 30) : .white }
    private var ink: Color { dark ? .white : .black }
    private var compact: Bool { variant.state == "compact" }

    func snapshot(nodes: Int) -> Snapshot {
        var rows = max(nodes - SyntheticScenario.skeletonNodes, 0)
        // A fifth of the rows belong to the presenter's list behind the sheet.
        let presenterBudget = rows / 5
        rows -= presenterBudget
        let sheetTop = 852 - variant.sheetHeight
        let presenter = node("presenter", role: .group, part: .presenter, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                             background: surface, children: [title("presenter-title", "Library", style: .largeTitle, y: 96)]
                                 + presenterRows(budget: presenterBudget))
        var sheet = node("sheet", role: .group, part: .sheet, frame: Rect(x: 0, y: sheetTop, width: 393, height: variant.sheetHeight),
                         background: surface,
                         children: [handle(top: sheetTop), title("sheet-title", "Details", style: .headline, y: sheetTop + 24),
                                    closeButton(top: sheetTop), content(top: sheetTop, budget: rows)])
        sheet.isModal = true
        sheet.sheet = SheetFacts(modality: .modal, canDismiss: true,
                                 detents: [Detent(id: "compact", height: 400), Detent(id: "expanded", height: 752)],
                                 position: variant.state, scrollsContent: true, contentHeight: Double(rows) * rowHeight,
                                 heightSource: .fixed)
        var scrim = node("scrim", role: .group, part: .scrim, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                         background: Color(red: 0, green: 0, blue: 0, alpha8: compact ? 0x33 : 0x66))
        scrim.isAccessibilityElement = false
        let window = node("window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                          children: [presenter, scrim, sheet])
        return Snapshot(id: variant.id, state: variant.state, environment: environment, focusedNode: "handle", root: window)
    }

    // MARK: - Fixed parts

    private func handle(top: Double) -> Node {
        var random = SplitMix64(seed: seed ^ 0x68616E646C65)
        let faint = random.chance(shape.defectPercent * 4)
        var handle = node("handle", role: .button, part: .handle, frame: Rect(x: 178.5, y: top + 5, width: 36, height: 5),
                          foreground: faint ? Color(red: 229, green: 229, blue: 234) : Color(red: 142, green: 142, blue: 147),
                          background: surface)
        handle.label = random.chance(shape.defectPercent * 4) ? nil : "Sheet grabber"
        handle.value = compact ? "Compact" : "Expanded"
        handle.traits = [.button, .adjustable]
        handle.hitFrame = Rect(x: 174.5, y: top, width: 44, height: 44)
        handle.actions = [AccessibilityAction(.increment, leadsTo: "expanded"), AccessibilityAction(.decrement, leadsTo: "compact"),
                          AccessibilityAction(.escape, succeeds: true), AccessibilityAction(.activate, leadsTo: compact ? "expanded" : "compact")]
        handle.gestures = [Gesture(.drag, leadsTo: compact ? "expanded" : "compact", tracksFinger: true)]
        return handle
    }

    private func closeButton(top: Double) -> Node {
        var random = SplitMix64(seed: seed ^ 0x636C6F7365)
        let size: Double = random.chance(shape.defectPercent * 4) ? 22 : 44
        var button = node("close", role: .button, part: .closeButton, frame: Rect(x: 341, y: top + 12, width: size, height: size),
                          foreground: ink, background: surface)
        button.label = "Close"
        button.traits = [.button]
        button.actions = [AccessibilityAction(.activate, leadsTo: "dismissed")]
        return button
    }

    private func title(_ id: String, _ label: String, style: TextStyle, y: Double) -> Node {
        let size = style.pointSize(at: environment.contentSize) ?? 17
        var title = node(id, role: .header, part: .title, frame: Rect(x: 16, y: y, width: 300, height: size * 1.3),
                         foreground: ink, background: surface)
        title.label = label
        title.traits = [.header]
        title.text = TextFacts(style: style, pointSize: size, weight: style == .largeTitle ? .bold : .semibold)
        return title
    }

    private func content(top: Double, budget: Int) -> Node {
        var content = node("content", role: .scrollView, part: .content,
                           frame: Rect(x: 0, y: top + 56, width: 393, height: variant.sheetHeight - 56))
        var remaining = budget
        var section = 0
        var row = 0
        var y = top + 56
        while remaining > 0 {
            // A section costs two nodes (group and header) before its rows; a lone leftover
            // node becomes a row directly in the list.
            if remaining < 3 {
                content.children.append(self.row(row, y: &y, budget: &remaining))
                row += 1
                continue
            }
            remaining -= 2
            let sectionTop = y
            var group = node("section-\(section)", role: .group, frame: Rect(x: 0, y: y, width: 393, height: 0))
            group.children.append(text("section-\(section)-header", "Section \(section + 1)", style: .footnote, y: y))
            y += rowHeight
            var rows = 0
            while remaining > 0, rows < shape.rowsPerSection {
                group.children.append(self.row(row, y: &y, budget: &remaining))
                row += 1
                rows += 1
            }
            group.frame = Rect(x: 0, y: sectionTop, width: 393, height: y - sectionTop)
            content.children.append(group)
            section += 1
        }
        return content
    }

    private func presenterRows(budget: Int) -> [Node] {
        (0..<budget).map { index in
            var row = node("presenter-row-\(index)", role: .button, frame: Rect(x: 16, y: 160 + Double(index) * rowHeight, width: 361, height: rowHeight),
                           foreground: ink, background: surface)
            row.label = Words.label(index)
            row.traits = [.button]
            row.text = TextFacts(style: .body, pointSize: TextStyle.body.pointSize(at: environment.contentSize) ?? 17)
            return row
        }
    }

    // MARK: - Rows

    private var rowHeight: Double { max(44, (TextStyle.body.pointSize(at: environment.contentSize) ?? 17) * 1.6) }

    /// Row `number`: a cell with an icon and a label (three nodes), a toggle, a button or a line
    /// of text, whichever its design says and the budget allows.
    private func row(_ number: Int, y: inout Double, budget: inout Int) -> Node {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9)
        let kind = random.index(4)
        let defect = random.chance(shape.defectPercent)
        let frame = Rect(x: 16, y: y, width: 361, height: rowHeight)
        y += rowHeight
        let style = random.pick([TextStyle.body, .callout, .subheadline, .body])
        let pointSize = style.pointSize(at: environment.contentSize) ?? 17
        let foreground = defect && random.chance(50) ? faint : ink
        let id = "row-\(number)"
        switch kind {
        case 0 where budget >= 3:
            budget -= 3
            var cell = node(id, role: .cell, frame: frame, foreground: foreground, background: surface)
            cell.label = Words.label(number)
            cell.actions = [AccessibilityAction(.activate)]
            var icon = node(id + "-icon", role: .image, frame: Rect(x: 16, y: frame.y + 8, width: 28, height: 28),
                            foreground: Color(red: 0, green: 122, blue: 255), background: surface)
            icon.isAccessibilityElement = false
            var label = text(id + "-label", Words.label(number), style: style, y: frame.y)
            label.text?.scalesWithDynamicType = !defect
            label.foreground = foreground
            cell.children = [icon, label]
            return cell
        case 1:
            budget -= 1
            var toggle = node(id, role: .toggle, frame: frame, foreground: foreground, background: surface)
            toggle.label = defect && random.chance(50) ? nil : Words.label(number)
            toggle.value = random.chance(50) ? "1" : "0"
            toggle.text = TextFacts(style: style, pointSize: pointSize)
            return toggle
        case 2:
            budget -= 1
            var button = node(id, role: .button, frame: defect ? Rect(x: 16, y: frame.y, width: 20, height: 20) : frame,
                              foreground: foreground, background: surface)
            button.label = Words.label(number)
            button.traits = [.button]
            button.text = TextFacts(style: style, pointSize: pointSize, weight: .semibold)
            return button
        default:
            budget -= 1
            var line = text(id, Words.sentence(number), style: style, y: frame.y)
            line.foreground = foreground
            line.text?.scalesWithDynamicType = !(defect && random.chance(50))
            return line
        }
    }

    private var faint: Color { dark ? Color(red: 72, green: 72, blue: 74) : Color(red: 199, green: 199, blue: 204) }

    private func text(_ id: String, _ label: String, style: TextStyle, y: Double) -> Node {
        let size = style.pointSize(at: environment.contentSize) ?? 17
        var line = node(id, role: .staticText, frame: Rect(x: 56, y: y, width: 321, height: size * 1.3),
                        foreground: ink, background: surface)
        line.label = label
        line.traits = [.staticText]
        line.text = TextFacts(style: style, pointSize: size)
        return line
    }

    private func node(_ id: String, role: Role, part: Part? = nil, frame: Rect, foreground: Color? = nil,
                      background: Color? = nil, children: [Node] = []) -> Node {
        Node(id: id, role: role, part: part, frame: frame, foreground: foreground, background: background, children: children)
    }
}

/// Labels that read like an app's: deterministic from a row number.
enum Words {
    static let nouns = ["Albums", "Playlists", "Downloads", "Settings", "Profile", "Notifications", "Privacy",
                        "Storage", "Wallpaper", "Sounds", "Battery", "Family", "Payments", "Library", "Radio"]
    static let verbs = ["Show", "Edit", "Share", "Sort", "Filter", "Open", "Sync", "Archive"]

    static func label(_ number: Int) -> String {
        "\(verbs[number % verbs.count]) \(nouns[(number / verbs.count) % nouns.count]) \(number)"
    }

    static func sentence(_ number: Int) -> String {
        "\(nouns[number % nouns.count]) are kept on this device and synced when you are online (\(number))."
    }
}
