/// ``UnitCurve``'s value at many progress values, solved four at a time in
/// SIMD lanes, with the exact scalar ``CubicBezierSolver`` for the
/// lanes it cannot vouch for.
///
/// ## Method
/// Per lane a starting guess: for long batches the piecewise cubic
/// ``CubicBezierInverseTable`` (within about 1e-9 wherever x′ is not
/// small, so one step usually suffices), otherwise the scalar solver's
/// guess (the inverse of x's leading terms at the nearer end, which is
/// close wherever x′ vanishes at that end). Then Newton steps
/// `t ← t − (x(t) − p)/x′(t)`, clamped to [0, 1], until every lane's step
/// is below 1e-8 (at most eight); the step is the residual times 1/x′, a
/// reciprocal the bound reuses.
///
/// ## Error analysis
/// Let δ be the last step, d = x′ at the point it was taken from, M2 = max
/// |x″| on [0, 1] (x″ is linear, so the larger of its ends) and ε a bound
/// on the rounding error of the residual x(t) − p in `Double`
/// (8u·(|ax| + |bx| + |cx| + 1), u = 2⁻⁵³). If |δ|·M2 ≤ d/4, x′ stays
/// within a quarter of d between t and the root t*, and Taylor's theorem
/// bounds the error of the new t by
///
///     e_t ≤ 1.2·(M2/d)·(|δ| + ε/d)² + ε/d + 3u
///
/// (the quadratic term of Newton's method, the residual's noise, and the
/// roundings of the step, at most 2u·|δ| ≤ 2u, and of t − δ, at most u).
/// The value's error is then at most Y·e_t plus the rounding of y(t),
/// where Y = 3·max|y's Bernstein derivative weights| bounds |y′| on
/// [0, 1]. A lane is accepted when Y·e_t ≤ 1e-13·max(1, |y1|, |y2|);
/// otherwise (x′ nearly 0 at the root: degenerate ends, the
/// interior triple root of controls x (1, 0), x = t³ near 0, or no
/// convergence within eight steps) the lane is solved again by the scalar
/// solver, which is within an ulp of t everywhere. So every value is within
/// about 1e-13 (times the y scale) of the exact curve, inside the 1e-12
/// promise, whichever path it took.
struct CubicBezierBatchSolver {
    let solver: CubicBezierSolver
    /// Reciprocals of the leading coefficients at each end (∞ where the
    /// coefficient is not positive, so the guess ignores that term).
    let inverseC: Double, inverseB: Double, inverseMirroredC: Double, inverseMirroredB: Double
    /// M2 = max |x″| on [0, 1].
    let maxCurvature: Double
    /// ε: the residual's rounding-error bound.
    let residualNoise: Double
    /// Y = max |y′| on [0, 1], over the accepted error, 1e-13·max(1, |y1|, |y2|).
    let slopeOverTolerance: Double

    init(_ solver: CubicBezierSolver) {
        self.solver = solver
        func inverse(_ c: Double) -> Double { c > 0 ? 1 / c : .infinity }
        inverseC = inverse(solver.cx)
        inverseB = inverse(solver.bx)
        inverseMirroredC = inverse(solver.mirroredCx)
        inverseMirroredB = inverse(solver.mirroredBx)
        let w = solver.xWeights
        maxCurvature = 6 * Swift.max(abs(w.1 - w.0), abs(w.2 - w.1))
        residualNoise = 8 * Double.ulpOfOne / 2 * (abs(solver.ax) + abs(solver.bx) + abs(solver.cx) + 1)
        let yw = solver.yWeights
        // The y weights carry `yScale`; so does the tolerance's y magnitude.
        let maxSlope = 3 * Swift.max(abs(yw.0), abs(yw.1), abs(yw.2))
        let yMagnitude = Swift.max(solver.yScale, abs(solver.y1) * solver.yScale, abs(solver.y2) * solver.yScale)
        slopeOverTolerance = maxSlope / (1e-13 * yMagnitude)
    }

    /// Writes the curve's value at each of `count` progress values (not NaN;
    /// clamped to [0, 1]) to `output`, which may be the same memory.
    /// `table`, the coefficients of a ``CubicBezierInverseTable`` and its
    /// interval count when given, supplies the starting guesses.
    ///
    /// - Complexity: O(count), allocation-free.
    func fill(_ progress: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int,
              table: (coefficients: UnsafePointer<SIMD4<Double>>, intervals: Int)?) {
        var i = 0
        while i < count {
            let n = Swift.min(Lanes.scalarCount, count &- i)
            let p = Lanes.load(progress + i, count: n, fill: 0.5)
            var (values, accepted) = solve(p, table: table)
            if !all(accepted) {
                for lane in 0..<n where !accepted[lane] {
                    values[lane] = solver.value(atProgress: p[lane])
                }
            }
            values.store(output + i, count: n)
            i &+= n
        }
    }

