import Foundation

/// An animation that reports itself logically complete after `after`
/// seconds; behind ``Animation/logicallyComplete(after:)``.
struct LogicallyCompleteAnimation: BuiltInAnimation {
    let base: Animation
    let after: Double
    let issue: AnimationKernelsError?
    /// Whether the wrapped animation keeps state.
    var keepsState: Bool { base.keepsState }

    init(base: Animation, after: Double) {
        let (seconds, error) = clampedSeconds(after, "duration")
        self.base = base
        self.after = seconds
        issue = base.issue ?? error
    }

    var duration: Double { base.duration ?? .infinity }

    /// The base's value; sets `context.isLogicallyComplete` from `after` on.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if elapsed(time) >= after { context.isLogicallyComplete = true }
        return base.animate(value: value, time: time, context: &context)
    }

    /// The base's velocity.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// The base's progress: completion does not change the motion.
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        base.fillProgress(times, count: count)
    }

    /// Merges with a running animation logically complete after the same
    /// time when the base merges with its base at the same time; see
    /// `Animation+Merge.swift`.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        Animation.modifierMerges(self, base: base, previous: previous, value: value, baseTime: time,
                                 context: &context, sameParameters: { $0.after == after }, previousBase: { $0.base })
    }

    /// The base's spring: completion does not change the motion.
    func springTakeover(elapsed: Double) -> SpringTakeover? {
        base.springTakeover(elapsed: elapsed)
    }
}

extension Animation {
    /// This animation, counted as complete (for completion handlers,
    /// ``AnimationContext/isLogicallyComplete``) `duration` seconds after it
    /// starts, though it may still be moving.
    ///
    /// - Parameter duration: seconds; negative or NaN is 0.
    /// - Returns: the animation.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(builtIn: LogicallyCompleteAnimation(base: self, after: duration))
    }
}
