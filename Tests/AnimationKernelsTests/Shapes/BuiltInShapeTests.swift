import AnimationKernels
import Foundation
import Testing

/// Checks that every curve of `path` lies on the circle of `radius` around
/// the matching centre (in drawing order) and every line on the frame's edges.
private func expectCircularCorners(_ path: Path, frame: CGRect, centres: [CGPoint], radius: Double,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
    expectCircularCorners(path, frame: frame, corners: centres.map { ($0, radius) }, sourceLocation: sourceLocation)
}

/// Checks that every curve of `path` lies on the circle of the matching
/// corner (centre and radius, in drawing order) and every line on the frame's edges.
private func expectCircularCorners(_ path: Path, frame: CGRect, corners: [(centre: CGPoint, radius: Double)],
                                   sourceLocation: SourceLocation = #_sourceLocation) {
    var corner = 0
    for (start, element) in pieces(path) {
        switch element {
        case .curve:
            guard corner < corners.count else { break }
            let (centre, radius) = corners[corner]
            for q in samples(Path(elements: [.move(to: start), element])) {
                #expect(abs(distance(q, centre) - radius) <= circleError * radius, sourceLocation: sourceLocation)
            }
            corner += 1
        case .line(let p):
            #expect(p.x == frame.minX || p.x == frame.maxX || p.y == frame.minY || p.y == frame.maxY, sourceLocation: sourceLocation)
        default: break
        }
    }
    #expect(corner == corners.count, sourceLocation: sourceLocation)
}

