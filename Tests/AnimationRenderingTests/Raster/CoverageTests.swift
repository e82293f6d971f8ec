import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing
@testable import AnimationRendering

/// The rasterizer's anti-aliasing against the exact area of each polygon
/// inside each pixel.
@Suite struct CoverageTests {
    static let size = 48

    /// The alpha of each pixel after filling `path` opaque white.
    static func alphas(_ path: Path, eoFill: Bool = false, size: Int = size) throws -> [Double] {
        let image = try RasterImage(width: size, height: size) { context, _ in
            context.fill(path, with: .color(.white), style: FillStyle(eoFill: eoFill))
        }
        return (0..<size * size).map { Double(image.pixel(x: $0 % size, y: $0 / size).alpha) / 255 }
    }

    static func path(_ polygon: [CoverageOracle.Point]) -> Path {
        Path { p in
            p.move(to: CGPoint(x: polygon[0].x, y: polygon[0].y))
            for q in polygon.dropFirst() { p.addLine(to: CGPoint(x: q.x, y: q.y)) }
            p.closeSubpath()
        }
    }

    /// Random star-shaped polygons: simple, so their exact coverage is the
    /// clipped area under either rule.
    static func randomPolygon(_ random: inout SeededGenerator, vertices: Int) -> [CoverageOracle.Point] {
        let cx = Double.random(in: 10...38, using: &random), cy = Double.random(in: 10...38, using: &random)
        return (0..<vertices).map { i in
            let angle = 2 * Double.pi * (Double(i) + Double.random(in: 0..<0.9, using: &random)) / Double(vertices)
            let r = Double.random(in: 2...30, using: &random)
            return (cx + r * cos(angle), cy + r * sin(angle))
        }
    }

    @Test("every pixel of a filled polygon is within 1/255 of its exact coverage", arguments: [3, 4, 7, 16, 61])
    func polygonsMatchExactCoverage(vertices: Int) throws {
        var random = SeededGenerator(seed: UInt64(vertices))
        for _ in 0..<8 {
            let polygon = Self.randomPolygon(&random, vertices: vertices)
            let exact = CoverageOracle.coverage(of: polygon, width: Self.size, height: Self.size)
            for eoFill in [false, true] {
                let drawn = try Self.alphas(Self.path(polygon), eoFill: eoFill)
                let worst = zip(drawn, exact).map { abs($0 - $1) }.max()!
                #expect(worst <= 1.0 / 255 + 1e-6, "vertices \(vertices), eoFill \(eoFill): worst \(worst * 255)/255")
            }
        }
    }

    @Test("the winding direction does not change coverage")
    func directionDoesNotMatter() throws {
        var random = SeededGenerator(seed: 99)
        let polygon = Self.randomPolygon(&random, vertices: 9)
        #expect(try Self.alphas(Self.path(polygon)) == Self.alphas(Self.path(polygon.reversed())))
    }

    @Test("a pentagram: the centre is filled under nonzero and empty under even-odd")
    func pentagramRules() throws {
        let star: [CoverageOracle.Point] = (0..<5).map { i in
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return (24 + 20 * cos(angle), 24 + 20 * sin(angle))
        }
        // The inner pentagon: where the star's edges cross.
        let inner: [CoverageOracle.Point] = (0..<5).map { i in
            let angle = Double.pi / 2 + Double(i) * 2 * Double.pi / 5
            let r = 20 * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
            return (24 + r * cos(angle), 24 + r * sin(angle))
        }
        // The star's outline as a simple polygon: tips and inner corners.
        let outline: [CoverageOracle.Point] = (0..<10).map { i in
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let r = i % 2 == 0 ? 20 : 20 * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
            return (24 + r * cos(angle), 24 + r * sin(angle))
        }
        let full = CoverageOracle.coverage(of: outline, width: Self.size, height: Self.size)
        let hole = CoverageOracle.coverage(of: inner, width: Self.size, height: Self.size)
        let nonZero = try Self.alphas(Self.path(star))
        let evenOdd = try Self.alphas(Self.path(star), eoFill: true)
        // Where the edges cross inside a pixel the accumulated winding is an
        // approximation (as in every rasterizer of this kind): the pixels
        // that two crossing edges pass through, those within 1.5 pixels of a
        // crossing, are bounded apart; all others must be exact.
        func nearCrossing(_ i: Int) -> Bool {
            let x = Double(i % Self.size) + 0.5, y = Double(i / Self.size) + 0.5
            return inner.contains { (($0.x - x) * ($0.x - x) + ($0.y - y) * ($0.y - y)).squareRoot() < 1.5 }
        }
        for i in nonZero.indices {
            let bound = nearCrossing(i) ? 0.25 : 1.0 / 255 + 1e-6
            #expect(abs(nonZero[i] - full[i]) <= bound, "nonzero, pixel \(i % Self.size), \(i / Self.size)")
            #expect(abs(evenOdd[i] - (full[i] - hole[i])) <= bound, "even-odd, pixel \(i % Self.size), \(i / Self.size)")
        }
        #expect(nonZero[24 * Self.size + 24] == 1)
        #expect(evenOdd[24 * Self.size + 24] == 0)
    }

