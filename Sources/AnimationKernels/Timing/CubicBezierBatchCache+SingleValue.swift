/// Single evaluations (``UnitCurve/value(at:)``, ``UnitCurve/velocity(at:)``)
/// through the entry the curve keeps: the hit path reads the entry's fields
/// in place and inlines into the caller; the exact solver's fallbacks stay
/// out of line, so the hit keeps a small frame and copies nothing.
extension CubicBezierBatchCache.Entry {
    /// The curve's value at `progress` (not NaN; clamped to [0, 1]): the
    /// batch's value where its bound accepts it, else the exact solver's;
    /// so within about 1e-13 (times max(1, |y1|, |y2|)) of the exact curve.
    ///
    /// - Complexity: O(1), allocation-free.
    ///
    /// The same steps as the batch's ``CubicBezierBatchSolver/lane(_:_:)``,
    /// so the same value, but the bound decides by a branch rather than a
    /// select: the value's chain does not wait for the bound's arithmetic.
    @inline(__always)
    func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        let (t, error, _) = batch.warped ? batch.parameterLane(progress, CubicBezierBatchSolver.WarpedCoordinate.self)
                                         : batch.parameterLane(progress, CubicBezierBatchSolver.PlainCoordinate.self)
        guard error * batch.bounds.slopeOverTolerance <= 1 else { return exactValue(at: progress) }
        return batch.solver.y(atParameter: t)
    }

    /// The exact solver's value, for the progress values the bound rejects.
    @inline(never)
    func exactValue(at progress: Double) -> Double {
        batch.solver.value(atProgress: progress)
    }

    /// dy/dx at `progress` (not NaN; clamped to [0, 1]) at the batch's
    /// parameter t₁ where its error bound keeps the slope within 1e-13 of
    /// max(1, |slope|), else the exact solver's.
    ///
    /// With e₁ the bound on |t₁ − t*| and x′ ≥ ¾·x̃′(t₀) between them (the
    /// bound's conditions give x′ ≥ (7/8)·(15/16)·x̃′ within its reach),
    /// dy/dx = y′/x′ moves by at most e₁·(Y2 + Y·M2/x′)/x′ (Y2 = max |y″|).
    ///
    /// - Complexity: O(1), allocation-free.
    @inline(__always)
    func slope(at progress: Double) -> Double {
        // The ends need no solve, and hold the degenerate limits.
        guard progress > 0 && progress < 1 else { return exactSlope(at: progress) }
        let (t, error, dx) = batch.warped ? batch.parameterLane(progress, CubicBezierBatchSolver.WarpedCoordinate.self)
                                          : batch.parameterLane(progress, CubicBezierBatchSolver.PlainCoordinate.self)
        let b = batch.bounds
        let minimumDx = 0.75 * dx
        let slopeError = error * (b.yCurvatureBound + b.ySlopeBound * b.curvature / minimumDx) / minimumDx
        // x′(t₁) > 0 here (the bound holds only where x′ is well away from
        // 0), so dy/dx is the plain ratio of ``CubicBezierSolver/slope(atParameter:)``.
        let xSlope = 3 * CubicBezierSolver.bernstein(batch.solver.xWeights, t)
        let ySlope = 3 * CubicBezierSolver.bernstein(batch.solver.yWeights, t)
        let yScale = batch.solver.yScale
        let slope = ySlope / xSlope / yScale
        // `slopeError` carries `yScale`, as the scaled weights do.
        guard xSlope > 0, slopeError <= 1e-13 * Swift.max(yScale, abs(slope) * yScale) else {
            return exactSlope(at: progress)
        }
        return slope
    }

    /// The exact solver's slope, for the ends and the progress values the
    /// bound rejects.
    @inline(never)
    func exactSlope(at progress: Double) -> Double {
        batch.solver.slope(atProgress: progress)
    }
}
