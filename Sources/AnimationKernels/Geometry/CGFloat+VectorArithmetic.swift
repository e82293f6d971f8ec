import Foundation

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    /// - Parameter rhs: The factor, converted to `CGFloat`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The square of the value, as a `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: Animatable {}
