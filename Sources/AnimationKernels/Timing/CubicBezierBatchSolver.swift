/// ``UnitCurve``'s value at many progress values, solved in loops that the
/// compiler vectorizes at the width of the build, with the exact scalar
/// ``CubicBezierSolver`` for the values it cannot vouch for.
///
/// ## Method
/// Each progress value p in (0, 1) is solved on its nearer half: below ½
/// for t in x(t) = p, above ½ for s = 1 − t in the mirrored curve
/// x̃(s) = 1 − x(1 − s) = q with q = 1 − p (exact there, by Sterbenz's
/// lemma), so that near either end the unknown and the residual are both
/// small and carry relative rather than absolute rounding errors. The
/// starting guess is the piecewise cubic ``CubicBezierInverseTable`` for
/// long batches (within about 1e-10 wherever x′ is not small), otherwise the
/// inverse of the leading terms at that end (close wherever x′ vanishes
/// there). Then Newton steps `s ← s − (x̃(s) − q)/x̃′(s)`, clamped to
/// [0, 1], a chunk of values at a time, until every value of the chunk meets
/// the error bound below (at most ``maxSteps``); a value that meets it keeps
/// its s.
///
/// ## Error analysis
/// Let δ be the last step, d = x̃′ at the point s it was taken from,
/// M2 = max |x″| on [0, 1] (x″ is linear, so the larger of its ends) and ε
/// a bound on the rounding error of the residual x̃(s) − q in `Double`:
/// 8u·(Aa·s³ + Ab·s² + Ac·s + q), u = 2⁻⁵³, where Aa, Ab, Ac bound the
/// magnitudes that the rounded coefficients were computed from (their
/// rounding and Horner's are each at most 2u of those). If |δ|·M2 ≤ d/4,
/// x′ stays within a quarter of d between s and the root s*, and Taylor's
/// theorem bounds the error of the new s by
///
///     e ≤ 1.2·(M2/d)·(|δ| + ε/d)² + ε/d + 2u·|δ| + u·(s + ½)
///
/// (the quadratic term of Newton's method, the residual's noise, the
/// rounding of the step, and those of s − δ and of t = 1 − s). The value's
/// error is then at most Y·e plus the rounding of y(t), where Y = 3·max|y's
/// Bernstein derivative weights| bounds |y′| on [0, 1]. A value is accepted
/// when Y·e ≤ 1e-13·max(1, |y1|, |y2|); otherwise (x′ nearly 0 at the root:
/// the interior triple root of controls x (1, 0), or no convergence within
/// ``maxSteps``) it is solved again by the scalar solver, which is within
/// an ulp of t everywhere. So every value is within about 1e-13 (times the
/// y scale) of the exact curve, inside the 1e-12 promise, whichever path it
/// took. A value the bound does not cover (a NaN from an overflowing y)
/// goes to the scalar solver too.
struct CubicBezierBatchSolver {
    /// Values per chunk: the Newton steps run over a chunk at a time, and
    /// its three stack buffers (1.5 KB) stay in the L1 cache.
    static let chunk = 64
    /// A safety stop: from the table's guesses one step usually suffices.
    static let maxSteps = 8

    let solver: CubicBezierSolver
    /// The coefficients b, c of x̃(s) = ((a·s + b)·s + c)·s on each half
    /// (a = `solver.ax` on both).
    let lowerB: Double, lowerC: Double, upperB: Double, upperC: Double
    /// Reciprocals of c and b on each half (∞ where the coefficient is not
    /// positive, so the guess ignores that term).
    let lowerInverseC: Double, lowerInverseB: Double, upperInverseC: Double, upperInverseB: Double
    /// 8u times the magnitudes behind a, b and c on each half (ε's weights).
    let noiseA: Double, lowerNoiseB: Double, lowerNoiseC: Double, upperNoiseB: Double, upperNoiseC: Double
    /// M2 = max |x″| on [0, 1].
    let maxCurvature: Double
    /// Y = max |y′| on [0, 1], over the accepted error, 1e-13·max(1, |y1|, |y2|).
    let slopeOverTolerance: Double