    @Test("curves: a circle is within the flattening tolerance of its exact coverage")
    func circleWithinTolerance() throws {
        // The exact curve: the path's own cubic arcs, sampled densely.
        let circle = Path(ellipseIn: CGRect(x: 5.3, y: 4.7, width: 37, height: 37))
        var polygon: [CoverageOracle.Point] = []
        var current = CGPoint.zero
        for element in circle.elements {
            switch element {
            case .move(let p): current = p; polygon.append((p.x, p.y))
            case .curve(let p, let c1, let c2):
                for i in 1...256 {
                    let t = Double(i) / 256, u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    polygon.append((x, y))
                }
                current = p
            case .line(let p): current = p; polygon.append((p.x, p.y))
            default: break
            }
        }
        let exact = CoverageOracle.coverage(of: polygon, width: Self.size, height: Self.size)
        let drawn = try Self.alphas(circle)
        let worst = zip(drawn, exact).map { abs($0 - $1) }.max()!
        // A chord strays at most `tolerance` from the curve, which moves a
        // pixel's coverage by at most that much.
        #expect(worst <= EdgeBuilder.tolerance + 1.0 / 255)
    }

    @Test("coordinates of 1e30 are clipped: a huge square covers the whole image")
    func hugeCoordinates() throws {
        let huge = Path(CGRect(x: -1e30, y: -1e30, width: 2e30, height: 2e30))
        #expect(try Self.alphas(huge).allSatisfy { $0 == 1 })
        let curve = Path { p in
            p.move(to: CGPoint(x: -1e30, y: 10))
            p.addCurve(to: CGPoint(x: 1e30, y: 30), control1: CGPoint(x: 24, y: -1e30), control2: CGPoint(x: 24, y: 1e30))
            p.closeSubpath()
        }
        let alphas = try Self.alphas(curve)
        #expect(alphas.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
    }

    @Test("a curve bent by 1e300 asks for more chords than an Int holds: capped, drawn")
    func hugeChordCount() throws {
        // Found by the drawing fuzz target: sqrt(1e300 / tolerance) chords overflowed Int.
        let curve = Path { p in
            p.move(to: CGPoint(x: 0, y: 5))
            p.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 1e300, y: 5))
            p.closeSubpath()
        }
        #expect(try Self.alphas(curve).allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
    }

    @Test("an edge from x = -1e308 to 1e308 crosses the image where it should, finite")
    func edgeAcrossTheWholeDoubleRange() throws {
        // Found by the drawing fuzz target: the cut at x = 0 overflowed to NaN and trapped.
        // Inside the image the long side runs at y = 6 (its slope is 4e-308): rows 2 to 5 are full.
        let triangle = Path { p in
            p.move(to: CGPoint(x: -1e308, y: 2))
            p.addLine(to: CGPoint(x: 1e308, y: 10))
            p.addLine(to: CGPoint(x: 1e308, y: 2))
            p.closeSubpath()
        }
        let alphas = try Self.alphas(triangle, size: 16)
        #expect(alphas == (0..<256).map { (2..<6).contains($0 / 16) ? 1 : 0 })
    }

    @Test("a subpath that the transform makes non-finite is left out, the others drawn")
    func nonFiniteSubpathSkipped() throws {
        var path = Path(CGRect(x: 1, y: 2, width: 5, height: 10))
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 1e308, y: 30))
        path.addLine(to: CGPoint(x: 15, y: 40))
        path.closeSubpath()
        path.addRect(CGRect(x: 15, y: 30, width: 5, height: 10))
        let image = try RasterImage(width: Self.size, height: Self.size) { context, _ in
            context.scaleBy(x: 2, y: 1)  // 1e308 becomes infinite
            context.fill(path, with: .color(.white))
        }
        #expect(image.pixel(x: 5, y: 5).alpha == 255)
        #expect(image.pixel(x: 35, y: 35).alpha == 255)
        #expect(image.pixel(x: 30, y: 26).alpha == 0)
    }
}
