extension GraphicsContext {
    /// How drawn colour combines with what is already in the image, as
    /// SwiftUI's `GraphicsContext.BlendMode`.
    ///
    /// The formulas are the W3C compositing ones on premultiplied colour
    /// (source S, destination D, alphas Sa and Da), with the source scaled
    /// by its anti-aliasing coverage and the context's opacity, so that an
    /// uncovered pixel keeps its colour in every mode. SwiftUI's other modes
    /// (overlay, the dodges and burns, soft and hard light, the HSL modes and
    /// the Porter–Duff modes that erase outside the shape) are not provided.
    public struct BlendMode: Hashable, Sendable {
        enum Rule: Hashable, Sendable {
            case normal, multiply, screen, darken, lighten, difference, exclusion
            case plusLighter, sourceAtop, destinationOver, destinationOut, xor
        }

        let rule: Rule

        /// Source over destination: `S + D·(1 − Sa)`.
        public static let normal = BlendMode(rule: .normal)
        /// Multiplies colours: `S·D + S·(1 − Da) + D·(1 − Sa)`; never lighter.
        public static let multiply = BlendMode(rule: .multiply)
        /// Multiplies inverted colours: `S + D − S·D`; never darker.
        public static let screen = BlendMode(rule: .screen)
        /// The darker of source and destination, per channel.
        public static let darken = BlendMode(rule: .darken)
        /// The lighter of source and destination, per channel.
        public static let lighten = BlendMode(rule: .lighten)
        /// The absolute difference of source and destination, per channel.
        public static let difference = BlendMode(rule: .difference)
        /// Like ``difference`` with less contrast: `s + d − 2·s·d`.
        public static let exclusion = BlendMode(rule: .exclusion)
        /// Adds source and destination, clamped to 1: `min(S + D, 1)`.
        public static let plusLighter = BlendMode(rule: .plusLighter)
        /// Source where the destination is, keeping the destination's alpha:
        /// `S·Da + D·(1 − Sa)`.
        public static let sourceAtop = BlendMode(rule: .sourceAtop)
        /// The destination over the source: `D + S·(1 − Da)`.
        public static let destinationOver = BlendMode(rule: .destinationOver)
        /// Erases the destination where the source is: `D·(1 − Sa)`.
        public static let destinationOut = BlendMode(rule: .destinationOut)
        /// Source and destination where the other is not:
        /// `S·(1 − Da) + D·(1 − Sa)`.
        public static let xor = BlendMode(rule: .xor)
    }
}

extension GraphicsContext.BlendMode.Rule {
    /// Blends premultiplied `s` (already scaled by coverage) over `d`.
    @inline(__always)
    func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = SIMD4<Float>(repeating: s.w), da = SIMD4<Float>(repeating: d.w)
        let one = SIMD4<Float>(repeating: 1)
        var r: SIMD4<Float>
        switch self {
        case .normal: return s + d * (one - sa)
        case .multiply:
            r = s * d + s * (one - da) + d * (one - sa)
        case .screen: return s + d - s * d
        case .darken:
            r = pointwiseMin(s * da, d * sa) + s * (one - da) + d * (one - sa)
        case .lighten:
            r = pointwiseMax(s * da, d * sa) + s * (one - da) + d * (one - sa)
        case .difference:
            r = s + d - 2 * pointwiseMin(s * da, d * sa)
        case .exclusion:
            r = s + d - 2 * s * d
        case .plusLighter: return pointwiseMin(s + d, one)
        case .sourceAtop: return s * da + d * (one - sa)
        case .destinationOver: return d + s * (one - da)
        case .destinationOut: return d * (one - sa)
        case .xor: return s * (one - da) + d * (one - sa)
        }
        // The separable modes' alpha is always source over destination.
        r.w = s.w + d.w - s.w * d.w
        return r
    }
}
