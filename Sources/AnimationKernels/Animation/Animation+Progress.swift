import Foundation

// The batch form of an animation's progress, for the timeline's weights:
// built-in animations map whole columns of times at once (curves through
// the batch bezier solver, springs in SIMD lanes); custom ones are
// evaluated one time at a time.
extension Animation {
    /// Replaces each of `count` times (seconds since the start) by the
    /// progress then, `animate(value: 1.0, …) ?? 1` with a fresh context:
    /// 0 for times before the start (negative), 1 for +∞ and once done.
    ///
    /// - Complexity: O(count), allocation-free for the built-in animations.
    func fillProgress(_ times: UnsafeMutablePointer<Double>, count: Int) {
        progress.fillProgress(times, count: count)
    }
}

extension CustomAnimation {
    /// ``Animation/fillProgress(_:count:)`` one time at a time, each with a
    /// fresh context.
    func fillProgressOneByOne(_ times: UnsafeMutablePointer<Double>, count: Int) {
        for i in 0..<count {
            let t = times[i]
            if t < 0 {
                times[i] = 0
            } else if t == .infinity {
                times[i] = 1
            } else {
                var context = AnimationContext<Double>()
                times[i] = animate(value: 1.0, time: t, context: &context) ?? 1
            }
        }
    }
}
