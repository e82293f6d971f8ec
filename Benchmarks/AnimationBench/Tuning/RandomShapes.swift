import AnimationKernels
import Foundation

/// `tune --random N`: N random shapes, each timed on every explicit backend
/// and on `automatic`, and how far `automatic` is from the best.
struct RandomShapes {
    let sampler: Sampler
    let seed: UInt64

    /// Vector operations at lengths from 4 to 4M, log-uniform; products of
    /// 1–4096 frames of 4–64K values (at most 4M outputs), K 1–64 with rows
    /// dense or of 2–4 consecutive terms, `Double` or `Float` output.
    func shapes(_ count: Int) -> [TuningShape] {
        var rng = BenchmarkRandom(seed: seed)
        func logUniform(_ range: ClosedRange<Double>) -> Int {
            Int(exp(Double.random(in: log(range.lowerBound)...log(range.upperBound), using: &rng)).rounded())
        }
        return (0..<count).map { _ in
            if Bool.random(using: &rng) {
                let kernel = [KernelName.add, .scale, .interpolate, .magnitudeSquared].randomElement(using: &rng)!
                return .vector(kernel, length: logUniform(4...4_194_304))
            }
            let keyframes = Int.random(in: 1...64, using: &rng)
            let terms = Bool.random(using: &rng) ? keyframes : min(keyframes, Int.random(in: 2...4, using: &rng))
            let length = logUniform(4...65_536)
            let frames = min(logUniform(1...4096), max(1, 4_194_304 / length))
            return .product(frames: frames, length: length, keyframes: keyframes, terms: terms, float: Bool.random(using: &rng))
        }
    }

    /// Times every shape and prints one line each, then the summary.
    func run(_ count: Int) {
        var ratios: [(ratio: Double, shape: String)] = []
        print("shape                                             scalar      simd        blas        automatic   auto/best")
        for shape in shapes(count) {
            let t = timeBackends(shape, sampler: sampler, backends: [.scalar, .simd, .blas, .automatic])
            let best = [Backend.scalar, .simd, .blas].compactMap { t[$0] }.min()!
            let ratio = t[.automatic]! / best
            ratios.append((ratio, shape.description))
            let cells = [Backend.scalar, .simd, .blas, .automatic].map { t[$0].map(ProductCrossover.format) ?? "-" }
            print(shape.description.padding(toLength: 50, withPad: " ", startingAt: 0)
                  + cells.map { $0.padding(toLength: 12, withPad: " ", startingAt: 0) }.joined()
                  + String(format: "%.2f", ratio) + (ratio > 1.1 ? "  <" : ""))
        }
        let within10 = ratios.filter { $0.ratio <= 1.1 }.count, within25 = ratios.filter { $0.ratio <= 1.25 }.count
        let worst = ratios.max { $0.ratio < $1.ratio }!
        print(String(format: "\nautomatic within 10%% of the best explicit backend on %d of %d shapes (%.0f%%), within 25%% on %d; worst %.2f× (%@)",
                     within10, ratios.count, 100 * Double(within10) / Double(ratios.count), within25, worst.ratio, worst.shape))
    }
}
