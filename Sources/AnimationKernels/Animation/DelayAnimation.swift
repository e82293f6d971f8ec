import Foundation

/// An animation that starts `delay` seconds late; behind ``Animation/delay(_:)``.
struct DelayAnimation: BuiltInAnimation {
    let base: Animation
    let delay: Double
    let issue: AnimationKernelsError?
    /// Whether the wrapped animation keeps state.
    var keepsState: Bool { base.keepsState }

    init(base: Animation, delay: Double) {
        let (seconds, error) = clampedSeconds(delay, "delay")
        self.base = base
        self.delay = seconds
        issue = base.issue ?? error
    }

    var duration: Double { delay + (base.duration ?? .infinity) }

    /// Zero until `delay`, then the base at `time − delay`.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = elapsed(time)
        guard t >= delay else { return .zero }
        return base.animate(value: value, time: t - delay, context: &context)
    }

    /// Zero until `delay`, then the base's velocity at `time − delay`.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let t = elapsed(time)
        guard t >= delay else { return .zero }
        return base.velocity(value: value, time: t - delay, context: context)
    }

    /// The base's progress at the times less the delay (negative, so 0,
    /// before it ends).
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        for i in 0..<count { times[i] -= delay }
        base.fillProgress(times, count: count)
    }

    /// Merges with a running animation delayed by the same amount when the
    /// base merges with its base at `time − delay` (0 within the delay); see
    /// `Animation+Merge.swift`.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        Animation.modifierMerges(self, base: base, previous: previous, value: value, baseTime: Swift.max(0, elapsed(time) - delay),
                                 context: &context, sameParameters: { $0.delay == delay }, previousBase: { $0.base })
    }

    /// The base's spring, waiting for what is left of the delay: the delay
    /// counts from the start of the run taken over, so a merge after it
    /// moves at once and one within it starts when it ends.
    func springTakeover(elapsed time: Double) -> SpringTakeover? {
        let t = elapsed(time)
        guard let inner = base.springTakeover(elapsed: Swift.max(0, t - delay)) else { return nil }
        return SpringTakeover(spring: inner.spring, wait: Swift.max(0, delay - t) + inner.wait, rate: inner.rate, legs: inner.legs)
    }
}

extension Animation {
    /// This animation started `delay` seconds later.
    ///
    /// A negative or NaN delay is 0 and +∞ never starts (SwiftUI has no
    /// rule); ``validated()`` reports them.
    ///
    /// - Parameter delay: seconds.
    /// - Returns: the delayed animation.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(builtIn: DelayAnimation(base: self, delay: delay))
    }
}
