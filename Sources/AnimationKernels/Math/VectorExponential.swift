/// Vectorized e^x and e^x − 1, lane by lane, within about one ulp of the
/// exact result (the tests hold them to 2 ulps of glibc).
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
/// infinite anyway; NaN lanes give unspecified finite or NaN results (callers
/// validate their input).
enum VectorExponential {
    static let shifter = 0x1.8p52
    static let ln2Hi = 6.93147180369123816490e-01
    static let ln2Lo = 1.90821492927058770002e-10

    /// k (as a `Double` and in the low bits) and e^r − 1 for x = k·ln 2 + r.
    @inline(__always)
    static func reduce(_ x: Lanes) -> (k: Lanes, kBits: LaneBits, expm1R: Lanes) {
        let shifted = Lanes.multiplyAdd(Lanes(repeating: shifter), x, Lanes(repeating: 1.4426950408889634))
        let k = shifted - Lanes(repeating: shifter)
        let kBits = shifted.bits &- Lanes(repeating: shifter).bits
        let r = (x - k * Lanes(repeating: ln2Hi)) - k * Lanes(repeating: ln2Lo)
        // Taylor coefficients 1/n! for n = 2…13, by Estrin's scheme.
        let r2 = r * r, r4 = r2 * r2
        let p01 = Lanes.multiplyAdd(Lanes(repeating: 1.0 / 2), r, Lanes(repeating: 1.0 / 6))
        let p23 = Lanes.multiplyAdd(Lanes(repeating: 1.0 / 24), r, Lanes(repeating: 1.0 / 120))
        let p45 = Lanes.multiplyAdd(Lanes(repeating: 1.0 / 720), r, Lanes(repeating: 1.0 / 5040))
        let p67 = Lanes.multiplyAdd(Lanes(repeating: 1.0 / 40320), r, Lanes(repeating: 1.0 / 362880))
        let p89 = Lanes.multiplyAdd(Lanes(repeating: 1.0 / 3628800), r, Lanes(repeating: 1.0 / 39916800))
        let pAB = Lanes.multiplyAdd(Lanes(repeating: 1.0 / 479001600), r, Lanes(repeating: 1.0 / 6227020800))
        let low = Lanes.multiplyAdd(p01, r2, p23)
        let mid = Lanes.multiplyAdd(p45, r2, p67)
        let high = Lanes.multiplyAdd(p89, r2, pAB)
        let q = Lanes.multiplyAdd(low, r4, Lanes.multiplyAdd(mid, r4, high))
        return (k, kBits, Lanes.multiplyAdd(r, r2, q))
    }

    /// 2^k for integer k in [−1022, 1024] given in the low bits (1024 gives
    /// infinity).
    @inline(__always)
    static func power(_ k: LaneBits) -> Lanes {
        Lanes(bits: (k &+ LaneBits(repeating: 1023)) &<< LaneBits(repeating: 52))
    }

    /// e^x per lane.
    @inline(__always)
    static func exp(_ x: Lanes) -> Lanes {
        let clamped = x.clamped(-750, 710)
        let (_, k, p) = reduce(clamped)
        // 2^k as two factors, so that results below 2⁻¹⁰²² round once into
        // the subnormals instead of needing 2^k itself to be representable.
        let half = k &>> LaneBits(repeating: 1)
        return (p + Lanes(repeating: 1)) * power(half) * power(k &- half)
    }

    /// e^x − 1 per lane for x ≤ 0 (positive lanes give e^0 − 1 = 0),
    /// accurate also where it is small (no cancellation against the 1).
    @inline(__always)
    static func expm1(_ x: Lanes) -> Lanes {
        // Below −60, e^x − 1 rounds to −1 and 2^k stays normal.
        let clamped = x.clamped(-60, 0)
        let (_, k, p) = reduce(clamped)
        // 2^k·(e^r − 1) + (2^k − 1): for k = 0 just the polynomial; 2^k − 1
        // is exact for the k that can occur here.
        let scale: Lanes = power(k)
        return Lanes.multiplyAdd(scale - Lanes(repeating: 1), scale, p)
    }
}
