import Foundation

/// The colour space in which drawing blends, as SwiftUI's
/// `ColorRenderingMode`.
///
/// Images always store gamma-encoded sRGB; the mode decides only where
/// colours are mixed: blending, anti-aliased edges and gradients.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Mixes gamma-encoded sRGB values, as `Canvas` does by default (and as
    /// most 2D libraries do).
    case nonLinear
    /// Mixes linear-light values: edges and gradients keep their perceived
    /// brightness, at the cost of a conversion per blended pixel.
    case linear
}

/// The sRGB transfer functions, as tables for 8-bit values.
enum SRGB {
    /// The linear value of each 8-bit encoded value.
    static let decodeTable: [Float] = (0..<256).map { decode(Float($0) / 255) }
    /// The 8-bit encoded value of `i / 4095` in linear light.
    static let encodeTable: [UInt8] = (0..<4096).map { UInt8((encode(Float($0) / 4095) * 255).rounded()) }

    /// The linear value of an encoded value in `0...1`.
    static func decode(_ c: Float) -> Float {
        c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    /// The encoded value of a linear value in `0...1`.
    static func encode(_ l: Float) -> Float {
        l <= 0.0031308 ? l * 12.92 : 1.055 * powf(l, 1 / 2.4) - 0.055
    }
}
