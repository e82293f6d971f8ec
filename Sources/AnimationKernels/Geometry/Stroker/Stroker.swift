import Foundation

/// A sample of a subpath's centre line: the point, the unit tangents arriving
/// and leaving (different at a corner), and the arc length of the sampled
/// polyline from the subpath's start.
struct StrokeVertex {
    var point: StrokeVector
    var tangentIn: StrokeVector
    var tangentOut: StrokeVector
    var length: CGFloat
}

/// The engine behind ``Path/strokedPath(_:)``: samples each subpath's centre
/// line, cuts it into dashes, and writes the outline's pieces.
struct Stroker {
    /// The largest distance between the outline and the exact offset curves
    /// for widths up to ``relativeFrom``.
    static let tolerance: CGFloat = 0.01
    /// The width beyond which the tolerance grows with the width (10⁻⁴ of
    /// it), so that a wider stroke never takes more pieces.
    static let relativeFrom: CGFloat = 100
    /// The chord test's threshold as a share of the tolerance, below it to
    /// leave room for the error between the quarter points the test reads.
    static let flatnessShare: CGFloat = 0.6
    /// Halvings of a curve's parameter range before a step is taken as it is:
    /// at most 2¹² pieces a curve, so that output stays bounded where the
    /// tolerance asks for more (a huge radius, or coordinates whose rounding
    /// exceeds it).
    static let maxDepth = 12

    let halfWidth: CGFloat
    /// The tolerance at this width: ``tolerance``, times width ÷ ``relativeFrom`` beyond it.
    let tolerance: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// The dash pattern with an even count, or empty for a solid stroke.
    let dashes: [CGFloat]
    let dashPhase: CGFloat
    /// What is left of ``maxDashes`` for the rest of the path.
    var dashesLeft = Stroker.maxDashes

    /// The current subpath's centre line.
    var centre: [StrokeVertex] = []
    /// The dash being written.
    var run: [StrokeVertex] = []
    /// The outline's left edge of the open band, written backwards at its end.
    var leftEdge: [CGPoint] = []
    var polygon: [StrokeVector] = []
    var bandOpen = false
    /// Whether every point written for the current subpath is finite.
    var outputIsFinite = true
    var output: [Path.Element] = []

    init(halfWidth: CGFloat, style: StrokeStyle) {
        self.halfWidth = halfWidth
        tolerance = Self.tolerance * max(1, 2 * halfWidth / Self.relativeFrom)
        cap = style.lineCap
        join = style.lineJoin
        // Below 1 (NaN and negative limits included) no miter fits: each is
        // a bevel. Kept as 0, so that squaring a negative limit cannot pass.
        miterLimit = style.miterLimit >= 1 ? style.miterLimit : 0
        dashes = Self.validDashes(style.dash)
        let period = dashes.reduce(0, +)
        let phase = style.dashPhase.isFinite && period > 0 ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
        dashPhase = phase < 0 ? phase + period : phase
    }

