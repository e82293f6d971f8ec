import Foundation

/// An animation played in legs, forward or (autoreversing) alternately
/// forward and back; behind ``Animation/repeatCount(_:autoreverses:)`` and
/// ``Animation/repeatForever(autoreverses:)``.
///
/// For a built-in base the legs are a pure function of time (leg k covers
/// `[k·d, (k+1)·d)` for the base's duration d). A custom base, whose length
/// is known only when it returns nil, is evaluated frame by frame: each leg
/// starts at the first frame after the previous one ended, recorded in the
/// context's state.
struct RepeatAnimation: BuiltInAnimation {
    let base: Animation
    /// The number of legs; nil repeats forever.
    let count: Int?
    let autoreverses: Bool
    let issue: AnimationKernelsError?
    /// Whether the wrapped animation keeps state.
    var keepsState: Bool { base.keepsState }

    init(base: Animation, count: Int?, autoreverses: Bool) {
        self.base = base
        self.autoreverses = autoreverses
        if let count, count < 1 {
            self.count = 1
            issue = base.issue ?? .invalidParameter(parameter: "repeatCount", value: "\(count)", requirement: "must be at least 1")
        } else {
            self.count = count
            issue = base.issue
        }
    }

    var duration: Double {
        guard let legs = count, let leg = base.duration else { return .infinity }
        return leg == 0 ? 0 : Double(legs) * leg
    }

    /// Whether leg `leg` (a whole number) runs backwards: an odd leg, when
    /// the animation autoreverses. Halving is exact, so an odd leg leaves a
    /// fraction of exactly ½; `truncatingRemainder` is a libm call, made
    /// for every frame of a batch.
    func isReversed(_ leg: Double) -> Bool {
        let half = leg * 0.5
        return autoreverses && leg >= 0 && half - half.rounded(.down) == 0.5
    }

    /// The leg and the base's time in it for a base of length `leg`, or
    /// nil once every leg has run.
    func position(at time: Double, leg length: Double) -> (reversed: Bool, time: Double)? {
        let t = elapsed(time)
        let leg = (t / length).rounded(.down)
        if let count, leg >= Double(count) { return nil }
        let local = t - leg * length
        return isReversed(leg) ? (true, length - local) : (false, local)
    }

    /// The base's part in the current leg; a backward leg plays the base
    /// backwards in time (from `value` back to zero).
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard let length = base.duration else { return animateFrameByFrame(value: value, time: time, context: &context) }
        guard length > 0 else { return nil }
        guard length.isFinite else { return base.animate(value: value, time: time, context: &context) }
        guard let (_, local) = position(at: time, leg: length) else { return nil }
        var fresh = AnimationContext<V>()
        return base.animate(value: value, time: local, context: &fresh) ?? value
    }

    /// The base's velocity in the current leg, negated on backward legs.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let length = base.duration, length > 0 else { return nil }
        guard length.isFinite else { return base.velocity(value: value, time: time, context: context) }
        guard let (reversed, local) = position(at: time, leg: length) else { return nil }
        let velocity = base.velocity(value: value, time: local, context: AnimationContext<V>()) ?? .zero
        return reversed ? velocity.scaled(by: -1) : velocity
    }

    /// The base's progress at each time's position in its leg (+∞, so 1,
    /// after the last leg), as ``animate(value:time:context:)`` maps it; a
    /// base of unknown duration is evaluated time by time.
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        guard let length = base.duration else { return fillProgressOneByOne(times, count: count) }
        for i in 0..<count where times[i] >= 0 && times[i] < .infinity {
            if length == 0 {
                times[i] = .infinity
            } else if length.isFinite {
                times[i] = position(at: times[i], leg: length)?.time ?? .infinity
            }
        }
        base.fillProgress(times, count: count)
    }

    /// A custom base: legs begin when the previous one returns nil.
    func animateFrameByFrame<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = elapsed(time)
        var leg = context.state[RepeatLeg.self]
        while true {
            if let count, leg.index >= count { return nil }
            let local = t - leg.start
            if let part = base.animate(value: value, time: local, context: &context) {
                return isReversed(Double(leg.index)) ? value - part : part
            }
            guard local > 0 else { return nil }
            leg = RepeatLeg(index: leg.index + 1, start: t)
            context.state[RepeatLeg.self] = leg
        }
    }
}

extension RepeatAnimation {
    /// Merges with a running animation repeated the same way (same count,
    /// same autoreversing) when the base merges with its base at the same
    /// time; see `Animation+Merge.swift`.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        Animation.modifierMerges(self, base: base, previous: previous, value: value, baseTime: time, context: &context,
                                 sameParameters: { $0.count == count && $0.autoreverses == autoreverses }, previousBase: { $0.base })
    }

    /// The base's spring as it stands in the current leg, then the legs
    /// left, as SwiftUI plays them: the spring takes over the motion shown
    /// and finishes the leg (see ``RepeatLegs``), then the next legs run
    /// over the whole run's change. (An inner repeat's legs win over this
    /// one's.)
    func springTakeover(elapsed time: Double) -> SpringTakeover? {
        guard let length = base.duration, length > 0, length.isFinite else { return base.springTakeover(elapsed: time) }
        let leg = (elapsed(time) / length).rounded(.down)
        guard let inner = base.springTakeover(elapsed: position(at: time, leg: length)?.time ?? length) else { return nil }
        guard inner.legs == nil else { return inner }
        let legs = RepeatLegs(animation: Animation(builtIn: self), start: (leg + 1) * length, rate: 1, towardsStart: isReversed(leg))
        return SpringTakeover(spring: inner.spring, wait: inner.wait, rate: inner.rate, legs: legs)
    }
}

/// The current leg of a repeating custom animation and when it began.
struct RepeatLeg: AnimationStateKey {
    var index = 0
    var start = 0.0
    static var defaultValue: RepeatLeg { RepeatLeg() }
}

extension Animation {
    /// This animation played `repeatCount` times. Each leg counts, forward
    /// or back: with `autoreverses` (the default) 3 plays forward, back,
    /// forward. When the legs are done the value shows the whole change, so
    /// an even count with autoreverses ends with a jump, as in SwiftUI.
    ///
    /// A count below 1 is 1 (SwiftUI has no rule); ``validated()`` reports it.
    ///
    /// - Parameters:
    ///   - repeatCount: the number of legs.
    ///   - autoreverses: whether every other leg runs backwards.
    /// - Returns: the repeating animation.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(builtIn: RepeatAnimation(base: self, count: repeatCount, autoreverses: autoreverses))
    }

    /// This animation repeated for ever, autoreversing unless told not to.
    ///
    /// - Parameter autoreverses: whether every other leg runs backwards.
    /// - Returns: the repeating animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(builtIn: RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
    }
}
