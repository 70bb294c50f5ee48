import Testing
@testable import A11yModel

/// The smallest rectangle around others: windows around the display, a Flutter route's panel.
struct RectEnclosingTests {
    @Test("none gives nil, one gives itself, several the box around them all, gaps included")
    func enclosing() {
        #expect(Rect.enclosing([Rect]()) == nil)
        let one = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(Rect.enclosing([one]) == one)
        let apart = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 100, y: 50, width: 20, height: 5), Rect(x: -5, y: 30, width: 1, height: 1)]
        #expect(Rect.enclosing(apart) == Rect(x: -5, y: 0, width: 125, height: 55))
        #expect(Rect.enclosing(apart.reversed()) == Rect.enclosing(apart), "the order does not matter")
    }
}
