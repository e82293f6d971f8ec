import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

@Suite("StrokeStyle, FillStyle and bad input")
struct StrokeStyleTests {
    @Test("defaults and animatable data are SwiftUI's")
    func defaults() {
        let style = StrokeStyle()
        #expect(style == StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0))
        var animated = StrokeStyle(lineWidth: 10, dash: [6, 3], dashPhase: 10)
        #expect(animated.animatableData == AnimatablePair(10, AnimatablePair(10, 10)))
        animated.animatableData = AnimatablePair(2, AnimatablePair(3, 4))
        #expect(animated.lineWidth == 2 && animated.miterLimit == 3 && animated.dashPhase == 4 && animated.dash == [6, 3])
        #expect(FillStyle() == FillStyle(eoFill: false, antialiased: true))
    }

    @Test("Path.contains follows a FillStyle's rule")
    func fillRule() {
        var nested = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        nested.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
        #expect(nested.contains(.zero, eoFill: FillStyle().isEOFilled))
        #expect(!nested.contains(.zero, eoFill: FillStyle(eoFill: true).isEOFilled))
    }

    static func segment() -> Path {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        return path
    }

    @Test("widths that are zero, negative or not finite give an empty outline")
    func badWidths() {
        for width in [0, -1, CGFloat.nan, .infinity, -.infinity] {
            #expect(Self.segment().strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
        }
    }

    @Test("invalid dash patterns stroke solid; a non-finite phase counts as 0")
    func badDashes() {
        let solid = Self.segment().strokedPath(StrokeStyle(lineWidth: 2))
        for dash: [CGFloat] in [[0, 0], [-1, 2], [.nan, 1], [.infinity, 1], [1, -0.5],
                                [.greatestFiniteMagnitude], [1e308, 1e308, 1e308]] {
            #expect(Self.segment().strokedPath(StrokeStyle(lineWidth: 2, dash: dash)) == solid, "\(dash)")
        }
        #expect(Self.segment().strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 1], dashPhase: .nan))
            == Self.segment().strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 1])))
    }

    @Test("lone points are dots with round caps, squares with square caps, nothing with butt")
    func lonePoints() {
        var point = Path()
        point.move(to: CGPoint(x: 3, y: 4))
        point.addLine(to: CGPoint(x: 3, y: 4))
        let round = rings(of: point.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)))
        #expect(abs(StrokeOracle.signedArea(rings: round) - .pi * 4) <= 0.01 * 2 * .pi * 2, "within the tolerance times the perimeter")
        let square = rings(of: point.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square)))
        #expect(abs(StrokeOracle.signedArea(rings: square) - 16) <= 1e-12)
        #expect(point.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
        var move = Path()
        move.move(to: .zero)
        #expect(move.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
    }

    @Test("a subpath with a non-finite point is dropped; huge finite input never writes NaN")
    func nonFinite() {
        // Path's builders drop such points; a direct write stores them, and the stroker drops the subpath.
        var path = Self.segment()
        path.elements += [.move(to: CGPoint(x: CGFloat.nan, y: 0)), .line(to: CGPoint(x: 5, y: 5))]
        #expect(path.strokedPath(StrokeStyle(lineWidth: 2)) == Self.segment().strokedPath(StrokeStyle(lineWidth: 2)))
        var huge = Path()
        huge.move(to: CGPoint(x: -1e308, y: 1e308))
        huge.addCurve(to: CGPoint(x: 1e308, y: -1e308), control1: CGPoint(x: 1e308, y: 1e308), control2: .zero)
        huge.addLine(to: CGPoint(x: -1e308, y: -1e308))
        for cap in CGLineCap.allCases {
            #expect(huge.strokedPath(StrokeStyle(lineWidth: 1e308, lineCap: cap, lineJoin: .round, dash: [1e307])).isFinite)
        }
    }

    @Test("an enormous finite width costs at most 2¹⁴ steps a curve")
    func enormousWidth() {
        var curve = Path()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 4, y: 4), control1: CGPoint(x: 3, y: 6), control2: CGPoint(x: 1, y: 6))
        let outline = curve.strokedPath(StrokeStyle(lineWidth: 1e30))
        // A step at the depth limit turns sharply, so it writes its own band piece and a join wedge, each a
        // closed polygon of at most 8 elements: 16 a step. 2²⁰ halvings would write 64 times as many steps.
        #expect(outline.isFinite && !outline.isEmpty)
        #expect(outline.elements.count <= 16 * (1 << 14))
    }

    @Test("a quadratic strokes as the cubic it equals")
    func quadraticLaw() {
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 90, y: 0), control: CGPoint(x: 30, y: 60))
        var cubic = Path()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 90, y: 0), control1: CGPoint(x: 20, y: 40), control2: CGPoint(x: 50, y: 40))
        let style = StrokeStyle(lineWidth: 6, lineCap: .round)
        let (a, b) = (quad.strokedPath(style), cubic.strokedPath(style))
        #expect(a.elements.count == b.elements.count)
        #expect(zip(rings(of: a).joined(), rings(of: b).joined()).allSatisfy { p, q in abs(p.x - q.x) + abs(p.y - q.y) < 1e-9 })
    }
}
