import AnimationKernels
import CCairo
import Foundation
import Testing
@testable import AnimationRendering

/// The same scenes drawn by us and by Cairo, compared pixel by pixel.
///
/// Cairo samples coverage on a grid where we integrate it exactly, so the
/// two differ at edges; elsewhere they must agree to one level. A pixel
/// counts as an edge where either image changes by more than 12 levels to
/// a neighbour.
@Suite struct CairoComparisonTests {
    static let size = 96

    /// The largest differences found, in 8-bit levels of premultiplied
    /// channels, and the mean over all channels.
    struct Difference: CustomStringConvertible {
        var interior = 0, edge = 0, mean = 0.0
        var description: String { "interior \(interior), edge \(edge), mean \(String(format: "%.3f", mean))" }
    }

    /// Our premultiplied pixels as (r, g, b, a) levels.
    static func ours(_ draw: (inout GraphicsContext) -> Void) throws -> [SIMD4<Int>] {
        let image = try RasterImage(width: size, height: size) { context, _ in draw(&context) }
        return image.storage.map { SIMD4(Int($0 & 0xFF), Int($0 >> 8 & 0xFF), Int($0 >> 16 & 0xFF), Int($0 >> 24)) }
    }

    /// Cairo's premultiplied pixels as (r, g, b, a) levels.
    static func cairo(_ draw: (OpaquePointer) -> Void) -> [SIMD4<Int>] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_tolerance(cr, EdgeBuilder.tolerance)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return (0..<size * size).map { i in
            let p = UnsafeRawPointer(data + (i / size) * stride).load(fromByteOffset: 4 * (i % size), as: UInt32.self)
            return SIMD4(Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF), Int(p >> 24))
        }
    }

    static func compare(_ a: [SIMD4<Int>], _ b: [SIMD4<Int>]) -> Difference {
        var result = Difference()
        var total = 0
        func isEdge(_ image: [SIMD4<Int>], _ x: Int, _ y: Int) -> Bool {
            for dy in -1...1 {
                for dx in -1...1 {
                    let nx = x + dx, ny = y + dy
                    guard (0..<size).contains(nx), (0..<size).contains(ny) else { continue }
                    let d = image[ny * size + nx] &- image[y * size + x]
                    if max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) > 12 { return true }
                }
            }
            return false
        }
        for y in 0..<size {
            for x in 0..<size {
                let d = a[y * size + x] &- b[y * size + x]
                let worst = max(abs(d.x), abs(d.y), abs(d.z), abs(d.w))
                total += abs(d.x) + abs(d.y) + abs(d.z) + abs(d.w)
                if isEdge(a, x, y) || isEdge(b, x, y) {
                    result.edge = max(result.edge, worst)
                } else {
                    result.interior = max(result.interior, worst)
                }
            }
        }
        result.mean = Double(total) / Double(4 * size * size)
        return result
    }

    /// Replays `path` into Cairo.
    static func add(_ path: Path, to cr: OpaquePointer) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    static func cairoColor(_ cr: OpaquePointer, _ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacityValue)
    }

    static let star: Path = {
        var p = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let q = CGPoint(x: 48 + 40 * cos(a), y: 50 + 40 * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }()
    static let disc = Path(ellipseIn: CGRect(x: 14, y: 20, width: 60, height: 52))
    static let background = Path(CGRect(x: 0, y: 0, width: 96, height: 96))

    /// Measured: interior 1 level, edges up to 35 levels (star tips and
    /// thin slivers, where grid sampling and exact area part most), means
    /// 0.05–0.17 levels.
    static func expectClose(_ d: Difference, edgeBound: Int = 40, _ comment: Comment) {
        #expect(d.interior <= 1, comment)
        #expect(d.edge <= edgeBound, comment)
        #expect(d.mean < 0.5, comment)
    }

    @Test("fills under both rules, with translucent overlaps", arguments: [false, true])
    func fills(eoFill: Bool) throws {
        let a = try Self.ours { c in
            c.fill(Self.star, with: .color(.indigo), style: FillStyle(eoFill: eoFill))
            c.fill(Self.disc, with: .color(.orange.opacity(0.6)), style: FillStyle(eoFill: eoFill))
        }
        let b = Self.cairo { cr in
            cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Self.add(Self.star, to: cr); Self.cairoColor(cr, .indigo); cairo_fill(cr)
            Self.add(Self.disc, to: cr); Self.cairoColor(cr, .orange.opacity(0.6)); cairo_fill(cr)
        }
        let d = Self.compare(a, b)
        Self.expectClose(d, "\(d)")
    }

    @Test("linear and radial gradients under a rotation")
    func gradients() throws {
        let gradient = Gradient(stops: [.init(color: .yellow, location: 0), .init(color: .pink, location: 0.4),
                                        .init(color: .blue, location: 1)])
        let a = try Self.ours { c in
            c.translateBy(x: 48, y: 48); c.rotate(by: .degrees(30)); c.translateBy(x: -48, y: -48)
            c.fill(Self.background, with: .linearGradient(gradient, startPoint: CGPoint(x: 10, y: 10),
                                                          endPoint: CGPoint(x: 80, y: 60)))
            c.fill(Self.disc, with: .radialGradient(gradient, center: CGPoint(x: 44, y: 46), startRadius: 5, endRadius: 30))
        }
        let b = Self.cairo { cr in
            cairo_translate(cr, 48, 48); cairo_rotate(cr, 30 * Double.pi / 180); cairo_translate(cr, -48, -48)
            for (pattern, path) in [(cairo_pattern_create_linear(10, 10, 80, 60)!, Self.background),
                                    (cairo_pattern_create_radial(44, 46, 5, 44, 46, 30)!, Self.disc)] {
                for stop in gradient.stops {
                    cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green,
                                                      stop.color.blue, stop.color.opacityValue)
                }
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(cr, pattern)
                Self.add(path, to: cr)
                cairo_fill(cr)
                cairo_pattern_destroy(pattern)
            }
        }
        let d = Self.compare(a, b)
        Self.expectClose(d, "\(d)")
    }

    @Test("a clip, a layer with opacity, and a scaled transform")
    func clipsAndLayers() throws {
        let a = try Self.ours { c in
            c.fill(Self.background, with: .color(Color(white: 0.9)))
            var clipped = c
            clipped.clip(to: Self.disc)
            clipped.fill(Self.star, with: .color(.green))
            var layer = c
            layer.opacity = 0.5
            layer.scaleBy(x: 0.5, y: 0.75)
            layer.drawLayer { l in
                l.fill(Path(CGRect(x: 10, y: 10, width: 100, height: 60)), with: .color(.red))
                l.fill(Path(CGRect(x: 60, y: 40, width: 100, height: 60)), with: .color(.blue))
            }
        }
        let b = Self.cairo { cr in
            Self.add(Self.background, to: cr); Self.cairoColor(cr, Color(white: 0.9)); cairo_fill(cr)
            cairo_save(cr)
            Self.add(Self.disc, to: cr); cairo_clip(cr)
            Self.add(Self.star, to: cr); Self.cairoColor(cr, .green); cairo_fill(cr)
            cairo_restore(cr)
            cairo_save(cr)
            cairo_scale(cr, 0.5, 0.75)
            cairo_push_group(cr)
            Self.add(Path(CGRect(x: 10, y: 10, width: 100, height: 60)), to: cr); Self.cairoColor(cr, .red); cairo_fill(cr)
            Self.add(Path(CGRect(x: 60, y: 40, width: 100, height: 60)), to: cr); Self.cairoColor(cr, .blue); cairo_fill(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, 0.5)
            cairo_restore(cr)
        }
        let d = Self.compare(a, b)
        Self.expectClose(d, "\(d)")
    }

    static let modes: [(GraphicsContext.BlendMode, cairo_operator_t)] = [
        (.normal, CAIRO_OPERATOR_OVER), (.multiply, CAIRO_OPERATOR_MULTIPLY), (.screen, CAIRO_OPERATOR_SCREEN),
        (.darken, CAIRO_OPERATOR_DARKEN), (.lighten, CAIRO_OPERATOR_LIGHTEN),
        (.difference, CAIRO_OPERATOR_DIFFERENCE), (.exclusion, CAIRO_OPERATOR_EXCLUSION),
        (.plusLighter, CAIRO_OPERATOR_ADD), (.sourceAtop, CAIRO_OPERATOR_ATOP),
        (.destinationOver, CAIRO_OPERATOR_DEST_OVER), (.destinationOut, CAIRO_OPERATOR_DEST_OUT),
        (.xor, CAIRO_OPERATOR_XOR),
    ]

    @Test("blend modes over a translucent, colourful destination", arguments: 0..<12)
    func blendModes(index: Int) throws {
        let (mode, op) = Self.modes[index]
        let a = try Self.ours { c in
            c.fill(Path(CGRect(x: 0, y: 0, width: 96, height: 60)), with: .color(.teal.opacity(0.8)))
            c.fill(Path(ellipseIn: CGRect(x: 30, y: 30, width: 60, height: 60)), with: .color(.yellow))
            var b = c
            b.blendMode = mode
            b.fill(Self.star, with: .color(.pink.opacity(0.7)))
        }
        let b = Self.cairo { cr in
            Self.add(Path(CGRect(x: 0, y: 0, width: 96, height: 60)), to: cr); Self.cairoColor(cr, .teal.opacity(0.8)); cairo_fill(cr)
            Self.add(Path(ellipseIn: CGRect(x: 30, y: 30, width: 60, height: 60)), to: cr); Self.cairoColor(cr, .yellow); cairo_fill(cr)
            cairo_set_operator(cr, op)
            Self.add(Self.star, to: cr); Self.cairoColor(cr, .pink.opacity(0.7)); cairo_fill(cr)
        }
        let d = Self.compare(a, b)
        Self.expectClose(d, "\(mode.rule): \(d)")
    }
}
