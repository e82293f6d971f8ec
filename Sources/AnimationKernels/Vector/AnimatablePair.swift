/// A pair of animatable values, itself animatable: each half is added,
/// scaled and interpolated on its own.
///
/// Mirrors SwiftUI's `AnimatablePair`; nest pairs to animate more than two
/// values at once.
///
/// The in-place operations are pre-specialized for a pair of
/// ``AnimatableVector``s: unspecialized generic code (an animation engine
/// that knows only ``VectorArithmetic``) reaches them through the
/// protocol's witness table, and the generic body then checks the two types
/// once and runs the specialized one, without per-half witness calls.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First
    /// The second component.
    public var second: Second

    /// Creates a pair from its two components.
    ///
    /// - Parameters:
    ///   - first: the first component.
    ///   - second: the second component.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of `.zero` values.
    @inlinable
    public static var zero: Self { Self(.zero, .zero) }

    /// The pair of the halves' sums.
    ///
    /// - Parameters:
    ///   - lhs: A pair.
    ///   - rhs: The pair to add.
    /// - Returns: `(lhs.first + rhs.first, lhs.second + rhs.second)`.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The pair of the halves' differences.
    ///
    /// - Parameters:
    ///   - lhs: A pair.
    ///   - rhs: The pair to subtract.
    /// - Returns: `(lhs.first - rhs.first, lhs.second - rhs.second)`.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Adds each half of `rhs` to the same half of `lhs`, in place.
    ///
    /// - Parameters:
    ///   - lhs: The pair to change.
    ///   - rhs: The pair to add.
    @inlinable
    @specialized(where First == AnimatableVector, Second == AnimatableVector)
    public static func += (lhs: inout Self, rhs: Self) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts each half of `rhs` from the same half of `lhs`, in place.
    ///
    /// - Parameters:
    ///   - lhs: The pair to change.
    ///   - rhs: The pair to subtract.
    @inlinable
    @specialized(where First == AnimatableVector, Second == AnimatableVector)
    public static func -= (lhs: inout Self, rhs: Self) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both halves by `rhs`.
    ///
    /// - Parameter rhs: the factor.
    @inlinable
    @specialized(where First == AnimatableVector, Second == AnimatableVector)
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// Moves each half towards the same half of `other` by `amount`, in
    /// place, through each half's own ``VectorArithmetic/interpolate(towards:amount:)``
    /// (so a half that is an ``AnimatableVector`` runs its fused kernel).
    ///
    /// - Parameters:
    ///   - other: the pair to move towards.
    ///   - amount: 0 keeps `self`, 1 gives `other`.
    /// - Complexity: the sum of the halves' costs; allocates nothing when
    ///   neither half does.
    @inlinable
    @specialized(where First == AnimatableVector, Second == AnimatableVector)
    public mutating func interpolate(towards other: Self, amount: Double) {
        first.interpolate(towards: other.first, amount: amount)
        second.interpolate(towards: other.second, amount: amount)
    }

    /// The sum of both halves' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double {
        @specialized(where First == AnimatableVector, Second == AnimatableVector)
        get { first.magnitudeSquared + second.magnitudeSquared }
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    /// Both halves, e.g. `AnimatablePair(1.0, 2.0)`.
    public var description: String { "AnimatablePair(\(first), \(second))" }
}
