import Foundation

// Foundation on Linux has no CGAffineTransform; where CoreGraphics exists
// its own type is used, so nothing here clashes with it.
#if !canImport(CoreGraphics)
/// A 2D affine transform, as CoreGraphics' `CGAffineTransform`: a point
/// `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, i.e. the row vector
/// `[x y 1]` times the matrix `[[a b 0] [c d 0] [tx ty 1]]`.
///
/// Provided only on platforms without CoreGraphics (Foundation on Linux
/// lacks it), with CoreGraphics' names and semantics.
@frozen
public struct CGAffineTransform: Sendable, Hashable {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation (row 3, column 1).
    public var tx: CGFloat
    /// The vertical translation (row 3, column 2).
    public var ty: CGFloat

    /// Creates the transform with the given matrix entries.
    ///
    /// - Parameters:
    ///   - a: The entry at row 1, column 1 (x scale).
    ///   - b: The entry at row 1, column 2.
    ///   - c: The entry at row 2, column 1.
    ///   - d: The entry at row 2, column 2 (y scale).
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates the identity transform.
    @inlinable
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    @inlinable
    public static var identity: CGAffineTransform { CGAffineTransform() }

    /// The transform that moves every point by `(tx, ty)`.
    ///
    /// - Parameters:
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The transform that scales x by `sx` and y by `sy` about the origin.
    ///
    /// - Parameters:
    ///   - sx: The factor along x.
    ///   - sy: The factor along y.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The rotation by `angle` radians about the origin: positive angles
    /// turn the x axis towards the y axis (counterclockwise with y up,
    /// clockwise on screen with y down).
    ///
    /// - Parameter angle: The rotation in radians.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: the matrix product `self · t2`.
    ///
    /// - Parameter t2: The transform applied after `self`.
    /// - Returns: The product `self · t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform, or `self` unchanged when the matrix is
    /// singular (`a·d − b·c == 0`), as CoreGraphics documents. An entry that
    /// is NaN or infinite gives the IEEE quotients (NaN where they are
    /// undefined).
    ///
    /// - Returns: The inverse, or `self` when the matrix is singular.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A translation by `(tx, ty)` applied before `self`.
    ///
    /// - Parameters:
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    /// - Returns: The translation followed by `self`.
    @inlinable
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `(sx, sy)` applied before `self`.
    ///
    /// - Parameters:
    ///   - sx: The factor along x.
    ///   - sy: The factor along y.
    /// - Returns: The scale followed by `self`.
    @inlinable
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self`.
    ///
    /// - Parameter angle: The rotation in radians.
    /// - Returns: The rotation followed by `self`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// The point mapped through `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    ///
    /// - Parameter t: The transform to apply.
    /// - Returns: The mapped point.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (no translation):
    /// `(a·width + c·height, b·width + d·height)`.
    ///
    /// - Parameter t: The transform whose linear part applies.
    /// - Returns: The mapped size; its components may be negative.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of this rectangle
    /// mapped through `t`; the null rectangle stays null.
    ///
    /// - Parameter t: The transform to apply.
    /// - Returns: The bounding rectangle of the mapped corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
#endif
