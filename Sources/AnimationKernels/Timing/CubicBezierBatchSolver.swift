import CTargetFeatures

/// ``UnitCurve``'s value at many progress values: per value a guess from the
/// curve's ``CubicBezierInverseTable``, one Newton step and an error bound,
/// written as a branch-free loop that the compiler vectorizes at the build's
/// width (eight lanes with AVX-512, four with AVX2; 128-bit builds take four
/// values per step by hand, ``laneQuad(_:_:)``); the exact scalar
/// ``CubicBezierSolver`` takes the values the bound cannot vouch for.
///
/// ## Error analysis
/// Let q be the progress, t₀ ∈ [0, 1] the guess, t* the root of x(t) = q,
/// e₀ = t₀ − t*. x is evaluated from its rounded power-form coefficients
/// (ax, bx, cx), within Δa, Δb, Δc of the exact ones (known from the
/// solver's double-double coefficients). Per lane:
/// - the residual r̃ = x̃(t₀) − q is within
///   ε = t·(nc + t·(nb + t·na)) + 8u·q + η of the exact x(t₀) − q, with
///   n· = 8u·|·x| + Δ· (Horner's rule rounds at most six times, 6.01u < 8u,
///   with or without fused multiply-adds; u = 2⁻⁵³; η = 2⁻¹⁰²² covers
///   underflow, more than the six roundings' 6·2⁻¹⁰⁷⁵ need: the smallest
///   normal number, as a subnormal operand costs Intel cores a microcode
///   assist on every vector operation that reads it);
/// - the slope d̃ = x̃′(t₀) is within Δd = sc + t·(sb + t·sa) of the exact
///   d = x′(t₀) (sa = 18u·|ax| + 3Δa, sb = 12u·|bx| + 2Δb, sc = 6u·|cx| +
///   Δc + η).
///
/// With M2 = max |x″| on [0, 1] and R = |r̃| + ε ≥ |x(t₀) − q|: if
/// 16Δd ≤ d̃ (so d ≥ (15/16)·d̃) and 10.5·M2·R ≤ d̃² (≥ (64/7)·(16/15)²),
/// then x′ ≥ (7/8)·d within h = d/(8·M2) of t₀, x changes by more than R
/// over (8/7)·R/d ≤ h there, and as x is monotone on [0, 1] the root lies
/// within E = 1.22·R/d̃ (≥ (8/7)·(16/15)·R/d̃) of t₀. Newton's step t₁ = t₀ − r̃/d̃ then errs by
///
///     d̃·|t₁ − t*| = |(d̃ − d)·e₀ + (d·e₀ − (x(t₀) − q)) + (x(t₀) − q − r̃)|
///                ≤ Δd·E + ½·M2·E² + ε,
///
/// (Taylor with the Lagrange remainder for the middle term), plus the
/// roundings of the step (2.01u·|step|), of t₀ − step and, on the mirrored
/// side, of 1 − s₁ (u each); clamping to [0, 1] only moves t₁ closer.
///
/// Where the table is warped (x′ vanishes at an end), values above ½ are
/// solved on the mirrored curve x̂(s) = 1 − x(1 − s) (controls 1 − x2,
/// 1 − x1; the same ax and M2), for 1 − q exactly: there ε scales with
/// 1 − q rather than with 1, which near a degenerate upper end, where x′
/// and so the accepted ε vanish, is the difference between the fast path
/// and the exact solver. The value's error is then at most Y·e₁,
/// Y = max |y′| on [0, 1], plus the rounding of y(t₁) in Bernstein form
/// (a few u times max(1, |y1|, |y2|)). A lane is accepted when
/// Y·e₁ ≤ 1e-13·max(1, |y1|, |y2|); otherwise (x′ nearly 0 at the root
/// without a usable guess: interior triple roots, ends with x ∝ t³, or a
/// guess too far off) it is marked NaN and solved again by the scalar
/// solver, which is within an ulp of t everywhere. So every value is within
/// about 1e-13 (times the y scale) of the exact curve, inside the 1e-12
/// promise, whichever path it took; and it is the same bit for bit on every
/// call, since the table and the path of each value depend only on the
/// curve and the value.
struct CubicBezierBatchSolver {
    /// The exact scalar solver, for the lanes the bound rejects.
    let solver: CubicBezierSolver
    /// The curve's constants for the vector loop.
    let bounds: ErrorBounds
    /// The ``CubicBezierInverseTable`` coefficients, four arrays of
    /// ``CubicBezierInverseTable/intervals``.
    let coefficients: UnsafePointer<Double>
    /// Whether the table is in the warped coordinate.
    let warped: Bool

