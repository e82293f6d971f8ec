import Foundation

// Core Animation's own type is used where it exists, so nothing here
// clashes with it; Linux has none.
#if canImport(QuartzCore)
import QuartzCore
#else
/// A homogeneous 3D transform, as Core Animation's `CATransform3D`: a
/// point `(x, y, z)` maps to `(x′/w, y′/w, z′/w)` with
/// `[x′ y′ z′ w] = [x y z 1] · M` (row vectors, as CoreGraphics), so the
/// translation is in `m41`…`m43` and the perspective in `m14`…`m34` (a
/// flip effect sets `m34 = −1/distance`).
///
/// Provided only on platforms without QuartzCore, with Core Animation's
/// names and semantics, as far as geometry effects use it: the functions
/// `CATransform3DMake…`, `CATransform3DTranslate/Scale/Rotate/Concat`,
/// `CATransform3DInvert`, and `ProjectionTransform(_: CATransform3D)`.
/// Non-finite entries are carried through the arithmetic (NaN in, NaN out).
@frozen
public struct CATransform3D: Sendable, Hashable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (perspective in x).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (perspective in y).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4 (perspective in z: −1/eye distance for a flip).
    public var m34: CGFloat
    /// Row 4, column 1 (x translation).
    public var m41: CGFloat
    /// Row 4, column 2 (y translation).
    public var m42: CGFloat
    /// Row 4, column 3 (z translation).
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// The all-zero matrix, as Swift's `CATransform3D()` (an imported C
    /// struct) gives; use `CATransform3DIdentity` for the identity.
    @inlinable
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The transform with the given entries, row by row.
    ///
    /// - Parameters:
    ///   - m11: Row 1, column 1.
    ///   - m12: Row 1, column 2.
    ///   - m13: Row 1, column 3.
    ///   - m14: Row 1, column 4.
    ///   - m21: Row 2, column 1.
    ///   - m22: Row 2, column 2.
    ///   - m23: Row 2, column 3.
    ///   - m24: Row 2, column 4.
    ///   - m31: Row 3, column 1.
    ///   - m32: Row 3, column 2.
    ///   - m33: Row 3, column 3.
    ///   - m34: Row 3, column 4.
    ///   - m41: Row 4, column 1.
    ///   - m42: Row 4, column 2.
    ///   - m43: Row 4, column 3.
    ///   - m44: Row 4, column 4.
    @inlinable
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

extension CATransform3D {
    /// The matrix as 16 entries, row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The matrix with `entries` (16, row by row).
    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity transform.
///
/// - Parameter t: A transform.
/// - Returns: `true` when every entry equals the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal, entry by entry (a NaN entry
/// equals nothing).
///
/// - Parameters:
///   - a: A transform.
///   - b: Another transform.
/// - Returns: `a == b`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// The transform that translates by `(tx, ty, tz)`:
/// `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
///
/// - Parameters:
///   - tx: The x translation.
///   - ty: The y translation.
///   - tz: The z translation.
/// - Returns: The translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// The transform that scales by `(sx, sy, sz)`:
/// `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
///
/// - Parameters:
///   - sx: The x factor.
///   - sy: The y factor.
///   - sz: The z factor.
/// - Returns: The scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// The transform that rotates by `angle` radians about the axis `(x, y, z)`
/// through the origin, right-handed (about `(0, 0, 1)` it is
/// `CGAffineTransform(rotationAngle: angle)`), as Core Animation builds it.
///
/// The axis is normalized first (any length works); an axis of length zero
/// gives the identity, as Core Animation documents. A non-finite angle or
/// axis gives NaN entries.
///
/// - Parameters:
///   - angle: The rotation in radians.
///   - x: The axis' x component.
///   - y: The axis' y component.
///   - z: The axis' z component.
/// - Returns: The rotation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    // Scaled by the largest component before the norm, so that tiny axes
    // whose squares underflow still normalize.
    let largest = max(abs(x), abs(y), abs(z))
    guard largest != 0 else { return CATransform3DIdentity }
    let (sx, sy, sz) = (x / largest, y / largest, z / largest)
    let length = (sx * sx + sy * sy + sz * sz).squareRoot()
    let (u, v, w) = (sx / length, sy / length, sz / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    return CATransform3D(
        m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
        m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
        m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` translated by `(tx, ty, tz)` first: `translate(tx, ty, tz) · t`, as
/// Core Animation defines it.
///
/// - Parameters:
///   - t: The transform.
///   - tx: The x translation.
///   - ty: The y translation.
///   - tz: The z translation.
/// - Returns: The product.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` scaled by `(sx, sy, sz)` first: `scale(sx, sy, sz) · t`, as Core
/// Animation defines it.
///
/// - Parameters:
///   - t: The transform.
///   - sx: The x factor.
///   - sy: The y factor.
///   - sz: The z factor.
/// - Returns: The product.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` rotated first by `angle` radians about `(x, y, z)`:
/// `rotation(angle, x, y, z) · t`, as Core Animation defines it. Core
/// Animation leaves a zero axis undefined; here it rotates by nothing and
/// returns `t`.
///
/// - Parameters:
///   - t: The transform.
///   - angle: The rotation in radians.
///   - x: The axis' x component.
///   - y: The axis' y component.
///   - z: The axis' z component.
/// - Returns: The product.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a` followed by `b`: the matrix product `a · b` (row vectors, so a point
/// goes through `a` first).
///
/// - Parameters:
///   - a: The transform applied first.
///   - b: The transform applied second.
/// - Returns: `a · b`.
/// - Complexity: 64 multiplications, allocation-free.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    /// The row vector `[x y z w]` times `b`.
    func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41, x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
         x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43, x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44)
    }
    var p = CATransform3D()
    (p.m11, p.m12, p.m13, p.m14) = row(a.m11, a.m12, a.m13, a.m14)
    (p.m21, p.m22, p.m23, p.m24) = row(a.m21, a.m22, a.m23, a.m24)
    (p.m31, p.m32, p.m33, p.m34) = row(a.m31, a.m32, a.m33, a.m34)
    (p.m41, p.m42, p.m43, p.m44) = row(a.m41, a.m42, a.m43, a.m44)
    return p
}

/// The inverse of `t`, or `t` itself when it has none (a zero pivot, or a
/// non-finite inverse), as Core Animation documents.
///
/// - Parameter t: The transform.
/// - Returns: The inverse, or `t`.
/// - Complexity: Gauss–Jordan elimination with partial pivoting, O(4³).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.entries
    var inverse = CATransform3DIdentity.entries
    for column in 0..<4 {
        let pivot = (column..<4).max { abs(m[4 * $0 + column]) < abs(m[4 * $1 + column]) } ?? column
        let p = m[4 * pivot + column]
        guard p != 0, p.isFinite else { return t }
        if pivot != column {
            for j in 0..<4 {
                m.swapAt(4 * pivot + j, 4 * column + j)
                inverse.swapAt(4 * pivot + j, 4 * column + j)
            }
        }
        for j in 0..<4 {
            m[4 * column + j] /= p
            inverse[4 * column + j] /= p
        }
        for row in 0..<4 where row != column {
            let factor = m[4 * row + column]
            guard factor != 0 else { continue }
            for j in 0..<4 {
                m[4 * row + j] -= factor * m[4 * column + j]
                inverse[4 * row + j] -= factor * inverse[4 * column + j]
            }
        }
    }
    guard inverse.allSatisfy(\.isFinite) else { return t }
    return CATransform3D(entries: inverse)
}

/// The 3D transform with the same effect on the plane as `m`:
/// `[a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]`.
///
/// - Parameter m: The affine transform.
/// - Returns: Its 3D form.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}
#endif

extension ProjectionTransform {
    /// The projection onto the plane z = 0 of the 3D transform `m`, as
    /// SwiftUI builds it: rows and columns 1, 2 and 4 of `m`
    /// (`[m11 m12 m14; m21 m22 m24; m41 m42 m44]`), so a point of the view
    /// (z = 0) maps as `m` maps it, seen along z, with `m34`'s perspective
    /// acting through `m`'s rotation into `m14` and `m24`.
    ///
    /// - Parameter m: The 3D transform.
    @inlinable
    public init(_ m: CATransform3D) {
        self.init()
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
}
