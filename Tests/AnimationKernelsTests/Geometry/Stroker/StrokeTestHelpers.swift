import AnimationKernels
import AnimationKernelsTestSupport
import Foundation

typealias OraclePoint = StrokeOracle.Point

/// The outline's contours as closed rings, each cubic followed by 256 chords
/// (a chord's sagitta on a quarter arc of radius 50 is 2·10⁻⁴, far inside the
/// stroker's tolerance).
func rings(of path: Path, chordsPerCurve: Int = 256) -> [[OraclePoint]] {
    var result: [[OraclePoint]] = []
    var ring: [OraclePoint] = []
    func point(_ p: CGPoint) -> OraclePoint { OraclePoint(p.x, p.y) }
    func flush() {
        if ring.count > 1 { result.append(ring) }
        ring = []
    }
    for element in path.elements {
        switch element {
        case .move(let p):
            flush()
            ring = [point(p)]
        case .line(let p):
            ring.append(point(p))
        case .quadCurve(let p, let c):
            let p0 = ring.last ?? .zero
            let segment = StrokeOracle.Segment.quadratic(p0, point(c), point(p))
            for i in 1...chordsPerCurve { ring.append(segment.point(Double(i) / Double(chordsPerCurve))) }
        case .curve(let p, let c1, let c2):
            let segment = StrokeOracle.Segment.cubic(ring.last ?? .zero, point(c1), point(c2), point(p))
            for i in 1...chordsPerCurve { ring.append(segment.point(Double(i) / Double(chordsPerCurve))) }
        case .closeSubpath:
            flush()
        }
    }
    flush()
    return result
}

/// The centre line's segments for the oracle (closes become lines).
func centreSegments(of path: Path) -> [StrokeOracle.Segment] {
    var result: [StrokeOracle.Segment] = []
    var current = OraclePoint.zero, start = OraclePoint.zero
    func point(_ p: CGPoint) -> OraclePoint { OraclePoint(p.x, p.y) }
    for element in path.elements {
        switch element {
        case .move(let p):
            (current, start) = (point(p), point(p))
        case .line(let p):
            result.append(.line(current, point(p)))
            current = point(p)
        case .quadCurve(let p, let c):
            let (c0, p1) = (point(c), point(p))
            let twoThirds: Double = 2.0 / 3.0
            let q1: OraclePoint = current + (c0 - current) * twoThirds
            let q2: OraclePoint = p1 + (c0 - p1) * twoThirds
            result.append(.cubic(current, q1, q2, p1))
            current = p1
        case .curve(let p, let c1, let c2):
            result.append(.cubic(current, point(c1), point(c2), point(p)))
            current = point(p)
        case .closeSubpath:
            result.append(.line(current, start))
            current = start
        }
    }
    return result
}

/// The number of drawing elements (lines and curves) of a path.
func drawingCount(_ path: Path) -> Int {
    path.elements.reduce(0) { count, element in
        switch element {
        case .line, .quadCurve, .curve: return count + 1
        case .move, .closeSubpath: return count
        }
    }
}
