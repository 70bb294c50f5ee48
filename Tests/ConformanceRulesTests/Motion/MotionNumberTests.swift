import Testing
@testable import ConformanceRules

@Suite("Motion numbers")
struct MotionNumberTests {
    @Test("fixed decimals round half away from zero and never print -0")
    func fixed() {
        #expect(MotionNumber.fixed(0.2915, 3) == "0.292")
        #expect(MotionNumber.fixed(2602.99, 0) == "2603")
        #expect(MotionNumber.fixed(1234.5, 2) == "1234.50")
        #expect(MotionNumber.fixed(-0.0001, 2) == "0.00")
        #expect(MotionNumber.fixed(-28.1, 1) == "-28.1")
        #expect(MotionNumber.fixed(.infinity, 3) == "∞")
        #expect(MotionNumber.fixed(.nan, 3) == "n/a")
        #expect(MotionNumber.fixed(1e300, 2).hasPrefix("9000000000000000"))
    }

    @Test("trimmed, points, seconds, percent and speed use a dot and no grouping")
    func units() {
        #expect(MotionNumber.trimmed(0.95) == "0.95")
        #expect(MotionNumber.trimmed(408.0) == "408")
        #expect(MotionNumber.trimmed(-0.00001) == "0")
        #expect(MotionNumber.points(20.54) == "20.5 pt")
        #expect(MotionNumber.seconds(0.5549) == "0.555 s")
        #expect(MotionNumber.percent(0.00502) == "0.502 %")
        #expect(MotionNumber.percent(0.000071) == "0.0071 %")
        #expect(MotionNumber.percent(0.25) == "25 %")
        #expect(MotionNumber.speed(12345.6) == "12346 pt/s")
    }
}
