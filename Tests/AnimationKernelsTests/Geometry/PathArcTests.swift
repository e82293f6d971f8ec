import AnimationKernels
import Foundation
import Testing

/// The curves' end points of `path`, in order.
private func curveEnds(_ path: Path) -> [CGPoint] {
    path.elements.compactMap { element in
        if case .curve(let p, _, _) = element { return p } else { return nil }
    }
}

/// The point at `degrees` on the circle of radius `r` around `c`.
private func onCircle(_ c: CGPoint, _ r: Double, degrees: Double) -> CGPoint {
    CGPoint(x: c.x + r * cos(degrees * .pi / 180), y: c.y + r * sin(degrees * .pi / 180))
}

@Suite("Arcs as CoreGraphics draws them")
struct PathArcTests {
    let centre = CGPoint(x: 40, y: -10)
    let r = 25.0

    @Test("0° to 360° is a full circle in either direction, through +y unless clockwise",
          arguments: [false, true])
    func fullTurn(clockwise: Bool) {
        var path = Path()
        path.addArc(center: centre, radius: r, startAngle: .zero, endAngle: .degrees(360), clockwise: clockwise)
        #expect(path.elements.count == 5, "a move and four quarter curves")
        #expect(path.elements.first == .move(to: onCircle(centre, r, degrees: 0)))
        // Increasing angles pass +90° first; clockwise (y-up) ones pass −90° first.
        let expected = (1...4).map { onCircle(centre, r, degrees: Double($0) * (clockwise ? -90 : 90)) }
        for (end, want) in zip(curveEnds(path), expected) { #expect(distance(end, want) < 1e-9) }
        for p in samples(path) { #expect(abs(distance(p, centre) - r) <= circleError * r) }
    }

    @Test("a span of 2π or more, either sign, draws one circle the requested way")
    func multipleTurns() {
        for (start, end, clockwise) in [(0.0, 720.0, false), (0.0, 720.0, true), (30.0, -400.0, false), (-30.0, 400.0, true), (10.0, 370.0, false)] {
            var path = Path()
            path.addArc(center: centre, radius: r, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
            #expect(path.elements.count == 5, "\(start)→\(end) \(clockwise): one turn")
            let firstQuarter = onCircle(centre, r, degrees: start + (clockwise ? -90 : 90))
            #expect(distance(curveEnds(path)[0], firstQuarter) < 1e-9)
            #expect(distance(path.currentPoint!, onCircle(centre, r, degrees: start)) < 1e-9)
        }
    }

    @Test("a span under a full turn is reduced into the requested direction")
    func partialSweeps() {
        // (start, end, clockwise) → the sweep in degrees, derived by hand.
        let cases: [(Double, Double, Bool, Double)] = [
            (0, 90, false, 90), (0, 90, true, -270), (90, 0, false, 270), (90, 0, true, -90),
            (350, 10, false, 20), (-200, 100, false, 300), (-200, 100, true, -60), (45, 45, false, 0), (45, 45, true, 0),
        ]
        for (start, end, clockwise, sweep) in cases {
            var path = Path()
            path.addArc(center: centre, radius: r, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
            #expect(path.elements.count == 1 + Int((abs(sweep) / 90).rounded(.up)), "\(start)→\(end) \(clockwise)")
            #expect(distance(path.currentPoint!, onCircle(centre, r, degrees: start + sweep)) < 1e-9)
            // The midpoint of the first curve lies in the swept direction.
            if sweep != 0 {
                let mid = samples(path, count: 2)[1]
                let angle = atan2(mid.y - centre.y, mid.x - centre.x) * 180 / .pi
                // The sweep is cut into equal curves of at most 90°.
                let expectedMid = start + sweep / (abs(sweep) / 90).rounded(.up) / 2
                let gap = (angle - expectedMid).truncatingRemainder(dividingBy: 360)
                #expect(min(abs(gap), 360 - abs(gap)) < 1e-6)
            }
        }
    }

    @Test("a relative arc turns by delta as given, winding more than once beyond a turn")
    func relativeArc() {
        var twice = Path()
        twice.addRelativeArc(center: centre, radius: r, startAngle: .degrees(30), delta: .degrees(720))
        #expect(twice.elements.count == 9, "eight quarter curves")
        #expect(distance(curveEnds(twice)[4], curveEnds(twice)[0]) < 1e-9, "the second turn retraces the first")
        var back = Path()
        back.move(to: .zero)
        back.addRelativeArc(center: centre, radius: r, startAngle: .degrees(30), delta: .degrees(-270))
        #expect(back.elements[1] == .line(to: onCircle(centre, r, degrees: 30)), "a line from the current point")
        #expect(back.elements.count == 5)
        #expect(distance(back.currentPoint!, onCircle(centre, r, degrees: -240)) < 1e-9)
        for p in samples(twice) + samples(back) { #expect(abs(distance(p, centre) - r) <= circleError * r) }
    }

    @Test("non-finite centres, radii or angles append nothing")
    func nonFinite() {
        let bad: [(CGPoint, Double, Double, Double)] = [
            (CGPoint(x: Double.nan, y: 0), 1, 0, 90), (.zero, .infinity, 0, 90), (.zero, .nan, 0, 90),
            (.zero, 1, .nan, 90), (.zero, 1, 0, .infinity), (.zero, 1, -.infinity, .infinity), (CGPoint(x: 1.7e308, y: 0), 1.7e308, 0, 90),
        ]
        for (c, radius, start, end) in bad {
            var path = Path()
            path.move(to: CGPoint(x: 1, y: 1))
            let before = path
            path.addArc(center: c, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
            path.addRelativeArc(center: c, radius: radius, startAngle: .degrees(start), delta: .degrees(end))
            #expect(path == before, "\(c) \(radius) \(start) \(end)")
        }
    }

    @Test("a negative radius reflects the arc through its centre")
    func negativeRadius() {
        var path = Path()
        path.addArc(center: centre, radius: -r, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(distance(path.currentPoint!, onCircle(centre, r, degrees: 270)) < 1e-9)
        for p in samples(path) { #expect(abs(distance(p, centre) - r) <= circleError * r) }
    }

    @Test("a tangent arc with a radius that is not finite and positive is only the line to the corner")
    func tangentArcBadRadius() {
        for radius in [0, -2, Double.nan, .infinity] {
            var path = Path()
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: radius)
            #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        }
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: .zero, radius: 1)
        #expect(empty.elements == [.move(to: CGPoint(x: 3, y: 4))], "no current point: a move to the corner")
    }
}
