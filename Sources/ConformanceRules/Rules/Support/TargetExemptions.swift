import A11yModel

/// Undersized targets the dump shows to be out of the target rules' reach, or beyond what a dump
/// can settle: WCAG 2.5.8's Inline and Essential exceptions where the capture shows them, and web
/// content, whose sizes are its page's.
enum TargetExemptions {
    /// A web page's element shown in an Android WebView: its size is the page's layout, a link in
    /// a sentence is exempt from 2.5.8 (Inline), which a dump cannot show, and Android's
    /// Accessibility Test Framework leaves web content to manual checks. Such a target short of a
    /// size needs review (an audit of the page itself, with axe-core, settles it).
    static func isWebContent(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.ancestors(of: target).contains { $0.node.role == .webView }
    }

    /// Whether `target` is a marker on a map: inside the view the Google Maps SDK describes "Google
    /// Map", whose markers it reports as elements inside it. WCAG 2.5.8's Essential exception
    /// covers targets whose place conveys the information (a pin stands where its place is), so
    /// such a target short of the size needs review rather than failing.
    static func isOnMap(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.ancestors(of: target).contains { $0.node.label.map(SpeakableName.trimmed) == "Google Map" }
    }

    /// Whether `target` is a span of the text around it: Android reports the links of a
    /// TextView (its ClickableSpans) as elements inside it, each named by its words, so a target
    /// whose parent draws text holding its name, and lies within it, is a link in that text.
    /// WCAG 2.5.8's Inline exception covers it: its size is the line's.
    static func isSpanOfText(_ target: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let parent = index.parent(of: target), let text = parent.node.visibleText, let frame = target.node.frame,
              let parentFrame = parent.node.frame, parentFrame.contains(frame),
              let name = (target.node.label ?? target.node.visibleText).map(SpeakableName.trimmed), SpeakableName.isSpeakable(name) else { return false }
        return text.contains(name)
    }

    static let mapReason = "it is a marker on a map, whose place conveys where it is: WCAG's Essential exception may apply"

    static let webContentReason = "it is a web page's element (its size is the page's layout, and a link in a sentence is exempt), "
        + "which Android's test framework leaves to a check of the page itself"
}
