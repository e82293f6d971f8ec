import Foundation

/// What SwiftUI does with an animated value over time: the record of every
/// change of the model value and the animation it was made with, evaluated
/// at any time.
///
/// A timeline is the record of its changes: ``value(at:)`` applies the
/// changes made at or before the time asked for. The rules, as SwiftUI
/// documents them:
///
/// - A change with an animation animates the difference between the new
///   target and the previous one, on top of the animations still running
///   ("interpolating spring … preserves velocity across overlapping
///   animations by adding the effects of each animation"): two linear
///   animations interrupted half-way sum their parts.
/// - A change whose animation merges with the most recent running one
///   (``Animation/shouldMerge(previous:value:time:context:)``; the `spring`
///   family does) takes over the running motion instead: "each animation
///   will be replaced by their successor, preserving velocity from one
///   animation to the next". The new spring starts from the value and
///   velocity shown at that moment, so both stay continuous. A custom
///   animation that merges starts from the value shown (its velocity is not
///   carried: the protocol has no way to hand it over). Where the velocity
///   shown is infinite (a curve's vertical tangent) the spring starts with
///   the slope of the value over the last frame (1/120 s), so no NaN
///   comes out.
/// - A change without an animation is a jump: the new value shows at once
///   and the animations running are dropped.
///
/// Any ``Animatable`` type animates through its `animatableData`: keep a
/// timeline of `animatableData` and write each sample back.
///
/// The built-in animations are pure functions of time, evaluated with a
/// fresh ``AnimationContext`` at any time in any order. A custom animation
/// (or a built-in one wrapping it) may keep state in its context, so the
/// timeline keeps one context per such change and carries it from each
/// evaluation to the next, as SwiftUI does frame by frame: ask for
/// increasing times. A time earlier than the last one evaluated for that
/// change replays it from its start, with a fresh context; the same time
/// again reuses the result. Copies of a timeline share these contexts until
/// one of them records a change.
public struct AnimationTimeline<Value: VectorArithmetic> {
    /// One recorded change.
    struct Change {
        /// When the change was made, in seconds.
        let time: Double
        /// The model value from then on.
        let target: Value
        /// `target` minus the previous target.
        let step: Value
        /// The animation it was made with; nil for a jump.
        let animation: Animation?
        /// For a merge: the distance from the value shown to `target`, and
        /// the velocity shown, at `time`.
        let merge: Merge?
        /// The indices of this change's first and last (its target's) row
        /// in the batched product.
        let firstRow: Int
        let targetRow: Int

        /// Whether the animations before this change stop counting.
        var startsOver: Bool { animation == nil || merge != nil }
    }

    /// How a merging animation takes over.
    struct Merge {
        /// Target minus the value shown at the change.
        let delta: Value
        /// The velocity shown at the change (zero unless `spring` is set).
        let velocity: Value
        /// The spring when the merging animation is one, and when its motion
        /// from `delta` with `velocity` has settled.
        let spring: Spring?
        let end: Double
    }

    /// What finding the changes that count reads of each change, in plain
    /// values (no copies of values or animations on the hot paths).
    struct Span {
        /// When the change was made, in seconds.
        let time: Double
        /// The first change that counts while this one is the last made.
        let first: Int
        /// Seconds after `time` when its animation is done (∞ when unknown).
        let end: Double
        let firstRow: Int
        let targetRow: Int
    }

    /// The value before any change.
    let initialValue: Value
    /// The changes in the order (and time order) they were made.
    var changes: [Change] = []
    /// `changes` as ``Span``s.
    var spans: [Span] = []
    /// The rows of the batched product, for `AnimatableVector` timelines.
    var rows: FrameInterpolator?
    /// The contexts of the custom animations, carried between evaluations.
    var contexts = AnimationContextStore()

    /// A timeline that holds `value` at every time until a change is set.
    ///
    /// - Parameter value: the initial model value.
    public init(_ value: Value) {
        initialValue = value
        rows = Self.makeRows(initialValue: value, changes: [])
    }

    /// The model value after every recorded change.
    public var target: Value { changes.last?.target ?? initialValue }

