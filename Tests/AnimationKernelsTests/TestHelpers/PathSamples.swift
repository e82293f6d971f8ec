import AnimationKernels
import Foundation

/// The largest radial error of a 90° cubic arc with controls
/// `(4/3)·tan(θ/4)·r` is about 2.725·10⁻⁴ of the radius (Riškus 2006;
/// Goldapp 1991).
let circleError = 2.73e-4

/// Every cubic of `path` sampled at `count + 1` parameters, in the
/// Bernstein form written out independently of the library.
func samples(_ path: Path, count: Int = 64) -> [CGPoint] {
    pieces(path).flatMap { start, element -> [CGPoint] in
        guard case .curve(let p, let c1, let c2) = element else { return [] }
        return (0...count).map { i in
            let t = CGFloat(i) / CGFloat(count), u = 1 - t
            let x = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
            let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
            return CGPoint(x: x, y: y)
        }
    }
}

/// Each drawing element of `path` with the point it starts from (moves and
/// closes included; a close starts from the current point).
func pieces(_ path: Path) -> [(start: CGPoint, element: Path.Element)] {
    var result: [(start: CGPoint, element: Path.Element)] = []
    var current = CGPoint.zero, subpathStart = CGPoint.zero
    for element in path.elements {
        result.append((current, element))
        switch element {
        case .move(let p):
            (current, subpathStart) = (p, p)
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            current = p
        case .closeSubpath:
            current = subpathStart
        }
    }
    return result
}

/// The Euclidean distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }
