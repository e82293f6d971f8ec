/// A type whose state can be animated: it exposes that state as one
/// ``VectorArithmetic`` value, which an animation reads at the start and
/// the end, interpolates, and writes back on every frame.
///
/// Mirrors SwiftUI's `Animatable`, so that a shape's or a view model's
/// conformance ports unchanged. SwiftUI's `@Animatable` macro, which writes
/// `animatableData` for you, comes with the package trait `AnimatableMacro`
/// (off by default); without it, declare the property by hand.
/// Two defaults come with the protocol, as in SwiftUI:
///
/// - a type that is itself ``VectorArithmetic`` animates as itself
///   (`animatableData` is `self`);
/// - a type whose `AnimatableData` is ``EmptyAnimatableData`` has nothing
///   to animate (reading gives the empty value, writing does nothing).
///
/// ```swift
/// struct Blob: Animatable {
///     var scale: Double
///     var offsets: AnimatableVector
///     var animatableData: AnimatablePair<Double, AnimatableVector> {
///         get { AnimatablePair(scale, offsets) }
///         set { (scale, offsets) = (newValue.first, newValue.second) }
///     }
/// }
/// ```
public protocol Animatable {
    /// The vector the animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The animated state as one vector; an animation writes each frame's
    /// interpolated value back through the setter.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself: a vector animates as itself.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate: the empty value, and writes are ignored.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension AnimatableVector: Animatable {}

// The scalars and the pair animate as themselves, as in SwiftUI, so that a
// keyframe track or a user's `Animatable` property can hold them.
extension Double: Animatable {}
extension Float: Animatable {}
extension AnimatablePair: Animatable {}

extension UnitPoint: Animatable {
    /// `(x, y)` as a pair, as SwiftUI animates a `UnitPoint`.
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