    init(_ solver: CubicBezierSolver) {
        self.solver = solver
        func inverse(_ c: Double) -> Double { c > 0 ? 1 / c : .infinity }
        let (x1, x2) = (solver.xWeights.0, 1 - solver.xWeights.2)
        lowerB = solver.bx
        lowerC = solver.cx
        upperB = solver.mirroredBx
        upperC = solver.mirroredCx
        lowerInverseC = inverse(lowerC)
        lowerInverseB = inverse(lowerB)
        upperInverseC = inverse(upperC)
        upperInverseB = inverse(upperB)
        // cx = 3·x1; bx = 3·(x2 − x1) − cx; ax = 1 − cx − bx; the mirrored
        // 3·(1 − x2) and 3·((2·x2 − x1) − 1): each bounded by the sum of
        // the magnitudes it is computed from.
        let eight = 8 * Double.ulpOfOne / 2
        let magnitudeB = 3 * abs(x2 - x1) + abs(lowerC)
        noiseA = eight * (1 + abs(lowerC) + abs(lowerB) + magnitudeB)
        lowerNoiseB = eight * magnitudeB
        lowerNoiseC = eight * abs(lowerC)
        upperNoiseB = eight * 3 * (2 * abs(x2) + abs(x1) + 1)
        upperNoiseC = eight * 3 * (1 + abs(x2))
        let w = solver.xWeights
        maxCurvature = 6 * Swift.max(abs(w.1 - w.0), abs(w.2 - w.1))
        let yw = solver.yWeights
        // The y weights carry `yScale`; so does the tolerance's y magnitude.
        let maxSlope = 3 * Swift.max(abs(yw.0), abs(yw.1), abs(yw.2))
        let yMagnitude = Swift.max(solver.yScale, abs(solver.y1) * solver.yScale, abs(solver.y2) * solver.yScale)
        slopeOverTolerance = maxSlope / (1e-13 * yMagnitude)
    }

