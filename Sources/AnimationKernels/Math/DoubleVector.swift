import CTargetFeatures

/// A SIMD vector of `Double`s whose lanes can be read as 64-bit integers:
/// what the vectorized exponential, sine and cosine need to build powers of
/// two and pick quadrants without branches.
protocol DoubleVector: SIMD where Scalar == Double {
    /// The integer vector with the same lane count.
    associatedtype Bits: SIMD where Bits.Scalar == Int64
}

extension SIMD2: DoubleVector where Scalar == Double {
    typealias Bits = SIMD2<Int64>
}

extension SIMD4: DoubleVector where Scalar == Double {
    typealias Bits = SIMD4<Int64>
}

extension SIMD8: DoubleVector where Scalar == Double {
    typealias Bits = SIMD8<Int64>
}

extension DoubleVector {
    /// The lanes' IEEE 754 bit patterns.
    @inline(__always)
    var bits: Bits { unsafeBitCast(self, to: Bits.self) }

    /// The vector with the given bit patterns.
    @inline(__always)
    init(bits: Bits) { self = unsafeBitCast(bits, to: Self.self) }

    /// `a + b·c` per lane, in one fused instruction where the build targets
    /// FMA (otherwise a multiply and an add: `addingProduct` would call
    /// libm's `fma` per lane).
    @inline(__always)
    static func multiplyAdd(_ a: Self, _ b: Self, _ c: Self) -> Self {
        ANIMATION_KERNELS_HAS_FMA != 0 ? a.addingProduct(b, c) : a + b * c
    }

    /// Loads `count` (at most `scalarCount`) values from `source` into the
    /// first lanes; the others are `fill`.
    @inline(__always)
    static func load(_ source: UnsafePointer<Double>, count: Int, fill: Double = 0) -> Self {
        if count == scalarCount { return UnsafeRawPointer(source).loadUnaligned(as: Self.self) }
        var v = Self(repeating: fill)
        for lane in 0..<count { v[lane] = source[lane] }
        return v
    }

    /// Stores the first `count` lanes (at most `scalarCount`) to `target`.
    @inline(__always)
    func store(_ target: UnsafeMutablePointer<Double>, count: Int) {
        if count == Self.scalarCount {
            UnsafeMutableRawPointer(target).storeBytes(of: self, as: Self.self)
            return
        }
        for lane in 0..<count { target[lane] = self[lane] }
    }
}

/// The lanes' magnitudes: clears the sign bits.
@inline(__always)
func abs<V: DoubleVector>(_ v: V) -> V { V(bits: v.bits & V.Bits(repeating: .max)) }

extension DoubleVector {
    /// `a` where `mask` is set, else `b`, as bit operations on the
    /// comparison's all-ones lanes: the standard library's
    /// `replacing(with:where:)`, `pointwiseMin` and `clamped` go lane by
    /// lane with branches (for NaN rules these kernels do not need).
    @inline(__always)
    static func select(_ mask: SIMDMask<MaskStorage>, _ a: Self, else b: Self) -> Self {
        let m = unsafeBitCast(mask, to: Bits.self)
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
