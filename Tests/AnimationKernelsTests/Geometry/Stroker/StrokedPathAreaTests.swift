import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// Areas against closed forms. Pieces that do not overlap are summed by the
/// shoelace formula (exact for polygons; round pieces within the 256-chord
/// flattening, with the tolerance times the arc length); overlapping ones by the non-zero grid count, whose error is
/// zero on grid-aligned edges and below the stated bounds elsewhere.
@Suite("Stroked outline areas")
struct StrokedPathAreaTests {
    static func line(_ length: CGFloat) -> Path {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: length, y: 0))
        return path
    }

    @Test("a straight stroke is L × w plus its caps")
    func straight() {
        let (l, w) = (100.0, 10.0)
        let expected: [(CGLineCap, Double)] = [(.butt, l * w), (.square, (l + w) * w), (.round, l * w + .pi * w * w / 4)]
        for (cap, area) in expected {
            let outline = Self.line(l).strokedPath(StrokeStyle(lineWidth: w, lineCap: cap))
            // Round caps are cubic arcs within 0.01 of the circle: 0.01 × their arc length bounds the area.
            #expect(abs(StrokeOracle.signedArea(rings: rings(of: outline)) - area) <= 0.01 * .pi * w, "\(cap)")
        }
    }

    @Test("a ring is π((r + w/2)² − (r − w/2)²) within the tolerance times its perimeters")
    func ring() {
        let (r, w) = (50.0, 10.0)
        let outline = Path(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r)).strokedPath(StrokeStyle(lineWidth: w))
        let exact = Double.pi * ((r + w / 2) * (r + w / 2) - (r - w / 2) * (r - w / 2))
        // Each edge within 0.01 of the exact circle bounds the area error by 0.01 × both perimeters.
        let bound = 0.01 * 2 * .pi * (2 * r)
        #expect(abs(StrokeOracle.signedArea(rings: rings(of: outline)) - exact) <= bound)
        let pieces = rings(of: outline)
        #expect(StrokeOracle.winding(at: .zero, rings: pieces) == 0, "the hole stays empty")
        #expect(StrokeOracle.winding(at: OraclePoint(r, 0.3), rings: pieces) != 0)
    }

    @Test("dashes on a line paint the pattern's share of it")
    func dashes() {
        let (l, w) = (100.0, 2.0)
        for (pattern, phase) in [([10.0, 5], 0.0), ([10, 5], 5), ([7], 3), ([4, 1, 2, 3], -6), ([10, 5], 1e6 + 0.5)] {
            let outline = Self.line(l).strokedPath(StrokeStyle(lineWidth: w, dash: pattern.map { CGFloat($0) }, dashPhase: phase))
            let expected = StrokeOracle.paintedLength(length: l, pattern: pattern, phase: phase) * w
            #expect(abs(StrokeOracle.signedArea(rings: rings(of: outline)) - expected) <= 1e-6, "\(pattern) phase \(phase)")
        }
        // Zero-length dashes with round caps are dots, one per period.
        let dots = Self.line(95).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
        #expect(abs(StrokeOracle.signedArea(rings: rings(of: dots)) - 10 * .pi * 4) <= 10 * 0.01 * 2 * .pi * 2)
    }

    @Test("joins add the miter square, the bevel triangle or the quarter disk")
    func joins() {
        var corner = Path()
        corner.move(to: .zero)
        corner.addLine(to: CGPoint(x: 100, y: 0))
        corner.addLine(to: CGPoint(x: 100, y: 100))
        let union = 100.0 * 10 + 10 * 100 - 25
        let expected: [(CGLineJoin, Double, Double)] = [(.miter, union + 25, 1e-9), (.bevel, union + 12.5, 0.5), (.round, union + .pi * 25 / 4, 0.5)]
        for (join, area, bound) in expected {
            let pieces = rings(of: corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join)))
            let measured = StrokeOracle.nonzeroArea(rings: pieces, lower: OraclePoint(-1, -6), upper: OraclePoint(106, 101), step: 0.1)
            #expect(abs(measured - area) <= bound, "\(join): \(measured) against \(area)")
        }
        // A turn of 150° has a miter 1/sin(15°) ≈ 3.9 widths long: kept under 10, a bevel under 2.
        var sharp = Path()
        sharp.move(to: .zero)
        sharp.addLine(to: CGPoint(x: 100, y: 0))
        sharp.addLine(to: CGPoint(x: 100 - 100 * cos(Double.pi / 6), y: 100 * sin(Double.pi / 6)))
        let tip = CGPoint(x: 115, y: -4)
        #expect(sharp.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 10)).contains(tip))
        #expect(!sharp.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 2)).contains(tip))
        // Below 1, negative and NaN limits included, every miter is a bevel
        // (a negative limit once passed the test as its square).
        for limit in [0.5, 0, -2, -10, -.infinity, .nan] {
            #expect(!sharp.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: limit)).contains(tip), "limit \(limit)")
        }
    }

    @Test("a 180° turn keeps its band painted and rounds the turn")
    func uTurn() {
        var back = Path()
        back.move(to: .zero)
        back.addLine(to: CGPoint(x: 100, y: 0))
        back.addLine(to: .zero)
        let pieces = rings(of: back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)))
        let measured = StrokeOracle.nonzeroArea(rings: pieces, lower: OraclePoint(-1, -6), upper: OraclePoint(106, 6), step: 0.1)
        #expect(abs(measured - (1000 + .pi * 25 / 2)) <= 0.5)
    }
}
