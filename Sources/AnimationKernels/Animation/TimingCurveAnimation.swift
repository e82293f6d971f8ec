import Foundation

/// A timing-curve animation: progress `time / duration` eased by a
/// ``UnitCurve``. Behind ``Animation/linear(duration:)``,
/// ``Animation/easeInOut(duration:)``, ``Animation/timingCurve(_:duration:)``
/// and their relatives.
struct TimingCurveAnimation: BuiltInAnimation {
    let curve: UnitCurve
    let duration: Double
    let issue: AnimationKernelsError?

    /// Negative or NaN durations are 0 (the animation is done at once),
    /// as documented on the factories.
    init(curve: UnitCurve, duration: Double, issue: AnimationKernelsError? = nil) {
        let (seconds, error) = clampedSeconds(duration, "duration")
        self.curve = curve
        self.duration = seconds
        self.issue = issue ?? error
    }

    /// `value · curve(time / duration)`; nil from `duration` on.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let t = elapsed(time)
        guard t < duration else { return nil }
        return value.scaled(by: curve.value(at: t / duration))
    }

    /// `value · curve′(time / duration) / duration`; nil from `duration` on.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let t = elapsed(time)
        guard t < duration else { return nil }
        return value.scaled(by: curve.velocity(at: t / duration) / duration)
    }

    /// The times as unit progress (clamped to [0, 1]), then the curve's
    /// values, solved in one batch.
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        for i in 0..<count {
            let t = times[i]
            times[i] = t < 0 ? 0 : (t >= duration ? 1 : t / duration)
        }
        curve.uncheckedValues(at: times, into: times, count: count)
    }
}
