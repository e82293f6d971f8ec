import AnimationKernels
import Foundation

/// Where the colour of each pixel of a span comes from.
protocol SpanSource {
    /// The premultiplied colour at the centre of pixel `(x, y)`.
    func sample(_ x: Int, _ y: Int) -> RampEntry

    /// Whether every colour this source gives is opaque, so that a fully
    /// covered pixel can simply be overwritten.
    var isOpaque: Bool { get }

    /// Writes the stored bytes of pixels `x ..< x + count` of row `y` to
    /// `target`; called only when ``isOpaque``.
    func store(_ x: Int, _ y: Int, count: Int, into target: UnsafeMutablePointer<UInt32>)
}

extension SpanSource {
    @inline(__always)
    func store(_ x: Int, _ y: Int, count: Int, into target: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { target[i] = sample(x + i, y).bytes }
    }
}

/// One colour everywhere.
struct SolidSource: SpanSource {
    let entry: RampEntry

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry { entry }

    var isOpaque: Bool { entry.isOpaque }

    @inline(__always)
    func store(_ x: Int, _ y: Int, count: Int, into target: UnsafeMutablePointer<UInt32>) {
        target.update(repeating: entry.bytes, count: count)
    }
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
    let bytes: UnsafeBufferPointer<UInt32>
    let isOpaque: Bool
    let extend: GradientExtend
    /// Location = dx·x + dy·y + offset at pixel centres.
    let dx: Float, dy: Float, offset: Float

    init(table: UnsafeBufferPointer<RampEntry>, bytes: UnsafeBufferPointer<UInt32>, isOpaque: Bool,
         extend: GradientExtend, start: CGPoint, end: CGPoint, deviceToUser m: CGAffineTransform) {
        self.table = table
        self.bytes = bytes
        self.isOpaque = isOpaque
        self.extend = extend
        let vx = end.x - start.x, vy = end.y - start.y
        let length2 = vx * vx + vy * vy
        // t = v·(M·p − start) / |v|², with p the pixel centre.
        let a = Float((vx * m.a + vy * m.b) / length2)
        let b = Float((vx * m.c + vy * m.d) / length2)
        let c = Float((vx * (m.tx - start.x) + vy * (m.ty - start.y)) / length2) + 0.5 * (a + b)
        if length2 > 0 && a.isFinite && b.isFinite && c.isFinite {
            (dx, dy, offset) = (a, b, c)
        } else {
            // A gradient of no length (or beyond Float) takes its last colour.
            (dx, dy, offset) = (0, 0, 1)
        }
    }

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry {
        table[extend.index(dx * Float(x) + dy * Float(y) + offset)]
    }

    @inline(__always)
    func store(_ x: Int, _ y: Int, count: Int, into target: UnsafeMutablePointer<UInt32>) {
        let rowOffset = dy * Float(y) + offset
        let top = ColorRamp.size - 1
        // The table index in 16.16 fixed point, stepped once per pixel: an
        // add, a clamp and a load. Drift over a row stays far below one
        // entry; locations beyond ±2²⁰ fall back to the float path.
        let first = Double(dx) * Double(x) + Double(rowOffset)
        let last = first + Double(dx) * Double(count)
        if extend == .pad && abs(first) < 1_048_576 && abs(last) < 1_048_576 {
            let scale = Double(top) * 65_536
            var position = Int64((first * scale).rounded()) &+ 32_768
            let step = Int64((Double(dx) * scale).rounded())
            let bytes = bytes.baseAddress!
            let highest = Int64(top)
            var i = 0
            while i < count {
                // Chunks whose ends both fall inside the table need no clamp
                // (the index is monotonic along a run).
                let chunk = min(64, count - i)
                let lastPosition = position &+ step &* Int64(chunk - 1)
                if min(position, lastPosition) >= 0 && max(position, lastPosition) >> 16 <= highest {
                    for j in i..<(i + chunk) {
                        target[j] = bytes[Int(truncatingIfNeeded: position >> 16)]
                        position &+= step
                    }
                } else {
                    for j in i..<(i + chunk) {
                        target[j] = bytes[Int(truncatingIfNeeded: min(max(position >> 16, 0), highest))]
                        position &+= step
                    }
                }
                i += chunk
            }
        } else {
            for i in 0..<count { target[i] = bytes[extend.index(dx * Float(x + i) + rowOffset)] }
        }
    }
}

/// A radial gradient between two concentric circles.
struct RadialGradientSource: SpanSource {
    let table: UnsafeBufferPointer<RampEntry>
    let isOpaque: Bool
    let extend: GradientExtend
    let m: CGAffineTransform
    let center: CGPoint
    let startRadius: Double
    let inverseSpan: Double

    init(table: UnsafeBufferPointer<RampEntry>, isOpaque: Bool, extend: GradientExtend, center: CGPoint,
         startRadius: CGFloat, endRadius: CGFloat, deviceToUser m: CGAffineTransform) {
        self.table = table
        self.isOpaque = isOpaque
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
    let isOpaque: Bool
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
    /// A layer has transparent pixels wherever nothing was drawn.
    var isOpaque: Bool { false }

    @inline(__always)
    func sample(_ x: Int, _ y: Int) -> RampEntry {
        let bytes = pixels[y * width + x]
        let color = (mode == .linear ? PixelBytes.unpackLinear(bytes) : PixelBytes.unpack(bytes)) * opacity
        // The stored bytes serve only the opaque fast path, which a faded layer never takes.
        return RampEntry(color: color, bytes: opacity == 1 ? bytes : 0)
    }
}