    /// Values per chunk. The loop writes them to a local array rather than
    /// to the caller's buffer, so the compiler knows the stores cannot
    /// change the table it gathers from (it vectorizes nothing otherwise;
    /// a pointer from `withUnsafeTemporaryAllocation` is opaque to it once
    /// the closure is not inlined), and `output` may be `progress`.
    static var chunkLength: Int { 128 }

    /// The constants of the vector loop and of its error bound (see the
    /// type's documentation for the symbols).
    struct ErrorBounds {
        /// The power-form cubic coefficient, the same for the curve and its
        /// mirror, and 3 times it (for the slope).
        let ax: Double, threeAx: Double
        /// The other coefficients and rounding bounds of x (`lower`) and of
        /// the mirrored curve 1 − x(1 − s) (`upper`, controls 1 − x2, 1 − x1).
        let lower: Side, upper: Side
        /// na and sa, the same on both sides.
        let cubicNoise: Double, cubicSlopeNoise: Double
        /// M2, M2/2 and 10.5·M2.
        let curvature: Double, halfCurvature: Double, rootCondition: Double
        /// Y over the accepted error 1e-13·max(1, |y1|, |y2|).
        let slopeOverTolerance: Double
        let y1: Double, y2: Double
        /// Y and Y2 = max |y″| on [0, 1], both times the solver's `yScale`:
        /// the slope's error bound.
        let ySlopeBound: Double, yCurvatureBound: Double

        /// One side's coefficients bx, cx, 2·bx and bounds nb, nc, sb, sc.
        struct Side {
            let bx: Double, cx: Double, twoBx: Double
            let noiseB: Double, noiseC: Double, slopeNoiseB: Double, slopeNoiseC: Double
        }

        static var unit: Double { 0x1p-53 }
        static var underflow: Double { 0x1p-1022 }

        init(_ solver: CubicBezierSolver) {
            let u = Self.unit
            ax = solver.ax
            threeAx = 3 * solver.ax
            // The rounded coefficients' distance from the exact ones, with
            // room for the double-double's own 2⁻¹⁰⁶.
            func distance(_ exact: DoubleDouble, _ rounded: Double) -> Double {
                (abs(exact.hi - rounded) + abs(exact.lo)) * (1 + 0x1p-50) + 0x1p-100 * (1 + abs(rounded))
            }
            func side(_ bx: Double, _ cx: Double, exactB: DoubleDouble, exactC: DoubleDouble) -> Side {
                let (db, dc) = (distance(exactB, bx), distance(exactC, cx))
                return Side(bx: bx, cx: cx, twoBx: 2 * bx, noiseB: 8 * u * abs(bx) + db, noiseC: 8 * u * abs(cx) + dc,
                            slopeNoiseB: 12 * u * abs(bx) + 2 * db, slopeNoiseC: 6 * u * abs(cx) + dc + Self.underflow)
            }
            lower = side(solver.bx, solver.cx, exactB: solver.exactBx, exactC: solver.exactCx)
            // Mirrored: c = 3·(1 − x2), b = 3·(2·x2 − x1 − 1).
            upper = side(solver.mirroredBx, solver.mirroredCx,
                         exactB: (DoubleDouble.sum(2 * solver.x2, -solver.x1) + DoubleDouble(-1)) * 3,
                         exactC: DoubleDouble.sum(1, -solver.x2) * 3)
            let da = distance(solver.exactAx, ax)
            cubicNoise = 8 * u * abs(ax) + da
            cubicSlopeNoise = 18 * u * abs(ax) + 3 * da
            // x″ is linear: its largest magnitude is at an end (a little
            // more, for the rounding of the weights' differences).
            let w = solver.xWeights
            curvature = 6 * Swift.max(abs(w.1 - w.0), abs(w.2 - w.1)) * (1 + 0x1p-40)
            halfCurvature = curvature / 2
            rootCondition = 10.5 * curvature
            // The y weights carry `yScale`; so does the tolerance's y magnitude.
            let yw = solver.yWeights
            let maxSlope = 3 * Swift.max(abs(yw.0), abs(yw.1), abs(yw.2))
            let yMagnitude = Swift.max(solver.yScale, abs(solver.y1) * solver.yScale, abs(solver.y2) * solver.yScale)
            slopeOverTolerance = maxSlope / (1e-13 * yMagnitude)
            ySlopeBound = maxSlope
            yCurvatureBound = 6 * Swift.max(abs(yw.1 - yw.0), abs(yw.2 - yw.1)) * (1 + 0x1p-40)
            (y1, y2) = (solver.y1, solver.y2)
        }

