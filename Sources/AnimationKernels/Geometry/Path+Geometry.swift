import Foundation

extension Path {
    /// The smallest rectangle holding every point the path draws through,
    /// control points excluded (curves contribute their extremes), as
    /// SwiftUI documents; the null rectangle for a path without points.
    /// Move points count, as in CoreGraphics' `boundingBoxOfPath`; a path
    /// that opens with a segment rather than a move starts it at the origin,
    /// as the stroke, the fill and ``contains(_:eoFill:)`` take it, so the
    /// origin counts too. The rectangle is always finite or null: a width
    /// or height beyond the largest finite `CGFloat` (points nearer than
    /// that to both extremes) is that largest value. O(number of elements).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // A Bézier stays within its control points' hull: clamping to it removes
        // rounding excursions, which overflow near ±greatestFiniteMagnitude.
        func include(_ p: CGPoint, within a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) {
            include(CGPoint(x: min(max(p.x, min(a.x, b.x, c.x, d.x)), max(a.x, b.x, c.x, d.x)),
                            y: min(max(p.y, min(a.y, b.y, c.y, d.y)), max(a.y, b.y, c.y, d.y))))
        }
        var current = CGPoint.zero, start = CGPoint.zero
        // A segment before any move starts at the origin.
        var started = false
        for element in elements {
            if !started, element != .closeSubpath {
                started = true
                if case .move = element {} else { include(current) }
            }
            switch element {
            case .move(let p):
                include(p)
                (current, start) = (p, p)
            case .line(let p):
                include(p)
                current = p
            case .quadCurve(let p, let c):
                Self.forEachQuadExtreme(current, c, p) { include(Self.quadPoint(current, c, p, $0), within: current, c, p, p) }
                include(p)
                current = p
            case .curve(let p, let c1, let c2):
                Self.forEachCubicExtreme(current, c1, c2, p) { include(Self.cubicPoint(current, c1, c2, p, $0), within: current, c1, c2, p) }
                include(p)
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        let largest = CGFloat.greatestFiniteMagnitude
        return CGRect(x: minX, y: minY, width: min(maxX - minX, largest), height: min(maxY - minY, largest))
    }

    /// The path with every point (controls included) mapped through
    /// `transform`; an element that maps to a non-finite point is dropped.
    ///
    /// - Parameter transform: the affine map.
    /// - Returns: the mapped path.
    /// - Complexity: O(number of elements).
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(elements: elements.map { $0.mapped { $0.applying(transform) } })
    }

    /// The path moved by `(dx, dy)`: every point, controls included; an
    /// element that moves to a non-finite point is dropped.
    ///
    /// - Parameters:
    ///   - dx: the horizontal offset.
    ///   - dy: the vertical offset.
    /// - Returns: the moved path.
    /// - Complexity: O(number of elements).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(elements: elements.map { $0.mapped { CGPoint(x: $0.x + dx, y: $0.y + dy) } })
    }

    /// Whether every point of every element (end points and control points)
    /// has finite coordinates. O(number of elements).
    public var isFinite: Bool {
        elements.allSatisfy(\.isFinite)
    }

    /// The point at `t` of the quadratic Bézier `p0, c, p1`.
    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    /// The point at `t` of the cubic Bézier `p0, c1, c2, p1`.
    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Calls `body` with each parameter in (0, 1) where a coordinate of the
    /// quadratic has a zero derivative: `t = (p0 − c)/(p0 − 2c + p1)` per axis.
    static func forEachQuadExtreme(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ body: (CGFloat) -> Void) {
        func axis(_ a: CGFloat, _ b: CGFloat, _ e: CGFloat) {
            let s = extremeScale(a, b, e, e)
            let (a, b, e) = (a * s, b * s, e * s)
            let denominator = a - 2 * b + e
            guard denominator != 0 else { return }
            let t = (a - b) / denominator
            if t > 0 && t < 1 { body(t) }
        }
        axis(p0.x, c.x, p1.x)
        axis(p0.y, c.y, p1.y)
    }

    /// Calls `body` with each parameter in (0, 1) where a coordinate of the
    /// cubic has a zero derivative: the roots of
    /// `3[(−p0 + 3c1 − 3c2 + p1)t² + 2(p0 − 2c1 + c2)t + (c1 − p0)]`.
    static func forEachCubicExtreme(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ body: (CGFloat) -> Void) {
        func root(_ t: CGFloat) { if t > 0 && t < 1 { body(t) } }
        func axis(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) {
            let s = extremeScale(a0, a1, a2, a3)
            let (a0, a1, a2, a3) = (a0 * s, a1 * s, a2 * s, a3 * s)
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if a == 0 {
                if b != 0 { root(-c / b) }
                return
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return }
            let r = discriminant.squareRoot()
            // The root of larger magnitude without cancellation, the other by Vieta.
            let q = -(b + (b < 0 ? -r : r)) / 2
            root(q / a)
            if q != 0 { root(c / q) }
        }
        axis(p0.x, c1.x, c2.x, p1.x)
        axis(p0.y, c1.y, c2.y, p1.y)
    }

    /// A power of two that brings the largest magnitude of `a`…`d` near 1: the
    /// extremes' parameters do not change with the scale, and the sums and
    /// squares that find them then neither overflow nor underflow.
    static func extremeScale(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        let largest = max(abs(a), abs(b), abs(c), abs(d))
        guard largest > 0, largest.isFinite else { return 1 }
        return CGFloat(sign: .plus, exponent: -min(max(largest.exponent, -1000), 1000), significand: 1)
    }
}
