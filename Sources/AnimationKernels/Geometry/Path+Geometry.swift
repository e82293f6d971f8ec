import Foundation

extension Path {
    /// The smallest rectangle holding every point the path draws through,
    /// control points excluded (curves contribute their extremes), as
    /// SwiftUI documents; the null rectangle for a path without points.
    /// Move points count, as in CoreGraphics' `boundingBoxOfPath`. The
    /// rectangle is always finite or null: a width or height beyond the
    /// largest finite `CGFloat` (points nearer than that to both extremes)
    /// is that largest value. O(number of elements).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // A Bézier stays within its control points' hull: clamping to it removes
        // rounding excursions, which overflow near ±greatestFiniteMagnitude.
        func include(_ p: CGPoint, within hull: CGPoint...) {
            let xs = hull.map(\.x), ys = hull.map(\.y)
            include(CGPoint(x: min(max(p.x, xs.min() ?? p.x), xs.max() ?? p.x),
                            y: min(max(p.y, ys.min() ?? p.y), ys.max() ?? p.y)))
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                include(p)
                (current, start) = (p, p)
            case .line(let p):
                include(p)
                current = p
            case .quadCurve(let p, let c):
                for t in Self.quadExtremes(current, c, p) { include(Self.quadPoint(current, c, p, t), within: current, c, p) }
                include(p)
                current = p
            case .curve(let p, let c1, let c2):
                for t in Self.cubicExtremes(current, c1, c2, p) { include(Self.cubicPoint(current, c1, c2, p, t), within: current, c1, c2, p) }
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

    /// The parameters in (0, 1) where a coordinate of the quadratic has a
    /// zero derivative: `t = (p0 − c)/(p0 − 2c + p1)` per axis.
    static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, e in
            let denominator = a - 2 * b + e
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// The parameters in (0, 1) where a coordinate of the cubic has a zero
    /// derivative: the roots of `3[(−p0 + 3c1 − 3c2 + p1)t² + 2(p0 − 2c1 + c2)t + (c1 − p0)]`.
    static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if a == 0 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            // The root of larger magnitude without cancellation, the other by Vieta.
            let q = -(b + (b < 0 ? -root : root)) / 2
            roots.append(q / a)
            if q != 0 { roots.append(c / q) }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