        /// How far a table guess with error `error` (in t) where x′ is
        /// `slope` is from meeting the bound after one step: above 1 means
        /// likely rejected (the bound's estimate with e₀ ≈ error, so
        /// E ≈ 1.22·error, and a factor of 2 to spare).
        func risk(error: Double, slope: Double) -> Double {
            let e = 1.22 * error
            let step = slopeOverTolerance * (halfCurvature * e * e / slope)
            return 2 * Swift.max(step, rootCondition * error * slope / (slope * slope))
        }
    }

    /// Whether a loop solves in the warped coordinate, as a type: each
    /// loop then gets its own specialized copy of ``lane(_:_:)`` (with the
    /// flag as an argument, the compiler inlines only one of the two calls
    /// and the other loop stays scalar).
    protocol Coordinate { static var isWarped: Bool { get } }
    enum WarpedCoordinate: Coordinate { static var isWarped: Bool { true } }
    enum PlainCoordinate: Coordinate { static var isWarped: Bool { false } }

    /// The value at `p` (not NaN), or NaN where the bound rejects the lane.
    /// Branch-free apart from selects, for the loop vectorizer.
    @inline(__always)
    func lane<C: Coordinate>(_ p: Double, _ coordinate: C.Type) -> Double {
        let b = bounds
        let (t1, e1, _) = parameterLane(p, coordinate)
        let accepted = e1 * b.slopeOverTolerance <= 1
        // y(t₁) in the overflow-free Bernstein form of the scalar solver.
        let rest = 1 - t1
        let w = 3 * t1 * rest
        let y = (w * rest) * b.y1 + ((w * t1) * b.y2 + t1 * t1 * t1)
        return p <= 0 ? 0 : p >= 1 ? 1 : accepted ? y : .nan
    }

