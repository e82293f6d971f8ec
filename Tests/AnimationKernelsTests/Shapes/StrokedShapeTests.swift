import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// The area `shape` paints in `frame` under the non-zero rule, counted on a
/// grid of `step` over `lower…upper` (exact along edges on the grid's lines).
private func paintedArea<S: Shape>(_ shape: S, in frame: CGRect, lower: OraclePoint, upper: OraclePoint, step: Double) -> Double {
    StrokeOracle.nonzeroArea(rings: rings(of: shape.path(in: frame)), lower: lower, upper: upper, step: step)
}

/// Stroked shapes against hand-derived areas: a w × h rectangle stroked
/// `lw` wide with miter joins paints (w + lw)(h + lw) − (w − lw)(h − lw);
/// bevels cut a right triangle of legs lw/2 off each corner, round joins
/// the square of side lw/2 less its quarter disk.
@Suite("Stroked shapes")
struct StrokedShapeTests {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    let lower = OraclePoint(-3, -3), upper = OraclePoint(43, 23)

    @Test("a stroked rectangle paints the band between the outer and inner rectangles")
    func rectangleBand() {
        let lw = 4.0
        let band = (40 + lw) * (20 + lw) - (40 - lw) * (20 - lw)
        // Every edge of the miter outline lies on the grid's lines: exact.
        #expect(abs(paintedArea(Rectangle().stroke(lineWidth: lw), in: frame, lower: lower, upper: upper, step: 0.25) - band) <= 1e-9)
        let corner = (lw / 2) * (lw / 2)
        let expected: [(CGLineJoin, Double)] = [(.bevel, band - 4 * corner / 2), (.round, band - 4 * corner * (1 - .pi / 4))]
        for (join, area) in expected {
            let shape = Rectangle().stroke(style: StrokeStyle(lineWidth: lw, lineJoin: join))
            // The grid errs only along the four slanted or curved corner edges, each under 3 long: 4 × 3 × step / 2.
            #expect(abs(paintedArea(shape, in: frame, lower: lower, upper: upper, step: 0.25) - area) <= 1.5, "\(join)")
        }
        let outline = Rectangle().stroke(lineWidth: lw).path(in: frame)
        #expect(!outline.contains(CGPoint(x: 20, y: 10)), "the inside stays empty")
        #expect(outline.contains(CGPoint(x: 41.5, y: 21.5)) && !outline.contains(CGPoint(x: 42.5, y: 10)))
    }

