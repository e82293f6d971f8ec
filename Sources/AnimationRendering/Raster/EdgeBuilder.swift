import AnimationKernels
import Foundation

/// One straight piece of an outline in device pixels, after clipping.
struct Edge {
    var x0: Float, y0: Float, x1: Float, y1: Float
}

/// Turns a path into straight edges in device pixels, clipped to the image.
///
/// Every subpath is closed for filling. Curves are flattened into chords
/// with Wang's bound, so that no point of a chord is further than
/// ``tolerance`` pixels from the curve. Edges are clipped to the image's
/// rows; the parts left of the image become vertical edges at `x = 0`
/// (their winding still counts for the pixels to their right) and the parts
/// right of it vertical edges at `x = width` (where they change nothing).
/// A subpath with a non-finite coordinate after the transform is left out
/// whole, as SwiftUI leaves out what it cannot draw.
struct EdgeBuilder {
    /// The largest distance, in device pixels, between a curve and the
    /// chords that replace it.
    static let tolerance = 0.05
    /// The most chords one curve becomes; the bound keeps a curve with
    /// enormous control points from running for ever.
    static let maximumChordsPerCurve = 4096

    let width: Double
    let height: Double
    let transform: CGAffineTransform

    /// Appends the edges of `path` to `edges`.
    func append(_ path: Path, to edges: inout [Edge]) {
        var subpathEdges = edges.count
        var start = SIMD2<Double>.zero
        var current = SIMD2<Double>.zero
        var open = false
        var skipping = false

        func device(_ p: CGPoint) -> SIMD2<Double> {
            SIMD2(transform.a * p.x + transform.c * p.y + transform.tx,
                  transform.b * p.x + transform.d * p.y + transform.ty)
        }
        func finite(_ p: SIMD2<Double>) -> Bool { p.x.isFinite && p.y.isFinite }

        func closeFigure() {
            if open && !skipping { line(current, start, into: &edges) }
            open = false
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                closeFigure()
                let q = device(p)
                skipping = !finite(q)
                subpathEdges = edges.count
                start = q
                current = q
                open = true
            case .line(let p):
                let q = device(p)
                if skipping { continue }
                if !finite(q) { skip(&edges, from: subpathEdges, &skipping); continue }
                if !open { start = current; open = true }
                line(current, q, into: &edges)
                current = q
            case .quadCurve(let p, let c):
                let q = device(p), qc = device(c)
                if skipping { continue }
                if !finite(q) || !finite(qc) { skip(&edges, from: subpathEdges, &skipping); continue }
                if !open { start = current; open = true }
                quadratic(current, qc, q, into: &edges)
                current = q
            case .curve(let p, let c1, let c2):
                let q = device(p), q1 = device(c1), q2 = device(c2)
                if skipping { continue }
                if !finite(q) || !finite(q1) || !finite(q2) { skip(&edges, from: subpathEdges, &skipping); continue }
                if !open { start = current; open = true }
                cubic(current, q1, q2, q, into: &edges)
                current = q
            case .closeSubpath:
                closeFigure()
                current = start
                skipping = false
                subpathEdges = edges.count
            }
        }
        closeFigure()
    }

    /// Drops the edges of the current subpath and skips the rest of it.
    private func skip(_ edges: inout [Edge], from start: Int, _ skipping: inout Bool) {
        edges.removeSubrange(start...)
        skipping = true
    }

    /// Whether the box `lo...hi` misses the image, so that a curve inside it
    /// may be replaced by its chord: left of the image only its winding
    /// counts, which the chord keeps; elsewhere nothing counts.
    private func missesImage(_ lo: SIMD2<Double>, _ hi: SIMD2<Double>) -> Bool {
        hi.y <= 0 || lo.y >= height || lo.x >= width || hi.x <= 0
    }

    private func chordCount(secondDifference m: Double, degreeFactor: Double) -> Int {
        let n = (degreeFactor * m / Self.tolerance).squareRoot().rounded(.up)
        // Clamped before the conversion: a huge finite curve asks for more chords than an Int holds.
        return n.isFinite ? max(1, Int(min(n, Double(Self.maximumChordsPerCurve)))) : Self.maximumChordsPerCurve
    }

    private func quadratic(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, into edges: inout [Edge]) {
        if missesImage(pointwiseMin(p0, pointwiseMin(p1, p2)), pointwiseMax(p0, pointwiseMax(p1, p2))) {
            return line(p0, p2, into: &edges)
        }
        let d = p0 - 2 * p1 + p2
        // Wang: n = √(d(d−1)/8 · M / τ) chords for degree d = 2.
        let n = chordCount(secondDifference: (d * d).sum().squareRoot(), degreeFactor: 0.25)
        var previous = p0
        let step = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * step, u = 1 - t
            let p = u * u * p0 + 2 * u * t * p1 + t * t * p2
            line(previous, p, into: &edges)
            previous = p
        }
        line(previous, p2, into: &edges)
    }

    private func cubic(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
                       into edges: inout [Edge]) {
        let lo = pointwiseMin(pointwiseMin(p0, p1), pointwiseMin(p2, p3))
        let hi = pointwiseMax(pointwiseMax(p0, p1), pointwiseMax(p2, p3))
        if missesImage(lo, hi) { return line(p0, p3, into: &edges) }
        let d1 = p0 - 2 * p1 + p2, d2 = p1 - 2 * p2 + p3
        let m = max((d1 * d1).sum(), (d2 * d2).sum()).squareRoot()
        // Wang: n = √(d(d−1)/8 · M / τ) chords for degree d = 3.
        let n = chordCount(secondDifference: m, degreeFactor: 0.75)
        var previous = p0
        let step = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * step, u = 1 - t
            let p = u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
            line(previous, p, into: &edges)
            previous = p
        }
        line(previous, p3, into: &edges)
    }

    /// Appends the segment from `a` to `b`, clipped to the image's rows and
    /// folded onto its left and right sides.
    func line(_ a: SIMD2<Double>, _ b: SIMD2<Double>, into edges: inout [Edge]) {
        guard a.y != b.y else { return }
        // Clip to 0 ≤ y ≤ height.
        var (p, q) = a.y < b.y ? (a, b) : (b, a)
        if q.y <= 0 || p.y >= height { return }
        let dxdy = (q.x - p.x) / (q.y - p.y)
        if p.y < 0 { p = SIMD2(p.x + (0 - p.y) * dxdy, 0) }
        if q.y > height { q = SIMD2(p.x + (height - p.y) * dxdy, height) }
        if !(p.x.isFinite && q.x.isFinite) { return }
        let (top, bottom) = a.y < b.y ? (p, q) : (q, p)
        // Split where the segment crosses x = 0 and x = width, then fold.
        var first = crossing(top, bottom, at: 0), second = crossing(top, bottom, at: width)
        if second < first { swap(&first, &second) }
        var from = top
        func cut(at t: Double) {
            guard t < 1 else { return }
            // A convex combination: `bottom - top` overflows for coordinates near the largest Double.
            let to = top * (1 - t) + bottom * t
            emit(from, to, into: &edges)
            from = to
        }
        cut(at: first)
        cut(at: second)
        emit(from, bottom, into: &edges)
    }

    /// Where the segment crosses the vertical line at `x`, as a fraction of
    /// its length, or 1 where it does not cross it.
    private func crossing(_ a: SIMD2<Double>, _ b: SIMD2<Double>, at x: Double) -> Double {
        // Halves: `b.x - a.x` overflows for ends near ±the largest Double.
        (a.x - x) * (b.x - x) < 0 ? (x / 2 - a.x / 2) / (b.x / 2 - a.x / 2) : 1
    }

    private func emit(_ a: SIMD2<Double>, _ b: SIMD2<Double>, into edges: inout [Edge]) {
        // A cut of a segment whose ends are near the largest Double may still round to a non-finite point.
        guard a.y != b.y, a.x.isFinite, b.x.isFinite, a.y.isFinite, b.y.isFinite else { return }
        // A piece lies on one side of each cut, so its middle decides the fold,
        // also where rounding moved a cut of a huge segment off its line.
        let middle = a.x / 2 + b.x / 2
        let (ax, bx) = middle <= 0 ? (0, 0) : middle >= width ? (width, width)
            : (min(max(a.x, 0), width), min(max(b.x, 0), width))
        edges.append(Edge(x0: Float(ax), y0: Float(a.y), x1: Float(bx), y1: Float(b.y)))
    }
}