    /// Records that the model value became `value` at `time`, animated by
    /// `animation` (nil: a jump), following the rules in the type's
    /// description.
    ///
    /// - Parameters:
    ///   - value: the new model value.
    ///   - time: when, in seconds; not earlier than the last change.
    ///   - animation: how to get there; nil jumps.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `time` when it is not finite or earlier than the last
    ///   change, `value` when it is not finite, or the animation's first bad
    ///   parameter (see ``Animation/validated()``); nothing is recorded then.
    /// - Complexity: O(changes) to evaluate the running motion at `time`;
    ///   for `AnimatableVector`, O(rows · N) to rebuild the batched rows.
    public mutating func set(_ value: Value, at time: TimeInterval, animation: Animation?) throws {
        try AnimationKernelsError.requireFinite(time, "time")
        if let last = changes.last, time < last.time {
            throw AnimationKernelsError.invalidParameter(parameter: "time", value: "\(time)", requirement: "must not be earlier than the last change (\(last.time))")
        }
        try requireFinite(value, "value")
        _ = try animation?.validated()
        let step = value - target
        var merge: Merge?
        if let animation, let running = runningAnimation(at: time) {
            var context = AnimationContext<Value>()
            if animation.shouldMerge(previous: running.animation, value: step, time: time - running.time, context: &context) {
                merge = makeMerge(to: value, at: time, animation: animation)
            }
        }
        if !isKnownUniquelyReferenced(&contexts) {
            contexts = AnimationContextStore(copying: contexts)
        }
        let firstRow = (changes.last?.targetRow ?? 0) + 1
        let rowCount = animation == nil ? 1 : (merge == nil ? 2 : 3)
        let change = Change(time: time, target: value, step: step, animation: animation, merge: merge,
                            firstRow: firstRow, targetRow: firstRow + rowCount - 1)
        let end = merge?.spring != nil ? merge!.end : (animation == nil ? 0 : animation!.duration ?? .infinity)
        spans.append(Span(time: time, first: change.startsOver ? changes.count : (spans.last?.first ?? 0), end: end,
                          firstRow: change.firstRow, targetRow: change.targetRow))
        changes.append(change)
        rows = Self.makeRows(initialValue: initialValue, changes: changes)
    }

    /// The delta, velocity and (for springs) settling time of a merge.
    func makeMerge(to value: Value, at time: Double, animation: Animation) -> Merge {
        let delta = value - self.value(at: time)
        guard let spring = (animation.base as? SpringAnimation)?.spring else {
            return Merge(delta: delta, velocity: .zero, spring: nil, end: 0)
        }
        var velocity = self.velocity(at: time)
        // At a vertical tangent (UnitCurve's velocity is ±∞ there, e.g.
        // (0, 2, 1, −2) at its start) there is no finite velocity to hand
        // over, and the spring would give NaN: it takes the slope of the
        // value shown over the last frame (1/120 s) instead.
        if !velocity.magnitudeSquared.isFinite {
            let frame = 1.0 / 120
            velocity = (self.value(at: time) - self.value(at: time - frame)).scaled(by: 1 / frame)
        }
        // Settled within 0.001 of the larger of the distance and the
        // distance the initial velocity alone would carry over a response.
        let scale = Swift.max(delta.magnitudeSquared.squareRoot(), velocity.magnitudeSquared.squareRoot() * spring.response)
        let end = scale > 0 ? spring.settlingDuration(target: delta, initialVelocity: velocity, epsilon: 0.001 * scale) : 0
        return Merge(delta: delta, velocity: velocity, spring: spring, end: end)
    }

    /// The most recent change whose animation still runs at `time`.
    func runningAnimation(at time: Double) -> (animation: Animation, time: Double)? {
        let (first, last) = activeRange(at: time)
        for i in stride(from: last, through: first, by: -1) where isRunning(i, at: time) {
            return (changes[i].animation!, changes[i].time)
        }
        return nil
    }

    /// Whether change `index`'s animation has not finished at `time`.
    func isRunning(_ index: Int, at time: Double) -> Bool {
        let change = changes[index]
        guard let animation = change.animation, time >= change.time else { return false }
        let s = time - change.time
        if let merge = change.merge, merge.spring != nil { return s < merge.end }
        if let duration = animation.duration, duration <= s { return false }
        if !animation.keepsState, animation.duration != nil { return true }
        return animate(animation, index, value: change.merge?.delta ?? change.step, at: s) != nil
    }

