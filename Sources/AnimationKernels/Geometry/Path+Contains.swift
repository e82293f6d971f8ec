import Foundation

extension Path {
    /// Chords per curve when testing containment.
    private static let chordsPerCurve = 64

    /// Whether `p` is inside the path as a fill would paint it, as SwiftUI's
    /// `contains(_:eoFill:)`: every subpath counts as closed; with `eoFill`
    /// a point is inside when a ray from it crosses the outline an odd
    /// number of times (even-odd rule), otherwise when the outline winds
    /// round it a non-zero number of times (non-zero rule). A point with a
    /// NaN or infinite coordinate is never inside.
    ///
    /// Lines are exact; each curve is followed as 64 chords, so a point
    /// within about 3·10⁻⁵ of a curve's span from a curved edge may fall
    /// on the other side of it.
    ///
    /// - Parameters:
    ///   - p: the point to test.
    ///   - eoFill: whether the even-odd rule applies instead of non-zero.
    /// - Returns: whether a fill would paint `p`.
    /// - Complexity: O(number of elements).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        func edge(_ a: CGPoint, _ b: CGPoint) {
            // A crossing of the ray to the right of p, counting upward edges
            // +1 and downward −1; half-open in y so shared vertices count once.
            if a.y <= p.y {
                if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let q):
                edge(current, start)
                (current, start) = (q, q)
            case .line(let q):
                edge(current, q)
                current = q
            case .quadCurve(let q, let c):
                var previous = current
                for i in 1...Self.chordsPerCurve {
                    let next = Self.quadPoint(current, c, q, CGFloat(i) / CGFloat(Self.chordsPerCurve))
                    edge(previous, next)
                    previous = next
                }
                current = q
            case .curve(let q, let c1, let c2):
                var previous = current
                for i in 1...Self.chordsPerCurve {
                    let next = Self.cubicPoint(current, c1, c2, q, CGFloat(i) / CGFloat(Self.chordsPerCurve))
                    edge(previous, next)
                    previous = next
                }
                current = q
            case .closeSubpath:
                edge(current, start)
                current = start
            }
        }
        edge(current, start)
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}