    /// The parameter t₁ of progress `p` (not NaN; clamped to [0, 1]) after
    /// one Newton step from the table's guess, a bound on its error in t
    /// (`infinity` where the bound's conditions fail), and the slope x′
    /// the step used.
    @inline(__always)
    func parameterLane<C: Coordinate>(_ p: Double, _: C.Type) -> (t: Double, error: Double, slope: Double) {
        let warped = C.isWarped
        let b = bounds
        let q = Swift.min(Swift.max(p, 0), 1)
        var v = q
        if warped {
            // 1 − q is exact above ½ (Sterbenz).
            let lower = q <= 0.5
            let root = animation_kernels_square_root((lower ? q : 1 - q) * 0.5)
            v = lower ? root : 1 - root
        }
        // The interval index as the bits of a float with 2⁵² added (a
        // conversion that vectorizes on every x86-64, unlike Int(_:)):
        // round(s − ½) = ⌊s⌋ but at ties, where u = 0 or 1 is as good;
        // clamped, as s − ½ < 0 rounds on the half-integer grid below 2⁵².
        let n = Double(CubicBezierInverseTable.intervals)
        let magic = 0x1p52
        let s = v * n
        let kd = Swift.min(Swift.max((s - 0.5 + magic) - magic, 0), n - 1)
        let k = Int(truncatingIfNeeded: (kd + magic).bitPattern &- magic.bitPattern)
        let u = s - kd
        let m = CubicBezierInverseTable.intervals
        let c = coefficients
        var t = madd(c[k], u, madd(c[k &+ m], u, madd(c[k &+ 2 &* m], u, c[k &+ 3 &* m])))
        t = Swift.min(Swift.max(t, 0), 1)
        // With the warp (a degenerate end), the upper half is solved on the
        // mirrored curve in s = 1 − t, whose residual's rounding scales with
        // 1 − q rather than 1, as x′ → 0 at t = 1 needs.
        let upper = warped && q > 0.5
        let side = upper ? b.upper : b.lower
        let r = upper ? 1 - q : q
        let t0 = upper ? 1 - t : t
        // One Newton step with its bound (see the type's documentation).
        let residual = madd(-r, t0, madd(side.cx, t0, madd(side.bx, t0, b.ax)))
        let noise = madd(madd(ErrorBounds.underflow, 8 * ErrorBounds.unit, r), t0,
                         madd(side.noiseC, t0, madd(side.noiseB, t0, b.cubicNoise)))
        let slope = madd(side.cx, t0, madd(side.twoBx, t0, b.threeAx))
        let slopeError = madd(side.slopeNoiseC, t0, madd(side.slopeNoiseB, t0, b.cubicSlopeNoise))
        let inverseSlope = 1 / slope
        let step = residual * inverseSlope
        let s1 = Swift.min(Swift.max(t0 - step, 0), 1)
        // 1 − s₁ rounds by at most u, which the bound's last term covers.
        let t1 = upper ? 1 - s1 : s1
        let bound = abs(residual) + noise
        let e0 = 1.22 * bound * inverseSlope
        let e1 = madd(madd(2 * ErrorBounds.unit, 2.01 * ErrorBounds.unit, abs(step)),
                      madd(noise, e0, madd(slopeError, b.halfCurvature, e0)), 1.01 * inverseSlope)
        let conditioned = slope > 0 && 16 * slopeError <= slope && b.rootCondition * bound <= slope * slope
        return (t1, conditioned ? e1 : .infinity, slope)
    }

