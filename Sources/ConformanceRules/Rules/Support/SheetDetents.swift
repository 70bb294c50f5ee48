import A11yModel

/// The state name a gesture or action uses when it closes the sheet.
enum SheetState {
    static let dismissed = "dismissed"
}

extension SheetFacts {
    /// Detents by height, smallest first: files list them that way, but nothing enforces it.
    var detentsByHeight: [Detent] { detents.sorted { $0.height < $1.height } }

    func detent(named id: String) -> Detent? { detents.first { $0.id == id } }

    /// Whether the sheet can be resized at all.
    var isResizable: Bool { detents.count > 1 }
}
