/// e^x and e^x − 1 of one `Double`, without branches or calls, so that a
/// loop applying them to many values vectorizes at the width of the build
/// (two lanes with SSE2, four with AVX2); within about one ulp of the exact
/// result (the tests hold them to 2 ulps of glibc).
///
/// Reduction: x = k·ln 2 + r with k = round(x/ln 2) and |r| ≤ ½ ln 2, where
/// k·ln 2 is subtracted in two parts (fdlibm's `ln2HI` has 32 trailing zero
/// bits, so k·ln2HI is exact for |k| < 2²⁰ and the subtraction is exact by
/// Sterbenz's lemma). Then e^r − 1 is its Taylor polynomial to degree 13,
/// whose truncation error (|r|¹⁴/14! < 5e-18) is below half an ulp, and
/// 2^k is built from bits. k is rounded by adding 1.5·2⁵² (the baseline
/// x86-64 target has no vector rounding instruction), which also leaves k
/// in the low bits.
///
/// Arguments of `exp` are clamped to [−750, 710], beyond which e^x is 0 or
/// infinite anyway; NaN gives an unspecified finite or NaN result (callers
/// validate their input).
enum VectorExponential {
    static let shifter = 0x1.8p52
    static let ln2Hi = 6.93147180369123816490e-01
    static let ln2Lo = 1.90821492927058770002e-10

    /// k + 2048 (in the low bits) and e^r − 1 for x = k·ln 2 + r, |k| < 2¹¹.
    @inline(__always)
    static func reduce(_ x: Double) -> (biasedK: UInt64, expm1R: Double) {
        let shifted = SIMDKernels.multiplyAdd(shifter, x, 1.4426950408889634)
        let k = shifted - shifter
        // Biased so that halving it needs only a logical shift (AVX2 has no
        // 64-bit arithmetic shift).
        let biasedK = shifted.bitPattern &- shifter.bitPattern &+ 2048
        let r = (x - k * ln2Hi) - k * ln2Lo
        // Taylor coefficients 1/n! for n = 2…13, by Estrin's scheme.
        let r2 = r * r, r4 = r2 * r2
        let p01 = SIMDKernels.multiplyAdd(1.0 / 2, r, 1.0 / 6)
        let p23 = SIMDKernels.multiplyAdd(1.0 / 24, r, 1.0 / 120)
        let p45 = SIMDKernels.multiplyAdd(1.0 / 720, r, 1.0 / 5040)
        let p67 = SIMDKernels.multiplyAdd(1.0 / 40320, r, 1.0 / 362880)
        let p89 = SIMDKernels.multiplyAdd(1.0 / 3628800, r, 1.0 / 39916800)
        let pAB = SIMDKernels.multiplyAdd(1.0 / 479001600, r, 1.0 / 6227020800)
        let low = SIMDKernels.multiplyAdd(p01, r2, p23)
        let mid = SIMDKernels.multiplyAdd(p45, r2, p67)
        let high = SIMDKernels.multiplyAdd(p89, r2, pAB)
        let q = SIMDKernels.multiplyAdd(low, r4, SIMDKernels.multiplyAdd(mid, r4, high))
        return (biasedK, SIMDKernels.multiplyAdd(r, r2, q))
    }

    /// 2^k for integer k in [−1022, 1024] given as k + 2048 in the low bits
    /// (1024 gives infinity).
    @inline(__always)
    static func power(biased k: UInt64) -> Double {
        Double(bitPattern: (k &+ (1023 &- 2048)) &<< 52)
    }

    /// e^x.
    @inline(__always)
    static func exp(_ x: Double) -> Double {
        let clamped = Swift.min(Swift.max(x, -750), 710)
        let (k, p) = reduce(clamped)
        // 2^k as two factors, so that results below 2⁻¹⁰²² round once into
        // the subnormals instead of needing 2^k itself to be representable:
        // k = (k >> 1) + (k − (k >> 1)), each half biased by 1024.
        let half = k &>> 1
        return (p + 1) * power(biased: half &+ 1024) * power(biased: k &- half &+ 1024)
    }

    /// e^x − 1 for x ≤ 0 (positive x gives e^0 − 1 = 0), accurate also
    /// where it is small (no cancellation against the 1).
    @inline(__always)
    static func expm1(_ x: Double) -> Double {
        // Below −60, e^x − 1 rounds to −1 and 2^k stays normal.
        let clamped = Swift.min(Swift.max(x, -60), 0)
        let (k, p) = reduce(clamped)
        // 2^k·(e^r − 1) + (2^k − 1): for k = 0 just the polynomial; 2^k − 1
        // is exact for the k that can occur here.
        let scale = power(biased: k)
        return SIMDKernels.multiplyAdd(scale - 1, scale, p)
    }
}
