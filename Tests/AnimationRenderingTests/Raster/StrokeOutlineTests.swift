import AnimationKernels
import Foundation
import Testing
@testable import AnimationRendering

/// Strokes far wider than the image: bounded work, and the pixels a stroke
/// of any width at least the image's reach paints.
@Suite struct StrokeOutlineTests {
    /// The alphas of a `width` × `height` image after `draw`, row by row.
    static func alphas(width: Int = 4, height: Int = 12, mode: ColorRenderingMode = .nonLinear,
                       _ draw: (inout GraphicsContext) -> Void) throws -> [UInt8] {
        let image = try RasterImage(width: width, height: height, colorMode: mode) { context, _ in draw(&context) }
        return (0..<width * height).map { image.pixel(x: $0 % width, y: $0 / width).alpha }
    }

    /// The open polyline through `points`.
    static func polyline(_ points: (Double, Double)...) -> Path {
        Path { p in
            p.move(to: CGPoint(x: points[0].0, y: points[0].1))
            for q in points.dropFirst() { p.addLine(to: CGPoint(x: q.0, y: q.1)) }
        }
    }

    /// The scene of the drawing fuzz target's timeout: a quadratic and an
    /// ellipse stroked 1e30 wide with round joins into a 4 × 12 image.
    static let fuzzPath: Path = {
        var path = Path()
        for _ in 0..<5 { path.closeSubpath() }
        path.addQuadCurve(to: CGPoint(x: 51, y: 51), control: CGPoint(x: 51, y: 0))
        path.addCurve(to: CGPoint(x: CGFloat.nan, y: 0), control1: CGPoint(x: -0.0, y: 1), control2: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        return path
    }()
    static let fuzzStyle = StrokeStyle(lineWidth: 1e30, lineCap: .butt, lineJoin: .round, miterLimit: -.infinity,
                                       dash: [39, 43, .infinity, 1, .nan], dashPhase: .nan)

    @Test("a stroke 1e30 wide (the fuzz timeout): a bounded outline that covers every pixel")
    func fuzzTimeout() throws {
        // Unbounded, the stroker sampled each of the ellipse's cubics 2¹⁴ times: over a million elements.
        let outline = try #require(StrokeOutline(stroking: Self.fuzzPath, style: Self.fuzzStyle, transform: .identity,
                                                 width: 4, height: 12))
        #expect(outline.path.elements.count < 50_000, "\(outline.path.elements.count) elements")
        // Every pixel lies within the half-width of a round join of the closed ellipse.
        let alphas = try Self.alphas(mode: .linear) { $0.stroke(Self.fuzzPath, with: .color(.white), style: Self.fuzzStyle) }
        #expect(alphas.allSatisfy { $0 == 255 })
    }

    /// A butt-capped segment from x = 0 to x = 2 along y = 6 covers exactly
    /// columns 0 and 1 at any width over the image's height; a square cap
    /// adds half the width beyond each end, so every column.
    @Test("a 1e30-wide segment covers the columns between its ends, whatever the scale", arguments: [1e-20, 1, 1e20])
    func hugeSegment(scale: Double) throws {
        let segment = Path { p in
            p.move(to: CGPoint(x: 0, y: 6 / scale))
            p.addLine(to: CGPoint(x: 2 / scale, y: 6 / scale))
        }
        let butt = try Self.alphas { context in
            context.scaleBy(x: scale, y: scale)
            context.stroke(segment, with: .color(.white), style: StrokeStyle(lineWidth: 1e30 / scale))
        }
        #expect(butt == (0..<48).map { $0 % 4 < 2 ? 255 : 0 })
        let square = try Self.alphas { context in
            context.scaleBy(x: scale, y: scale)
            context.stroke(segment, with: .color(.white), style: StrokeStyle(lineWidth: 1e30 / scale, lineCap: .square))
        }
        #expect(square.allSatisfy { $0 == 255 })
    }

    /// Against the stroker's own outline at the full width: the bound on the
    /// width moves no pixel by more than a level (rounding of the edges).
    @Test("bounding a wide stroke's width changes no pixel", arguments: [CGLineJoin.miter, .round, .bevel])
    func boundIsInvisible(join: CGLineJoin) throws {
        // Butt ends inside the image: the bands' sides cross it, and the
        // quadrants beyond both ends stay empty at any width.
        let corner = Path { p in
            p.move(to: CGPoint(x: 4, y: 9))
            p.addLine(to: CGPoint(x: 10, y: 7))
            p.addQuadCurve(to: CGPoint(x: 7, y: 3), control: CGPoint(x: 9, y: 5))
        }
        for cap in [CGLineCap.butt, .round, .square] {
            let style = StrokeStyle(lineWidth: 5000, lineCap: cap, lineJoin: join, miterLimit: 10)
            let bounded = try Self.alphas(width: 16, height: 16) { $0.stroke(corner, with: .color(.white), style: style) }
            let full = try Self.alphas(width: 16, height: 16) { $0.fill(corner.strokedPath(style), with: .color(.white)) }
            let worst = zip(bounded, full).map { abs(Int($0) - Int($1)) }.max()!
            #expect(worst <= 1, "cap \(cap), join \(join): worst \(worst)")
            if cap == .butt { #expect(bounded.contains(0) && bounded.contains(255), "the bands' sides cross the image") }
        }
    }

    @Test("a stroke that cannot reach the image is not made: a far dashed line costs nothing")
    func unreachableStrokeSkipped() throws {
        // Found by the drawing fuzz target: a dashed line half a million units long beside the image.
        let far = Path { p in
            p.move(to: CGPoint(x: 210, y: 210))
            p.addLine(to: CGPoint(x: 540_000, y: 540_000))
        }
        let style = StrokeStyle(lineWidth: .pi, lineCap: .square, lineJoin: .bevel, dash: [.pi, .pi], dashPhase: .pi)
        #expect(StrokeOutline(stroking: far, style: style, transform: .identity, width: 11, height: 10) == nil)
        #expect(try Self.alphas(width: 11, height: 10) { $0.stroke(far, with: .color(.white), style: style) }
            .allSatisfy { $0 == 0 })
    }

    /// A V pointing at the image from x = 15: its miter tip reaches
    /// h / sin(17.35°) ≈ 3.35 units left, to x ≈ 11.65, inside a 12-wide
    /// image, while a bevel stays right of x = 14.7.
    @Test("a miter's tip counts in the stroke's reach")
    func miterTipReachesImage() throws {
        let vee = Self.polyline((31, 0), (15, 5), (31, 10))
        let miter = try Self.alphas(width: 12, height: 10) { context in
            context.stroke(vee, with: .color(.white), style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 20))
        }
        #expect(miter[4 * 12 + 11] > 0 && miter[5 * 12 + 11] > 0)
        #expect(miter.enumerated().allSatisfy { $0.element == 0 || $0.offset % 12 == 11 })
        let bevel = StrokeStyle(lineWidth: 2, lineJoin: .bevel)
        #expect(StrokeOutline(stroking: vee, style: bevel, transform: .identity, width: 12, height: 10) == nil)
    }

    @Test("a huge curve out of the stroke's reach costs a chord; the visible part is drawn")
    func farCurveBecomesChord() throws {
        // Found by the drawing fuzz target: curves 1e30 to 1e301 long, stroked 10 wide, sampled 2¹⁴ times each.
        var path = Self.polyline((0, 5), (16, 5), (1e6, 5))
        for _ in 0..<8 {
            path.addCurve(to: CGPoint(x: 1e6, y: 1e30), control1: CGPoint(x: 1e30, y: 0), control2: CGPoint(x: 1e30, y: 1e30))
            path.addCurve(to: CGPoint(x: 1e6, y: 5), control1: CGPoint(x: 1e29, y: 1e30), control2: CGPoint(x: 1e29, y: 0))
        }
        let style = StrokeStyle(lineWidth: 2)
        let outline = try #require(StrokeOutline(stroking: path, style: style, transform: .identity, width: 16, height: 16))
        #expect(outline.path.elements.count < 1000, "\(outline.path.elements.count) elements")
        // The segment along y = 5, 2 wide with a butt end at x = 0, fills rows 4 and 5.
        let alphas = try Self.alphas(width: 16, height: 16) { $0.stroke(path, with: .color(.white), style: style) }
        #expect(alphas == (0..<256).map { (4..<6).contains($0 / 16) ? 255 : 0 })
    }

    @Test("a dash pattern whose doubled period overflows strokes solid")
    func overflowingDashPeriod() throws {
        // Found by the drawing fuzz target: [greatest finite] doubled sums to inf and the phase loop never ended.
        let segment = Self.polyline((0, 5), (16, 5))
        let dashed = StrokeStyle(lineWidth: 2, dash: [.greatestFiniteMagnitude], dashPhase: -45)
        let drawn = try Self.alphas(width: 16, height: 16) { $0.stroke(segment, with: .color(.white), style: dashed) }
        #expect(drawn == (0..<256).map { (4..<6).contains($0 / 16) ? 255 : 0 })
    }
}
