import Foundation

// Merging through the modifiers. Apple documents the rule for every
// animation (`CustomAnimation.shouldMerge(previous:value:time:context:)`):
// "When a view creates a new animation on an animatable value that already
// has a running animation of the same animation type, the system calls the
// shouldMerge(previous:value:time:context:) method on the new instance to
// determine whether it can merge the two instance", and "If
// shouldMerge(previous:value:time:context:) returns true, the system merges
// the new animation instance with the previous animation. The system
// provides to the new instance the state and elapsed time from the previous
// one. Then it removes the previous animation."
//
// A modified animation (`delay`, `speed`, `repeatCount`, `repeatForever`,
// `logicallyComplete(after:)`) is "of the same animation type" as another
// when both wrap the same kind of animation in the same modifier with the
// same parameters; it then merges when the animation it wraps does, asked
// at the wrapped animation's own time: `time − delay` (0 within the delay)
// under `delay`, `time · speed` under `speed`, the time unchanged under the
// others. That is how SwiftUI's modifiers forward the call (as OpenSwiftUI's
// reading of SwiftUI 6 has it: a modifier compares itself with the previous
// one and asks its base); Apple's pages for the modifiers say nothing of
// merging.

/// How a merging spring, wrapped in modifiers, runs once it has taken over:
/// it waits `wait` seconds, then runs its closed form at `rate` times the
/// clock (0: paused, ∞: done at once).
struct SpringTakeover {
    let spring: Spring
    let wait: Double
    let rate: Double
    /// When the spring is repeated, the legs still to play after it.
    var legs: RepeatLegs? = nil

    /// The spring's own time `s` seconds after the merge: 0 until the wait
    /// is over, then `rate · (s − wait)`.
    @inline(__always)
    func springTime(_ s: Double) -> Double {
        let u = s - wait
        guard u > 0, rate > 0 else { return 0 }
        return rate.isFinite ? rate * u : .infinity
    }
}

/// The legs a merged repeating spring plays once it has settled: its
/// repeat animation from `start` (in the repeat's own time: the start of
/// the leg after the one merged into) on, at `rate` times the clock, over
/// the whole run's change. The merged spring heads for where its leg ends:
/// the run's start when the leg runs backwards (`towardsStart`), its
/// target otherwise, so the next leg starts where the spring settled.
struct RepeatLegs {
    let animation: Animation
    let start: Double
    let rate: Double
    let towardsStart: Bool

    /// The repeat's own time `u` seconds after the spring settled.
    @inline(__always)
    func time(_ u: Double) -> Double {
        start + Swift.max(u, 0) * rate
    }

    /// Seconds the legs take after the spring settles (∞ for ever).
    var duration: Double {
        let left = Swift.max(0, (animation.duration ?? .infinity) - start)
        return left == 0 ? 0 : left / rate
    }
}

extension Animation {
    /// The spring this animation runs when it merges, and how its modifiers
    /// time it, `elapsed` seconds after the start of the run it takes over
    /// (SwiftUI hands over the elapsed time): nil unless the animation is a
    /// merging spring, bare or inside built-in modifiers.
    func springTakeover(elapsed: Double) -> SpringTakeover? {
        progress.springTakeover(elapsed: elapsed)
    }

    /// SwiftUI's rule for a modifier `modifier` wrapping `base` (see the
    /// file's comment): `previous` must be the same modifier with the same
    /// parameters around the same kind of animation, and `base` must merge
    /// with that animation at `baseTime`.
    static func modifierMerges<M: BuiltInAnimation, V: VectorArithmetic>(
        _ modifier: M, base: Animation, previous: Animation, value: V, baseTime: Double,
        context: inout AnimationContext<V>, sameParameters: (M) -> Bool,
        previousBase: (M) -> Animation
    ) -> Bool {
        guard let other = previous.base as? M, sameParameters(other) else { return false }
        let previousBase = previousBase(other)
        guard ObjectIdentifier(type(of: previousBase.base)) == ObjectIdentifier(type(of: base.base)) else { return false }
        return base.shouldMerge(previous: previousBase, value: value, time: baseTime, context: &context)
    }
}

extension BuiltInAnimation {
    /// Not a merging spring: nil.
    func springTakeover(elapsed: Double) -> SpringTakeover? { nil }
}

/// The motion a bare merging spring runs once it has taken over, kept in
/// its context as SwiftUI's spring keeps its own: an animation that later
/// merges over it is handed that context, and `previous.animate` and
/// `previous.velocity` then give the motion shown rather than the spring
/// from rest (see ``AnimationTimeline``).
///
/// Not generic over the value type, nor its key: a spring evaluated
/// without one then requests no generic type metadata.
struct MergedSpringMotion {
    /// The spring animation the motion belongs to: other animations
    /// evaluated with the context (the one that merges over it, which is
    /// handed the same state) ignore it.
    let animation: SpringAnimation
    /// The elapsed time (since the run's start) of the merge.
    let start: Double
    /// The velocity it took over, per second: a value of the context's type.
    let velocity: Any
    /// Seconds after the merge when it has settled.
    let end: Double

    /// The part of `value` covered at `time` (elapsed since the run's
    /// start): the spring from the merge towards `value`, with the velocity
    /// it took over; nil once settled.
    func covered<V: VectorArithmetic>(value: V, time: Double) -> V? {
        secondsSinceMerge(time).map { animation.spring.value(target: value, initialVelocity: velocity as? V ?? .zero, time: $0) }
    }

    /// The velocity of ``covered(value:time:)``; nil once settled.
    func velocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        secondsSinceMerge(time).map { animation.spring.velocity(target: value, initialVelocity: velocity as? V ?? .zero, time: $0) }
    }

    /// Seconds since the merge at `time` (elapsed since the run's start),
    /// none before it; nil once settled.
    private func secondsSinceMerge(_ time: Double) -> Double? {
        let s = Swift.max(time - start, 0)
        return s < end ? s : nil
    }
}

/// Where a context keeps its ``MergedSpringMotion``.
enum MergedSpringKey: AnimationStateKey {
    static var defaultValue: MergedSpringMotion? { nil }
}

extension AnimationContext {
    /// The merged motion `animation` runs, if this context keeps one for it.
    @inline(__always)
    func mergedSpring(of animation: SpringAnimation) -> MergedSpringMotion? {
        // Most contexts are empty: no lookup then.
        guard !state.storage.isEmpty, let motion = state[MergedSpringKey.self], motion.animation == animation else { return nil }
        return motion
    }
}