    /// Change `index`'s `animation` evaluated on `value` (its step or merge
    /// distance) `s` seconds after it: with a fresh context, or, when it
    /// keeps state, with the context the timeline keeps for it (see the
    /// type's description).
    @inline(__always)
    func animate(_ animation: Animation, _ index: Int, value: Value, at s: Double) -> Value? {
        if animation.keepsState {
            return contexts.animate(animation, change: index, value: value, time: s).part
        }
        var context = AnimationContext<Value>()
        return animation.animate(value: value, time: s, context: &context)
    }

    /// The changes that count at `time`: from the last that started over up
    /// to the last made at or before `time` (an empty range when none is).
    func activeRange(at time: Double) -> (first: Int, last: Int) {
        // The last change at or before `time`, by bisection.
        var lo = 0, hi = spans.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if spans[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        let last = lo - 1
        return (last >= 0 ? spans[last].first : 0, last)
    }

    /// The value shown at `time`: the model value then, plus what each
    /// running animation has still to cover.
    ///
    /// - Parameter time: seconds; −∞ and NaN give the initial value, +∞ the
    ///   final target.
    /// - Returns: the value.
    /// - Complexity: O(log changes + running animations), each an animation
    ///   evaluation; allocation-free for `Double` with the built-in
    ///   animations (a custom one's kept context may allocate).
    public func value(at time: TimeInterval) -> Value {
        guard !time.isNaN else { return initialValue }
        let (first, last) = activeRange(at: time)
        guard last >= 0 else { return initialValue }
        var result = changes[last].target
        for i in first...last {
            result += remainder(of: i, at: time)
        }
        return result
    }

    /// What `change`'s animation has still to cover at `time`, as an offset
    /// from its target (negative of the remaining part): zero once done.
    func remainder(of index: Int, at time: Double) -> Value {
        let change = changes[index]
        guard let animation = change.animation else { return .zero }
        let s = time - change.time
        if let merge = change.merge {
            if let spring = merge.spring {
                guard s < merge.end else { return .zero }
                return spring.value(target: merge.delta, initialVelocity: merge.velocity, time: s) - merge.delta
            }
            return animate(animation, index, value: merge.delta, at: s).map { $0 - merge.delta } ?? .zero
        }
        return animate(animation, index, value: change.step, at: s).map { $0 - change.step } ?? .zero
    }

    /// The velocity (per second) of the value shown at `time`: the sum of
    /// the running animations' velocities (zero where one reports none).
    ///
    /// - Parameter time: seconds; non-finite gives zero.
    /// - Returns: the velocity.
    /// - Complexity: O(R·N) for R animations running at `time` and N
    ///   components of the value, plus a binary search over the changes.
    public func velocity(at time: TimeInterval) -> Value {
        guard time.isFinite else { return .zero }
        let (first, last) = activeRange(at: time)
        guard last >= 0 else { return .zero }
        var result = Value.zero
        for i in first...last where isRunning(i, at: time) {
            let change = changes[i], s = time - change.time
            if let merge = change.merge, let spring = merge.spring {
                result += spring.velocity(target: merge.delta, initialVelocity: merge.velocity, time: s)
            } else {
                let value = change.merge?.delta ?? change.step
                let context = change.animation!.keepsState
                    ? contexts.animate(change.animation!, change: i, value: value, time: s).context : AnimationContext()
                if let velocity = change.animation!.velocity(value: value, time: s, context: context) {
                    result += velocity
                }
            }
        }
        return result
    }

    /// Whether no animation runs at `time` (the value shown is the model
    /// value).
    ///
    /// - Parameter time: seconds.
    /// - Returns: true when every animation made at or before `time` is done.
    /// - Complexity: O(log C + R) for C changes, R of them possibly running.
    public func isComplete(at time: TimeInterval) -> Bool {
        guard !time.isNaN else { return true }
        let (first, last) = activeRange(at: time)
        guard last >= 0 else { return true }
        return !(first...last).contains { isRunning($0, at: time) }
    }
}

extension AnimationTimeline: Sendable where Value: Sendable {}
extension AnimationTimeline.Change: Sendable where Value: Sendable {}
extension AnimationTimeline.Merge: Sendable where Value: Sendable {}
extension AnimationTimeline.Span: Sendable {}
