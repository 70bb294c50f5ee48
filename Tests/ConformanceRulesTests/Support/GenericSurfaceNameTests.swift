import Testing
@testable import ConformanceRules

/// sheet-title does not take a framework's default pane title for the name of a sheet's task.
struct GenericSurfaceNameTests {
    @Test("default pane titles, however cased, spaced or joined, are generic", arguments: [
        "Bottom Sheet", "Bottom sheet", "bottom_sheet", "  Dialog ", "Pop-Up Window", "Side Sheet", "bottom\u{00A0}sheet",
    ])
    func defaultsAreGeneric(_ label: String) {
        #expect(GenericSurfaceName.isGeneric(label))
    }

    @Test("a label that says what the surface is for is a name", arguments: [
        "Share trip", "Delete photo?", "Dialog box settings", "Sheet music", "Choose a bottom sheet style", "",
    ])
    func taskNamesAreNotGeneric(_ label: String) {
        #expect(!GenericSurfaceName.isGeneric(label))
    }

    @Test func noLabelIsNotGeneric() {
        #expect(!GenericSurfaceName.isGeneric(nil))
    }
}
