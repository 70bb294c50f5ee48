import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A panel pulled down from the top with its grabber at its foot (Google Calculator's display over
/// its history) is part of the screen, not a sheet; a sheet's handle is at its top.
struct PulledDownPanelTests {
    /// A calculator's display panel at the top of the screen, its handle at `handleBounds`.
    private func calculator(handleBounds: String) -> String {
        ImportFixtures.androidElement("com.example.app:id/main", "[0,0][1080,2400]", children:
            ImportFixtures.androidElement("com.example.app:id/display", "[0,136][1080,796]", children:
                ImportFixtures.androidElement("com.example.app:id/formula", "[0,283][1080,565]", class: "android.widget.TextView", text: "12×7")
                + ImportFixtures.androidElement("com.example.app:id/result", "[0,565][1080,753]", class: "android.widget.TextView", text: "84")
                + ImportFixtures.androidElement("com.example.app:id/drag_handle_view", handleBounds, class: "android.widget.ImageView"))
            + ImportFixtures.androidElement("com.example.app:id/pad", "[0,796][1080,2400]", children:
                ImportFixtures.androidElement("com.example.app:id/digit_7", "[0,796][270,1060]", class: "android.widget.Button", text: "7", clickable: true)))
    }

    @Test("a grabber drawn at the foot of a panel, under all it holds, is no sheet's handle: the panel is part of the screen")
    func handleAtFoot() throws {
        let loaded = try ImportFixtures.uiautomatorDump(calculator(handleBounds: "[508,764][571,775]"))
        #expect(ImportFixtures.nodes(loaded).first { $0.node.sheet != nil }?.node == nil, "no sheet: \(loaded.notes)")
        #expect(ImportFixtures.nodes(loaded).first { $0.node.part == .handle }?.node == nil)
        #expect(ImportFixtures.hasNote(loaded, "is no sheet's handle: it is drawn at the foot of the view holding it"))
    }

    @Test("the same grabber at the panel's top makes it a sheet")
    func handleAtTop() throws {
        let loaded = try ImportFixtures.uiautomatorDump(calculator(handleBounds: "[508,146][571,157]"))
        #expect(ImportFixtures.nodes(loaded).first { $0.node.sheet != nil }?.node.id == "display")
        #expect(ImportFixtures.nodes(loaded).first { $0.node.part == .handle }?.node.id == "drag_handle_view")
    }
}
