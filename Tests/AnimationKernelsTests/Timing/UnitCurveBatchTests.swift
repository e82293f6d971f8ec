import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// The vectorized ``UnitCurve/values(at:into:)`` against the golden files
/// and an independent bisection.
@Suite("UnitCurve batches")
struct UnitCurveBatchTests {
    /// Presets, the benchmark's curves and every degenerate kind the solver
    /// must send to its exact fallback.
    static let curves: [UnitCurve] = [
        .easeIn, .easeOut, .easeInOut, bezier(0.25, 0.1, 0.25, 1), bezier(0, 2, 1, -2),
        bezier(1, 0, 0, 1), bezier(0, 0, 0, 1), bezier(1, 0, 1, 1), bezier(0.2, 0.1, 0.2 + 1.0 / 3, 0.9),
        bezier(1.0 / 3, -1, 2.0 / 3, 2), bezier(0.9999999, 0, 1e-9, 1), bezier(0.1, 10, 0.9, -9),
    ]

    #if DEBUG
    /// Random progress values per curve: 10⁶ in release builds (the issue's
    /// count), fewer in debug builds to keep the suite within seconds.
    static let sampleCount = 4_000
    #else
    static let sampleCount = 1_000_000
    #endif

    @Test("Golden files within 1e-12 at every batch length 0…67", arguments: ["timingCurves", "timingCurvesDegenerate"])
    func goldenEveryLength(file: String) throws {
        let cases: [GoldenCurve] = try Golden.load(file)
        for golden in cases {
            let curve = try golden.curve()
            let scale = max(1, abs(golden.controlPoints[1]), abs(golden.controlPoints[3]))
            for n in 0...67 {
                // Cycled with an offset, so each golden point meets every lane.
                let indices = (0..<n).map { ($0 + n) % golden.x.count }
                let values = try batchValues(curve, indices.map { golden.x[$0] })
                expectClose(values, indices.map { golden.y[$0] }, relative: 0, absolute: 1e-12 * scale, "\(golden.name), n = \(n)")
            }
        }
    }

    /// x(t) − p bracket for the root by bisection, x in Bernstein form
    /// (non-negative terms, so its rounding is relative): the largest t
    /// known to lie below the root and the smallest known above it.
    func bracket(_ x1: Double, _ x2: Double, _ p: Double) -> (Double, Double) {
        func x(_ t: Double) -> (value: Double, error: Double) {
            let s = 1 - t
            let terms = 3 * s * s * t * x1 + 3 * s * t * t * x2 + t * t * t
            return (terms, 8 * Double.ulpOfOne * (terms + p))
        }
        func search(below: Bool) -> Double {
            var lo = 0.0, hi = 1.0
            while hi - lo > lo.ulp {
                let mid = lo + (hi - lo) / 2
                let (value, error) = x(mid)
                let isBelow = below ? value < p - error : !(value > p + error)
                if isBelow { lo = mid } else { hi = mid }
            }
            return below ? lo : hi
        }
        return (search(below: true), search(below: false))
    }

    @Test("Random progress per curve matches an independent bisection", arguments: curves)
    func randomAgainstBisection(curve: UnitCurve) throws {
        var random = SeededGenerator(seed: 51)
        let progress = random.doubles(Self.sampleCount, in: 0...1)
        let values = try batchValues(curve, progress)
        let (x1, y1) = (curve.startControlPoint.x, curve.startControlPoint.y)
        let (x2, y2) = (curve.endControlPoint.x, curve.endControlPoint.y)
        func y(_ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * y1 + 3 * s * t * t * y2 + t * t * t
        }
        // |y′| ≤ 3·max of its Bernstein weights.
        let maxSlope = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
        let scale = max(1, abs(y1), abs(y2))
        var failures: [String] = []
        for (p, v) in zip(progress, values) {
            let (lo, hi) = bracket(x1, x2, p)
            // The root lies in [lo, hi]: where the reference cannot narrow it
            // (x′ ≈ 0) the tolerance widens by the slope times its width.
            let tolerance = 1e-12 * scale + maxSlope * (hi - lo)
            if !(abs(v - y(lo + (hi - lo) / 2)) <= tolerance) {
                failures.append("p = \(p): \(v) vs \(y(lo + (hi - lo) / 2)) ± \(tolerance)")
            }
        }
        #expect(failures.isEmpty, "\(curve): \(failures.count) of \(progress.count), e.g. \(failures.prefix(3))")
    }

    /// Random curves, half of their control x values degenerate kinds,
    /// batched at `progress` against value(at:) to 1e-13 (× the y range).
    func expectAgreementWithScalar(_ progress: [Double], curves: Int, random: inout SeededGenerator) throws {
        let specialX: [Double] = [0, 1, 1.0 / 3, 2.0 / 3, 0.5, 1e-300, 1 - 1e-16]
        for _ in 0..<curves {
            func control() -> Double {
                Bool.random(using: &random) ? specialX.randomElement(using: &random)! : Double.random(in: 0...1, using: &random)
            }
            let curve = bezier(control(), Double.random(in: -5...5, using: &random), control(), Double.random(in: -5...5, using: &random))
            let values = try batchValues(curve, progress)
            let scalar = progress.map { curve.value(at: $0) }
            let finite = values.allSatisfy(\.isFinite)
            #expect(finite, "\(curve)")
            expectClose(values, scalar, relative: 0, absolute: 1e-13 * 5, "\(curve)")
        }
    }

    @Test("Batches agree with value(at:) to 1e-13 and never give NaN for random and degenerate controls")
    func agreesWithScalar() throws {
        var random = SeededGenerator(seed: 52)
        let progress = [0, 1, 0.5, 1e-300, 1e-12, 1 - 1e-16, -0.5, 1.5, -.infinity, .infinity] + random.doubles(37, in: 0...1)
        try expectAgreementWithScalar(progress, curves: 300, random: &random)
    }

    @Test("Long batches, started from a table of t(x), agree with value(at:) to 1e-13 for random and degenerate controls")
    func longBatchesAgreeWithScalar() throws {
        var random = SeededGenerator(seed: 53)
        // Past the length from which the batch builds its table; the node
        // progress values k/128 and their neighbours included.
        let nodes: [Double] = (0...128).flatMap { k -> [Double] in
            let x = Double(k) / 128
            return [x, x.nextUp, x.nextDown]
        }
        let edges: [Double] = [1e-300, 1e-12, 1 - 1e-16, -0.5, 1.5]
        let progress: [Double] = nodes + edges + random.doubles(1_100, in: 0...1)
        try expectAgreementWithScalar(progress, curves: 60, random: &random)
    }

    @Test("Clamped ends are exact and the identity copies its progress")
    func endsAndIdentity() throws {
        let progress = [-1, 0, 1, 2, -.infinity, .infinity, 0.3]
        for curve in Self.curves {
            let values = try batchValues(curve, progress)
            #expect(Array(values.prefix(6)) == [0, 0, 1, 1, 0, 1], "\(curve)")
        }
        #expect(try batchValues(.linear, progress) == [0, 0, 1, 1, 0, 1, 0.3])
        #expect(try batchValues(bezier(0.3, 0.3, 0.6, 0.6), [0.25, 0.7]) == [0.25, 0.7])
    }

    @Test("In place: progress and output may be the same memory")
    func inPlace() throws {
        var buffer = (0..<37).map { Double($0) / 36 }
        let expected = try batchValues(.easeInOut, buffer)
        try buffer.withUnsafeMutableBufferPointer { try UnitCurve.easeInOut.values(at: UnsafeBufferPointer($0), into: $0) }
        #expect(buffer == expected)
    }
}
