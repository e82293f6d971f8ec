import AnimationKernels
import Foundation

/// A colour in the sRGB colour space, as SwiftUI's `Color` draws it in a
/// `Canvas`: gamma-encoded red, green and blue components and an opacity.
///
/// Components are stored as given; drawing clamps them to `0...1` (SwiftUI's
/// extended-range sRGB has no place in an 8-bit image). A colour with a
/// non-finite component paints nothing: the fill or stroke that uses it is
/// skipped, as SwiftUI skips a paint it cannot resolve.
@frozen
public struct Color: Hashable, Sendable, CustomStringConvertible {
    // SwiftUI's `Color` exposes no components; these are the values given.
    @usableFromInline let red: Double
    @usableFromInline let green: Double
    @usableFromInline let blue: Double
    @usableFromInline let opacityValue: Double

    /// Creates a colour from gamma-encoded sRGB components, as SwiftUI's
    /// `Color(red:green:blue:opacity:)` with its default `.sRGB` space.
    ///
    /// - Parameters:
    ///   - red: The red component, `0...1`.
    ///   - green: The green component, `0...1`.
    ///   - blue: The blue component, `0...1`.
    ///   - opacity: The opacity, `0...1`; `1` by default.
    @inlinable
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.red, self.green, self.blue, self.opacityValue) = (red, green, blue, opacity)
    }

    /// Creates a grey, as SwiftUI's `Color(white:opacity:)`.
    ///
    /// - Parameters:
    ///   - white: The gamma-encoded grey level, `0` black to `1` white.
    ///   - opacity: The opacity, `0...1`; `1` by default.
    @inlinable
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`, as SwiftUI's
    /// `opacity(_:)`.
    ///
    /// - Parameter opacity: The factor, `0...1`.
    /// - Returns: The same components with `opacity` times the opacity.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacityValue * opacity)
    }

    /// Whether every component is finite, so that the colour can be drawn.
    @inlinable
    var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && opacityValue.isFinite
    }

    /// The colour as `Color(red: …, green: …, blue: …, opacity: …)`.
    public var description: String {
        "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacityValue))"
    }
}

extension Color {
    /// Apple's light-mode system colour from 8-bit sRGB components.
    @inlinable
    static func system(_ r: Int, _ g: Int, _ b: Int) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, opacity: 0)
    /// The system grey, sRGB (142, 142, 147).
    public static let gray = system(142, 142, 147)
    /// The system red, sRGB (255, 59, 48).
    public static let red = system(255, 59, 48)
    /// The system orange, sRGB (255, 149, 0).
    public static let orange = system(255, 149, 0)
    /// The system yellow, sRGB (255, 204, 0).
    public static let yellow = system(255, 204, 0)
    /// The system green, sRGB (52, 199, 89).
    public static let green = system(52, 199, 89)
    /// The system mint, sRGB (0, 199, 190).
    public static let mint = system(0, 199, 190)
    /// The system teal, sRGB (48, 176, 199).
    public static let teal = system(48, 176, 199)
    /// The system cyan, sRGB (50, 173, 230).
    public static let cyan = system(50, 173, 230)
    /// The system blue, sRGB (0, 122, 255).
    public static let blue = system(0, 122, 255)
    /// The system indigo, sRGB (88, 86, 214).
    public static let indigo = system(88, 86, 214)
    /// The system purple, sRGB (175, 82, 222).
    public static let purple = system(175, 82, 222)
    /// The system pink, sRGB (255, 45, 85).
    public static let pink = system(255, 45, 85)
    /// The system brown, sRGB (162, 132, 94).
    public static let brown = system(162, 132, 94)
    /// The primary content colour in light mode: black.
    public static let primary = Color.black
    /// The secondary content colour in light mode: the system grey
    /// (60, 60, 67) at 60% opacity.
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
}
