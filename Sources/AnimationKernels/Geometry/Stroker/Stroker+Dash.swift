import Foundation

extension Stroker {
    /// Cuts the sampled subpath into dashes and writes each as an open run.
    ///
    /// The pattern starts `dashPhase` into itself at the subpath's start
    /// (every subpath restarts it, closed ones included); lengths are
    /// measured along the sampled centre line, and a cut inside a step lies
    /// on its chord. A dash of zero length is a lone point with the line's
    /// direction (a dot or a square with round or square caps).
    mutating func writeDashes(_ vertices: [StrokeVertex]) {
        let total = vertices[vertices.count - 1].length
        var index = 0, remaining = dashes[0] - dashPhase
        while remaining < 0 || (remaining == 0 && dashes[index] > 0) {
            index = (index + 1) % dashes.count
            remaining += dashes[index]
        }
        var position: CGFloat = 0, cursor = 0
        var dashStart: CGFloat? = index % 2 == 0 ? 0 : nil
        while true {
            let next = position + remaining
            if next >= total {
                if let s = dashStart { writeDash(vertices, from: s, to: total, cursor: &cursor) }
                return
            }
            if let s = dashStart {
                writeDash(vertices, from: s, to: next, cursor: &cursor)
                dashStart = nil
            } else {
                dashStart = next
            }
            position = next
            index = (index + 1) % dashes.count
            remaining = dashes[index]
        }
    }

    /// Writes the part of `vertices` between the arc lengths `start` and
    /// `end`; `cursor` is the step holding `start`, moved forward.
    mutating func writeDash(_ vertices: [StrokeVertex], from start: CGFloat, to end: CGFloat, cursor: inout Int) {
        run.removeAll(keepingCapacity: true)
        run.append(Self.cut(vertices, at: start, cursor: &cursor, leaving: true))
        var i = cursor + 1
        while i < vertices.count, vertices[i].length < end {
            run.append(vertices[i])
            i += 1
        }
        if end > start {
            var endCursor = cursor
            run.append(Self.cut(vertices, at: end, cursor: &endCursor, leaving: false))
        }
        writeRun(run, closed: false)
    }

    /// The vertex at arc length `s`: interpolated along its step's chord,
    /// with the tangent blended from the step's ends; at a vertex, its
    /// leaving (or arriving) tangent.
    static func cut(_ vertices: [StrokeVertex], at s: CGFloat, cursor: inout Int, leaving: Bool) -> StrokeVertex {
        while cursor < vertices.count - 2, leaving ? vertices[cursor + 1].length <= s : vertices[cursor + 1].length < s {
            cursor += 1
        }
        let a = vertices[cursor], b = vertices[cursor + 1]
        let span = b.length - a.length
        let f = span > 0 ? min(max((s - a.length) / span, 0), 1) : 0
        if f == 0 { return StrokeVertex(point: a.point, tangentIn: a.tangentOut, tangentOut: a.tangentOut, length: s) }
        if f == 1 { return StrokeVertex(point: b.point, tangentIn: b.tangentIn, tangentOut: b.tangentIn, length: s) }
        let tangent = StrokeVector.lerp(a.tangentOut, b.tangentIn, f).normalized ?? a.tangentOut
        return StrokeVertex(point: StrokeVector.lerp(a.point, b.point, f), tangentIn: tangent, tangentOut: tangent, length: s)
    }
}
