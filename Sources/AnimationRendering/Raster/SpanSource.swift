import AnimationKernels
import Foundation

/// Where the colour of each pixel of a span comes from.
protocol SpanSource {
    /// The premultiplied colour at the centre of pixel `(x, y)`.
    func sample(_ x: Int, _ y: Int) -> RampEntry
}

/// One colour everywhere.
struct SolidSource: SpanSource {
    let entry: RampEntry

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry { entry }
}

/// How a gradient continues past locations 0 and 1.
enum GradientExtend {
    case pad, `repeat`, mirror

    init(_ options: GraphicsContext.GradientOptions) {
        self = options.contains(.mirror) ? .mirror : options.contains(.repeat) ? .repeat : .pad
    }

    /// The ramp index of location `t`; a NaN location takes the last colour.
    @inline(__always)
    func index(_ t: Float) -> Int {
        var u: Float
        switch self {
        case .pad: u = t
        case .repeat: u = t - t.rounded(.down)
        case .mirror:
            let f = t - 2 * (t * 0.5).rounded(.down)
            u = f > 1 ? 2 - f : f
        }
        u = u.isNaN ? 1 : min(max(u, 0), 1)
        return Int(u * Float(ColorRamp.size - 1) + 0.5)
    }
}

/// A linear gradient: the location is an affine function of the pixel.
struct LinearGradientSource: SpanSource {
    let table: UnsafeBufferPointer<RampEntry>
    let extend: GradientExtend
    /// Location = dx·x + dy·y + offset at pixel centres.
    let dx: Float, dy: Float, offset: Float

    init(table: UnsafeBufferPointer<RampEntry>, extend: GradientExtend, start: CGPoint, end: CGPoint,
         deviceToUser m: CGAffineTransform) {
        self.table = table
        self.extend = extend
        let vx = end.x - start.x, vy = end.y - start.y
        let length2 = vx * vx + vy * vy
        if length2 > 0 && length2.isFinite {
            // t = v·(M·p − start) / |v|², with p the pixel centre.
            dx = Float((vx * m.a + vy * m.b) / length2)
            dy = Float((vx * m.c + vy * m.d) / length2)
            offset = Float((vx * (m.tx - start.x) + vy * (m.ty - start.y)) / length2) + 0.5 * (dx + dy)
        } else {
            (dx, dy, offset) = (0, 0, 1)
        }
    }

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry {
        table[extend.index(dx * Float(x) + dy * Float(y) + offset)]
    }
}

/// A radial gradient between two concentric circles.
struct RadialGradientSource: SpanSource {
    let table: UnsafeBufferPointer<RampEntry>
    let extend: GradientExtend
    let m: CGAffineTransform
    let center: CGPoint
    let startRadius: Double
    let inverseSpan: Double

    init(table: UnsafeBufferPointer<RampEntry>, extend: GradientExtend, center: CGPoint,
         startRadius: CGFloat, endRadius: CGFloat, deviceToUser m: CGAffineTransform) {
        self.table = table
        self.extend = extend
        self.m = m
        self.center = center
        self.startRadius = startRadius
        let span = endRadius - startRadius
        inverseSpan = span != 0 ? 1 / span : .nan
    }

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = m.a * px + m.c * py + m.tx - center.x
        let uy = m.b * px + m.d * py + m.ty - center.y
        let t = ((ux * ux + uy * uy).squareRoot() - startRadius) * inverseSpan
        return table[extend.index(Float(t))]
    }
}

/// A conic gradient: the location is the angle about the centre.
struct ConicGradientSource: SpanSource {
    let table: UnsafeBufferPointer<RampEntry>
    let extend: GradientExtend
    let m: CGAffineTransform
    let center: CGPoint
    let startAngle: Double

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = m.a * px + m.c * py + m.tx - center.x
        let uy = m.b * px + m.d * py + m.ty - center.y
        let turns = (atan2(uy, ux) - startAngle) / (2 * .pi)
        return table[extend.index(Float(turns - turns.rounded(.down)))]
    }
}

/// The pixels of a finished layer, drawn back into its parent.
struct LayerSource: SpanSource {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let mode: ColorRenderingMode
    let opacity: Float

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry {
        let bytes = pixels[y * width + x]
        let color = (mode == .linear ? PixelBytes.unpackLinear(bytes) : PixelBytes.unpack(bytes)) * opacity
        // The stored bytes serve only the opaque fast path, which a faded layer never takes.
        return RampEntry(color: color, bytes: opacity == 1 ? bytes : 0)
    }
}
