import Foundation

/// A 3×3 projective transform of the plane, as SwiftUI's
/// `ProjectionTransform`: a point `(x, y)` maps to `(x′/w, y′/w)` with
/// `[x′ y′ w] = [x y 1] · M` (row vectors, as CoreGraphics).
@frozen
public struct ProjectionTransform: Sendable, Hashable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3.
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3.
    public var m23: CGFloat = 0
    /// Row 3, column 1 (the horizontal translation of an affine transform).
    public var m31: CGFloat = 0
    /// Row 3, column 2 (the vertical translation of an affine transform).
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    @inlinable
    public init() {}

    /// The affine transform `m` as a projective one:
    /// `[[a b 0] [c d 0] [tx ty 1]]`.
    ///
    /// - Parameter m: The affine transform to embed.
    @inlinable
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether this is the identity transform.
    @inlinable
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine: its third column is `(0, 0, 1)`.
    @inlinable
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`: the matrix product `self · rhs`.
    ///
    /// - Parameter rhs: The transform applied after `self`.
    /// - Returns: The product `self · rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let l = rows, r = rhs.rows
        var p = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                p[i][j] = l[i][0] * r[0][j] + l[i][1] * r[1][j] + l[i][2] * r[2][j]
            }
        }
        return ProjectionTransform(rows: p)
    }

    /// Inverts the transform in place.
    ///
    /// - Returns: `false`, leaving the transform unchanged, when it is
    ///   singular (zero determinant) or the inverse is not finite;
    ///   `true` otherwise.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        func cofactor(_ i: Int, _ j: Int) -> CGFloat {
            let r = [0, 1, 2].filter { $0 != i }, c = [0, 1, 2].filter { $0 != j }
            let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            return (i + j) % 2 == 0 ? minor : -minor
        }
        let determinant = m[0][0] * cofactor(0, 0) + m[0][1] * cofactor(0, 1) + m[0][2] * cofactor(0, 2)
        guard determinant != 0, determinant.isFinite else { return false }
        // The inverse is the adjugate (transposed cofactors) over the determinant.
        let inverse = (0..<3).map { i in (0..<3).map { j in cofactor(j, i) / determinant } }
        guard inverse.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return false }
        self = ProjectionTransform(rows: inverse)
        return true
    }

    /// The inverse transform, or `self` unchanged when it has none; see
    /// ``invert()``.
    ///
    /// - Returns: The inverse, or `self` when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The matrix as three rows.
    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    private init(rows p: [[CGFloat]]) {
        (m11, m12, m13) = (p[0][0], p[0][1], p[0][2])
        (m21, m22, m23) = (p[1][0], p[1][1], p[1][2])
        (m31, m32, m33) = (p[2][0], p[2][1], p[2][2])
    }
}

extension CGPoint {
    /// The point mapped through the projective transform `m`:
    /// `(x′/w, y′/w)` with `[x′ y′ w] = [x y 1] · m`, as SwiftUI does.
    ///
    /// - Parameter m: The transform to apply.
    /// - Returns: The mapped point; infinite or NaN coordinates when the point
    ///   maps to the line at infinity (`w == 0`).
    @inlinable
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
