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

    /// Found by the stroked-path fuzz target: 25 diagonals each ~1.4·10⁶ long, dashed [18, 18, 18, 18], cut into
    /// about 10⁶ round-capped dashes (13 million elements).
    @Test("a path is cut into at most about 100,000 dashes; later subpaths that would pass it stroke solid")
    func dashBudget() {
        func line(_ length: CGFloat, at y: CGFloat) -> Path {
            Path { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: length, y: y)) }
        }
        let style = StrokeStyle(lineWidth: 1, dash: [1, 1])
        // 60,000 dashes each: the first line is dashed, the second would pass 100,000 and is solid.
        var two = line(120_000, at: 0)
        two.addPath(line(120_000, at: 10))
        let outline = two.strokedPath(style)
        let first = line(120_000, at: 0).strokedPath(style), solid = line(120_000, at: 10).strokedPath(StrokeStyle(lineWidth: 1))
        #expect(first.elements.count > 60_000)
        #expect(outline.elements == first.elements + solid.elements)
        // Short subpaths share the budget: 1,000 lines of 50 dashes are all dashed.
        var many = Path()
        for k in 0..<1_000 { many.addPath(line(100, at: CGFloat(k) * 10)) }
        #expect(many.strokedPath(style).elements.count >= 1_000 * 50 * 5)
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
        // A move then a close is a dot; a close that opens the path, or follows a close, draws nothing
        // (found by the stroked-path fuzz target: a leading close drew a dot at the origin).
        let dot = Path { $0.move(to: CGPoint(x: 3, y: 4)); $0.closeSubpath() }
        #expect(abs(StrokeOracle.signedArea(rings: rings(of: dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))))
            - .pi * 4) <= 0.01 * 2 * .pi * 2)
        #expect(Path { $0.closeSubpath() }.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
        var twice = Self.segment()
        twice.closeSubpath()
        let once = twice.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        twice.closeSubpath()
        var leading = Path()
        leading.closeSubpath()
        leading.addPath(twice)
        #expect(twice.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)) == once)
        #expect(leading.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)) == once)
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

    @Test("an enormous finite width takes no more pieces than a width of 100")
    func enormousWidth() {
        var curve = Path()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 4, y: 4), control1: CGPoint(x: 3, y: 6), control2: CGPoint(x: 1, y: 6))
        // Past a width of 100 the tolerance is 10⁻⁴ of the width: the offsets, 50 and more from a curve
        // about 2 across, are scaled copies of each other, sampled alike.
        let hundred = curve.strokedPath(StrokeStyle(lineWidth: 100)).elements.count
        for width in [1e3, 1e8, 1e30] {
            let outline = curve.strokedPath(StrokeStyle(lineWidth: width))
            #expect(outline.isFinite && !outline.isEmpty)
            // Within a tenth: at 100 the curve's own radius still counts a little against the offset's.
            #expect(outline.elements.count <= hundred * 11 / 10, "width \(width): \(outline.elements.count) elements, \(hundred) at 100")
        }
    }

    /// Found by the stroked-path fuzz target: a rounded rectangle 10¹⁵ across, its corners quarter circles of
    /// radius 5·10¹⁴. Stroked 10¹⁵ wide it took 2¹⁴ steps a curve (half a million elements). Now a curve takes
    /// at most 2¹² steps, none turning sharply here, and each such step adds one point to each side of its band.
    @Test("a curve takes at most 2¹² steps at any width and any size", arguments: [1.0, 100, 1e15])
    func hugeCurveBounded(width: CGFloat) {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: 1e15, y: 1e15, width: 1e15, height: 1e15),
                            cornerSize: CGSize(width: 1e15, height: 1e30), style: .continuous)
        let curves = path.elements.filter { if case .curve = $0 { true } else { false } }.count
        let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, miterLimit: 1e15))
        #expect(curves > 0 && outline.isFinite && !outline.isEmpty)
        #expect(outline.elements.count <= 2 * (1 << 12) * curves + 64, "\(outline.elements.count) elements, \(curves) curves")
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
