/// The animatable data of a value with nothing to animate: every operation
/// is a no-op and every value equals `.zero`.
///
/// Mirrors SwiftUI's `EmptyAnimatableData`.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the empty value.
    @inlinable
    public init() {}

    /// The only value.
    @inlinable
    public static var zero: Self { Self() }

    /// The empty value.
    ///
    /// - Parameters:
    ///   - lhs: Ignored.
    ///   - rhs: Ignored.
    /// - Returns: The empty value.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }

    /// The empty value.
    ///
    /// - Parameters:
    ///   - lhs: Ignored.
    ///   - rhs: Ignored.
    /// - Returns: The empty value.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }

    /// Does nothing.
    ///
    /// - Parameter rhs: Ignored.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - other: Ignored.
    ///   - amount: Ignored.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {}

    /// Always 0.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}
