/// A type that can serve as the animatable data of an animation: it can be
/// added, subtracted and scaled, which is all an animation needs to
/// interpolate between two states.
///
/// Mirrors SwiftUI's `VectorArithmetic` so that code written against SwiftUI
/// compiles unchanged on Linux. Conforming types form a vector space over
/// `Double`: `+` and `-` must be associative and commutative with `.zero` as
/// the identity, and `scale(by:)` must distribute over `+`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`, in place.
    ///
    /// - Parameter rhs: The factor; any finite value, including 0 and
    ///   negative ones.
    /// - Complexity: O(n) in the number of components.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself (the squared Euclidean norm).
    var magnitudeSquared: Double { get }

    /// Moves the value towards `other` by the fraction `amount`:
    /// `self += (other - self) * amount`.
    ///
    /// A requirement (with the default below) so that code generic over
    /// `VectorArithmetic`, such as an animation engine, reaches a
    /// conforming type's own fused implementation instead of the
    /// three-pass default. Source-compatible with SwiftUI: a conformance
    /// that does not implement it gets the default.
    ///
    /// - Parameters:
    ///   - other: The value to move towards.
    ///   - amount: The fraction of the way to go; not clamped (0 leaves the
    ///     value unchanged, 1 reaches `other`, values outside [0, 1]
    ///     extrapolate), as in SwiftUI.
    /// - Complexity: O(n) in the number of components.
    mutating func interpolate(towards other: Self, amount: Double)
}

extension VectorArithmetic {
    /// Returns the value with every component multiplied by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    /// - Returns: A scaled copy; `self` is unchanged.
    /// - Complexity: O(n) in the number of components, with one copy.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves the value towards `other` by the fraction `amount`:
    /// `self += (other - self) * amount`, computed as a difference, a scale
    /// and a sum (the default for types without a fused implementation).
    ///
    /// `amount` is not clamped: 0 leaves the value unchanged, 1 reaches
    /// `other`, values outside [0, 1] extrapolate, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - other: The value to move towards.
    ///   - amount: The fraction of the way to go.
    /// - Complexity: O(n) in the number of components, with one temporary.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// Returns the value moved towards `other` by the fraction `amount`;
    /// see ``interpolate(towards:amount:)``.
    ///
    /// - Parameters:
    ///   - other: The value to move towards.
    ///   - amount: The fraction of the way to go; not clamped.
    /// - Returns: The interpolated copy; `self` is unchanged.
    /// - Complexity: O(n) in the number of components, with one copy.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`, computed in `Double` and rounded once to `Float`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of the value, computed in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
