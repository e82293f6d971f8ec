#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The numeric core of ``UnitCurve``: the cubic bezier from (0, 0) to (1, 1)
/// with controls (x1, y1), (x2, y2), where x1 and x2 lie in [0, 1].
///
/// `x(t)` is then non-decreasing on [0, 1] (its derivative, a quadratic in
/// Bernstein form, has non-negative end weights and a discriminant that
/// keeps it from going negative), so `x(t) = p` has exactly one root and a
/// bracketed search cannot lose it.
///
/// ## Why a double-double residual
/// Where x′ vanishes at the root — t = 0 when x1 = 0, t = 1 when x2 = 1,
/// t = ½ for (x1, x2) = (1, 0) — the root is ill-conditioned: an absolute
/// error e in the residual `x(t) − p` moves t by up to e/x′ or (e/x‴)^⅓.
/// Plain `Double` residuals (e ≈ 1e-16) then leave t, and the value, wrong
/// by up to about 1e-6, the error common implementations show. The solve therefore
/// switches to a residual exact to about 2⁻¹⁰⁶ once the cheap one is down
/// in its own rounding noise, and converges t to within an ulp.
///
/// Even that residual carries an absolute error of about 1e-32 where its
/// terms are of order 1, which at the interior triple root of (1, 0, 0, 1)
/// still moves t by (1e-32/4)^⅓ ≈ 1e-11. So near the inflection point tc of
/// x the residual is expanded around tc instead: `(x(tc) − p) + δ·(x′(tc) +
/// δ·(x″(tc)/2 + δ·ax))` with δ = t − tc exact. The powers of δ then carry
/// only relative error, and x(tc) is exact for the curves where x′(tc)
/// vanishes (elsewhere x′(tc) ≫ 1e-32 makes its error harmless).
struct CubicBezierSolver: Sendable {
    /// Power form of x: `x(t) = ((ax·t + bx)·t + cx)·t`, rounded.
    let ax: Double, bx: Double, cx: Double
    /// The same coefficients to about 2⁻¹⁰⁶, derived from the controls
    /// directly rather than from the rounded ones.
    let exactAx: DoubleDouble, exactBx: DoubleDouble, exactCx: DoubleDouble
    /// The inflection point of x (where x″ = 0) if it lies in (0, 1), else
    /// NaN; and the Taylor coefficients of x there, to about 2⁻¹⁰⁶:
    /// x(tc), x′(tc), x″(tc)/2 (the cubic one is `exactAx`).
    let center: Double
    let centerTaylor: (DoubleDouble, DoubleDouble, DoubleDouble)
    /// The y controls: y is evaluated in Bernstein form,
    /// `y(t) = (3t(1−t)·(1−t))·y1 + (3t(1−t)·t)·y2 + t³`, whose rounding
    /// error scales with |y1|, |y2| and 1 rather than with the power-form
    /// coefficients (up to 6 times larger, and cancelling). Every weight is
    /// at most ¾, so no intermediate overflows for any finite y1, y2 (3·y1
    /// would past about 6e307).
    let y1: Double, y2: Double
    /// The x controls, in [0, 1]: with `y1` and `y2` the key of the curve's
    /// batch table (``CubicBezierBatchCache``).
    let x1: Double, x2: Double
    /// A power of two that keeps the y derivative's weights and Taylor
    /// coefficients finite: 1, or 2⁻⁸ when |y1| or |y2| exceeds 2¹⁰⁰⁰
    /// (their differences and multiples would overflow). Slopes are computed
    /// from the scaled weights and divided by it at the end, so they
    /// overflow to ±infinity only when the exact slope does.
    let yScale: Double
    /// The cubic coefficient of y, `1 + 3·(y1 − y2)`, times `yScale`.
    let ay: Double
    /// Bernstein weights of x′/3 and y′/3 (`(1−t)²·w0 + 2(1−t)t·w1 + t²·w2`):
    /// accurate at both ends, where the power form cancels. The y weights
    /// are multiplied by `yScale`.
    let xWeights: (Double, Double, Double)
    let yWeights: (Double, Double, Double)
    /// Coefficients of the mirrored curve `1 − x(1 − s)` (controls
    /// 1 − x2, 1 − x1), for the starting guess near t = 1.
    let mirroredCx: Double, mirroredBx: Double
    /// A bound on the rounding error of the cheap residual: below it, its
    /// sign is not to be trusted.
    let noiseBound: Double
    /// Whether y(t) = x(t) identically (the controls lie on the diagonal), so
    /// the value is the progress itself.
    let isIdentity: Bool

