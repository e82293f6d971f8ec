/// One sine wave across a fill's surface, in the units of the pouring-liquid
/// animation this library reproduces.
///
/// At column `x` of a fill `width` wide the wave lifts the surface by
/// `amplitude · sin(x/width · wavelength · 360° + phase)` (SwiftUI's y axis
/// points down, so a lift is subtracted from `top`).
@frozen
public struct Wave: Sendable, Hashable, Codable {
    /// The peak height, in points.
    public var amplitude: Double
    /// The number of whole cycles across the fill's width.
    public var wavelength: Double
    /// The phase at column 0, in degrees.
    public var phase: Double

    /// Creates a wave. Values are checked where they are used
    /// (``WaveFill/init(waves:)`` rejects non-finite ones).
    ///
    /// - Parameters:
    ///   - amplitude: The peak height, in points.
    ///   - wavelength: The number of whole cycles across the fill's width.
    ///   - phase: The phase at column 0, in degrees.
    @inlinable
    public init(amplitude: Double, wavelength: Double, phase: Double) {
        self.amplitude = amplitude
        self.wavelength = wavelength
        self.phase = phase
    }
}
