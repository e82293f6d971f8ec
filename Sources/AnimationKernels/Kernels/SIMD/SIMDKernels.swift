import CTargetFeatures

/// Pure-Swift kernels over SIMD vector types.
///
/// Each element-wise kernel is one ``LaneOperation`` run by one loop driver
/// that steps four vectors at a time and finishes with shorter steps down
/// to one lane, so short vectors (the common case in animation data) take
/// at most a few short steps instead of a long scalar tail. The streams run
/// in four-lane vectors (two SSE2 registers on the baseline x86-64 target,
/// one AVX register under `-march=native`), and in eight-lane ones where
/// ``usesWideStreams`` says 512-bit arithmetic runs at full speed. On Intel's AVX-512 cores it lowers the clock for a
/// while, which measured up to twice as slow on short vectors, so builds
/// for them keep four lanes. Loads and stores are unaligned: callers'
/// buffers carry no alignment promise.
@usableFromInline
struct SIMDKernels: VectorKernels {
    @inlinable
    init() {}

    @inlinable @inline(__always)
    static func load<V: SIMD>(_ p: UnsafePointer<Double>, as: V.Type = V.self) -> V where V.Scalar == Double {
        UnsafeRawPointer(p).loadUnaligned(as: V.self)
    }

    @inlinable @inline(__always)
    static func store<V: SIMD>(_ v: V, _ p: UnsafeMutablePointer<Double>) where V.Scalar == Double {
        Double.store(v, p)
    }

    /// Whether this build targets fused multiply-add instructions; a
    /// compile-time constant, so each use below folds to one branch.
    @inlinable
    static var fusesMultiplyAdd: Bool { ANIMATION_KERNELS_HAS_FMA != 0 }

    /// Whether the element-wise loops run in eight-lane (512-bit) vectors:
    /// in builds for AVX-512 cores that run them at full clock (AMD Zen 4
    /// and later), where the compiler's own loops use them too; a
    /// compile-time constant.
    @inlinable
    static var usesWideStreams: Bool { ANIMATION_KERNELS_WIDE_STREAMS != 0 }

    /// `a + b·c`, in one fused instruction where the build targets FMA
    /// (one rounding, half the instructions of the in-cache products),
    /// otherwise as a multiply and an add: there `addingProduct` would call
    /// libm's `fma` once per element. The difference is within the
    /// rounding the tests allow the SIMD backend.
    @inlinable @inline(__always)
    static func multiplyAdd<V: SIMD>(_ a: V, _ b: V, _ c: V) -> V where V.Scalar == Double {
        fusesMultiplyAdd ? a.addingProduct(b, c) : a + b * c
    }

    /// `a + b·c` for scalars, fused like ``multiplyAdd(_:_:_:)-(V,V,V)``, for
    /// the columns past the last whole vector.
    @inlinable @inline(__always)
    static func multiplyAdd(_ a: Double, _ b: Double, _ c: Double) -> Double {
        fusesMultiplyAdd ? a.addingProduct(b, c) : a + b * c
    }

    /// `a + b·c` for a scalar `b`, fused like ``multiplyAdd(_:_:_:)-(V,V,V)``.
    @inlinable @inline(__always)
    static func multiplyAdd<V: SIMD>(_ a: V, _ b: Double, _ c: V) -> V where V.Scalar == Double {
        fusesMultiplyAdd ? a.addingProduct(b, c) : a + b * c
    }
}
