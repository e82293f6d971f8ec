import Foundation

extension Stroker {
    /// Writes the outline of one run of vertices (a whole subpath or a dash).
    ///
    /// Every piece is a closed contour wound counter-clockwise (y up), so the
    /// pieces' union fills under the non-zero rule: bands along the steps
    /// where neither offset folds back, two triangles per side for a step
    /// whose normals cross (the inner side of a bend tighter than half the
    /// width), a wedge per corner and a cap per open end.
    mutating func writeRun(_ vertices: [StrokeVertex], closed: Bool) {
        let n = vertices.count
        guard n > 1 else {
            if let v = vertices.first { writeDot(v.point, direction: v.tangentOut) }
            return
        }
        for i in 0..<(n - 1) {
            writeStep(from: vertices[i], to: vertices[i + 1])
            let v = vertices[i + 1]
            if i + 1 < n - 1, Self.isCorner(v.tangentIn, v.tangentOut) {
                closeBand()
                writeJoin(at: v.point, from: v.tangentIn, to: v.tangentOut)
            }
        }
        closeBand()
        if closed {
            if Self.isCorner(vertices[n - 1].tangentIn, vertices[0].tangentOut) {
                writeJoin(at: vertices[0].point, from: vertices[n - 1].tangentIn, to: vertices[0].tangentOut)
            }
        } else {
            writeCap(at: vertices[0].point, direction: -vertices[0].tangentOut)
            writeCap(at: vertices[n - 1].point, direction: vertices[n - 1].tangentIn)
        }
    }

    /// Whether two unit tangents differ enough to need a join.
    static func isCorner(_ a: StrokeVector, _ b: StrokeVector) -> Bool {
        abs(StrokeVector.cross(a, b)) > 1e-9 || StrokeVector.dot(a, b) < 0
    }

    /// Extends the open band by one step, or writes the step's pieces alone
    /// when a side's normals cross inside it.
    mutating func writeStep(from a: StrokeVertex, to b: StrokeVertex) {
        let h = halfWidth
        let rightA = a.point + a.tangentOut.right * h, rightB = b.point + b.tangentIn.right * h
        let leftA = a.point + a.tangentOut.left * h, leftB = b.point + b.tangentIn.left * h
        let crossRight = Self.crossing(a.point, rightA, b.point, rightB)
        let crossLeft = Self.crossing(a.point, leftA, b.point, leftB)
        outputIsFinite = outputIsFinite && leftA.isFinite && leftB.isFinite
        if crossRight == nil, crossLeft == nil {
            if !bandOpen {
                moveTo(rightA)
                leftEdge.append(leftA.point)
                bandOpen = true
            }
            lineTo(rightB)
            leftEdge.append(leftB.point)
            return
        }
        closeBand()
        for (offsetA, offsetB, crossing) in [(rightA, rightB, crossRight), (leftA, leftB, crossLeft)] {
            if let x = crossing {
                writePolygon([a.point, b.point, x])
                writePolygon([x, offsetB, offsetA])
            } else {
                writePolygon([a.point, b.point, offsetB, offsetA])
            }
        }
    }

    /// Where the segments `p`–`a` and `q`–`b` cross strictly inside both.
    static func crossing(_ p: StrokeVector, _ a: StrokeVector, _ q: StrokeVector, _ b: StrokeVector) -> StrokeVector? {
        let r = a - p, s = b - q
        let denominator = StrokeVector.cross(r, s)
        guard denominator != 0 else { return nil }
        let t = StrokeVector.cross(q - p, s) / denominator, u = StrokeVector.cross(q - p, r) / denominator
        return t > 0 && t < 1 && u > 0 && u < 1 ? p + r * t : nil
    }

    /// Closes the open band: its left edge backwards, then the contour.
    mutating func closeBand() {
        guard bandOpen else { return }
        for p in leftEdge.reversed() { output.append(.line(to: p)) }
        output.append(.closeSubpath)
        leftEdge.removeAll(keepingCapacity: true)
        bandOpen = false
    }