    /// The values at `p` and which lanes meet the error bound.
    @inline(__always)
    func solve(_ p: Lanes, table: (coefficients: UnsafePointer<SIMD4<Double>>, intervals: Int)?) -> (Lanes, SIMDMask<LaneBits>) {
        let zero = Lanes.zero, one = Lanes(repeating: 1)
        let inside = (p .> zero) .& (p .< one)
        let q0 = Lanes.select(inside, p, else: Lanes(repeating: 0.5))
        var t = if let table { CubicBezierInverseTable.guess(q0, table.coefficients, intervals: table.intervals) } else { endGuess(q0) }
        let (ax, bx, cx) = (Lanes(repeating: solver.ax), Lanes(repeating: solver.bx), Lanes(repeating: solver.cx))
        var step = Lanes.zero, slope = Lanes.zero, inverseSlope = Lanes.zero
        for _ in 0..<8 {
            let residual = Lanes.multiplyAdd(-q0, Lanes.multiplyAdd(cx, t, Lanes.multiplyAdd(bx, t, ax)), t)
            slope = Lanes.multiplyAdd(cx, t, Lanes.multiplyAdd(2 * bx, t, 3 * ax))
            // One division per step, shared with the error bound.
            inverseSlope = 1 / slope
            step = residual * inverseSlope
            t = (t - step).clamped(0, 1)
            if all(abs(step) .<= Lanes(repeating: 1e-8)) { break }
        }
        let (m2, noise) = (Lanes(repeating: maxCurvature), Lanes(repeating: residualNoise))
        let a = Lanes.multiplyAdd(abs(step), noise, inverseSlope)
        let errorT = (1.2 * m2 * inverseSlope) * a * a + Lanes.multiplyAdd(Lanes(repeating: 3 * Double.ulpOfOne / 2), noise, inverseSlope)
        let accepted = (slope .> zero) .& (abs(step) * m2 .<= 0.25 * slope)
            .& (errorT * slopeOverTolerance .<= one)
        let values = solver.y(atParameter: t)
        return (Lanes.select(p .<= zero, zero, else: Lanes.select(p .>= one, one, else: values)), accepted .| .!inside)
    }
}

extension CubicBezierBatchSolver {
    /// The scalar solver's starting guess per lane, from the nearer end.
    @inline(__always)
    func endGuess(_ q0: Lanes) -> Lanes {
        let one = Lanes(repeating: 1)
        let upper = q0 .> Lanes(repeating: 0.5)
        let q = Lanes.select(upper, one - q0, else: q0)
        let inverseC = Lanes.select(upper, Lanes(repeating: inverseMirroredC), else: Lanes(repeating: self.inverseC))
        let inverseB = Lanes.select(upper, Lanes(repeating: inverseMirroredB), else: Lanes(repeating: self.inverseB))
        let guess = Lanes(repeating: 0.5).lanewiseMin(q * inverseC).lanewiseMin((q * inverseB).squareRoot())
        return Lanes.select(upper, one - guess, else: guess)
    }
}

extension CubicBezierSolver {
    /// y(t) per lane, in the overflow-free Bernstein form of the scalar one.
    @inline(__always)
    func y(atParameter t: Lanes) -> Lanes {
        let s = 1 - t
        let w = 3 * t * s
        return (w * s) * y1 + ((w * t) * y2 + t * t * t)
    }
}

extension CubicBezierSolver {
    /// The curve's value at `count` progress values (none NaN; clamped to
    /// [0, 1]), by ``CubicBezierBatchSolver``, split over the worker threads
    /// for large batches; the identity curve returns the clamped progress
    /// exactly. `output` may be the same memory as `progress`.
    ///
    /// - Complexity: O(count), allocation-free.
    func uncheckedValues(at progress: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int) {
        if isIdentity {
            for i in 0..<count { output[i] = Swift.min(Swift.max(progress[i], 0), 1) }
            return
        }
        let batch = CubicBezierBatchSolver(self)
        guard count >= CubicBezierInverseTable.minimumCount else {
            batch.fill(progress, output, count: count, table: nil)
            return
        }
        let table = CubicBezierInverseTable(self, count: count)
        table.withCoefficients { pointer in
            let coefficients = (pointer, table.intervals)
            let shares = Parallelism.shares(for: count, minimum: Parallelism.minimumCount / 8)
            if shares == 1 {
                batch.fill(progress, output, count: count, table: coefficients)
                return
            }
            Parallelism.forEachShare(of: count, shares: shares, alignment: 8) { _, range in
                batch.fill(progress + range.lowerBound, output + range.lowerBound, count: range.count, table: coefficients)
            }
        }
    }
}
