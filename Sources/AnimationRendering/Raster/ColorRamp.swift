import AnimationKernels
import Foundation

/// A colour in the image's blending space, premultiplied, components in
/// `0...1`, and the same colour as the four bytes the image stores.
struct RampEntry {
    var color: SIMD4<Float>
    var bytes: UInt32
    var isOpaque: Bool { bytes >> 24 == 255 }
}

/// What a gradient's ramp depends on, to reuse the last one made.
struct ColorRampKey: Hashable {
    let gradient: Gradient
    let linearColor: Bool
    let mode: ColorRenderingMode
    let opacity: Float
}

/// A gradient's colours sampled at evenly spaced locations from 0 to 1,
/// premultiplied in the image's blending space: one table look-up per pixel.
///
/// Stops are sorted by location (stably, so stops at one location make a
/// hard edge), locations are clamped to `0...1`, and stops with a
/// non-finite colour or location are left out. The stops' colours mix as
/// straight (unpremultiplied) components, in gamma-encoded sRGB unless the
/// gradient asks for linear colour, as CoreGraphics mixes them.
struct ColorRamp {
    /// Entries in the table: 1024 keeps a step between neighbours under a
    /// quarter of an 8-bit level.
    static let size = 1024

    let entries: [RampEntry]
    /// The entries' stored bytes alone, a quarter of the table's size, for
    /// filling covered pixels.
    let bytes: [UInt32]
    /// Whether every entry is opaque.
    let isOpaque: Bool

    /// The ramp of `gradient`, or nil when it has no drawable stop.
    init?(_ gradient: Gradient, linearColor: Bool, mode: ColorRenderingMode, opacity: Float) {
        let stops = gradient.stops.enumerated()
            .filter { $0.element.color.isFinite && $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { (min(max(Float($0.element.location), 0), 1), Self.straight($0.element.color, linear: linearColor)) }
        guard !stops.isEmpty else { return nil }
        var entries: [RampEntry] = []
        entries.reserveCapacity(Self.size)
        var next = 0
        for i in 0..<Self.size {
            let t = Float(i) / Float(Self.size - 1)
            while next < stops.count && stops[next].0 <= t { next += 1 }
            var straight: SIMD4<Float>
            if next == 0 {
                straight = stops[0].1
            } else if next == stops.count {
                straight = stops[stops.count - 1].1
            } else {
                let (t0, c0) = stops[next - 1], (t1, c1) = stops[next]
                let f = t1 > t0 ? (t - t0) / (t1 - t0) : 1
                straight = c0 + (c1 - c0) * f
            }
            if linearColor {
                for c in 0..<3 { straight[c] = SRGB.encode(straight[c]) }
            }
            straight.w *= opacity
            entries.append(Self.entry(straight: straight, mode: mode))
        }
        self.entries = entries
        bytes = entries.map(\.bytes)
        isOpaque = entries.allSatisfy(\.isOpaque)
    }

    /// A one-colour ramp.
    init?(_ color: Color, mode: ColorRenderingMode, opacity: Float) {
        guard color.isFinite else { return nil }
        var straight = Self.straight(color, linear: false)
        straight.w *= opacity
        entries = [Self.entry(straight: straight, mode: mode)]
        bytes = [entries[0].bytes]
        isOpaque = entries[0].isOpaque
    }

    /// Clamped gamma-encoded components, decoded to linear light if asked.
    private static func straight(_ color: Color, linear: Bool) -> SIMD4<Float> {
        var c = SIMD4<Float>(Float(color.red), Float(color.green), Float(color.blue), Float(color.opacityValue))
        c = c.clamped(lowerBound: .zero, upperBound: .one)
        if linear {
            for i in 0..<3 { c[i] = SRGB.decode(c[i]) }
        }
        return c
    }

    /// The premultiplied colour of gamma-encoded straight components, in
    /// the blending space of `mode`, and its stored bytes.
    static func entry(straight c: SIMD4<Float>, mode: ColorRenderingMode) -> RampEntry {
        let a = c.w
        let encoded = SIMD4<Float>(c.x * a, c.y * a, c.z * a, a)
        var color = encoded
        if mode == .linear {
            color = SIMD4(SRGB.decode(c.x) * a, SRGB.decode(c.y) * a, SRGB.decode(c.z) * a, a)
        }
        return RampEntry(color: color, bytes: PixelBytes.pack(encoded))
    }
}

/// Conversions between premultiplied colours in `0...1` and the four bytes
/// (red, green, blue, alpha in memory order) an image stores.
enum PixelBytes {
    @inline(__always)
    static func pack(_ c: SIMD4<Float>) -> UInt32 {
        // Adding 2²³ leaves the value rounded to the nearest integer in the
        // low mantissa bits: a rounding conversion without a libcall.
        let scaled = c.clamped(lowerBound: .zero, upperBound: .one) * 255 + 8_388_608
        let v = unsafeBitCast(scaled, to: SIMD4<UInt32>.self) & 0xFF
        return v.x | v.y << 8 | v.z << 16 | v.w << 24
    }

    /// ``pack(_:)`` for a colour already in `0...1` (source over a
    /// destination, both premultiplied, stays there).
    @inline(__always)
    static func packInRange(_ c: SIMD4<Float>) -> UInt32 {
        let v = unsafeBitCast(c * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
        return v.x | v.y << 8 | v.z << 16 | v.w << 24
    }

    @inline(__always)
    static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(Float(p & 0xFF), Float(p >> 8 & 0xFF), Float(p >> 16 & 0xFF), Float(p >> 24)) * (1 / 255)
    }

    /// The premultiplied linear-light colour of stored bytes.
    @inline(__always)
    static func unpackLinear(_ p: UInt32) -> SIMD4<Float> {
        let alpha = p >> 24
        guard alpha > 0 else { return .zero }
        let a = Float(alpha) * (1 / 255)
        let table = SRGB.decodeTable
        @inline(__always) func channel(_ shift: UInt32) -> Float {
            let premultiplied = (p >> shift) & 0xFF
            let straight = min((premultiplied * 255 + alpha / 2) / alpha, 255)
            return table[Int(straight)] * a
        }
        return SIMD4(channel(0), channel(8), channel(16), a)
    }

    /// The stored bytes of a premultiplied linear-light colour.
    @inline(__always)
    static func packLinear(_ c: SIMD4<Float>) -> UInt32 {
        let a = min(max(c.w, 0), 1)
        guard a > 0 else { return 0 }
        let table = SRGB.encodeTable
        @inline(__always) func channel(_ v: Float) -> Float {
            let straight = min(max(v / a, 0), 1)
            return Float(table[Int(straight * 4095 + 0.5)]) * (1 / 255)
        }
        return pack(SIMD4(channel(c.x) * a, channel(c.y) * a, channel(c.z) * a, a))
    }
}
