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
}

extension Double: ProductElement {
    @inlinable @inline(__always)
    static func rounded(_ value: Double) -> Double { value }

    @inlinable @inline(__always)
    static func store<L: SIMD>(_ lanes: L, _ p: UnsafeMutablePointer<Double>) where L.Scalar == Double {
        UnsafeMutableRawPointer(p).storeBytes(of: lanes, as: L.self)
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
        let raw = UnsafeMutableRawPointer(p)
        switch L.scalarCount {
        case 2: raw.storeBytes(of: SIMD2<Float>(unsafeBitCast(lanes, to: SIMD2<Double>.self)), as: SIMD2<Float>.self)
        case 4: raw.storeBytes(of: SIMD4<Float>(unsafeBitCast(lanes, to: SIMD4<Double>.self)), as: SIMD4<Float>.self)
        case 8: raw.storeBytes(of: SIMD8<Float>(unsafeBitCast(lanes, to: SIMD8<Double>.self)), as: SIMD8<Float>.self)
        case 16: raw.storeBytes(of: SIMD16<Float>(unsafeBitCast(lanes, to: SIMD16<Double>.self)), as: SIMD16<Float>.self)
        default:
            for i in 0..<L.scalarCount { p[i] = Float(lanes[i]) }
        }
    }
}
