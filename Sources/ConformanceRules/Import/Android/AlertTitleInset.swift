import A11yModel

/// The title of an AlertDialog, and the density its place shows.
///
/// AlertDialog lays its title out in `title_template`, padded by `dialogPreferredPadding` at the
/// start (24 dp, `abc_dialog_padding_material`) and by 18 dp at the top
/// (`abc_dialog_padding_top_material`; the framework's `alert_dialog_title_material.xml` uses
/// the same two values), and `alertTitle` sits in that corner. Padding is set in dp whatever
/// the font size, so the title's offsets from the template's corner, 24 and 18 dp, give the
/// density the device ran at: a dialog dumped alone shows no display that would. React Native's
/// Alert gives AlertDialog its title in a view of its own (`alert_title` in
/// `alert_title_layout.xml`), padded by the same two.
///
/// Only a title whose two offsets agree is taken: an icon before the title, or a theme padding
/// otherwise (Material 3's 24 dp at the top), moves one of them.
struct AlertTitleInset: Sendable, Equatable {
    /// The density: the title's offsets over 24 and 18 dp.
    var density: Double
    var title: PixelBounds
    var template: PixelBounds

    static let start = 24.0
    static let top = 18.0

    /// The first such title of a UiAutomator hierarchy, at a density the display (its short
    /// side in pixels, when shown) can have.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> AlertTitleInset? {
        var pending = Array(root.children.reversed().map { (element: $0, parent: XMLElement?.none) })
        while let (element, parent) = pending.popLast() {
            pending += element.children.reversed().map { ($0, element) }
            guard isTemplate(element, parent: parent), let template = PixelBounds.onScreen(element) else { continue }
            for child in element.children where isTitle(child) {
                guard let found = inset(of: child, in: template),
                      ComposeTouchSize.isPossible(found.density, displayShortSide: displayShortSide) else { continue }
                return found
            }
        }
        return nil
    }

    /// AlertDialog's `title_template`, or the view React Native's Alert gives it as a custom
    /// title, which AlertDialog puts in its `topPanel` (`alert_title_layout.xml`, padded alike).
    private static func isTemplate(_ element: XMLElement, parent: XMLElement?) -> Bool {
        element[attribute: "resource-id"]?.hasSuffix(":id/title_template") == true
            || parent?[attribute: "resource-id"]?.hasSuffix(":id/topPanel") == true
    }

    private static func isTitle(_ element: XMLElement) -> Bool {
        guard let id = element[attribute: "resource-id"] else { return false }
        return id.hasSuffix(":id/alertTitle") || id.hasSuffix(":id/alert_title")
    }

    /// The inset `title` shows in `template`, when its two offsets agree on a density
    /// (`DpAgreement`).
    static func inset(of title: XMLElement, in template: PixelBounds) -> AlertTitleInset? {
        guard let bounds = PixelBounds.onScreen(title) else { return nil }
        let startOffset = Double(bounds.left - template.left), topOffset = Double(bounds.top - template.top)
        guard let density = DpAgreement.density([.init(pixels: startOffset...startOffset, dp: start),
                                                 .init(pixels: topOffset...topOffset, dp: top)]) else { return nil }
        return AlertTitleInset(density: density, title: bounds, template: template)
    }

    /// What the density was read from, for the note.
    var evidence: String {
        "the AlertDialog's title, \(title.left - template.left) px from its template's start and \(title.top - template.top) px "
            + "from its top, AlertDialog's 24 and 18 dp paddings"
    }
}
