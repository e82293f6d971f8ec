/// Sine and cosine of the same angle in radians, without branches or calls,
/// so that a loop applying them to many values vectorizes at the width of
/// the build; within about one ulp of the exact results for |x| < 2¹⁹ (the
/// tests hold them to 2 ulps of glibc, or 1e-300 absolute near zeros).
///
/// Reduction: x = j·π/2 + r with j = round(x·2/π) and |r| ≤ π/4, with π/2
/// in three 33-bit parts and a tail (fdlibm's `pio2_1`, `pio2_2`, `pio2_3`,
/// `pio2_3t`): each j·part is exact for j < 2²⁰ and the first subtraction
/// is exact by Sterbenz's lemma, so r carries about 120 correct bits before
/// its final rounding. Then fdlibm's minimax polynomials for sin and cos on
/// [−π/4, π/4] (`__kernel_sin`, `__kernel_cos`), and the quadrant j mod 4
/// swaps them and flips signs through bit operations, without branches.
///
/// Angles with |x| ≥ 2¹⁹ are not reduced accurately: callers check
/// ``fitsReduction(_:)`` and send such angles to libm.
enum VectorSineCosine {
    static let limit = 0x1p19
    static let shifter = 0x1.8p52
    static let pio2_1 = 1.57079632673412561417e+00
    static let pio2_2 = 6.07710050630396597660e-11
    static let pio2_3 = 2.02226624871116645580e-21
    static let pio2_3t = 8.47842766036889956997e-32

    /// Whether `x` is within the range this reduction handles (NaN is not).
    @inline(__always)
    static func fitsReduction(_ x: Double) -> Bool {
        abs(x) < limit
    }

    /// `(sin x, cos x)` for |x| < 2¹⁹.
    @inline(__always)
    static func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
        let shifted = SIMDKernels.multiplyAdd(shifter, x, 0.63661977236758134308)
        let j = shifted - shifter
        let quadrant = shifted.bitPattern &- shifter.bitPattern
        let r = (((x - j * pio2_1) - j * pio2_2) - j * pio2_3) - j * pio2_3t
        let z = r * r, z2 = z * z
        let sinePolynomial = SIMDKernels.multiplyAdd(
            SIMDKernels.multiplyAdd(-1.66666666666666324348e-01, z, 8.33333333332248946124e-03),
            z2, SIMDKernels.multiplyAdd(
                SIMDKernels.multiplyAdd(-1.98412698298579493134e-04, z, 2.75573137070700676789e-06),
                z2, SIMDKernels.multiplyAdd(-2.50507602534068634195e-08, z, 1.58969099521155010221e-10)))
        let cosinePolynomial = SIMDKernels.multiplyAdd(
            SIMDKernels.multiplyAdd(4.16666666666666019037e-02, z, -1.38888888888741095749e-03),
            z2, SIMDKernels.multiplyAdd(
                SIMDKernels.multiplyAdd(2.48015872894767294178e-05, z, -2.75573143513906633035e-07),
                z2, SIMDKernels.multiplyAdd(2.08757232129817482790e-09, z, -1.13596475577881948265e-11)))
        let sine = SIMDKernels.multiplyAdd(r, r * z, sinePolynomial)
        let cosine = SIMDKernels.multiplyAdd(1 - 0.5 * z, z2, cosinePolynomial)
        // Odd quadrants swap sine and cosine; quadrants 2, 3 negate the sine
        // and 1, 2 the cosine: sin(x) = ±sin r or ±cos r by j mod 4.
        let swap = 0 &- (quadrant & 1)
        let sineBits = (cosine.bitPattern & swap) | (sine.bitPattern & ~swap)
        let cosineBits = (sine.bitPattern & swap) | (cosine.bitPattern & ~swap)
        let sineSign = (quadrant & 2) &<< 62
        let cosineSign = ((quadrant &+ 1) & 2) &<< 62
        return (Double(bitPattern: sineBits ^ sineSign), Double(bitPattern: cosineBits ^ cosineSign))
    }
}
