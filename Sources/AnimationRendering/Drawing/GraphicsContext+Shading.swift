import AnimationKernels
import Foundation

extension GraphicsContext {
    /// How a gradient continues past its ends and in which space it mixes
    /// its colours, as SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Creates options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Repeats the gradient past its ends instead of extending its end
        /// colours.
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        /// Repeats the gradient past its ends, every other copy reversed.
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// Mixes the stops' colours in linear light rather than gamma-encoded
        /// sRGB.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }

    /// What fills or strokes a shape, as SwiftUI's `GraphicsContext.Shading`.
    ///
    /// Gradient geometry is in the coordinates of the context at the time of
    /// drawing, so it moves with the context's transform.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
        }

        let kind: Kind

        /// A solid colour.
        ///
        /// - Parameter color: The colour.
        /// - Returns: The shading.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A linear gradient: colours constant along lines perpendicular to
        /// the segment from `startPoint` (location 0) to `endPoint` (location
        /// 1). Where the two points coincide, the gradient's last colour fills.
        ///
        /// - Parameters:
        ///   - gradient: The colours and their locations.
        ///   - startPoint: Where location 0 lies.
        ///   - endPoint: Where location 1 lies.
        ///   - options: How the gradient extends and mixes.
        /// - Returns: The shading.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A radial gradient: colours constant on circles about `center`,
        /// location 0 at `startRadius` and 1 at `endRadius`. Where the radii
        /// are equal, the gradient's last colour fills.
        ///
        /// - Parameters:
        ///   - gradient: The colours and their locations.
        ///   - center: The circles' centre.
        ///   - startRadius: The radius of location 0.
        ///   - endRadius: The radius of location 1.
        ///   - options: How the gradient extends and mixes.
        /// - Returns: The shading.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius,
                                  options: options))
        }

        /// A conic (angular) gradient: colours constant along rays from
        /// `center`, location 0 on the ray at `angle` and the locations
        /// growing through one full turn in the direction of increasing
        /// angles (clockwise on screen, whose y axis points down).
        ///
        /// - Parameters:
        ///   - gradient: The colours and their locations.
        ///   - center: Where the rays meet.
        ///   - angle: The ray of location 0, measured from the positive x axis.
        ///   - options: How the gradient extends and mixes.
        /// - Returns: The shading.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle, options: options))
        }
    }
}