    /// The pattern to use: empty (solid) when it is empty, has a negative or
    /// non-finite length, sums to zero or to more than `CGFloat` holds once
    /// doubled; doubled when its count is odd. The period must be finite:
    /// the dash phase is reduced modulo it.
    static func validDashes(_ dash: [CGFloat]) -> [CGFloat] {
        guard dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }) else { return [] }
        let pattern = dash.count % 2 == 0 ? dash : dash + dash
        guard pattern.reduce(0, +).isFinite else { return [] }
        return pattern
    }

    /// Strokes every subpath of `path`.
    mutating func stroke(_ path: Path) -> Path {
        var start = StrokeVector(0, 0)
        // Whether a move or a segment began a subpath since the last close: a close without one draws nothing.
        var hasSegment = false, isFinite = true, isOpen = false
        centre.removeAll(keepingCapacity: true)
        centre.append(StrokeVertex(point: start, tangentIn: StrokeVector(1, 0), tangentOut: StrokeVector(1, 0), length: 0))
        func begin(_ p: StrokeVector) {
            start = p
            hasSegment = false
            isFinite = p.isFinite
            centre.removeAll(keepingCapacity: true)
            centre.append(StrokeVertex(point: p, tangentIn: StrokeVector(1, 0), tangentOut: StrokeVector(1, 0), length: 0))
        }
        for element in path.elements {
            if element != .closeSubpath { isOpen = true }
            switch element {
            case .move(let p):
                finishSubpath(hasSegment: hasSegment, isFinite: isFinite, closed: false)
                begin(StrokeVector(p))
            case .line(let p):
                hasSegment = true
                isFinite = isFinite && addLine(to: StrokeVector(p))
            case .quadCurve(let p, let c):
                hasSegment = true
                let (p0, c0, p1) = (centre[centre.count - 1].point, StrokeVector(c), StrokeVector(p))
                isFinite = isFinite && addCubic(StrokeCubic(
                    p0: p0, c1: p0 + (c0 - p0) * (2 / 3), c2: p1 + (c0 - p1) * (2 / 3), p1: p1))
            case .curve(let p, let c1, let c2):
                hasSegment = true
                isFinite = isFinite && addCubic(StrokeCubic(
                    p0: centre[centre.count - 1].point, c1: StrokeVector(c1), c2: StrokeVector(c2), p1: StrokeVector(p)))
            case .closeSubpath:
                guard isOpen else { continue }
                isOpen = false
                hasSegment = true
                isFinite = isFinite && addLine(to: start)
                finishSubpath(hasSegment: hasSegment, isFinite: isFinite, closed: true)
                begin(start)
            }
        }
        finishSubpath(hasSegment: hasSegment, isFinite: isFinite, closed: false)
        return Path(elements: output)
    }

    /// Appends a straight segment; `false` when a point is not finite or the
    /// segment's direction overflows.
    mutating func addLine(to p: StrokeVector) -> Bool {
        guard p.isFinite else { return false }
        let last = centre[centre.count - 1]
        if p == last.point { return true }
        guard let direction = (p - last.point).normalized else { return false }
        startSegment(direction)
        appendVertex(p, tangentIn: direction, tangentOut: direction)
        return true
    }

    /// Appends a cubic, sampled adaptively; `false` when a point is not finite.
    mutating func addCubic(_ curve: StrokeCubic) -> Bool {
        guard curve.c1.isFinite, curve.c2.isFinite, curve.p1.isFinite else { return false }
        guard let t0 = curve.tangent(at: 0, after: true), let t1 = curve.tangent(at: 1, after: false) else {
            return true
        }
        startSegment(t0)
        subdivide(curve, from: 0, curve.p0, t0, to: 1, curve.p1, t1, depth: 0)
        return true
    }

    /// Samples `curve` between `a` and `b` until each step is flat (see
    /// ``StrokeCubic/isFlat(from:_:_:to:_:_:offset:tolerance:)``); a step still
    /// turning sharply at the depth limit passes a cusp and gets a corner.
    mutating func subdivide(
        _ curve: StrokeCubic, from a: CGFloat, _ pa: StrokeVector, _ ta: StrokeVector,
        to b: CGFloat, _ pb: StrokeVector, _ tb: StrokeVector, depth: Int
    ) {
        if depth >= Self.maxDepth
            || curve.isFlat(from: a, pa, ta, to: b, pb, tb, offset: halfWidth, tolerance: Self.flatnessShare * tolerance) {
            let sharp = StrokeVector.dot(ta, tb) < 0.5
            appendVertex(pb, tangentIn: sharp ? ta : tb, tangentOut: tb)
            return
        }
        let m = (a + b) / 2, pm = curve.point(m)
        let before = curve.tangent(at: m, after: false) ?? ta, after = curve.tangent(at: m, after: true) ?? tb
        subdivide(curve, from: a, pa, ta, to: m, pm, before, depth: depth + 1)
        centre[centre.count - 1].tangentOut = after
        subdivide(curve, from: m, pm, after, to: b, pb, tb, depth: depth + 1)
    }

    /// Sets the leaving tangent of the last vertex (and its arriving one when
    /// it is the subpath's start).
    mutating func startSegment(_ tangent: StrokeVector) {
        centre[centre.count - 1].tangentOut = tangent
        if centre.count == 1 { centre[0].tangentIn = tangent }
    }

    mutating func appendVertex(_ p: StrokeVector, tangentIn: StrokeVector, tangentOut: StrokeVector) {
        let last = centre[centre.count - 1]
        centre.append(StrokeVertex(
            point: p, tangentIn: tangentIn, tangentOut: tangentOut, length: last.length + (p - last.point).length))
    }

    /// Writes the outline of the subpath sampled in ``centre``; drops what it
    /// wrote when an overflow made a coordinate non-finite.
    mutating func finishSubpath(hasSegment: Bool, isFinite: Bool, closed: Bool) {
        guard hasSegment, isFinite else { return }
        let mark = output.count
        let vertices = centre
        if vertices.count == 1 {
            writeDot(vertices[0].point, direction: StrokeVector(1, 0))
        } else if let count = dashCount(along: vertices[vertices.count - 1].length), count <= dashesLeft {
            dashesLeft -= count
            writeDashes(vertices)
        } else {
            if closed, let last = vertices.last { centre[0].tangentIn = last.tangentIn }
            writeRun(closed ? centre : vertices, closed: closed)
        }
        if !outputIsFinite { output.removeSubrange(mark...) }
        outputIsFinite = true
    }

    /// About how many dashes the pattern cuts from a subpath `length` long
    /// (one more per pattern, for the phase); `nil` for a solid stroke.
    func dashCount(along length: CGFloat) -> CGFloat? {
        guard !dashes.isEmpty else { return nil }
        return (length / dashes.reduce(0, +) + 1) * CGFloat(dashes.count / 2)
    }

    /// The most dashes a path is cut into, over all its subpaths: a subpath
    /// whose dashes would pass it is stroked solid, so that a tiny pattern
    /// cannot make an outline beyond memory (Skia gives up dashing past a
    /// million dashes in the same way).
    static let maxDashes: CGFloat = 100_000
}
