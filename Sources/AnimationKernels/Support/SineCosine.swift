#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sine and cosine of an angle in degrees, for the per-frame
/// coefficients of batched wave fills (a pair per wave per frame).
///
/// The angle is reduced to `q·90° + r` with `r` in [−45°, 45°] without
/// rounding error (`q·90` is exact below 2⁵⁰, and subtracting it from an
/// angle within 45° of it is exact by Sterbenz's lemma), so only the
/// conversion of `r` to radians rounds. Two minimax polynomials on
/// [−π/4, π/4] (fdlibm's `__kernel_sin` and `__kernel_cos` coefficients)
/// then give both values within about one ulp, with exact results at
/// multiples of 90°. A pair costs several times less than libm's `sin` and
/// `cos`, which would otherwise cost more than the matrix product of a wave
/// frame (figures in the benchmark's Tuning notes). Angles of 2⁵⁰° or more go to libm after
/// an exact reduction modulo 360°.
///
/// Non-finite angles give NaN for both; callers validate their input first.
@inlinable
func sineCosine(degrees: Double) -> (sin: Double, cos: Double) {
    guard abs(degrees) < 0x1p50 else {
        guard degrees.isFinite else { return (.nan, .nan) }
        let radians = degrees.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
        return (sin(radians), cos(radians))
    }
    let quarterTurns = (degrees / 90).rounded()
    let x = (degrees - quarterTurns * 90) * (Double.pi / 180)
    // Estrin's scheme: three dependent steps instead of Horner's six, since
    // the polynomials' latency, not their throughput, bounds a batch.
    let z = x * x, z2 = z * z, z4 = z2 * z2
    let sinePolynomial = (-1.66666666666666324348e-01 + z * 8.33333333332248946124e-03)
        + z2 * (-1.98412698298579493134e-04 + z * 2.75573137070700676789e-06)
        + z4 * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)
    let cosinePolynomial = (4.16666666666666019037e-02 + z * -1.38888888888741095749e-03)
        + z2 * (2.48015872894767294178e-05 + z * -2.75573143513906633035e-07)
        + z4 * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)
    let sine = x + x * z * sinePolynomial
    let cosine = 1 - 0.5 * z + z2 * cosinePolynomial
    // sin(q·90° + r) is ±sin r or ±cos r by q mod 4; selected without
    // branches, which a batch of arbitrary phases would mispredict.
    let q = Int(quarterTurns)
    let swapped = q & 1 != 0
    let sineSign = Double(1 - (q & 2)), cosineSign = Double(1 - ((q &+ 1) & 2))
    return (sineSign * (swapped ? cosine : sine), cosineSign * (swapped ? sine : cosine))
}
