import Foundation

/// A cubic Bézier the stroker samples: points, unit tangents, and the
/// adaptive subdivision that keeps every offset chord within tolerance.
struct StrokeCubic {
    var p0, c1, c2, p1: StrokeVector

    /// The point at parameter `t`.
    func point(_ t: CGFloat) -> StrokeVector {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return StrokeVector(a * p0.x + b * c1.x + c * c2.x + d * p1.x, a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The derivative at parameter `t`, divided by 3.
    func derivative(_ t: CGFloat) -> StrokeVector {
        let u = 1 - t
        return (c1 - p0) * (u * u) + (c2 - c1) * (2 * u * t) + (p1 - c2) * (t * t)
    }

    /// The unit tangent at `t`, taken just before or just after `t` where the
    /// derivative vanishes (a cusp or a control point on an end point), the
    /// chord's direction when the curve has no direction there, `nil` when
    /// the curve is a single point.
    func tangent(at t: CGFloat, after: Bool) -> StrokeVector? {
        let scale = (c1 - p0).length + (c2 - c1).length + (p1 - c2).length
        guard scale > 0 else { return nil }
        let d = derivative(t)
        // A derivative this small against the control polygon is a cusp or a
        // doubled point: its direction is the limit from the chosen side.
        if d.length > 1e-9 * scale, let u = d.normalized { return u }
        let probe = min(max(t + (after ? 1e-4 : -1e-4), 0), 1)
        if probe != t, let u = derivative(probe).normalized { return u }
        return (p1 - p0).normalized ?? (after ? (c2 - p0) : (p1 - c1)).normalized
    }

    /// Whether the chords from `a` to `b` of both offset curves (at ±`offset`)
    /// stay within `tolerance` of the exact offsets at the quarter points, and
    /// the tangent turns by at most 60°.
    func isFlat(
        from a: CGFloat, _ pa: StrokeVector, _ ta: StrokeVector,
        to b: CGFloat, _ pb: StrokeVector, _ tb: StrokeVector,
        offset: CGFloat, tolerance: CGFloat
    ) -> Bool {
        guard StrokeVector.dot(ta, tb) >= 0.5 else { return false }
        for k in 1...3 {
            let t = a + (b - a) * CGFloat(k) / 4
            let p = point(t)
            guard let n = derivative(t).normalized?.left else { continue }
            let (na, nb) = (ta.left * offset, tb.left * offset), exact = n * offset
            if Self.distance(p + exact, toSegment: pa + na, pb + nb) > tolerance
                || Self.distance(p - exact, toSegment: pa - na, pb - nb) > tolerance { return false }
        }
        return true
    }

    /// The distance from `p` to the segment `a`–`b`.
    static func distance(_ p: StrokeVector, toSegment a: StrokeVector, _ b: StrokeVector) -> CGFloat {
        let ab = b - a
        let lengthSquared = StrokeVector.dot(ab, ab)
        let t = lengthSquared > 0 ? min(max(StrokeVector.dot(p - a, ab) / lengthSquared, 0), 1) : 0
        return (p - (a + ab * t)).length
    }
}