    /// A safety stop, not a tuning knob. Typical solves take 3–6
    /// iterations; the slowest seen, about 120, is the interior triple root
    /// of controls x (1, 0) at progress ½, where Newton's method converges
    /// only linearly (by ⅔ a step) and bisection rarely steps in.
    static let maxIterations = 200

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        self.y1 = y1
        self.y2 = y2
        self.x1 = x1
        self.x2 = x2
        let scale = Swift.max(abs(y1), abs(y2)) > 0x1p1000 ? 0x1p-8 : 1.0
        let (scaledY1, scaledY2) = (y1 * scale, y2 * scale)
        yScale = scale
        ay = scale + 3 * (scaledY1 - scaledY2)
        // cx = 3·x1, bx = 3·(x2 − 2·x1), ax = 1 + 3·(x1 − x2): each a sum
        // of exact products, so these are correct to about 2⁻¹⁰⁶.
        exactCx = DoubleDouble.product(3, x1)
        exactBx = DoubleDouble.sum(x2, -2 * x1) * 3
        exactAx = DoubleDouble.sum(x1, -x2) * 3 + DoubleDouble(1)
        let inflection = -bx / (3 * ax)
        center = inflection > 0 && inflection < 1 ? inflection : .nan
        let (a, b, c, tc) = (exactAx, exactBx, exactCx, center)
        centerTaylor = (((a * tc + b) * tc + c) * tc, (a * 3 * tc + b * 2) * tc + c, a * 3 * tc + b)
        xWeights = (x1, x2 - x1, 1 - x2)
        yWeights = (scaledY1, scaledY2 - scaledY1, scale - scaledY2)
        mirroredCx = 3 * (1 - x2)
        mirroredBx = 3 * (2 * x2 - x1 - 1)
        noiseBound = 16 * Double.ulpOfOne * (1 + abs(ax) + abs(bx) + abs(cx))
        isIdentity = x1 == y1 && x2 == y2
    }

    /// The curve's value at `progress`, which is clamped to [0, 1].
    /// `progress` must not be NaN (callers check).
    func value(atProgress progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        if isIdentity { return progress }
        return y(atParameter: parameter(forProgress: progress))
    }

    /// y(t) in Bernstein form (see `y1`): no intermediate overflows.
    @inline(__always)
    func y(atParameter t: Double) -> Double {
        let s = 1 - t
        let w = 3 * t * s
        return (w * s) * y1 + ((w * t) * y2 + t * t * t)
    }

    /// dy/dx at `progress` (clamped to [0, 1]).
    func slope(atProgress progress: Double) -> Double {
        if isIdentity { return 1 }
        let p = Swift.min(Swift.max(progress, 0), 1)
        let t = p == 0 ? 0 : p == 1 ? 1 : parameter(forProgress: p)
        return slope(atParameter: t)
    }

    /// The t in (0, 1) with x(t) = p, to within an ulp, for p in (0, 1).
    ///
    /// Newton's method inside a bracket that every residual shrinks;
    /// bisection whenever a Newton step would leave it. The bracket stays
    /// valid because a residual's sign is used only when it is trustworthy:
    /// the cheap one above `noiseBound`, the exact one otherwise.
    func parameter(forProgress p: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var residualLo = -p, residualHi = 1 - p
        var t = initialGuess(p)
        for _ in 0..<Self.maxIterations {
            var r = ((ax * t + bx) * t + cx) * t - p
            if abs(r) <= noiseBound {
                r = exactResidual(t, p)
            }
            if r == 0 { return t }
            if r < 0 {
                lo = t
                residualLo = r
            } else {
                hi = t
                residualHi = r
            }
            let newton = t - r / xDerivative(t)
            if newton == t { return t }
            if newton > lo && newton < hi {
                t = newton
                continue
            }
            // Also taken when x′(t) = 0 makes the Newton step infinite or NaN.
            let mid = lo + 0.5 * (hi - lo)
            guard mid > lo && mid < hi else { break }
            t = mid
        }
        // lo and hi are adjacent doubles around the root: take the closer in x.
        return -residualLo <= residualHi ? lo : hi
    }

    /// `x(t) − p` to about 2⁻¹⁰⁶ relative to the terms' magnitude; around
    /// the inflection point (wherever t − tc is exact), from the Taylor
    /// expansion there.
    func exactResidual(_ t: Double, _ p: Double) -> Double {
        let delta = DoubleDouble.sum(t, -center)
        if delta.lo == 0 {
            let d = delta.hi
            let (x0, x1, x2) = centerTaylor
            return ((x0 + DoubleDouble(-p)) + ((exactAx * d + x2) * d + x1) * d).rounded
        }
        let x = ((exactAx * t + exactBx) * t + exactCx) * t
        return (x + DoubleDouble(-p)).rounded
    }

    /// A start for Newton's method: near whichever end p is closer to, the
    /// inverse of the leading terms of x there (of the mirrored curve near
    /// t = 1). Where x′ vanishes at that end, Newton from t = p would crawl
    /// (halving the distance per step) before converging; from here it
    /// converges at once. Each positive term alone bounds t from above, so
    /// the smallest bound is the best guess.
    func initialGuess(_ p: Double) -> Double {
        if p <= 0.5 {
            return Self.leadingInverse(p, c: cx, b: bx, a: ax)
        }
        return 1 - Self.leadingInverse(1 - p, c: mirroredCx, b: mirroredBx, a: ax)
    }

    static func leadingInverse(_ q: Double, c: Double, b: Double, a: Double) -> Double {
        var guess = 0.5
        if c > 0 { guess = Swift.min(guess, q / c) }
        // Each root is taken only where it beats the guess so far, which
        // spares the (slow) cube root on most curves.
        if b > 0 && q < b * guess * guess { guess = (q / b).squareRoot() }
        if a > 0 && q < a * guess * guess * guess { guess = cbrt(q / a) }
        return guess
    }

    /// Evaluates a quadratic in Bernstein form; with non-negative weights
    /// every term is non-negative, so there is no cancellation.
    @inline(__always)
    static func bernstein(_ w: (Double, Double, Double), _ t: Double) -> Double {
        let s = 1 - t
        return s * (s * w.0 + 2 * t * w.1) + t * t * w.2
    }

    /// x′(t); non-negative on [0, 1].
    func xDerivative(_ t: Double) -> Double { 3 * Self.bernstein(xWeights, t) }

    /// dy/dx at parameter t. Where x′(t) = 0 this is the limit along the
    /// curve from inside [0, 1] (from above, except at t = 1): a finite
    /// ratio when y′ vanishes to at least the same order, else ±infinity
    /// with the sign of y's leading term. Never NaN.
    func slope(atParameter t: Double) -> Double {
        let dx = xDerivative(t)
        let dy = 3 * Self.bernstein(yWeights, t)
        if dx != 0 { return dy / dx / yScale }
        // Taylor coefficients of x′ and y′ in the step ε ≥ 0 towards the
        // inside: x′ + h·x″·ε + x‴/2·ε², with h = ±1 the direction.
        let h: Double = t == 1 ? -1 : 1
        let x = Self.leadingTerm(dx, h * Self.secondDerivative(xWeights, t), 3 * ax)
        let y = Self.leadingTerm(dy, h * Self.secondDerivative(yWeights, t), 3 * ay)
        if y.order > x.order { return 0 }
        if y.order == x.order { return y.coefficient / x.coefficient / yScale }
        // x′ > 0 inside, so its leading coefficient is positive.
        return y.coefficient < 0 ? -.infinity : .infinity
    }

    /// The second derivative of the cubic whose first derivative has
    /// Bernstein weights `3·w`.
    static func secondDerivative(_ w: (Double, Double, Double), _ t: Double) -> Double {
        6 * ((1 - t) * (w.1 - w.0) + t * (w.2 - w.1))
    }

    /// The first non-zero of three Taylor coefficients and its order (3 when
    /// all vanish; y′ and x′ cannot both vanish identically on a curve from
    /// (0, 0) to (1, 1)).
    static func leadingTerm(_ c0: Double, _ c1: Double, _ c2: Double) -> (order: Int, coefficient: Double) {
        if c0 != 0 { return (0, c0) }
        if c1 != 0 { return (1, c1) }
        if c2 != 0 { return (2, c2) }
        return (3, 0)
    }
}