    @Test("stroke(lineWidth:) is the default style of that width, stroke(style:) the stroker's outline of the shape's path")
    func definitions() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [5, 2], dashPhase: 1)
        #expect(Capsule().stroke(style: style).path(in: frame) == Capsule().path(in: frame).strokedPath(style))
        #expect(Ellipse().stroke(lineWidth: 3).path(in: frame) == Ellipse().stroke(style: StrokeStyle(lineWidth: 3)).path(in: frame))
        #expect(Circle().stroke().style == StrokeStyle(), "width 1 by default")
        #expect(Path(frame).stroke(lineWidth: 2).path(in: .zero) == Path(frame).strokedPath(StrokeStyle(lineWidth: 2)))
    }

    @Test("a stroked circle is a ring of area π((r + w/2)² − (r − w/2)²)")
    func ring() {
        let (r, w) = (50.0, 10.0)
        let square = CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r)
        let pieces = rings(of: Circle().stroke(lineWidth: w).path(in: square))
        let exact = Double.pi * ((r + w / 2) * (r + w / 2) - (r - w / 2) * (r - w / 2))
        // Each edge within 0.01 of the exact circle bounds the area error by 0.01 × both perimeters.
        #expect(abs(StrokeOracle.signedArea(rings: pieces) - exact) <= 0.01 * 2 * .pi * (2 * r))
        #expect(StrokeOracle.winding(at: OraclePoint(r, r), rings: pieces) == 0, "the hole stays empty")
    }

    @Test("inset by half the width, then stroked: SwiftUI's strokeBorder, inside the frame")
    func strokeBorderPort() {
        let (r, w) = (50.0, 10.0)
        let square = CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r)
        let border = Circle().inset(by: w / 2).stroke(lineWidth: w).path(in: square)
        #expect(square.insetBy(dx: -0.01, dy: -0.01).contains(border.boundingRect), "within the stroker's tolerance of the frame")
        let exact = Double.pi * (r * r - (r - w) * (r - w))
        #expect(abs(StrokeOracle.signedArea(rings: rings(of: border)) - exact) <= 0.01 * 2 * .pi * (2 * r - w))
    }

    @Test("dashes paint the pattern's share of the perimeter")
    func dashes() {
        // Perimeter 120 from the top-left corner; phase 15 paints [5, 15), [25, 35), …: no dash holds a corner.
        let lw = 2.0
        let shape = Rectangle().stroke(style: StrokeStyle(lineWidth: lw, dash: [10, 10], dashPhase: 15))
        let expected = StrokeOracle.paintedLength(length: 120, pattern: [10, 10], phase: 15) * lw
        #expect(abs(StrokeOracle.signedArea(rings: rings(of: shape.path(in: frame))) - expected) <= 1e-9)
        #expect(expected == 120)
    }

    @Test("modifiers after the stroke act on the outline, before it on the centre line")
    func order() {
        let lw = 4.0
        // Scaled twice about the centre, then stroked: an 80 × 40 rectangle's band.
        let scaledFirst = paintedArea(Rectangle().scale(2).stroke(lineWidth: lw), in: frame,
                                      lower: OraclePoint(-25, -15), upper: OraclePoint(65, 35), step: 0.5)
        #expect(abs(scaledFirst - ((80 + lw) * (40 + lw) - (80 - lw) * (40 - lw))) <= 1e-9)
        // Stroked, then scaled: the 40 × 20 band, four times the area.
        let strokedFirst = paintedArea(Rectangle().stroke(lineWidth: lw).scale(2), in: frame,
                                       lower: OraclePoint(-25, -15), upper: OraclePoint(65, 35), step: 0.5)
        #expect(abs(strokedFirst - 4 * ((40 + lw) * (20 + lw) - (40 - lw) * (20 - lw))) <= 1e-9)
        let moved = Rectangle().stroke(lineWidth: lw).offset(x: 10, y: -5).path(in: frame)
        #expect(moved == Rectangle().stroke(lineWidth: lw).path(in: frame).offsetBy(dx: 10, dy: -5))
    }

    @Test("the width, miter limit and dash phase animate with the shape's data")
    func animatableData() {
        var shape = RoundedRectangle(cornerRadius: 2).stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
        shape.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(3, AnimatablePair(4, 1.5)))
        #expect(shape.shape.cornerSize == CGSize(width: 5, height: 6))
        #expect(shape.style == StrokeStyle(lineWidth: 3, miterLimit: 4, dash: [4, 2], dashPhase: 1.5))
        #expect(shape.animatableData == AnimatablePair(AnimatablePair(5, 6), AnimatablePair(3, AnimatablePair(4, 1.5))))
    }

    @Test("bad widths and frames give an empty outline, never a NaN point")
    func badInput() {
        for width in [0, -1, CGFloat.nan, .infinity, -.infinity] {
            #expect(Circle().stroke(lineWidth: width).path(in: frame).isEmpty, "width \(width)")
        }
        for rect in [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)] {
            #expect(Rectangle().stroke(lineWidth: 2).path(in: rect).isEmpty, "\(rect)")
        }
        // An invalid dash pattern strokes solid, as CoreGraphics does.
        let solid = Rectangle().stroke(lineWidth: 2).path(in: frame)
        #expect(Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [-1, 3])).path(in: frame) == solid)
    }
}
