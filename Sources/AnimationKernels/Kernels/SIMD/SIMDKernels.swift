import CTargetFeatures

/// Pure-Swift kernels over SIMD vector types.
///
/// Each element-wise kernel is one ``LaneOperation`` run by one loop driver
/// that steps sixteen elements at a time in four-lane vectors and finishes
/// with an eight-, a four-, a two- and a one-lane step, so short vectors (the
/// common case in animation data) take at most a few short steps instead of
/// a scalar tail of up to fifteen. Four lanes are two SSE2 registers on the
/// baseline x86-64 target and one AVX register under `-march=native`. On
/// AVX-512 machines the streams stay on 256-bit registers too: there,
/// 512-bit arithmetic lowers the core's clock for a while, which measured
/// up to twice as slow on short vectors, while long ones are bound by memory
/// either way. Loads and stores are unaligned: callers' buffers carry no
/// alignment promise.
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
