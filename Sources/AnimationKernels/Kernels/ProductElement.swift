import CVectorStores

/// An element type the matrix products write: `Double`, or `Float` for
/// single-precision output.
///
/// Every backend computes in `Double` and rounds each finished value once,
/// so a `Float` output equals the `Double` output rounded to nearest.
/// Writing four bytes a value instead of eight halves the traffic of
/// products whose cost is writing their output (a GPU's vertex buffer of
/// many morphing blobs, say).
@usableFromInline
protocol ProductElement {
    /// `value` rounded to this type.
    static func rounded(_ value: Double) -> Self

    /// Stores `lanes`, each rounded to this type, at `p` (no alignment
    /// needed).
    static func store<L: SIMD>(_ lanes: L, _ p: UnsafeMutablePointer<Self>) where L.Scalar == Double

    /// Stores `lanes` like ``store(_:_:)``, bypassing the caches (see
    /// `NonTemporalStores.h`) where `p` is aligned to the stored vector's
    /// size or, for a vector of more than a cache line, to a line; an
    /// ordinary store otherwise. The writer must call
    /// `ak_nontemporal_fence()` before another thread reads the output.
    static func storeBypassingCaches<L: SIMD>(_ lanes: L, _ p: UnsafeMutablePointer<Self>) where L.Scalar == Double

    /// Runs `share` of a product over `range`: how a worker thread runs
    /// it, through this conformance, whose witness is compiled for this
    /// type (a generic share's own conformance runs unspecialized code).
    static func run(_ share: SIMDKernels.ProductShare<Self>, range: Range<Int>)

    /// Runs `share` of a timeline's frames over `range`, through this
    /// conformance like a product's share.
    static func run(_ share: AnimationTimeline<AnimatableVector>.FrameShare<Self>, range: Range<Int>)
}

extension ProductElement {
    @inlinable
    static func run(_ share: SIMDKernels.ProductShare<Self>, range: Range<Int>) {
        share.fill(range)
    }

    @usableFromInline
    static func run(_ share: AnimationTimeline<AnimatableVector>.FrameShare<Self>, range: Range<Int>) {
        share.frames(range)
    }

    /// Whether `p` is aligned to `bytes`, a power of two.
    @inlinable @inline(__always)
    static func isAligned(_ p: UnsafeMutablePointer<Self>, to bytes: Int) -> Bool {
        Int(bitPattern: p) & (bytes &- 1) == 0
    }
}

extension Double: ProductElement {
    @inlinable @inline(__always)
    static func rounded(_ value: Double) -> Double { value }

    @inlinable @inline(__always)
    static func store<L: SIMD>(_ lanes: L, _ p: UnsafeMutablePointer<Double>) where L.Scalar == Double {
        UnsafeMutableRawPointer(p).storeBytes(of: lanes, as: L.self)
    }

    @inlinable @inline(__always)
    static func storeBypassingCaches<L: SIMD>(_ lanes: L, _ p: UnsafeMutablePointer<Double>) where L.Scalar == Double {
        guard isAligned(p, to: Swift.min(MemoryLayout<L>.size, 64)) else { return store(lanes, p) }
        switch L.scalarCount {
        case 2: ak_nontemporal_store_double2(p, unsafeBitCast(lanes, to: SIMD2<Double>.self))
        case 4: ak_nontemporal_store_double4(p, unsafeBitCast(lanes, to: SIMD4<Double>.self))
        case 8: ak_nontemporal_store_double8(p, unsafeBitCast(lanes, to: SIMD8<Double>.self))
        case 16: ak_nontemporal_store_double16(p, unsafeBitCast(lanes, to: SIMD16<Double>.self))
        default: store(lanes, p)
        }
    }
}

extension Float: ProductElement {
    @inlinable @inline(__always)
    static func rounded(_ value: Double) -> Float { Float(value) }

    /// One conversion instruction per register: the switch on the lane
    /// count folds away once `L` is known, and the bit casts are between
    /// identical types.
    @inlinable @inline(__always)
    static func store<L: SIMD>(_ lanes: L, _ p: UnsafeMutablePointer<Float>) where L.Scalar == Double {
        switch L.scalarCount {
        case 2: ak_store_rounded2(p, unsafeBitCast(lanes, to: SIMD2<Double>.self))
        case 4: ak_store_rounded4(p, unsafeBitCast(lanes, to: SIMD4<Double>.self))
        case 8: ak_store_rounded8(p, unsafeBitCast(lanes, to: SIMD8<Double>.self))
        case 16: ak_store_rounded16(p, unsafeBitCast(lanes, to: SIMD16<Double>.self))
        default:
            for i in 0..<L.scalarCount { p[i] = Float(lanes[i]) }
        }
    }

    @inlinable @inline(__always)
    static func storeBypassingCaches<L: SIMD>(_ lanes: L, _ p: UnsafeMutablePointer<Float>) where L.Scalar == Double {
        guard isAligned(p, to: MemoryLayout<L>.size / 2) else { return store(lanes, p) }
        switch L.scalarCount {
        case 2: ak_nontemporal_store_rounded2(p, unsafeBitCast(lanes, to: SIMD2<Double>.self))
        case 4: ak_nontemporal_store_rounded4(p, unsafeBitCast(lanes, to: SIMD4<Double>.self))
        case 8: ak_nontemporal_store_rounded8(p, unsafeBitCast(lanes, to: SIMD8<Double>.self))
        case 16: ak_nontemporal_store_rounded16(p, unsafeBitCast(lanes, to: SIMD16<Double>.self))
        default: store(lanes, p)
        }
    }
}
