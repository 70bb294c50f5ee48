import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Android hierarchy XML: Appium UiAutomator2 page source (elements named after their class,
/// root `<hierarchy … width height>`), `adb shell uiautomator dump` (one line of `<node>`s,
/// root `<hierarchy rotation>`) and androidx `dumpWindowHierarchy` (`<node>`s, several
/// windows, `visible-to-user`, `hint`). hierarchy-formats.md §3, §4.
///
/// Bounds are screen pixels: they are divided by the density (`--density`, or assumed from the
/// display's size: `AndroidDensity`) to give points, and they are the *visible* part of each
/// node, so a node cut by a scroll view's edge looks smaller than it is.
enum UiAutomatorImporter {
    static func load(_ data: Data, file: String, options: ImportOptions) throws(LoadFailure) -> LoadedScenario {
        let (text, trailer) = UiAutomatorTrailer.split(DumpText.normalized(data))
        let locator = ScenarioXMLLocator(data: text, file: file)
        let root: XMLElement
        do {
            root = try XMLDocumentParser.parseTree(text)
        } catch {
            throw LoadFailure(error.diagnostics.map(locator.error(for:)))
        }
        guard root.name == "hierarchy" else {
            throw LoadFailure(locator.error(for: ScenarioXMLProblem(root,
                "the root element is <\(root.name)>, not <hierarchy>: this is not a UiAutomator dump")))
        }
        let windows = DisplayExtent.outermostBounds(of: root)
        let display = DisplayExtent.of(hierarchy: root, windows: windows)
        let touchSize = options.density == nil ? ComposeTouchSize.read(hierarchy: root, displayShortSide: display?.shortSideAtMost) : nil
        let dragHandle = options.density == nil && touchSize == nil
            ? Material3DragHandle.read(hierarchy: root, displayShortSide: display?.shortSideAtMost) : nil
        let handleBox = options.density == nil && touchSize == nil && dragHandle == nil
            ? SheetHandleBox.read(hierarchy: root, displayShortSide: display?.shortSideAtMost) : nil
        let navigationButton = options.density == nil && touchSize == nil && dragHandle == nil && handleBox == nil
            ? AppBarNavigationButton.read(hierarchy: root, displayShortSide: display?.shortSideAtMost) : nil
        let alertTitle = options.density == nil && touchSize == nil && dragHandle == nil && handleBox == nil && navigationButton == nil
            ? AlertTitleInset.read(hierarchy: root, displayShortSide: display?.shortSideAtMost) : nil
        let menuRows = options.density == nil && touchSize == nil && dragHandle == nil && handleBox == nil && navigationButton == nil
            && alertTitle == nil ? DropdownMenuRows.read(hierarchy: root, displayShortSide: display?.shortSideAtMost) : nil
        let navigationBar = options.density == nil ? NavigationBarDensity.read(hierarchy: root, display: display) : nil
        let density = AndroidDensity.choose(given: options.density, display: display, rotation: root[attribute: "rotation"].flatMap { Int($0) },
                                            statusBar: DisplayExtent.statusBar(hierarchy: root, windows: windows), touchSize: touchSize,
                                            dragHandle: dragHandle, handleBox: handleBox, navigationButton: navigationButton, alertTitle: alertTitle,
                                            menuRows: menuRows, navigationBar: navigationBar,
                                            grid: { DpGridDensity.read(DpGridDensity.boxes(root), over: $0, displayShortSide: display?.shortSideAtMost) })
        var dump: ImportedDump
        do {
            dump = try read(root, density: density.value, shown: display, starts: XMLSourceText.startTagPositions(Array(text)))
        } catch {
            throw LoadFailure(locator.error(for: error))
        }
        dump.notes.add(density.note)
        if density.isAssumed { dump.alsoUnknown.append(.density) }
        if let trailer { dump.notes.add("the line uiautomator writes after the document ('\(trailer)') left out") }
        if let endings = DumpText.describeLineEnds(data) { dump.notes.add(endings) }
        return try DumpAssembler.loaded(dump, file: file, options: options)
    }

    /// `starts` are the start tags' positions in document order (`XMLSourceText`), which give
    /// each element its column.
    /// `shown` is what the windows show of the display, for a viewport where no window starts at its corner.
    private static func read(_ root: XMLElement, density: Double, shown: DisplayExtent.Shown?,
                             starts: [XMLSourceText.Position]) throws(ScenarioXMLProblem) -> ImportedDump {
        // The column of a start tag on one line, the line libxml2 gives the element.
        func column(of element: XMLElement) -> Int? {
            guard let order = element.documentOrder, starts.indices.contains(order), starts[order].line == element.line else { return nil }
            return starts[order].column
        }
        let attributes = DumpAttributes(root)
        let width = try attributes.integer("width"), height = try attributes.integer("height")
        var display = width.flatMap { w in height.map { PixelBounds(left: 0, top: 0, right: w, bottom: $0) } }
        // UiAutomator2 states the size apps may draw in, without the navigation bar, while bounds
        // are the display's: a window's root from the corner reaching further shows the display.
        if let stated = display, case .size(let reach)? = shown, reach.width >= stated.right, reach.height >= stated.bottom {
            display = PixelBounds(left: 0, top: 0, right: reach.width, bottom: reach.height)
        }
        var arena = ImportArena()
        var notes = ImportNotes()
        let top = arena.append(Node(id: "", role: .window, frame: display?.rect(density: density), isAccessibilityElement: false),
                               parent: nil, line: root.line, column: column(of: root), clues: ElementClues(typeName: "hierarchy"))
        var accessibilityFocus = FocusReading(source: "'a11y-focused'", kind: "accessibility focus")
        var inputFocus = FocusReading(source: "'focused' (the dump records no accessibility focus)")
        var carried = AndroidFacts()
        carried.stacking = DrawingOrder.canSettleStacking(root)
        var pending: [(element: XMLElement, parent: Int, insideActionable: Bool)] = root.children.reversed().map { ($0, top, false) }
        while let (element, parent, insideActionable) = pending.popLast() {
            let depth = arena.depth(under: parent)
            guard depth <= ImportLimits.maximumDepth else { throw ScenarioXMLProblem(element, ImportLimits.depthMessage(depth)) }
            let index = arena.count
            let parsed = try androidElement(element)
            let mapped = AndroidMapping.node(for: parsed, density: density, insideActionable: insideActionable, at: index,
                                             notes: &notes)
            var clues = mapped.clues
            clues.drawingOrder = DrawingOrder.order(of: element)
            arena.append(mapped.node, parent: parent, line: element.line, column: column(of: element), clues: clues)
            carried.record(element)
            accessibilityFocus.record(parsed.accessibilityFocused, at: index)
            inputFocus.record(parsed.inputFocused, at: index)
            let inside = insideActionable || mapped.isActionable
            pending += element.children.reversed().map { ($0, index, inside) }
        }
        let centred = if case .centredWidth = shown { true } else { false }
        let rotation = root[attribute: "rotation"].flatMap { Int($0) }
        AndroidInference.run(&arena, notes: &notes, display: display, centredWindows: centred,
                             displayTurned: rotation == 1 || rotation == 3, density: density)
        var environment = Environment(platform: .android, scale: density)
        if let frame = arena[0].node.frame ?? unionOfWindows(arena), frame.minX == 0, frame.minY == 0, !frame.isEmpty {
            environment.viewport = Size(width: frame.width, height: frame.height)
        } else if let shown, let windows = unionOfWindows(arena), !windows.isEmpty {
            environment.viewport = shown.viewport(windows: windows, density: density)
        }
        let kind = root.children.first?.name == "node" ? "a uiautomator dump" : "an Appium UiAutomator2 page source"
        var dump = ImportedDump(format: .uiAutomator, sourceDescription: kind, arena: arena, environment: environment)
        // `uiautomator dump` and androidx write only children visible to the user.
        carried.visibility = carried.visibility || root.children.first?.name == "node"
        carried.apply(to: &dump, notes: &notes)
        (accessibilityFocus.recorded ? accessibilityFocus : inputFocus).apply(to: &dump, notes: &notes)
        notes.add("bounds are the visible part of each element: an element cut by a scroll view or the screen edge looks smaller")
        dump.notes = notes
        return dump
    }

    private static func unionOfWindows(_ arena: ImportArena) -> Rect? {
        Rect.enclosing(AndroidInference.windowRoots(arena).compactMap { arena[$0].node.frame })
    }

    private static func androidElement(_ element: XMLElement) throws(ScenarioXMLProblem) -> AndroidElement {
        let attributes = DumpAttributes(element)
        var result = AndroidElement()
        result.className = element[attribute: "class"] ?? (element.name == "node" ? nil : element.name)
        result.text = element[attribute: "text"]
        result.contentDescription = element[attribute: "content-desc"]
        result.resourceID = element[attribute: "resource-id"]
        result.hint = element[attribute: "hint"]
        result.package = element[attribute: "package"]
        result.paneTitle = element[attribute: "pane-title"]
        if let bounds = element[attribute: "bounds"] {
            switch PixelBounds.parseVisible(bounds) {
            case .success(let read):
                result.bounds = read.bounds
                result.boundsCollapsed = read.collapsed
            case .failure(let error): throw ScenarioXMLProblem(element, attribute: "bounds", "attribute 'bounds': \(error.message)")
            }
        }
        result.checkable = try attributes.bool("checkable")
        result.checked = try attributes.bool("checked")
        result.clickable = try attributes.bool("clickable")
        result.longClickable = try attributes.bool("long-clickable")
        result.focusable = try attributes.bool("focusable")
        result.enabled = try attributes.bool("enabled")
        result.password = try attributes.bool("password")
        result.scrollable = try attributes.bool("scrollable")
        result.selected = try attributes.bool("selected")
        let displayed = try attributes.bool("displayed"), visible = try attributes.bool("visible-to-user")
        result.visibleToUser = displayed ?? visible
        result.importantForAccessibility = try attributes.bool("a11y-important")
        result.screenReaderFocusable = try attributes.bool("screen-reader-focusable")
        result.dismissable = try attributes.bool("dismissable")
        result.accessibilityFocused = try attributes.bool("a11y-focused")
        result.inputFocused = try attributes.bool("focused")
        result.heading = try attributes.bool("heading")
        result.actionIDs = element[attribute: "actions"].map { $0.split(separator: ",").map { $0.trimming(.whitespaces) } }
        result.notAccessibilityFriendly = try attributes.bool("NAF") == true
        result.hasChildren = !element.children.isEmpty
        return result
    }
}