    /// Four values of ``lane(_:_:)`` at once, as two 128-bit halves, for
    /// 128-bit builds (SSE2), whose loop vectorizer keeps the scalar body
    /// scalar (two lanes of gathered table loads do not pay in its cost
    /// model) and would leave it bound by one division's latency per value;
    /// two independent halves keep both pipelines busy. The same operations
    /// in the same order per lane, so the same values.
    @inline(__always)
    func laneQuad<C: Coordinate>(_ p: Lanes, _: C.Type) -> Lanes {
        typealias V = Lanes
        typealias Mask = SIMDMask<LaneBits>
        func select(_ m: Mask, _ a: V, _ c: V) -> V { V.select(m, a, else: c) }
        func clamp(_ x: V) -> V {
            let low = select(x .< 0, V(repeating: 0), x)
            return select(V(repeating: 1) .< low, V(repeating: 1), low)
        }
        func magnitude(_ x: V) -> V { abs(x) }
        func madd(_ a: V, _ b: V, _ c: V) -> V { V.multiplyAdd(a, b, c) }
        let b = bounds
        let q = clamp(p)
        var v = q
        if C.isWarped {
            let lower = q .<= 0.5
            let half = select(lower, q, 1 - q) * 0.5
            let root = V(animation_kernels_square_root(half[0]), animation_kernels_square_root(half[1]),
                         animation_kernels_square_root(half[2]), animation_kernels_square_root(half[3]))
            v = select(lower, root, 1 - root)
        }
        let n = Double(CubicBezierInverseTable.intervals)
        let magic = 0x1p52
        let s = v * n
        var kd = (s - 0.5 + magic) - magic
        kd = select(kd .< 0, V(repeating: 0), kd)
        kd = select(V(repeating: n - 1) .< kd, V(repeating: n - 1), kd)
        let k = (kd + magic).bits &- Int64(bitPattern: magic.bitPattern)
        let (k0, k1) = (Int(truncatingIfNeeded: k[0]), Int(truncatingIfNeeded: k[1]))
        let (k2, k3) = (Int(truncatingIfNeeded: k[2]), Int(truncatingIfNeeded: k[3]))
        let u = s - kd
        let m = CubicBezierInverseTable.intervals
        let c = coefficients
        func gather(_ offset: Int) -> V { V(c[k0 &+ offset], c[k1 &+ offset], c[k2 &+ offset], c[k3 &+ offset]) }
        let t = clamp(madd(gather(0), u, madd(gather(m), u, madd(gather(2 &* m), u, gather(3 &* m)))))
        let upper = C.isWarped ? q .> 0.5 : Mask(repeating: false)
        func side(_ upperValue: Double, _ lowerValue: Double) -> V {
            C.isWarped ? select(upper, V(repeating: upperValue), V(repeating: lowerValue)) : V(repeating: lowerValue)
        }
        let (hi, lo) = (b.upper, b.lower)
        let (cx, bx, twoBx) = (side(hi.cx, lo.cx), side(hi.bx, lo.bx), side(hi.twoBx, lo.twoBx))
        let r = select(upper, 1 - q, q)
        let t0 = select(upper, 1 - t, t)
        let residual = madd(-r, t0, madd(cx, t0, madd(bx, t0, V(repeating: b.ax))))
        let noise = madd(madd(V(repeating: ErrorBounds.underflow), V(repeating: 8 * ErrorBounds.unit), r), t0,
                         madd(side(hi.noiseC, lo.noiseC), t0, madd(side(hi.noiseB, lo.noiseB), t0, V(repeating: b.cubicNoise))))
        let slope = madd(cx, t0, madd(twoBx, t0, V(repeating: b.threeAx)))
        let slopeError = madd(side(hi.slopeNoiseC, lo.slopeNoiseC), t0, madd(side(hi.slopeNoiseB, lo.slopeNoiseB), t0, V(repeating: b.cubicSlopeNoise)))
        let inverseSlope = 1 / slope
        let step = residual * inverseSlope
        let s1 = clamp(t0 - step)
        let t1 = select(upper, 1 - s1, s1)
        let bound = magnitude(residual) + noise
        let e0 = 1.22 * bound * inverseSlope
        let e1 = madd(madd(V(repeating: 2 * ErrorBounds.unit), V(repeating: 2.01 * ErrorBounds.unit), magnitude(step)),
                      madd(noise, e0, madd(slopeError, V(repeating: b.halfCurvature), e0)), 1.01 * inverseSlope)
        let accepted = (slope .> 0) .& (16 * slopeError .<= slope) .& (b.rootCondition * bound .<= slope * slope)
            .& (e1 * b.slopeOverTolerance .<= 1)
        let rest = 1 - t1
        let w = 3 * t1 * rest
        let y = (w * rest) * b.y1 + ((w * t1) * b.y2 + t1 * t1 * t1)
        let solved = select(accepted, y, V(repeating: .nan))
        return select(p .<= 0, V(repeating: 0), select(p .>= 1, V(repeating: 1), solved))
    }

    /// `a + b·c`, fused where the build targets FMA (else libm's `fma` call
    /// would keep the loop scalar), as `SIMDKernels.multiplyAdd` does.
    @inline(__always)
    func madd(_ a: Double, _ b: Double, _ c: Double) -> Double {
        SIMDKernels.multiplyAdd(a, b, c)
    }

