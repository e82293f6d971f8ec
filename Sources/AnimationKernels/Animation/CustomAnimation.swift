import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Mirrors SwiftUI's iOS 17 `CustomAnimation`. Wrap a conforming value in
/// ``Animation/init(_:)`` to use it wherever an ``Animation`` is expected.
/// Every built-in animation of this library conforms too, so a custom one is
/// written exactly as they are.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` the animation has covered at `time`: zero at the
    /// start, `value` at the end, and nil once the animation is done (the
    /// caller then shows the whole of `value`).
    ///
    /// - Parameters:
    ///   - value: the vector to animate towards (the change, not the target).
    ///   - time: seconds since the animation started.
    ///   - context: state the animation may keep between calls.
    /// - Returns: the covered part, or nil when finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change, per second, of ``animate(value:time:context:)``
    /// at `time`, or nil when finished or unknown. Defaults to nil.
    ///
    /// - Parameters:
    ///   - value: the vector to animate towards.
    ///   - time: seconds since the animation started.
    ///   - context: the animation's state.
    /// - Returns: the velocity, or nil.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, started while `previous` runs, takes over
    /// `previous`'s motion instead of adding to it. Defaults to false.
    ///
    /// As Apple documents it: "If shouldMerge(previous:value:time:context:)
    /// returns true, the system merges the new animation instance with the
    /// previous animation. The system provides to the new instance the state
    /// and elapsed time from the previous one. Then it removes the previous
    /// animation." So `context` holds `previous`'s state, and this animation
    /// is then evaluated with the context as this method leaves it, at
    /// times counted from `previous`'s start, on `value` plus the new
    /// change. To keep the motion, read `previous.animate(value:time:context:)`
    /// and `previous.velocity(value:time:context:)` here and store them in
    /// the context's state (see ``AnimationTimeline``).
    ///
    /// - Parameters:
    ///   - previous: the running animation.
    ///   - value: the vector `previous` animates towards.
    ///   - time: seconds since `previous` started.
    ///   - context: `previous`'s context, to hand its state on.
    /// - Returns: true to merge with `previous`.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity: nil.
    ///
    /// - Parameters:
    ///   - value: the vector to animate towards.
    ///   - time: seconds since the animation started.
    ///   - context: the animation's state.
    /// - Returns: `nil`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// No merging: the new animation adds to the running one.
    ///
    /// - Parameters:
    ///   - previous: the running animation.
    ///   - value: the vector to animate towards.
    ///   - time: seconds since `previous` started.
    ///   - context: the animation's state.
    /// - Returns: `false`.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }

    /// Whether `other` is an animation of this type equal to this one.
    func isEqual(to other: any CustomAnimation) -> Bool {
        (other as? Self) == self
    }
}