    /// The wedge filling the outer side of a corner at `p` turning from `a`
    /// to `b`.
    mutating func writeJoin(at p: StrokeVector, from a: StrokeVector, to b: StrokeVector) {
        let cross = StrokeVector.cross(a, b), dot = StrokeVector.dot(a, b)
        // The outer side is the right one for a left turn (and for a U-turn).
        let (u, v) = cross >= 0 ? (a.right, b.right) : (a.left, b.left)
        let h = halfWidth
        switch join {
        case .round:
            let sweep = atan2(abs(cross), dot)
            writeArcWedge(centre: p, from: cross >= 0 ? u : v, sweep: sweep, throughCentre: true)
        case .miter where dot > -1 && (1 + dot) / 2 * miterLimit * miterLimit >= 1:
            // The miter is 1/sin(φ/2) widths long for the inner angle φ, and
            // sin(φ/2)² = (1 + cos turn)/2.
            writePolygon([p, p + u * h, p + (u + v) * (h / (1 + dot)), p + v * h])
        case .miter, .bevel:
            writePolygon([p, p + u * h, p + v * h])
        }
    }

    /// The cap at an open end `p`, `direction` pointing away from the line.
    mutating func writeCap(at p: StrokeVector, direction d: StrokeVector) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .round:
            writeArcWedge(centre: p, from: d.right, sweep: .pi, throughCentre: false)
        case .square:
            writePolygon([p + d.right * h, p + (d.right + d) * h, p + (d.left + d) * h, p + d.left * h])
        }
    }

    /// A lone point: a disk with round caps, a square along `direction` with
    /// square caps, nothing with butt caps.
    mutating func writeDot(_ p: StrokeVector, direction d: StrokeVector) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .round:
            writeArcWedge(centre: p, from: d.right, sweep: 2 * .pi, throughCentre: false)
        case .square:
            let (r, l) = (d.right, d.left)
            writePolygon([p + (r - d) * h, p + (r + d) * h, p + (l + d) * h, p + (l - d) * h])
        }
    }

    /// A closed contour of cubic arcs of radius half the width around
    /// `centre`, counter-clockwise from the unit direction `u` by `sweep`
    /// radians, closed through the centre or by the chord.
    ///
    /// Each arc spans at most a quarter turn and is short enough that the
    /// cubic's radial error, about 2.7·10⁻⁴·r·(θ/(π/2))⁶, stays within the
    /// tolerance.
    mutating func writeArcWedge(centre: StrokeVector, from u: StrokeVector, sweep: CGFloat, throughCentre: Bool) {
        guard sweep > 0 else { return }
        let h = halfWidth
        let longest = CGFloat.pi / 2 * min(1, pow(tolerance / (2.8e-4 * h), 1.0 / 6))
        // Bounded, so that an enormous width (whose outline overflows and is
        // dropped anyway) cannot ask for more arcs than an Int holds.
        let arcs = (sweep / longest).rounded(.up)
        let count = arcs.isFinite ? max(1, Int(min(arcs, 4096))) : 1
        let delta = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(delta / 4)
        let (c, s) = (cos(delta), sin(delta))
        moveTo(throughCentre ? centre : centre + u * h)
        if throughCentre { lineTo(centre + u * h) }
        var e = u
        for _ in 0..<count {
            let next = StrokeVector(e.x * c - e.y * s, e.x * s + e.y * c)
            let to = centre + next * h
            let c1 = centre + (e + e.left * k) * h, c2 = centre + (next - next.left * k) * h
            outputIsFinite = outputIsFinite && to.isFinite && c1.isFinite && c2.isFinite
            output.append(.curve(to: to.point, control1: c1.point, control2: c2.point))
            e = next
        }
        output.append(.closeSubpath)
    }

    /// A closed polygon, reversed when needed to wind counter-clockwise;
    /// nothing when it has no area.
    mutating func writePolygon(_ points: [StrokeVector]) {
        var twiceArea: CGFloat = 0
        for i in 1..<(points.count - 1) {
            twiceArea += StrokeVector.cross(points[i] - points[0], points[i + 1] - points[0])
        }
        guard twiceArea != 0 else { return }
        let ordered = twiceArea > 0 ? points : points.reversed()
        moveTo(ordered[0])
        for p in ordered.dropFirst() { lineTo(p) }
        output.append(.closeSubpath)
    }

    mutating func moveTo(_ p: StrokeVector) {
        outputIsFinite = outputIsFinite && p.isFinite
        output.append(.move(to: p.point))
    }

    mutating func lineTo(_ p: StrokeVector) {
        outputIsFinite = outputIsFinite && p.isFinite
        output.append(.line(to: p.point))
    }
}
