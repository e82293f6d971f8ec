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

    /// Times every shape and prints one line each, then the summary: how
    /// far `automatic`'s own calls are from the best backend's, and how far
    /// the backend it routes to is, timed in the same rounds. When both are
    /// the same kernels the second ratio reads the choice without the noise
    /// between two timings of the same loop (or the dispatch's own cost).
    func run(_ count: Int) {
        var ratios: [(ratio: Double, route: Double, shape: String)] = []
        print("shape                                             scalar      simd        blas        automatic   auto/best  route  route/best")
        for shape in shapes(count) {
            let (t, route) = timeBackends(shape, sampler: sampler, backends: [.scalar, .simd, .blas, .automatic])
            let best = [Backend.scalar, .simd, .blas].compactMap { t[$0] }.min()!
            let ratio = t[.automatic]! / best, routeRatio = t[route].map { $0 / best } ?? .infinity
            ratios.append((ratio, routeRatio, shape.description))
            let cells = [Backend.scalar, .simd, .blas, .automatic].map { t[$0].map(ProductCrossover.format) ?? "-" }
            print(shape.description.padding(toLength: 50, withPad: " ", startingAt: 0)
                  + cells.map { $0.padding(toLength: 12, withPad: " ", startingAt: 0) }.joined()
                  + String(format: "%.2f", ratio).padding(toLength: 11, withPad: " ", startingAt: 0)
                  + route.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                  + String(format: "%.2f", routeRatio) + (ratio > 1.1 ? "  <" : "") + (routeRatio > 1.1 ? "  route" : ""))
        }
        func summary(_ what: String, _ values: [Double]) -> String {
            let within10 = values.filter { $0 <= 1.1 }.count, within25 = values.filter { $0 <= 1.25 }.count
            let worst = values.indices.max { values[$0] < values[$1] }!
            return String(format: "%@ within 10%% of the best explicit backend on %d of %d shapes (%.0f%%), within 25%% on %d; worst %.2f× (%@)",
                          what, within10, values.count, 100 * Double(within10) / Double(values.count), within25, values[worst], ratios[worst].shape)
        }
        print("\n" + summary("automatic", ratios.map(\.ratio)))
        print(summary("the backend automatic routes to (same rounds)", ratios.map(\.route)))
    }
}
