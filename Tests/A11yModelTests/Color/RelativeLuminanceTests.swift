#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import A11yModel

/// The luminance read from the channel table is the WCAG formula's, to the last bit.
struct RelativeLuminanceTests {
    private func formula(_ color: Color) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    @Test func everyGreyAndEveryChannelAlone() {
        for value in UInt8.min...UInt8.max {
            for color in [Color(red: value, green: value, blue: value), Color(red: value, green: 0, blue: 0),
                          Color(red: 0, green: value, blue: 0), Color(red: 0, green: 0, blue: value)] {
                #expect(Contrast.relativeLuminance(color).bitPattern == formula(color).bitPattern, "\(color)")
            }
        }
    }

    @Test func knownValues() {
        #expect(Contrast.relativeLuminance(.white) == 1)
        #expect(Contrast.relativeLuminance(.black) == 0)
        #expect(Contrast.ratio(.black, .white) == 21)
    }
}
