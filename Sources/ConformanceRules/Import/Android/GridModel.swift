#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How likely a set of pixel values is at one density: a mixture of whole-dp values, weighted
/// towards Material's 4 dp grid, and values anywhere in range.
struct GridModel {
    let density: Double
    /// The share of the whole-dp prior each pixel value takes.
    private let wholeDp: [Int: Double]
    /// How many pixel values a value anywhere in range may take.
    private let span: Double

    init(density: Double, range: DpGridDensity.ValueRange) {
        self.density = density
        span = Double(range.sizes.count)
        var weights: [Int: Double] = [:], total = 0.0
        for dp in 1...Int(Double(range.largestSize) / density) + 1 {
            let pixels = Self.pixels(dp, density: density)
            guard range.sizes.contains(pixels) else { continue }
            let weight = Self.prior(dp)
            total += weight
            weights[pixels, default: 0] += weight
        }
        wholeDp = weights.mapValues { $0 / total }
    }

    /// Material's grid: multiples of 8 dp are likeliest, then of 4, then even dp.
    static func prior(_ dp: Int) -> Double {
        dp % 8 == 0 ? 8 : dp % 4 == 0 ? 4 : dp % 2 == 0 ? 2 : 1
    }

    /// `complexToDimensionPixelSize`: rounded half up.
    static func pixels(_ dp: Int, density: Double) -> Int { Int((Double(dp) * density + 0.5).rounded(.down)) }

    /// The dp `pixels` is at `density`, if it is whole dp there.
    static func wholeDp(_ pixels: Int, density: Double) -> Int? {
        let dp = Int((Double(pixels) / density).rounded())
        return dp >= 1 && Self.pixels(dp, density: density) == pixels ? dp : nil
    }

    /// The log-likelihood of `values`, at the best share of whole-dp values (searched in steps of 5 %).
    func fit(_ values: [Int]) -> Double {
        let anywhere = 1 / span
        var best = -Double.infinity
        for step in 0..<20 {
            let share = Double(step) / 20
            var sum = 0.0
            for value in values { sum += log(share * (wholeDp[value] ?? 0) + (1 - share) * anywhere) }
            best = max(best, sum)
        }
        return best
    }
}
