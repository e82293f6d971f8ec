import AnimationKernels
import Foundation
import Testing
@testable import AnimationRendering

/// Gradients and colour modes against their closed forms.
@Suite struct GradientTests {
    static let size = 64
    static let full = Path(CGRect(x: 0, y: 0, width: 64, height: 64))
    static let red = (255.0, 59.0, 48.0), blue = (0.0, 122.0, 255.0)

    /// The colour a two-stop red-to-blue gradient has at location t (in
    /// 8-bit levels, gamma-encoded, as the stops mix).
    static func expected(_ t: Double) -> [Double] {
        let u = min(max(t, 0), 1)
        return [red.0 + (blue.0 - red.0) * u, red.1 + (blue.1 - red.1) * u, red.2 + (blue.2 - red.2) * u]
    }

    static func draw(_ shading: GraphicsContext.Shading) throws -> RasterImage {
        try RasterImage(width: size, height: size) { context, _ in context.fill(full, with: shading) }
    }

    /// Every pixel within `levels` of `location(x, y)`'s colour.
    static func expectGradient(_ image: RasterImage, within levels: Double = 1,
                               _ location: (Double, Double) -> Double) {
        var worst = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let p = image.pixel(x: x, y: y)
                let e = expected(location(Double(x) + 0.5, Double(y) + 0.5))
                worst = max(worst, abs(Double(p.red) - e[0]), abs(Double(p.green) - e[1]), abs(Double(p.blue) - e[2]))
                #expect(p.alpha == 255)
            }
        }
        #expect(worst <= levels, "worst \(worst) levels")
    }

    @Test("a linear gradient is the stops' mix along the segment, padded beyond it")
    func linear() throws {
        let image = try Self.draw(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 10, y: 5),
                                                  endPoint: CGPoint(x: 50, y: 35)))
        Self.expectGradient(image) { x, y in ((x - 10) * 40 + (y - 5) * 30) / (40 * 40 + 30 * 30) }
    }

    @Test("repeat and mirror continue the gradient past its ends")
    func extendModes() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let repeated = try Self.draw(.linearGradient(gradient, startPoint: CGPoint(x: 8, y: 0), endPoint: CGPoint(x: 24, y: 0),
                                                     options: .repeat))
        Self.expectGradient(repeated, within: 1.5) { x, _ in
            let t = (x - 8) / 16
            return t - t.rounded(.down)
        }
        let mirrored = try Self.draw(.linearGradient(gradient, startPoint: CGPoint(x: 8, y: 0), endPoint: CGPoint(x: 24, y: 0),
                                                     options: .mirror))
        Self.expectGradient(mirrored, within: 1.5) { x, _ in
            let t = (x - 8) / 16, f = t - 2 * (t / 2).rounded(.down)
            return f > 1 ? 2 - f : f
        }
    }

    @Test("a radial gradient follows the distance from its centre")
    func radial() throws {
        let image = try Self.draw(.radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 30, y: 34),
                                                  startRadius: 4, endRadius: 28))
        Self.expectGradient(image) { x, y in (((x - 30) * (x - 30) + (y - 34) * (y - 34)).squareRoot() - 4) / 24 }
    }

    @Test("a conic gradient turns clockwise on screen from its angle")
    func conic() throws {
        let image = try Self.draw(.conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 32, y: 32),
                                                 angle: .degrees(90)))
        // Away from the seam at the start angle, where neighbouring pixels
        // jump from the last colour to the first.
        var worst = 0.0
        for y in 0..<Self.size {
            for x in 0..<Self.size where !(x >= 31 && x <= 32 && y > 32) {
                let angle = atan2(Double(y) + 0.5 - 32, Double(x) + 0.5 - 32) - Double.pi / 2
                let turns = angle / (2 * Double.pi)
                let e = Self.expected(turns - turns.rounded(.down))
                let p = image.pixel(x: x, y: y)
                worst = max(worst, abs(Double(p.red) - e[0]), abs(Double(p.blue) - e[2]))
            }
        }
        #expect(worst <= 1, "worst \(worst) levels")
        // Just clockwise of straight down (+90°) the gradient starts: red.
        #expect(image.pixel(x: 28, y: 60).red > 240)
    }

    @Test("gradients without stops, of no length, or with non-finite parts paint safely")
    func degenerate() throws {
        let empty = try Self.draw(.linearGradient(Gradient(stops: []), startPoint: .zero, endPoint: CGPoint(x: 9, y: 9)))
        #expect(empty.pixel(x: 5, y: 5).alpha == 0)
        let point = try Self.draw(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 9, y: 9),
                                                  endPoint: CGPoint(x: 9, y: 9)))
        #expect(point.pixel(x: 5, y: 5) == .init(red: 0, green: 122, blue: 255, alpha: 255))
        let ring = try Self.draw(.radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 9, y: 9),
                                                 startRadius: 5, endRadius: 5))
        #expect(ring.pixel(x: 40, y: 40) == .init(red: 0, green: 122, blue: 255, alpha: 255))
        let nan = try Self.draw(.linearGradient(Gradient(colors: [.red, Color(red: .nan, green: 0, blue: 0)]),
                                                startPoint: .zero, endPoint: CGPoint(x: 64, y: 0)))
        #expect(nan.pixel(x: 40, y: 40) == .init(red: 255, green: 59, blue: 48, alpha: 255))  // the finite stop alone
        let nanColor = try Self.draw(.color(Color(red: 1, green: .infinity, blue: 0)))
        #expect(nanColor.pixel(x: 3, y: 3).alpha == 0)
        let nanCenter = try Self.draw(.radialGradient(Gradient(colors: [.red]), center: CGPoint(x: CGFloat.nan, y: 0),
                                                      startRadius: 0, endRadius: 3))
        #expect(nanCenter.pixel(x: 3, y: 3).alpha == 0)
    }

    @Test("linear colour mode mixes coverage in linear light")
    func linearMode() throws {
        // A half-covered column of white over black.
        let half = Path(CGRect(x: 0, y: 0, width: 10.5, height: 4))
        let images = try [ColorRenderingMode.nonLinear, .linear].map { mode in
            try RasterImage(width: 12, height: 4, colorMode: mode) { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 12, height: 4)), with: .color(.black))
                context.fill(half, with: .color(.white))
            }
        }
        #expect(images[0].pixel(x: 10, y: 1).red == 128)  // half of 255, gamma-encoded
        #expect(images[1].pixel(x: 10, y: 1).red == 188)  // sRGB-encoded 0.5 linear
        #expect(images[0].pixel(x: 5, y: 1).red == 255 && images[1].pixel(x: 5, y: 1).red == 255)
    }

    @Test("opacity scales paint; a non-finite or non-positive opacity paints nothing")
    func opacity() throws {
        for (opacity, alpha) in [(0.5, 128), (2.0, 255), (0.0, 0), (-1.0, 0), (Double.nan, 0), (Double.infinity, 0)] {
            let image = try RasterImage(width: 4, height: 4) { context, _ in
                context.opacity = opacity
                context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
            }
            #expect(Int(image.pixel(x: 1, y: 1).alpha) == alpha, "opacity \(opacity)")
        }
    }
}
