import AnimationKernels
import Foundation
import Testing

@Suite("Path figures")
struct PathFigureTests {
    @Test("a rectangle is a move and three lines from its minimum corner, then a close")
    func rectangle() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)),
            .line(to: CGPoint(x: 40, y: 60)), .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        var two = Path()
        two.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: -2, height: 2)])
        #expect(two.elements.count == 10)
        #expect(two.elements[5] == .move(to: CGPoint(x: 3, y: 5)))
    }

    @Test("a circle's four curves stay within the known error of the exact circle")
    func circle() {
        let rect = CGRect(x: -3, y: 7, width: 50, height: 50)
        let path = Path(ellipseIn: rect)
        #expect(path.elements.count == 6)
        #expect(path.elements.first == .move(to: CGPoint(x: 47, y: 32)))
        #expect(path.elements.last == .closeSubpath)
        let centre = CGPoint(x: 22, y: 32)
        let errors = samples(path).map { abs(distance($0, centre) - 25) }
        #expect(errors.max()! <= circleError * 25)
        #expect(errors.max()! >= 2.5e-4 * 25, "the samples reach the approximation's peak error")
        // Quarter points in the order CoreGraphics draws them (y down: clockwise on screen).
        let ends = path.elements.compactMap { element -> CGPoint? in
            if case .curve(let p, _, _) = element { return p } else { return nil }
        }
        #expect(ends == [CGPoint(x: 22, y: 57), CGPoint(x: -3, y: 32), CGPoint(x: 22, y: 7), CGPoint(x: 47, y: 32)])
    }

    @Test("an ellipse is the circle's construction scaled per axis")
    func ellipse() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 40))
        for p in samples(path) {
            let radial = (((p.x - 100) / 100) * ((p.x - 100) / 100) + ((p.y - 20) / 20) * ((p.y - 20) / 20)).squareRoot()
            #expect(abs(radial - 1) <= circleError)
        }
    }

    @Test("arcs run through increasing angles unless clockwise, in y-up terms")
    func arcDirection() {
        let centre = CGPoint(x: 5, y: -5), r = 10.0
        var forward = Path()
        forward.addArc(center: centre, radius: r, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(forward.elements.count == 2, "a move and one curve for 90°")
        var backward = Path()
        backward.addArc(center: centre, radius: r, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(backward.elements.count == 4, "270° in three curves")
        // Every sample's angle lies in the swept range.
        for p in samples(forward) {
            let angle = atan2(p.y - centre.y, p.x - centre.x)
            #expect(angle >= -1e-9 && angle <= Double.pi / 2 + 1e-9)
        }
        for p in samples(backward) {
            let angle = atan2(p.y - centre.y, p.x - centre.x)
            #expect(!(angle > 1e-9 && angle < Double.pi / 2 - 1e-9))
        }
        #expect(backward.currentPoint.map { distance($0, CGPoint(x: 5, y: 5)) }! < 1e-12)
    }

    @Test("an arc of any sweep stays on its circle within the known error, in curves of at most 90°")
    func arcAccuracy() {
        let centre = CGPoint(x: 100, y: 50), r = 37.5
        for (start, end, clockwise) in [(0.3, 2.0, false), (-1.0, 4.5, false), (2.0, 0.3, true), (0.0, 7.0, false), (1.0, 1.0, false)] {
            var path = Path()
            path.addArc(center: centre, radius: r, startAngle: .radians(start), endAngle: .radians(end), clockwise: clockwise)
            let pts = samples(path)
            for p in pts { #expect(abs(distance(p, centre) - r) <= circleError * r) }
            var sweep = end - start
            if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
            sweep = min(abs(sweep), 2 * .pi)
            let curves = path.elements.count - 1
            #expect(curves == Int((sweep / (Double.pi / 2)).rounded(.up)))
            let last = CGPoint(x: centre.x + r * cos(start + (clockwise ? -sweep : sweep)),
                               y: centre.y + r * sin(start + (clockwise ? -sweep : sweep)))
            #expect(distance(path.currentPoint!, last) < 1e-9)
        }
    }

    @Test("an arc continues the current subpath with a line")
    func arcJoins() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        guard case .line(let start) = path.elements[1] else {
            Issue.record("the arc starts with a line from the current point")
            return
        }
        #expect(distance(start, CGPoint(x: 5, y: 0)) < 1e-12)
        #expect(path.elements.count == 4, "a move, the line and two curves for 180°")
    }

    @Test("a tangent arc rounds the corner between two lines", arguments: [false, true])
    func tangentArc(mirrored: Bool) {
        // The corner (10, 0) between a line along +x and one along ±y: the
        // circle of radius 2 touching both has its centre at (8, ±2).
        let sign = mirrored ? -1.0 : 1.0
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10 * sign), radius: 2)
        #expect(path.elements.count == 3, "a line and one curve for the 90° corner")
        guard case .line(let first) = path.elements[1] else {
            Issue.record("the arc starts with a line to the first tangent point")
            return
        }
        #expect(distance(first, CGPoint(x: 8, y: 0)) < 1e-12)
        #expect(distance(path.currentPoint!, CGPoint(x: 10, y: 2 * sign)) < 1e-12)
        let centre = CGPoint(x: 8, y: 2 * sign)
        for p in samples(path) {
            #expect(abs(distance(p, centre) - 2) <= circleError * 2)
            #expect(p.x <= 10 + 1e-12 && p.y * sign >= -1e-12, "the arc stays inside the corner")
        }
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 1)
        #expect(straight.elements.last == .line(to: CGPoint(x: 5, y: 0)))
    }

    @Test("a rounded rectangle's corners are quarter circles and its sides lie on the rectangle")
    func roundedRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(roundedRect: rect, cornerRadius: 12, style: .circular)
        #expect(path.elements.count == 10)
        // SwiftUI: from the right edge's centre, counter-clockwise in y-up terms (towards maxY first).
        #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 30)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 100, y: 48)))
        let centres = [CGPoint(x: 88, y: 48), CGPoint(x: 12, y: 48), CGPoint(x: 12, y: 12), CGPoint(x: 88, y: 12)]
        var current = CGPoint.zero, corner = 0
        for element in path.elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                #expect(p.x == 0 || p.x == 100 || p.y == 0 || p.y == 60)
                current = p
            case .curve(let p, _, _):
                for q in samples(Path(elements: [.move(to: current), element])) {
                    #expect(abs(distance(q, centres[corner]) - 12) <= circleError * 12)
                }
                corner += 1
                current = p
            default: break
            }
        }
        #expect(corner == 4)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 1e-12 && abs(bounds.maxX - 100) < 1e-12 && abs(bounds.maxY - 60) < 1e-12)
        #expect(Path(roundedRect: rect, cornerSize: .zero) == Path(rect))
        // Corners larger than half a side are clamped to it.
        let pill = Path(roundedRect: rect, cornerSize: CGSize(width: 500, height: 500))
        #expect(pill.elements[2] == .curve(to: CGPoint(x: 50, y: 60), control1: CGPoint(x: 100, y: 30 + 30 * 0.5522847498307935),
                                           control2: CGPoint(x: 50 + 50 * 0.5522847498307935, y: 60)))
    }

    @Test("addLines moves to the first point and lines to the others")
    func lines() {
        var path = Path()
        path.addLines([CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 0)])
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)), .line(to: CGPoint(x: 5, y: 0))])
        path.addLines([])
        #expect(path.elements.count == 3)
    }

    @Test("the builder initializer, currentPoint and forEach")
    func builder() {
        let path = Path { path in
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 4, y: 5))
            path.closeSubpath()
        }
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(Path().currentPoint == nil)
        var seen: [Path.Element] = []
        path.forEach { seen.append($0) }
        #expect(seen == path.elements)
        var copy = Path()
        copy.addPath(path, transform: CGAffineTransform(translationX: 1, y: 0))
        #expect(copy.elements[1] == .line(to: CGPoint(x: 5, y: 5)))
    }

    @Test("the bounding rectangle holds the curves' extremes, not their control points")
    func bounds() {
        let path = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
            path.addQuadCurve(to: CGPoint(x: 100, y: -40), control: CGPoint(x: 140, y: -20))
        }
        let bounds = path.boundingRect
        // The cubic peaks at t = ½: 3·¼·½·100·2 = 75; the quadratic's x peaks at t = ½: ¼·100 + ½·140 + ¼·100 = 120.
        #expect(abs(bounds.maxY - 75) < 1e-12)
        #expect(abs(bounds.maxX - 120) < 1e-12)
        #expect(bounds.minX == 0 && bounds.minY == -40)
        #expect(Path().boundingRect.isNull)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
        #expect(circle == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Found by the stroked-path fuzz target: the stroke of a path opening with a line began at the origin,
    /// which the box left out.
    @Test("a path opening with a segment starts at the origin, and its box holds the origin")
    func boundsOfSegmentWithoutMove() {
        let line = Path { $0.addLine(to: CGPoint(x: 5, y: 7)) }
        #expect(line.boundingRect == CGRect(x: 0, y: 0, width: 5, height: 7))
        let afterClose = Path { path in
            path.closeSubpath()
            path.addQuadCurve(to: CGPoint(x: -4, y: 2), control: CGPoint(x: -2, y: 4))
        }
        // From the origin, x = −4t and y = 8t − 6t², which peaks at t = ⅔: 8/3.
        let box = afterClose.boundingRect
        #expect(box.minX == -4 && box.maxX == 0 && box.minY == 0 && abs(box.maxY - 8.0 / 3) < 1e-12)
        #expect(Path { $0.move(to: CGPoint(x: 3, y: 3)); $0.addLine(to: CGPoint(x: 4, y: 5)) }.boundingRect
            == CGRect(x: 3, y: 3, width: 1, height: 2))
        // The stroke agrees: its outline's box holds the origin's cap.
        let stroked = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).boundingRect
        #expect(stroked.minX < 0 && stroked.minY < 0)
    }

    @Test("the bounding rectangle stays finite at the largest coordinates (found by fuzzing)")
    func boundsAtExtremes() {
        let far = -CGFloat.greatestFiniteMagnitude
        // A curve on the line x = far: its extreme in y at an irrational t
        // evaluated past far by rounding, making minX −inf.
        let curve = Path { path in
            path.move(to: CGPoint(x: far, y: 23.81191641437818))
            path.addCurve(to: CGPoint(x: far, y: 41.25362474209665),
                          control1: CGPoint(x: far, y: 47.147948984511174),
                          control2: CGPoint(x: far, y: 54.95686779183393))
        }.boundingRect
        #expect(curve.minX == far && curve.width == 0)
        #expect(curve.minY == 23.81191641437818 && curve.maxY > 41.25362474209665 && curve.maxY < 54.95686779183393)
        // A span of twice the largest value: the width is the largest value.
        let wide = Path { path in
            path.move(to: CGPoint(x: far, y: 0))
            path.addLine(to: CGPoint(x: -far, y: 1))
        }.boundingRect
        #expect(wide == CGRect(x: far, y: 0, width: .greatestFiniteMagnitude, height: 1))
        // Found by the stroked-path fuzz target: a quadratic pulled toward x = far peaks near far/2 at t = ½,
        // where a − 2b + e overflowed and the extreme was lost.
        let pulled = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 28, y: 28), control: CGPoint(x: far, y: 28))
        }.boundingRect
        #expect(pulled.minY == 0 && pulled.maxY == 28)
        #expect(pulled.minX > far / 2 * (1 + 1e-12) && pulled.minX < far / 2 * (1 - 1e-12))
        // The same pull on a cubic (both controls): x = 3(1 − t)t·far peaks at t = ½ at ¾·far.
        let cubic = Path { path in
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 0, y: 1), control1: CGPoint(x: far, y: 0), control2: CGPoint(x: far, y: 1))
        }.boundingRect
        #expect(cubic.minX > far * 0.75 * (1 + 1e-12) && cubic.minX < far * 0.75 * (1 - 1e-12))
    }

    @Test("the balloon of objc.io's Paths vs. Shapes has the bounds the article prints")
    func balloon() {
        let balloon = Path { p in
            p.move(to: CGPoint(x: 50, y: 0))
            p.addQuadCurve(to: CGPoint(x: 0, y: 50), control: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 50, y: 150), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 50, y: 100))
            p.addCurve(to: CGPoint(x: 100, y: 50), control1: CGPoint(x: 50, y: 100), control2: CGPoint(x: 100, y: 100))
            p.addQuadCurve(to: CGPoint(x: 50, y: 0), control: CGPoint(x: 100, y: 0))
        }
        #expect(balloon.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 150))
        #expect(balloon.applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test("applying a transform maps every point, offsetBy translates")
    func transforms() {
        let square = Path(CGRect(x: 0, y: 0, width: 2, height: 1))
        let scaled = square.applying(CGAffineTransform(scaleX: 3, y: -1))
        #expect(scaled.elements[2] == .line(to: CGPoint(x: 6, y: -1)))
        #expect(square.offsetBy(dx: 1, dy: 2).elements[2] == .line(to: CGPoint(x: 3, y: 3)))
    }

    @Test("an element with a non-finite point is dropped, the current point stays; a figure is dropped whole")
    func nonFinite() {
        let bad: [CGFloat] = [.nan, .infinity, -.infinity]
        for value in bad {
            var path = Path()
            path.move(to: CGPoint(x: 1, y: 2))
            path.move(to: CGPoint(x: value, y: 0))
            #expect(path.currentPoint == CGPoint(x: 1, y: 2))
            path.addLine(to: CGPoint(x: 3, y: value))
            path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: value, y: 0))
            path.addCurve(to: CGPoint(x: 3, y: 4), control1: .zero, control2: CGPoint(x: 0, y: value))
            #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2))])
            path.addLine(to: CGPoint(x: 3, y: 4))
            path.addRect(CGRect(x: value, y: 0, width: 1, height: 1))
            path.addEllipse(in: CGRect(x: 0, y: 0, width: value, height: 1))
            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 4, height: 4), cornerSize: CGSize(width: 1, height: 1),
                                transform: CGAffineTransform(translationX: value, y: 0))
            path.addArc(center: CGPoint(x: value, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4))])
            #expect(Path(elements: [.line(to: CGPoint(x: value, y: 1)), .closeSubpath]).elements == [.closeSubpath])
            #expect(Path("\(value) 0 m 1 1 l")?.elements == [.line(to: CGPoint(x: 1, y: 1))])
            #expect(path.offsetBy(dx: value, dy: 0).isEmpty)
            #expect(path.applying(CGAffineTransform(scaleX: value, y: 1)).isEmpty)
            // Only a direct write stores such a point; SVG output skips it.
            var direct = path
            direct.elements.append(.line(to: CGPoint(x: value, y: 1)))
            #expect(!direct.isFinite)
            #expect(direct.svgPathData == "M1 2 L3 4")
        }
        // A turn of 10³⁰ rad keeps at most three turns: a move and at most twelve curves on the circle.
        var circle = Path()
        circle.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(1e30))
        #expect((5...13).contains(circle.elements.count))
        #expect(circle.currentPoint.map { abs(($0.x * $0.x + $0.y * $0.y).squareRoot() - 1) < 1e-12 } == true)
    }
}
