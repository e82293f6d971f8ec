import Foundation

/// A spring animation: the closed-form motion of ``Spring`` from 0 towards
/// the animated value, done once the spring has settled.
///
/// Behind ``Animation/spring(response:dampingFraction:blendDuration:)`` and
/// its relatives (which merge with a running animation, keeping its
/// velocity) and ``Animation/interpolatingSpring(mass:stiffness:damping:initialVelocity:)``
/// and its relatives (which add to it instead, as SwiftUI documents).
struct SpringAnimation: BuiltInAnimation {
    let spring: Spring
    /// Recorded for equality and description only: with a closed-form
    /// motion there is no response to blend (a documented departure).
    let blendDuration: Double
    /// The initial velocity as a fraction of the animated value per second.
    let initialVelocity: Double
    /// Whether the animation takes over a running one (true for `spring`,
    /// false for `interpolatingSpring`).
    let merges: Bool
    /// The settling time: from here on ``animate(value:time:context:)`` is nil.
    let duration: Double
    let issue: AnimationKernelsError?

    init(spring: Spring, blendDuration: Double = 0, initialVelocity: Double = 0, merges: Bool, issue: AnimationKernelsError? = nil) {
        let (blend, blendIssue) = clampedSeconds(blendDuration, "blendDuration")
        var velocityIssue: AnimationKernelsError?
        var velocity = initialVelocity
        if !velocity.isFinite {
            velocityIssue = .invalidParameter(parameter: "initialVelocity", value: "\(velocity)", requirement: "must be finite")
            velocity = 0
        }
        self.spring = spring
        self.blendDuration = blend
        self.initialVelocity = velocity
        self.merges = merges
        self.duration = velocity == 0
            ? spring.settlingDuration
            : spring.settlingDuration(target: 1.0, initialVelocity: velocity, epsilon: 0.001)
        self.issue = issue ?? blendIssue ?? velocityIssue
    }

    /// `spring.value(target: value, initialVelocity: value·v0, time:)`; nil
    /// once settled.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = elapsed(time)
        guard t < duration else { return nil }
        if initialVelocity == 0 { return spring.value(target: value, time: t) }
        return spring.value(target: value, initialVelocity: value.scaled(by: initialVelocity), time: t)
    }

    /// The spring's velocity at `time`; nil once settled.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let t = elapsed(time)
        guard t < duration else { return nil }
        if initialVelocity == 0 { return spring.velocity(target: value, time: t) }
        return spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: t)
    }

    /// True for the merging springs: they take over the running motion.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        merges
    }
}

extension Spring {
    /// The spring `make` validates, or, when it throws, `fallback` and the
    /// error: the Animation factories never stop the program.
    static func orFallback(_ fallback: @autoclosure () -> Spring, _ make: () throws -> Spring) -> (Spring, AnimationKernelsError?) {
        do {
            return (try make(), nil)
        } catch let error as AnimationKernelsError {
            return (fallback(), error)
        } catch {
            return (fallback(), nil)
        }
    }

    /// The stand-in for an invalid response, duration or stiffness: SwiftUI's
    /// infinitely stiff spring, so the change is shown at once.
    static var rigid: Spring { Spring(response: 0, dampingRatio: 1) }
}
