import A11yModel

extension Rect {
    /// Whether this frame covers at least `share` of `screen`: a page, a backdrop, a barrier,
    /// not a card. False for an empty screen.
    func covers(_ share: Double, of screen: Rect) -> Bool {
        screen.area > 0 && (intersection(screen)?.area ?? 0) >= share * screen.area
    }
}
