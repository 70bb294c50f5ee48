import Foundation
import Testing
@testable import A11yModel

/// The digit-rounding formatter gives exactly what `String(format: "%.Nf")` gives.
struct FixedDecimalTests {
    private func reference(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    @Test func matchesPrintfOnTiesAndNearTies() {
        let values: [Double] = [0, -0.0, 1, 4.5, 4.495, 4.505, 4.545, 2.675, 1.005, 1.015, 0.125, 0.375, 2.5, 3.5,
                                4.499999999999999, 4.500000000000001, 20.999, 21, -1.005, -2.5, 123456.785, 0.0049999]
        for value in values {
            for digits in 0...4 {
                #expect(FixedDecimal.text(value, digits: digits) == reference(value, digits), "\(value) to \(digits)")
            }
        }
    }

    @Test func matchesPrintfOnManyContrastRatios() {
        var state: UInt64 = 42
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = 1 + Double(state >> 11) / Double(1 << 53) * 20
            for digits in [2, 3] {
                #expect(FixedDecimal.text(value, digits: digits) == reference(value, digits))
            }
        }
        // Ratios as the model computes them, from every grey on white.
        for level in 0...255 {
            let ratio = Contrast.ratio(Color(red: UInt8(level), green: UInt8(level), blue: UInt8(level)), .white)
            #expect(FixedDecimal.text(ratio, digits: 2) == reference(ratio, 2))
        }
    }

    @Test func matchesPrintfWhereTheShortestFormHasAnExponent() {
        // The smallest subnormal and 123,456,789,012,345,680 (the double nearest 123,456,789,012,345,678),
        // built so that their literals are exact.
        let values: [Double] = [1e-05, 1.5e-05, 2.5e-07, 9.999999e-05, Double.leastNonzeroMagnitude, 1e-9, 4.5e-06, 5.5e-07, 1e16, 1.2345e20,
                                1e300, 1.7976931348623157e308, 123456789012345680, 2.2250738585072014e-308, -1e-05, -3.5e17]
        for value in values {
            for digits in 0...6 {
                #expect(FixedDecimal.text(value, digits: digits) == reference(value, digits), "\(value) to \(digits)")
            }
        }
    }

    @Test func leavesWhatItCannotDoToTheCaller() {
        #expect(FixedDecimal.text(.nan, digits: 2) == nil)
        #expect(FixedDecimal.text(.infinity, digits: 2) == nil)
        #expect(FixedDecimal.text(1, digits: -1) == nil)
        #expect(Contrast.formatted(4.4999, threshold: 4.5) == "4.500:1")
        #expect(Contrast.formatted(1.1234) == "1.12:1")
    }
}
