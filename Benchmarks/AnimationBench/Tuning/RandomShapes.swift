import AnimationKernels
import Foundation

/// `tune --random N`: N random shapes, each timed on every explicit backend
/// and on `automatic`, and how far `automatic` is from the best.
struct RandomShapes {
    let sampler: Sampler
    let seed: UInt64
    /// How many times each shape is timed, in passes over all of them.
    let passes: Int

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
    ///
    /// Every shape is timed in each of ``passes`` passes over all of them,
    /// and each ratio is the median of its passes' ratios (each to that
    /// pass's best) and each time the median of its passes': on a shared
    /// machine a disturbance lasting a second or two slows one pass of the
    /// shapes it meets, which the other passes outvote, where a single pass
    /// counted it as a miss (the benchmark's Tuning notes, "Random shapes").
    func run(_ count: Int) {
        let shapes = shapes(count)
        let backends: [Backend] = [.scalar, .simd, .blas, .automatic]
        var runs = [[(times: [Backend: Double], route: Backend)]](repeating: [], count: shapes.count)
        var progress = Progress(total: passes * shapes.count)
        for pass in 1...passes {
            for (i, shape) in shapes.enumerated() {
                runs[i].append(timeBackends(shape, sampler: sampler, backends: backends))
                progress.advance("pass \(pass) of \(passes)")
            }
        }
        var ratios: [(ratio: Double, route: Double, shape: String)] = []
        print("shape                                             scalar      simd        blas        automatic   auto/best  route  route/best")
        for (shape, timings) in zip(shapes, runs) {
            // The route is decided from the shape alone: the same in every pass.
            let route = timings[0].route
            func toBest(_ backend: Backend) -> Double {
                median(timings.map { pass in
                    let best = [Backend.scalar, .simd, .blas].compactMap { pass.times[$0] }.min()!
                    return pass.times[backend].map { $0 / best } ?? .infinity
                })
            }
            let ratio = toBest(.automatic), routeRatio = toBest(route)
            ratios.append((ratio, routeRatio, shape.description))
            let cells = backends.map { backend in
                timings[0].times[backend] == nil ? "-" : Self.format(median(timings.map { $0.times[backend]! }))
            }
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
        let judged = passes == 1 ? "" : " (median of \(passes) passes)"
        print("\n" + summary("automatic\(judged)", ratios.map(\.ratio)))
        print(summary("the backend automatic routes to (same rounds)\(judged)", ratios.map(\.route)))
    }

    /// A time in ns, µs or ms, three figures.
    static func format(_ ns: Double) -> String {
        ns >= 1e6 ? String(format: "%.2fms", ns / 1e6) : ns >= 1e3 ? String(format: "%.1fµs", ns / 1e3) : String(format: "%.0fns", ns)
    }
}