    /// Writes the curve's value at each of `count` progress values (not NaN;
    /// clamped to [0, 1]) to `output`, which may be the same memory.
    ///
    /// - Complexity: O(count), allocation-free (1 KiB of stack).
    func fill(_ progress: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int) {
        #if DEBUG
        // Unoptimized, `InlineArray`'s generic initializer allocates; the
        // temporary allocation does not (and nothing is vectorized anyway).
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.chunkLength) { buffer in
            fill(progress, output, count: count, load: { buffer[$0] }, store: { buffer[$0] = $1 })
        }
        #else
        var values = InlineArray<128, Double>(repeating: 0)
        fill(progress, output, count: count, load: { values[unchecked: $0] }, store: { values[unchecked: $0] = $1 })
        #endif
    }

    /// ``fill(_:_:count:)`` through a chunk buffer of ``chunkLength``
    /// values, read by `load` and written by `store`.
    @inline(__always)
    func fill(_ progress: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int,
              load: (Int) -> Double, store: (Int, Double) -> Void) {
        var start = 0
        while start < count {
            let n = Swift.min(Self.chunkLength, count &- start)
            let input = progress + start
            var rejected = 0
            // Two copies of the loop, so that neither tests `warped` per value.
            if warped {
                rejected = solveChunk(input, count: n, WarpedCoordinate.self, store: store)
            } else {
                rejected = solveChunk(input, count: n, PlainCoordinate.self, store: store)
            }
            if rejected != 0 {
                for i in 0..<n where load(i).isNaN { store(i, solver.value(atProgress: input[i])) }
            }
            // After the chunk's input is read: `output` may be `progress`.
            for i in 0..<n { output[start &+ i] = load(i) }
            start &+= n
        }
    }

    /// Solves `count` values into the chunk buffer, NaN where rejected;
    /// returns how many were rejected.
    @inline(__always)
    func solveChunk<C: Coordinate>(_ input: UnsafePointer<Double>, count: Int, _ coordinate: C.Type,
                                   store: (Int, Double) -> Void) -> Int {
        var rejected = 0
        var i = 0
        // 128-bit builds: four values per step by hand (see laneQuad).
        if AutomaticThresholds.simdRegisterBits == 128 {
            while i &+ 4 <= count {
                let quad = laneQuad(Lanes.load(input + i, count: 4), coordinate)
                for j in 0..<4 {
                    store(i &+ j, quad[j])
                    rejected &+= Self.isNaN(quad[j])
                }
                i &+= 4
            }
        }
        for j in i..<count {
            let value = lane(input[j], coordinate)
            store(j, value)
            rejected &+= Self.isNaN(value)
        }
        return rejected
    }

    /// 1 for NaN, whose magnitude bits exceed infinity's, else 0: a sum the
    /// vectorizer recognizes (a compare and select it does not).
    @inline(__always)
    static func isNaN(_ value: Double) -> Int {
        Int(truncatingIfNeeded: ((value.bitPattern & 0x7FFF_FFFF_FFFF_FFFF) &+ 0x000F_FFFF_FFFF_FFFF) >> 63)
    }
}

extension CubicBezierSolver {
    /// The value of the curve with these controls (x in [0, 1], finite) at
    /// `count` progress values (none NaN; clamped to [0, 1]), by
    /// ``CubicBezierBatchSolver`` with the curve's table from
    /// ``CubicBezierBatchCache``, split over the worker threads for large
    /// batches; `solver()` is built only if the table is not cached yet.
    /// The identity curve returns the clamped progress exactly. `output`
    /// may be the same memory as `progress`.
    ///
    /// - Complexity: O(count); allocation-free once the curve's table is
    ///   cached (building it is O(table intervals)).
    static func uncheckedValues(x1: Double, y1: Double, x2: Double, y2: Double, solver: () -> CubicBezierSolver,
                                at progress: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int) {
        if x1 == y1 && x2 == y2 {
            for i in 0..<count { output[i] = Swift.min(Swift.max(progress[i], 0), 1) }
            return
        }
        guard count > 0 else { return }
        let batched = CubicBezierBatchCache.shared.withBatchSolver(x1: x1, y1: y1, x2: x2, y2: y2, count: count,
                                                                   solver: solver) { batch in
            let shares = Parallelism.shares(for: count, minimum: Parallelism.minimumCount / 8)
            if shares == 1 {
                batch.fill(progress, output, count: count)
                return
            }
            Parallelism.split(of: count, shares: shares, alignment: 8, FillShare(batch: batch, progress: progress, output: output))
        }
        // A short batch of a curve without a cache entry.
        if !batched {
            let exact = solver()
            for i in 0..<count { output[i] = exact.value(atProgress: progress[i]) }
        }
    }
}

extension CubicBezierSolver {
    /// A batch solver's fill over a share of the progress values.
    struct FillShare: ShareBody {
        let batch: CubicBezierBatchSolver
        let progress: UnsafePointer<Double>, output: UnsafeMutablePointer<Double>

        func run(share _: Int, range: Range<Int>) {
            batch.fill(progress + range.lowerBound, output + range.lowerBound, count: range.count)
        }
    }
}
