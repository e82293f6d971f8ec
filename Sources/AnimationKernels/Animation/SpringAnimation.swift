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
    /// once settled. With a context that keeps this spring's merged motion
    /// (``MergedSpringMotion``), that motion.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // Checked here, not in `Animation`: the lookup on every animation's
        // evaluation made `value(at:)` slower.
        if merges, let motion = context.mergedSpring(of: self) { return motion.covered(value: value, time: time) }
        let t = elapsed(time)
        guard t < duration else { return nil }
        if initialVelocity == 0 { return spring.value(target: value, time: t) }
        return spring.value(target: value, initialVelocity: value.scaled(by: initialVelocity), time: t)
    }

    /// The spring's velocity at `time` (or its merged motion's, as
    /// ``animate(value:time:context:)``); nil once settled.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if merges, let motion = context.mergedSpring(of: self) { return motion.velocity(value: value, time: time) }
        let t = elapsed(time)
        guard t < duration else { return nil }
        if initialVelocity == 0 { return spring.velocity(target: value, time: t) }
        return spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: t)
    }

    /// The spring's values in SIMD lanes, chunk by chunk, keeping a copy
    /// of the times to mark those before the start (0) and the settled
    /// ones (1) afterwards.
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        let motion = spring.motion
        // 32 times (256 bytes) always fit on the stack.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 32) { chunk in
            let original = chunk.baseAddress!
            var start = 0
            while start < count {
                let n = Swift.min(32, count - start)
                let part = times + start
                for j in 0..<n {
                    original[j] = part[j]
                    // The vector functions take finite times only.
                    part[j] = part[j] < duration ? Swift.max(part[j], 0) : 0
                }
                motion.fill(derivative: false, target: 1, initialVelocity: initialVelocity, times: part, into: part, count: n)
                for j in 0..<n where !(original[j] >= 0 && original[j] < duration) {
                    part[j] = original[j] < 0 ? 0 : 1
                }
                start += n
            }
        }
    }

    /// True for the merging springs: they take over the running motion.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        merges
    }

    /// A merging spring takes over at once, on the clock.
    func springTakeover(elapsed: Double) -> SpringTakeover? {
        merges ? SpringTakeover(spring: spring, wait: 0, rate: 1) : nil
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
