/// A piecewise cubic approximation of a cubic bezier's t(x), the starting
/// guess of the batched solver's Newton steps.
///
/// At n + 1 uniform nodes xₖ = k/n (n = 128, or 64 for shorter batches),
/// tₖ comes from Newton's method started on the tangent at the previous node
/// (from the scalar solver where that fails); between nodes a cubic Hermite
/// interpolant with the exact slopes dt/dx = 1/x′(tₖ) stands in for t(x).
/// Its error shrinks with the fourth power of the node spacing where x′ is
/// bounded away from 0 (about 1e-10 for the presets with 128 intervals,
/// 2e-9 with 64: either way below the solver's 1e-8 step, so one Newton
/// step usually suffices); an interval where the chord between its nodes is closer at
/// the midpoint (x′ vanishing at a node, as t ∝ √x at a degenerate end)
/// uses the chord instead. Only a starting guess: the solver's error
/// bound does not depend on it.
struct CubicBezierInverseTable: Sendable {
    /// The most intervals between the nodes.
    static let maximumIntervals = 128

    /// Batches shorter than this build a table of half the intervals: its
    /// construction then costs about as much per value as the extra steps
    /// that its coarser guesses cause at longer batches.
    static let fineCount = 4096

    /// Intervals between the nodes: 128, or 64 for batches below ``fineCount``.
    let intervals: Int

    /// Batches shorter than this are solved without a table, whose
    /// construction would cost more than it saves.
    static let minimumCount = 1024

    /// Per interval, t ≈ c.x + u·(c.y + u·(c.z + u·c.w)) with u ∈ [0, 1]
    /// the position inside the interval.
    let coefficients: InlineArray<128, SIMD4<Double>>

    /// The table for a batch of `count` values.
    init(_ solver: CubicBezierSolver, count: Int) {
        let n = count < Self.fineCount ? Self.maximumIntervals / 2 : Self.maximumIntervals
        intervals = n
        func x(_ t: Double) -> Double { ((solver.ax * t + solver.bx) * t + solver.cx) * t }
        // Node k + 1 by Newton's method from the tangent at node k; the
        // scalar solver where that does not settle within four steps.
        func node(_ k: Int, after previous: (t: Double, slope: Double)) -> (t: Double, slope: Double) {
            let p = Double(k) / Double(n)
            var t = k == n ? 1 : previous.t + previous.slope
            var settled = k == n
            for _ in 0..<4 where !settled && t > 0 && t < 1 {
                let step = (x(t) - p) / solver.xDerivative(t)
                t -= step
                settled = abs(step) <= 0x1p-40
            }
            if !settled || !(t > 0 && t < 1) { t = solver.parameter(forProgress: p) }
            return (t, 1 / (Double(n) * solver.xDerivative(t)))
        }
        var table = InlineArray<128, SIMD4<Double>>(repeating: .zero)
        // A candidate's error at the interval's midpoint (∞ if not finite).
        func error(_ c: SIMD4<Double>, _ k: Int) -> Double {
            let guess = c.x + 0.5 * (c.y + 0.5 * (c.z + 0.5 * c.w))
            let e = abs(x(guess) - (Double(k) + 0.5) / Double(n)) / solver.xDerivative(guess)
            return e.isFinite ? e : .infinity
        }
        var left = (t: 0.0, slope: 1 / (Double(n) * solver.xDerivative(0)))
        for k in 0..<n {
            let right = node(k + 1, after: left)
            let rise = right.t - left.t
            let hermite = SIMD4(left.t, left.slope, 3 * rise - 2 * left.slope - right.slope,
                                left.slope + right.slope - 2 * rise)
            let chord = SIMD4(left.t, rise, 0, 0)
            table[k] = error(hermite, k) <= error(chord, k) ? hermite : chord
            left = right
        }
        coefficients = table
    }

    /// Calls `body` with the table's coefficients, `intervals` of them.
    @inline(__always)
    func withCoefficients<R>(_ body: (UnsafePointer<SIMD4<Double>>) -> R) -> R {
        coefficients.span.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// The approximate t at each progress value in [0, 1], from the
    /// coefficients of a table.
    @inline(__always)
    static func guess(_ q: Lanes, _ coefficients: UnsafePointer<SIMD4<Double>>, intervals: Int) -> Lanes {
        let s = q * Double(intervals)
        let last = intervals - 1
        let k = (Swift.min(Int(s[0]), last), Swift.min(Int(s[1]), last),
                 Swift.min(Int(s[2]), last), Swift.min(Int(s[3]), last))
        let (c0, c1, c2, c3) = (coefficients[k.0], coefficients[k.1], coefficients[k.2], coefficients[k.3])
        // u per lane, then Horner's rule across the lanes.
        let u = s - Lanes(Double(k.0), Double(k.1), Double(k.2), Double(k.3))
        var t = Lanes.multiplyAdd(Lanes(c0.z, c1.z, c2.z, c3.z), Lanes(c0.w, c1.w, c2.w, c3.w), u)
        t = Lanes.multiplyAdd(Lanes(c0.y, c1.y, c2.y, c3.y), t, u)
        return Lanes.multiplyAdd(Lanes(c0.x, c1.x, c2.x, c3.x), t, u)
    }
}
