/// Independent geometry for checking a stroker: exact centre lines and their
/// offsets sampled densely, distances, windings and areas of polygon rings.
/// It knows nothing of the library's `Path`; tests hand it centre-line
/// segments and the outline flattened into rings.
public enum StrokeOracle {
    /// A point or vector.
    public typealias Point = SIMD2<Double>

    /// One piece of a centre line.
    public enum Segment: Sendable {
        case line(Point, Point)
        case cubic(Point, Point, Point, Point)

        /// The quadratic Bézier `p0, c, p1` as the cubic it equals.
        public static func quadratic(_ p0: Point, _ c: Point, _ p1: Point) -> Segment {
            let c1: Point = p0 + (c - p0) * (2.0 / 3.0)
            let c2: Point = p1 + (c - p1) * (2.0 / 3.0)
            return .cubic(p0, c1, c2, p1)
        }

        /// The point at parameter `t` in 0…1.
        public func point(_ t: Double) -> Point {
            switch self {
            case .line(let a, let b):
                return a + (b - a) * t
            case .cubic(let p0, let c1, let c2, let p1):
                let u = 1 - t
                return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
            }
        }

        /// The derivative at `t`.
        public func derivative(_ t: Double) -> Point {
            switch self {
            case .line(let a, let b):
                return b - a
            case .cubic(let p0, let c1, let c2, let p1):
                let u = 1 - t
                return (c1 - p0) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (p1 - c2) * (3 * t * t)
            }
        }

        /// The two exact offset points at `t`, `halfWidth` along the unit
        /// normal on either side, or `nil` where the derivative vanishes.
        public func offsets(_ t: Double, halfWidth: Double) -> (left: Point, right: Point, normal: Point)? {
            let d = derivative(t)
            let length = (d * d).sum().squareRoot()
            guard length > 1e-12 else { return nil }
            let n = Point(-d.y, d.x) / length
            let p = point(t)
            return (p + n * halfWidth, p - n * halfWidth, n)
        }
    }

    /// The distance from `p` to the centre line: the nearest of `samples + 1`
    /// points per segment, refined by projecting onto the chords beside it
    /// (exact for lines; for curves within the chords' sagitta).
    public static func distance(from p: Point, to segments: [Segment], samples: Int = 2048) -> Double {
        var best = Double.infinity
        for segment in segments {
            var previous = segment.point(0)
            for i in 1...samples {
                let next = segment.point(Double(i) / Double(samples))
                best = min(best, distance(from: p, toSegment: previous, next))
                previous = next
            }
        }
        return best
    }

    /// The distance from `p` to the segment `a`–`b`.
    public static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a
        let lengthSquared = (ab * ab).sum()
        let t = lengthSquared > 0 ? min(max(((p - a) * ab).sum() / lengthSquared, 0), 1) : 0
        let d = p - (a + ab * t)
        return (d * d).sum().squareRoot()
    }

    /// The winding number of the closed rings around `p` (each ring closes
    /// from its last point to its first).
    public static func winding(at p: Point, rings: [[Point]]) -> Int {
        var winding = 0
        for ring in rings where ring.count > 1 {
            var a = ring[ring.count - 1]
            for b in ring {
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y, side > 0 { winding += 1 }
                } else if b.y <= p.y, side < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding
    }

    /// The sum of the rings' signed areas (shoelace), positive for
    /// counter-clockwise rings with y up. Equals the painted area when the
    /// rings do not overlap.
    public static func signedArea(rings: [[Point]]) -> Double {
        var twice = 0.0
        for ring in rings where ring.count > 2 {
            var a = ring[ring.count - 1]
            for b in ring {
                twice += a.x * b.y - a.y * b.x
                a = b
            }
        }
        return twice / 2
    }

    /// The area painted under the non-zero rule, by the winding at the
    /// centres of a grid of `step`-sized cells covering `lower…upper`. The
    /// error is at most about the outline's length times `step` / 2, and
    /// zero along edges that lie on the grid's lines.
    public static func nonzeroArea(rings: [[Point]], lower: Point, upper: Point, step: Double) -> Double {
        var count = 0
        var y = lower.y + step / 2
        while y < upper.y {
            var x = lower.x + step / 2
            while x < upper.x {
                if winding(at: Point(x, y), rings: rings) != 0 { count += 1 }
                x += step
            }
            y += step
        }
        return Double(count) * step * step
    }

    /// The length painted by a dash pattern along a line of length `length`:
    /// `pattern` alternates painted and unpainted lengths (an odd count is
    /// repeated once), starting `phase` into it; counted by intervals.
    public static func paintedLength(length: Double, pattern: [Double], phase: Double) -> Double {
        let full = pattern.count % 2 == 0 ? pattern : pattern + pattern
        let period = full.reduce(0, +)
        var position = -(phase.truncatingRemainder(dividingBy: period) + period).truncatingRemainder(dividingBy: period)
        var painted = 0.0, index = 0
        while position < length {
            let end = position + full[index]
            if index % 2 == 0 { painted += max(0, min(end, length) - max(position, 0)) }
            position = end
            index = (index + 1) % full.count
        }
        return painted
    }
}
