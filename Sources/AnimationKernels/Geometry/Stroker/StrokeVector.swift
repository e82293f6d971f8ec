import Foundation

/// A 2D vector for the stroker's arithmetic, kept private to it so that its
/// operators never meet another file's `CGPoint` operators.
struct StrokeVector: Equatable {
    var x: CGFloat
    var y: CGFloat

    init(_ x: CGFloat, _ y: CGFloat) {
        self.x = x
        self.y = y
    }

    init(_ p: CGPoint) {
        (x, y) = (p.x, p.y)
    }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var isFinite: Bool { x.isFinite && y.isFinite }
    var length: CGFloat { (x * x + y * y).squareRoot() }
    /// The vector turned a quarter turn clockwise (y up): the right-hand normal.
    var right: StrokeVector { StrokeVector(y, -x) }
    /// The vector turned a quarter turn counter-clockwise (y up).
    var left: StrokeVector { StrokeVector(-y, x) }

    /// The unit vector along `self`, or `nil` for a zero or non-finite one.
    var normalized: StrokeVector? {
        let scale = max(abs(x), abs(y))
        guard scale > 0, scale.isFinite else { return nil }
        let u = StrokeVector(x / scale, y / scale)
        return u * (1 / u.length)
    }

    static func + (a: Self, b: Self) -> Self { Self(a.x + b.x, a.y + b.y) }
    static func - (a: Self, b: Self) -> Self { Self(a.x - b.x, a.y - b.y) }
    static prefix func - (a: Self) -> Self { Self(-a.x, -a.y) }
    static func * (a: Self, s: CGFloat) -> Self { Self(a.x * s, a.y * s) }
    static func dot(_ a: Self, _ b: Self) -> CGFloat { a.x * b.x + a.y * b.y }
    static func cross(_ a: Self, _ b: Self) -> CGFloat { a.x * b.y - a.y * b.x }

    /// The point a fraction `t` of the way from `a` to `b`.
    static func lerp(_ a: Self, _ b: Self, _ t: CGFloat) -> Self { a + (b - a) * t }
}
