/// The vector type of the curve batches: four `Double` lanes (as in
/// ``SIMDKernels``, which keeps four lanes on AVX-512 machines too).
/// Concrete rather than generic over `SIMD`: the standard library's
/// single-instruction comparisons exist only for the concrete vector types.
/// Its arithmetic, though, is written lane by lane for every vector type,
/// and the compiler reassembles it into 128-bit halves even where the build
/// enables AVX2; loops that must run at the full width use
/// ``VectorizedLoop`` instead.
typealias Lanes = SIMD4<Double>

/// The lanes' bit patterns, for building powers of two and choosing
/// quadrants and lanes without branches.
typealias LaneBits = SIMD4<Int64>

extension SIMD4 where Scalar == Double {
    /// The lanes' IEEE 754 bit patterns.
    @inline(__always)
    var bits: LaneBits { unsafeBitCast(self, to: LaneBits.self) }

    /// The vector with the given bit patterns.
    @inline(__always)
    init(bits: LaneBits) { self = unsafeBitCast(bits, to: Self.self) }

    /// `a + b·c` per lane, in one fused instruction where the build targets
    /// FMA (otherwise a multiply and an add: `addingProduct` would call
    /// libm's `fma` per lane).
    @inline(__always)
    static func multiplyAdd(_ a: Self, _ b: Self, _ c: Self) -> Self {
        SIMDKernels.fusesMultiplyAdd ? a.addingProduct(b, c) : a + b * c
    }

    /// Loads `count` (at most 4) values from `source` into the first lanes;
    /// the others are `fill`.
    @inline(__always)
    static func load(_ source: UnsafePointer<Double>, count: Int, fill: Double = 0) -> Self {
        if count == 4 { return UnsafeRawPointer(source).loadUnaligned(as: Self.self) }
        var v = Self(repeating: fill)
        for lane in 0..<count { v[lane] = source[lane] }
        return v
    }

    /// Stores the first `count` lanes (at most 4) to `target`.
    @inline(__always)
    func store(_ target: UnsafeMutablePointer<Double>, count: Int) {
        if count == 4 {
            UnsafeMutableRawPointer(target).storeBytes(of: self, as: Self.self)
            return
        }
        for lane in 0..<count { target[lane] = self[lane] }
    }

    /// `a` where `mask` is set, else `b`, as bit operations on the
    /// comparison's all-ones lanes: the standard library's
    /// `replacing(with:where:)`, `pointwiseMin` and `clamped` go lane by
    /// lane with branches (for NaN rules these kernels do not need).
    @inline(__always)
    static func select(_ mask: SIMDMask<LaneBits>, _ a: Self, else b: Self) -> Self {
        let m = unsafeBitCast(mask, to: LaneBits.self)
        return Self(bits: (a.bits & m) | (b.bits & ~m))
    }

    /// The smaller of the two per lane (`self` where either is NaN).
    @inline(__always)
    func lanewiseMin(_ other: Self) -> Self { Self.select(other .< self, other, else: self) }

    /// The larger of the two per lane (`self` where either is NaN).
    @inline(__always)
    func lanewiseMax(_ other: Self) -> Self { Self.select(other .> self, other, else: self) }

    /// Each lane clamped to [`lower`, `upper`]; NaN lanes stay NaN.
    @inline(__always)
    func clamped(_ lower: Double, _ upper: Double) -> Self {
        lanewiseMax(Self(repeating: lower)).lanewiseMin(Self(repeating: upper))
    }
}

/// The lanes' magnitudes: clears the sign bits.
@inline(__always)
func abs(_ v: Lanes) -> Lanes { Lanes(bits: v.bits & LaneBits(repeating: .max)) }