    /// Writes the curve's value at each of `count` progress values (not NaN;
    /// clamped to [0, 1]) to `output`, which may be the same memory.
    /// `table`, the flat coefficients of a ``CubicBezierInverseTable`` when
    /// given, supplies the starting guesses.
    ///
    /// - Complexity: O(count), allocation-free (the buffers are on the stack).
    func fill(_ progress: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int,
              table: UnsafePointer<Double>?) {
        let chunk = Self.chunk
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * chunk) { buffer in
            // The progress (a copy: `output` may be `progress`), s, and
            // whether s is accepted (1) or not yet (0).
            let p = buffer.baseAddress!, s = p + chunk, accepted = s + chunk
            var first = 0
            while first < count {
                let n = Swift.min(chunk, count &- first)
                let source = progress + first, target = output + first
                for j in 0..<n { p[j] = source[j] }
                if let table {
                    // Four at a time: the table's loads go by a computed
                    // index, which keeps the loop vectorizer off.
                    var j = 0
                    while j < n {
                        let m = Swift.min(4, n &- j)
                        let q = Lanes.load(p + j, count: m, fill: 0.5)
                        let inside = (q .> Lanes.zero) .& (q .< Lanes(repeating: 1))
                        let guess = CubicBezierInverseTable.guess(Lanes.select(inside, q, else: Lanes(repeating: 0.5)), table)
                        guess.store(s + j, count: m)
                        j &+= m
                    }
                    for j in 0..<n { (s[j], accepted[j]) = start(p[j], guess: s[j]) }
                } else {
                    for j in 0..<n { (s[j], accepted[j]) = start(p[j], guess: endGuess(half(p[j]))) }
                }
                for _ in 0..<Self.maxSteps {
                    for j in 0..<n { (s[j], accepted[j]) = step(p[j], s[j], accepted[j]) }
                    // Counted in a loop of its own and without an early
                    // exit: in the step's loop the compiler would branch on
                    // the acceptance it just computed, which stops
                    // vectorization (as would an OR, turned into an exit).
                    var pending = 0
                    for j in 0..<n { pending &+= accepted[j] == 0 ? 1 : 0 }
                    if pending == 0 { break }
                }
                var failed = 0
                for j in 0..<n {
                    let v = value(p[j], s[j])
                    target[j] = v
                    failed &+= (accepted[j] == 0 ? 1 : 0) | (v.isNaN ? 1 : 0)
                }
                if failed != 0 {
                    for j in 0..<n where accepted[j] == 0 || target[j].isNaN {
                        target[j] = solver.value(atProgress: p[j])
                    }
                }
                first &+= n
            }
        }
    }

    /// The half a progress value is solved on: `p` inside (0, 1) (½ outside,
    /// whose value is fixed anyway), whether it is the upper half, and q,
    /// the progress on that half (1 − p on the upper one, exactly).
    @inline(__always)
    func half(_ progress: Double) -> (p: Double, upper: Bool, q: Double) {
        let p = Double.choose(progress > 0 && progress < 1, progress, else: 0.5)
        let upper = p > 0.5
        return (p, upper, Double.choose(upper, 1 - p, else: p))
    }

    /// The starting s and acceptance for a progress value and a guess of t:
    /// values outside (0, 1) need no solve.
    @inline(__always)
    func start(_ progress: Double, guess t: Double) -> (Double, Double) {
        let inside = progress > 0 && progress < 1
        return (Double.choose(progress > 0.5, 1 - t, else: t), Double.choose(inside, 0, else: 1))
    }

    /// One Newton step on the value's half unless it is accepted already;
    /// the new s and whether it meets the error bound.
    @inline(__always)
    func step(_ progress: Double, _ s: Double, _ accepted: Double) -> (Double, Double) {
        let (_, upper, q) = half(progress)
        let a = solver.ax
        let b = Double.choose(upper, upperB, else: lowerB), c = Double.choose(upper, upperC, else: lowerC)
        let residual = Double.multiplyAdd(-q, Double.multiplyAdd(c, s, Double.multiplyAdd(b, s, a)), s)
        let slope = Double.multiplyAdd(c, s, Double.multiplyAdd(2 * b, s, 3 * a))
        // One division per step, shared with the error bound.
        let inverseSlope = 1 / slope
        let delta = residual * inverseSlope
        let next = Swift.min(Swift.max(s - delta, 0), 1)
        let noiseB = Double.choose(upper, upperNoiseB, else: lowerNoiseB)
        let noiseC = Double.choose(upper, upperNoiseC, else: lowerNoiseC)
        let noise = Double.multiplyAdd(8 * Double.ulpOfOne / 2 * q, Double.multiplyAdd(noiseC, s, Double.multiplyAdd(noiseB, s, noiseA)), s)
        let size = abs(delta)
        let m2 = maxCurvature
        let spread = Double.multiplyAdd(size, noise, inverseSlope)
        let errorS = (1.2 * m2 * inverseSlope) * spread * spread + noise * inverseSlope
            + Double.ulpOfOne * size + Double.ulpOfOne / 2 * (next + 0.5)
        let positive = slope > 0, near = size * m2 <= 0.25 * slope
        let small = errorS * slopeOverTolerance <= 1, done = accepted != 0
        // Combined as integers, not by `&&` and `||`, whose short circuits
        // would become branches.
        let meets = (positive ? 1 : 0) & (near ? 1 : 0) & (small ? 1 : 0) | (done ? 1 : 0)
        return (Double.choose(done, s, else: next), Double.choose(meets != 0, 1, else: 0))
    }

    /// The value at progress `progress` from s on its half.
    @inline(__always)
    func value(_ progress: Double, _ s: Double) -> Double {
        let t = Double.choose(progress > 0.5, 1 - s, else: s)
        let y = solver.y(atParameter: t)
        return Double.choose(progress <= 0, 0, else: Double.choose(progress >= 1, 1, else: y))
    }

    /// The scalar solver's starting guess of t, from the value's end.
    @inline(__always)
    func endGuess(_ h: (p: Double, upper: Bool, q: Double)) -> Double {
        let inverseC = Double.choose(h.upper, upperInverseC, else: lowerInverseC)
        let inverseB = Double.choose(h.upper, upperInverseB, else: lowerInverseB)
        let root = Self.approximateSquareRoot(h.q * inverseB)
        let guess = Swift.min(Swift.min(0.5, h.q * inverseC), Double.choose(inverseB < .infinity, root, else: 0.5))
        return Double.choose(h.upper, 1 - guess, else: guess)
    }

    /// √x within about 1e-5 relative for positive normal x, from the bits
    /// and two Newton steps for 1/√x: `squareRoot()` compiles to a libm call
    /// (for errno) that keeps loops from vectorizing, and a starting guess
    /// needs no more.
    @inline(__always)
    static func approximateSquareRoot(_ x: Double) -> Double {
        var r = Double(bitPattern: 0x5FE6EB50C7B537A9 &- (x.bitPattern &>> 1))
        r = r * Double.multiplyAdd(1.5, -0.5 * x * r, r)
        r = r * Double.multiplyAdd(1.5, -0.5 * x * r, r)
        return x * r
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
        let table = CubicBezierInverseTable(self)
        table.withCoefficients { coefficients in
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
