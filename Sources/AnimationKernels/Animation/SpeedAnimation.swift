import Foundation

/// An animation played `speed` times as fast; behind ``Animation/speed(_:)``.
struct SpeedAnimation: BuiltInAnimation {
    let base: Animation
    let speed: Double
    let issue: AnimationKernelsError?
    /// Whether the wrapped animation keeps state.
    var keepsState: Bool { base.keepsState }

    init(base: Animation, speed: Double) {
        let valid = speed >= 0 && speed.isFinite
        self.base = base
        self.speed = valid ? speed : (speed == .infinity ? .infinity : 0)
        issue = base.issue ?? (valid ? nil : .invalidParameter(parameter: "speed", value: "\(speed)", requirement: "must be finite and non-negative"))
    }

    /// The base's duration divided by the speed (∞ at speed 0).
    var duration: Double {
        let base = self.base.duration ?? .infinity
        return base == 0 ? 0 : base / speed
    }

    /// The base's time: `time · speed`, and 0 at time 0 even at infinite speed.
    func scaled(_ time: Double) -> Double {
        let t = elapsed(time)
        return t == 0 ? 0 : t * speed
    }

    /// The base at `time · speed`.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: scaled(time), context: &context)
    }

    /// The base's velocity at `time · speed`, times `speed`.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard speed.isFinite else { return nil }
        return base.velocity(value: value, time: scaled(time), context: context)?.scaled(by: speed)
    }

    /// The base's progress at the scaled times (those before the start and
    /// +∞ kept as they are).
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        for i in 0..<count where times[i] > 0 && times[i] < .infinity {
            times[i] *= speed
        }
        base.fillProgress(times, count: count)
    }

    /// Merges with a running animation at the same speed when the base
    /// merges with its base at `time · speed`; see `Animation+Merge.swift`.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        Animation.modifierMerges(self, base: base, previous: previous, value: value, baseTime: scaled(time),
                                 context: &context, sameParameters: { $0.speed == speed }, previousBase: { $0.base })
    }

    /// The base's spring (and legs) at `speed` times their rate, its wait
    /// divided by `speed`. Speed 0 pauses it (rate 0, no wait: 0/0 would be
    /// NaN) and +∞ finishes it at once, legs and all.
    func springTakeover(elapsed time: Double) -> SpringTakeover? {
        guard let inner = base.springTakeover(elapsed: scaled(time)) else { return nil }
        let paused = speed == 0 || inner.rate == 0
        let legs = inner.legs.flatMap { legs in
            speed.isFinite && speed > 0
                ? RepeatLegs(animation: legs.animation, start: legs.start, rate: legs.rate * speed, towardsStart: legs.towardsStart) : nil
        }
        return SpringTakeover(spring: inner.spring,
                              wait: paused || !speed.isFinite ? 0 : inner.wait / speed,
                              rate: paused ? 0 : inner.rate * speed, legs: legs)
    }
}

extension Animation {
    /// This animation played `speed` times as fast: every duration and
    /// delay it contains is divided by `speed`.
    ///
    /// Speed 0 pauses the animation at its start; a negative or NaN speed
    /// is 0 and +∞ finishes at once (SwiftUI has no rule); ``validated()``
    /// reports them.
    ///
    /// - Parameter speed: the factor.
    /// - Returns: the faster (or slower) animation.
    public func speed(_ speed: Double) -> Animation {
        Animation(builtIn: SpeedAnimation(base: self, speed: speed))
    }
}