@Suite("Built-in shapes")
struct BuiltInShapeTests {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 60)

    @Test("a rectangle is its frame from the minimum corner, standardized")
    func rectangle() {
        let expected: [Path.Element] = [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 110, y: 20)),
            .line(to: CGPoint(x: 110, y: 80)), .line(to: CGPoint(x: 10, y: 80)), .closeSubpath,
        ]
        #expect(Rectangle().path(in: frame).elements == expected)
        #expect(Rectangle().path(in: CGRect(x: 110, y: 80, width: -100, height: -60)).elements == expected)
    }

    @Test("a circle is centred with diameter min(w, h), starting at its rightmost point")
    func circle() {
        let path = Circle().path(in: frame)
        let centre = CGPoint(x: 60, y: 50)
        #expect(path.elements.first == .move(to: CGPoint(x: 90, y: 50)))
        // The first quarter ends at the bottom (y down): the turn is clockwise on screen.
        #expect(path.elements[1] == .curve(to: CGPoint(x: 60, y: 80), control1: CGPoint(x: 90, y: 50 + 30 * Path.testKappa),
                                           control2: CGPoint(x: 60 + 30 * Path.testKappa, y: 80)))
        for p in samples(path) { #expect(abs(distance(p, centre) - 30) <= circleError * 30) }
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 30) < 1e-12 && abs(bounds.maxX - 90) < 1e-12 && bounds.minY == 20 && bounds.maxY == 80)
    }

    @Test("an ellipse is inscribed in its frame")
    func ellipse() {
        let path = Ellipse().path(in: frame)
        #expect(path == Path(ellipseIn: frame))
        #expect(path.elements.first == .move(to: CGPoint(x: 110, y: 50)))
        for p in samples(path) {
            let radial = (pow((p.x - 60) / 50, 2) + pow((p.y - 50) / 30, 2)).squareRoot()
            #expect(abs(radial - 1) <= circleError)
        }
    }

    @Test("a circular capsule has ends of radius half the short side")
    func capsule() {
        let path = Capsule(style: .circular).path(in: frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 110, y: 50)))
        // Corners in drawing order: bottom-right, bottom-left, top-left, top-right; the ends' centres.
        let centres = [CGPoint(x: 80, y: 50), CGPoint(x: 40, y: 50), CGPoint(x: 40, y: 50), CGPoint(x: 80, y: 50)]
        expectCircularCorners(path, frame: frame, centres: centres, radius: 30)
        let tall = Capsule(style: .circular).path(in: CGRect(x: 0, y: 0, width: 20, height: 90))
        expectCircularCorners(tall, frame: CGRect(x: 0, y: 0, width: 20, height: 90),
                              centres: [CGPoint(x: 10, y: 80), CGPoint(x: 10, y: 80), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)],
                              radius: 10)
    }

    @Test("a continuous capsule is circular at its ends and continuous along its long sides")
    func continuousCapsule() {
        let path = Capsule().path(in: frame)
        // Bottom-right corner: it starts on the right edge at r = 30 from the vertex (no room for more) …
        #expect(path.elements[1] == .line(to: CGPoint(x: 110, y: 50)))
        // … and meets the bottom edge 1.52866483·30 from the vertex.
        let corner = Array(path.elements[2...5])
        guard case .curve(let end, _, _) = corner[3] else {
            Issue.record("the corner ends with a cubic")
            return
        }
        #expect(abs(end.x - (110 - 1.52866483 * 30)) < 1e-9 && end.y == 80)
        #expect(path.boundingRect.minX >= 10 - 1e-9 && path.boundingRect.maxY <= 80 + 1e-9)
    }

    @Test("a circular rounded rectangle's corners are quarter circles around hand-placed centres")
    func roundedRectangle() {
        let path = RoundedRectangle(cornerRadius: 12, style: .circular).path(in: frame)
        #expect(path == Path(roundedRect: frame, cornerRadius: 12, style: .circular))
        #expect(path.elements.first == .move(to: CGPoint(x: 110, y: 50)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 110, y: 68)))
        let centres = [CGPoint(x: 98, y: 68), CGPoint(x: 22, y: 68), CGPoint(x: 22, y: 32), CGPoint(x: 98, y: 32)]
        expectCircularCorners(path, frame: frame, centres: centres, radius: 12)
        #expect(RoundedRectangle(cornerSize: .zero).path(in: frame) == Rectangle().path(in: frame))
    }

    @Test("a continuous corner reaches 1.52866483·r along each edge, leaves it tangentially, and bulges less than the circle")
    func continuousCorner() {
        let r = 10.0
        let path = RoundedRectangle(cornerRadius: r).path(in: frame)
        let reach = 1.52866483 * r
        // Bottom-right corner, vertex (110, 80): from the right edge to the bottom edge.
        #expect(path.elements[1] == .line(to: CGPoint(x: 110, y: 80 - 1.52866471 * r)))
        guard case .curve(_, let c1, _) = path.elements[2], case .curve(let end, _, let c2) = path.elements[5] else {
            Issue.record("the corner is cubic, line, cubic, cubic")
            return
        }
        #expect(c1.x == 110, "the first control stays on the right edge: tangent to it")
        #expect(c2.y == 80, "the last control stays on the bottom edge")
        #expect(abs(end.x - (110 - reach)) < 1e-12 && end.y == 80)
        // PaintCode's table, scaled by r from the vertex: the middle cubic ends at (0.07491176, 0.63149399)·r.
        guard case .curve(let middle, _, _) = path.elements[4] else { return }
        #expect(abs(middle.x - (110 - 0.63149399 * r)) < 1e-12 && abs(middle.y - (80 - 0.07491176 * r)) < 1e-12)
        // PaintCode's middle cubic at t = ½, (P0 + 3C1 + 3C2 + P3)/8, in radii from the vertex: near the diagonal,
        // a little nearer the vertex than the circle's (1 − 1/√2)·r.
        let u = (0.63149399 + 3 * 0.37282392 + 3 * 0.16906013 + 0.07491176) / 8
        let v = (0.07491100 + 3 * 0.16905899 + 3 * 0.37282401 + 0.63149399) / 8
        let mid = samples(Path(elements: [.move(to: pieces(path)[4].start), path.elements[4]]), count: 2)[1]
        // (a, b) radii back along the arriving right edge and along the leaving bottom edge: (110 − b·r, 80 − a·r).
        #expect(abs(mid.x - (110 - v * r)) < 1e-12 && abs(mid.y - (80 - u * r)) < 1e-12)
        #expect(u < 1 - 0.5.squareRoot() && abs(u - v) < 1e-5)
        #expect(path.elements.count == 4 * 5 + 2, "a move, four lines and four five-element corners, a close")
    }

    @Test("an uneven rounded rectangle places each corner, a zero corner is the vertex, overlapping radii shrink together")
    func unevenRoundedRectangle() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 80)
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 0, bottomTrailingRadius: 20,
                                           topTrailingRadius: 5, style: .circular)
        let path = shape.path(in: box)
        #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 80))), "the square bottom-left corner")
        expectCircularCorners(path, frame: box, corners: [(CGPoint(x: 80, y: 60), 20), (CGPoint(x: 10, y: 10), 10), (CGPoint(x: 95, y: 5), 5)])
        // Radii 60 + 60 on a side of 100 both become 50.
        let big = UnevenRoundedRectangle(topLeadingRadius: 60, topTrailingRadius: 60, style: .circular).path(in: box)
        #expect(big.elements.contains(.line(to: CGPoint(x: 50, y: 0))))
        #expect(shape.path(in: box) == Path(roundedRect: box, cornerRadii: shape.cornerRadii, style: .circular))
    }

    @Test("AnyShape draws the shape it wraps")
    func anyShape() {
        let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(Rectangle()), AnyShape(Capsule().offset(x: 2))]
        #expect(shapes[0].path(in: frame) == Circle().path(in: frame))
        #expect(shapes[2].path(in: frame) == Capsule().path(in: frame).offsetBy(dx: 2, dy: 0))
    }

    @Test("hostile frames never trap and never draw a non-finite point")
    func hostileFrames() {
        let shapes: [AnyShape] = [
            AnyShape(Rectangle()), AnyShape(Circle()), AnyShape(Ellipse()), AnyShape(Capsule()), AnyShape(Capsule(style: .circular)),
            AnyShape(RoundedRectangle(cornerRadius: 8)), AnyShape(RoundedRectangle(cornerRadius: .infinity)),
            AnyShape(RoundedRectangle(cornerSize: CGSize(width: Double.nan, height: -3))),
            AnyShape(UnevenRoundedRectangle(topLeadingRadius: .greatestFiniteMagnitude, bottomTrailingRadius: 4)),
            AnyShape(Circle().inset(by: 3)), AnyShape(Rectangle().inset(by: .nan)), AnyShape(Ellipse().inset(by: -.infinity)),
            AnyShape(Rectangle().rotation(.degrees(.nan))), AnyShape(Circle().scale(x: .infinity)),
            AnyShape(Rectangle().offset(x: .infinity)), AnyShape(Rectangle().trim(from: .nan, to: 1)),
        ]
        let big = CGFloat.greatestFiniteMagnitude
        let frames = [
            CGRect(x: 0, y: 0, width: -30, height: -40), .zero, CGRect(x: 0, y: 0, width: 1, height: 0),
            CGRect(x: 0, y: 0, width: 1e308, height: 1e308), CGRect(x: -big, y: -big, width: big, height: big),
            CGRect(x: big, y: 0, width: big, height: 1), CGRect(x: 0, y: 0, width: Double.infinity, height: 5),
            CGRect(x: Double.nan, y: 0, width: 5, height: 5), CGRect(x: 0, y: -Double.infinity, width: 5, height: 5), .null, .infinite,
        ]
        for (i, shape) in shapes.enumerated() {
            for rect in frames {
                #expect(shape.path(in: rect).isFinite, "shape \(i) in \(rect)")
            }
        }
    }
}

extension Path {
    /// `κ = (4/3)(√2 − 1)`, derived here independently of the library.
    static let testKappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)
}
