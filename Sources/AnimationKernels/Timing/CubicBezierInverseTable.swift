/// A piecewise cubic approximation of a cubic bezier's t(x), the starting
/// guess of the batched solver's Newton step, built once per curve (see
/// ``CubicBezierBatchCache``).
///
/// ## Layout and warp
/// n = ``intervals`` uniform intervals in a coordinate v of progress; per
/// interval, t ≈ c0 + u·(c1 + u·(c2 + u·c3)) with u ∈ [0, 1] the position
/// inside it. The coefficients are stored as four arrays of n (c0 of every
/// interval, then c1, c2, c3), so that a vector of lanes loads each with
/// one gather. v is either the progress itself or, for a curve whose x′
/// vanishes at an end, the warped coordinate
///
///     v = √(x/2)            for x ≤ ½,    v = 1 − √((1 − x)/2)    above,
///
/// (inverse: x = 2v², resp. 1 − 2(1 − v)²; continuous with a continuous
/// derivative at v = ½, a node). Where x ≈ b·t² at an end, t(x) ∝ √x has no
/// bounded derivative in x, but t(v) ≈ v·√(2/b) is smooth, so the
/// interpolant stays accurate up to the end.
///
/// ## Nodes and pieces
/// At the nodes v_k = k/n, t_k solves x(t) = x(v_k) by Newton's method from
/// the tangent at the previous node (the exact scalar solver where that does
/// not settle). Between nodes a cubic Hermite interpolant with the exact
/// slopes dt/dv = (dx/dv)/x′(t_k) (at a warped degenerate end the limit
/// √(2/b)) stands in for t(v); its error shrinks with the fourth power of
/// 1/n where those are bounded (1e-10 to 4e-9 for the presets at n = 128). An
/// interval where the chord between its nodes is closer at the midpoint
/// (x′ vanishing at a node without a usable limit) uses the chord. Only a
/// starting guess: the solver's error bound does not depend on it.
enum CubicBezierInverseTable {
    /// Intervals between the nodes: 128, whose guesses are close enough for
    /// a single Newton step to meet the bound of ``CubicBezierBatchSolver``
    /// nearly everywhere (64 leave CSS ease's guesses near 5e-8 around
    /// t = 0.05, where a step falls short), and whose 4 KiB of
    /// coefficients stay in the L1 cache beside the batch.
    static var intervals: Int { 128 }

    /// `Double`s in a table: four coefficients per interval.
    static var storageCount: Int { 4 * intervals }

    /// x at warped coordinate v: the inverse of the warp.
    static func unwarp(_ v: Double) -> Double {
        v <= 0.5 ? 2 * v * v : 1 - 2 * (1 - v) * (1 - v)
    }

    /// Builds the table of `solver`'s curve into `coefficients`
    /// (``storageCount`` of them), in the warped coordinate when `warped`.
    ///
    /// - Returns: the share of progress values in intervals whose midpoint
    ///   guess is too far off for one Newton step to meet the batch's error
    ///   bound (`risk(error:slope:)` above 1): the share likely to go to
    ///   the exact solver, by which the batch chooses a warp.
    /// - Complexity: O(``intervals``), a few Newton steps per node.
    static func build(_ solver: CubicBezierSolver, warped: Bool, into coefficients: UnsafeMutablePointer<Double>,
                      risk: (_ error: Double, _ slope: Double) -> Double) -> Double {
        let n = intervals
        func x(_ t: Double) -> Double { ((solver.ax * t + solver.bx) * t + solver.cx) * t }
        func progress(_ k: Int) -> Double {
            let v = Double(k) / Double(n)
            return warped ? unwarp(v) : v
        }
        // dt/dv per interval at node k with parameter t: ∞ where there is
        // no finite slope, so the chord is taken.
        func slope(_ k: Int, _ t: Double) -> Double {
            let derivative = solver.xDerivative(t)
            let v = Double(k) / Double(n)
            let dxdv = warped ? 4 * Swift.min(v, 1 - v) : 1
            if derivative > 0 { return dxdv / derivative / Double(n) }
            guard warped && (k == 0 || k == n) else { return .infinity }
            // x ≈ b·s² + … at the end (s the distance in t): t(v) ≈ v·√(2/b).
            let (c, b) = k == 0 ? (solver.cx, solver.bx) : (solver.mirroredCx, solver.mirroredBx)
            if c > 0 { return 0 }
            return b > 0 ? (2 / b).squareRoot() / Double(n) : .infinity
        }
        // Node k + 1 by Newton's method from the tangent at node k; the
        // scalar solver where that does not settle within four steps.
        func node(_ k: Int, after previous: (t: Double, slope: Double)) -> (t: Double, slope: Double) {
            let p = progress(k)
            var t = k == n ? 1 : previous.t + (previous.slope.isFinite ? previous.slope : 0)
            var settled = k == n
            for _ in 0..<4 where !settled && t > 0 && t < 1 {
                let step = (x(t) - p) / solver.xDerivative(t)
                t -= step
                settled = abs(step) <= 0x1p-40
            }
            if !settled || !(t > 0 && t < 1) { t = solver.parameter(forProgress: p) }
            return (t, slope(k, t))
        }
        // A candidate's error in t at the interval's midpoint (∞ if not
        // finite) and the slope x′ there.
        func midpoint(_ c: SIMD4<Double>, _ k: Int) -> (error: Double, slope: Double) {
            let guess = c.x + 0.5 * (c.y + 0.5 * (c.z + 0.5 * c.w))
            let target = warped ? unwarp((Double(k) + 0.5) / Double(n)) : (Double(k) + 0.5) / Double(n)
            let d = solver.xDerivative(guess)
            let e = abs(x(guess) - target) / d
            return (e.isFinite ? e : .infinity, d)
        }
        var atRisk = 0.0
        var left = (t: 0.0, slope: slope(0, 0))
        for k in 0..<n {
            let right = node(k + 1, after: left)
            let rise = right.t - left.t
            let hermite = SIMD4(left.t, left.slope, 3 * rise - 2 * left.slope - right.slope,
                                left.slope + right.slope - 2 * rise)
            let chord = SIMD4(left.t, rise, 0, 0)
            let (hermiteError, hermiteSlope) = midpoint(hermite, k)
            let (chordError, chordSlope) = midpoint(chord, k)
            let useHermite = hermite.x.isFinite && hermite.y.isFinite && hermite.z.isFinite && hermite.w.isFinite
                && hermiteError <= chordError
            let chosen = useHermite ? hermite : chord
            for j in 0..<4 { coefficients[j * n + k] = chosen[j] }
            let (error, d) = useHermite ? (hermiteError, hermiteSlope) : (chordError, chordSlope)
            if !(risk(error, d) <= 1) { atRisk += progress(k + 1) - progress(k) }
            left = right
        }
        return atRisk
    }
}
