import Foundation

extension Path {
    /// The part of the path between the fractions `from` and `to` of its
    /// length, as SwiftUI's `trimmedPath(from:to:)`.
    ///
    /// Lengths are arc lengths (a close counts as the line back to its
    /// subpath's start); a curve cut inside is the exact piece of the same
    /// Bézier (de Casteljau), found by arc length to within 10⁻⁹ of the
    /// path's length. Fractions are clamped to [0, 1]; `from ≥ to`, a NaN
    /// fraction or a path of zero or non-finite length gives an empty path,
    /// `0…1` the path itself. Each continuous run starts with a move; a
    /// closed subpath kept whole stays closed.
    ///
    /// - Parameters:
    ///   - from: the start, as a fraction of the length.
    ///   - to: the end, as a fraction of the length.
    /// - Returns: the trimmed path.
    /// - Complexity: O(number of elements), with a fixed quadrature per curve.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let a = min(max(from, 0), 1), b = min(max(to, 0), 1)
        guard a < b else { return Path() }
        if a == 0 && b == 1 { return self }
        let pieces = drawnPieces()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let lo = a * total, hi = b * total
        var result = Path()
        var cursor: CGFloat = 0
        var penDown = false, subpathWhole = false
        for piece in pieces {
            let s0 = cursor, s1 = cursor + piece.length
            cursor = s1
            if piece.opensSubpath { (subpathWhole, penDown) = (s0 >= lo, false) }
            if s1 < lo || s0 > hi || (piece.length > 0 && (s1 == lo || s0 == hi)) {
                penDown = false
                subpathWhole = false
                continue
            }
            let t0 = s0 >= lo ? 0 : piece.parameter(atLength: lo - s0)
            let t1 = s1 <= hi ? 1 : piece.parameter(atLength: hi - s0)
            let (start, element) = piece.part(from: t0, to: t1)
            if !penDown || t0 > 0 { result.move(to: start) }
            if t0 > 0 || t1 < 1 { subpathWhole = false }
            if case .closeSubpath = piece.element, subpathWhole {
                result.closeSubpath()
            } else {
                result.elements.append(element)
            }
            penDown = t1 == 1
        }
        return result
    }

    /// The drawing elements with their start points; a close becomes the
    /// piece back to its subpath's start, moves are dropped.
    private func drawnPieces() -> [TrimPiece] {
        var pieces: [TrimPiece] = []
        var current = CGPoint.zero, start = CGPoint.zero, opens = true
        for element in elements {
            switch element {
            case .move(let p):
                (current, start, opens) = (p, p, true)
                continue
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                pieces.append(TrimPiece(start: current, element: element, subpathStart: start, opensSubpath: opens))
                current = p
            case .closeSubpath:
                pieces.append(TrimPiece(start: current, element: element, subpathStart: start, opensSubpath: opens))
                current = start
            }
            opens = false
        }
        return pieces
    }
}

/// One drawing element of a path with the point it starts from.
private struct TrimPiece {
    let start: CGPoint
    let element: Path.Element
    let subpathStart: CGPoint
    let opensSubpath: Bool
    /// The control polygon: 2 points for a line or close, 3 for a
    /// quadratic, 4 for a cubic.
    let points: [CGPoint]
    private(set) var length: CGFloat

    init(start: CGPoint, element: Path.Element, subpathStart: CGPoint, opensSubpath: Bool) {
        self.start = start
        self.element = element
        self.subpathStart = subpathStart
        self.opensSubpath = opensSubpath
        switch element {
        case .line(let p), .move(let p): points = [start, p]
        case .closeSubpath: points = [start, subpathStart]
        case .quadCurve(let p, let c): points = [start, c, p]
        case .curve(let p, let c1, let c2): points = [start, c1, c2, p]
        }
        length = 0
        length = arcLength(upTo: 1)
    }

    /// The speed `|B′(t)|` of the Bézier of `points`.
    private func speed(_ t: CGFloat) -> CGFloat {
        // B′ is the degree-(n−1) Bézier of n·(Pᵢ₊₁ − Pᵢ).
        var d = zip(points.dropFirst(), points).map { CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) }
        let degree = CGFloat(points.count - 1)
        while d.count > 1 {
            d = zip(d, d.dropFirst()).map { CGPoint(x: $0.x + t * ($1.x - $0.x), y: $0.y + t * ($1.y - $0.y)) }
        }
        return degree * (d[0].x * d[0].x + d[0].y * d[0].y).squareRoot()
    }

    /// `∫₀ᵗ |B′|`: exact for lines, 8-point Gauss–Legendre on 8 equal
    /// panels for curves.
    func arcLength(upTo t: CGFloat) -> CGFloat {
        if points.count == 2 { return t * speed(0) }
        let nodes: [(CGFloat, CGFloat)] = [
            (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
            (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
        ]
        let panels = 8
        let width = t / CGFloat(panels)
        var sum: CGFloat = 0
        for k in 0..<panels {
            let mid = width * (CGFloat(k) + 0.5), half = width / 2
            for (x, w) in nodes {
                sum += w * (speed(mid - half * x) + speed(mid + half * x))
            }
        }
        return sum * width / 2
    }

    /// The parameter where the arc length from the start reaches `s`
    /// (bisection; lines in closed form).
    func parameter(atLength s: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if points.count == 2 { return min(max(s / length, 0), 1) }
        var (low, high): (CGFloat, CGFloat) = (0, 1)
        for _ in 0..<60 where high - low > 1e-12 {
            let mid = (low + high) / 2
            if arcLength(upTo: mid) < s { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The piece between parameters `t0 ≤ t1`: its start point and the
    /// element that draws it (a close becomes a line; the caller keeps a
    /// close for a subpath kept whole).
    func part(from t0: CGFloat, to t1: CGFloat) -> (CGPoint, Path.Element) {
        var polygon = points
        if t1 < 1 { polygon = Self.split(polygon, at: t1).left }
        if t0 > 0 { polygon = Self.split(polygon, at: t0 / t1).right }
        switch polygon.count {
        case 2: return (polygon[0], .line(to: polygon[1]))
        case 3: return (polygon[0], .quadCurve(to: polygon[2], control: polygon[1]))
        default: return (polygon[0], .curve(to: polygon[3], control1: polygon[1], control2: polygon[2]))
        }
    }

    /// De Casteljau's split of a control polygon at `t`.
    private static func split(_ polygon: [CGPoint], at t: CGFloat) -> (left: [CGPoint], right: [CGPoint]) {
        var left = [polygon[0]], right = [polygon[polygon.count - 1]]
        var level = polygon
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + t * ($1.x - $0.x), y: $0.y + t * ($1.y - $0.y)) }
            left.append(level[0])
            right.append(level[level.count - 1])
        }
        return (left, right.reversed())
    }
}
