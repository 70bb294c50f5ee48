import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A sheet's drag handle in its 48 dp box, centred where the sheet's scrim ends, shows the
/// density a dump was taken at.
struct SheetHandleBoxTests {
    private func read(scrim: String = "Scrim", scrimBounds: String = "[0,0][1080,1116]", box: String, label: String = "Dismiss",
                      shortSide: Int? = 1080) throws -> SheetHandleBox? {
        let layer = #"<node class="android.view.View" bounds="[0,0][1080,1920]">"#
            + #"<node class="android.widget.Button" clickable="true" content-desc="\#(label)" bounds="\#(box)"/>"#
            + #"<node class="android.view.View" clickable="true" content-desc="選項" bounds="[0,1392][1080,1560]"/></node>"#
            + #"<node class="android.view.View" bounds="[0,0][1080,1920]">"#
            + #"<node class="android.view.View" clickable="true" content-desc="\#(scrim)" bounds="\#(scrimBounds)"/></node>"#
        return SheetHandleBox.read(hierarchy: try XMLDocumentParser.parseTree(Data("<hierarchy>\(layer)</hierarchy>".utf8)),
                                   displayShortSide: shortSide)
    }

    @Test("Flutter's 144 px handle 'Dismiss' centred where the 'Scrim' ends is 48 dp at 3; Compose's 126 px box under 'Close sheet', 2.625")
    func reads() throws {
        let flutter = try #require(try read(box: "[468,1116][612,1260]"))
        #expect(flutter.density == 3)
        #expect(flutter.evidence == "the drag handle's box 'Dismiss', a 48 dp square (144 px) centred where the sheet's scrim ends, "
            + "as Flutter's and Compose Material 3's modal bottom sheets lay it out")
        #expect(try read(scrim: "Close sheet", box: "[477,1116][603,1242]", label: "Drag handle")?.density == 2.625)
    }

    @Test("no box: not under the scrim, off centre, not square, unnamed, under a view not described as a scrim, too narrow a display")
    func rejects() throws {
        #expect(try read(box: "[468,1200][612,1344]") == nil, "below the scrim's edge")
        #expect(try read(box: "[900,1116][1044,1260]") == nil, "a close button at the sheet's corner")
        #expect(try read(box: "[468,1116][612,1230]") == nil, "not square")
        #expect(try read(box: "[468,1116][612,1260]", label: "") == nil)
        #expect(try read(scrim: "Photos", box: "[468,1116][612,1260]") == nil)
        #expect(try read(box: "[468,1116][612,1260]", shortSide: 900) == nil, "300 dp across: narrower than any phone")
    }
}
