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
///   (``Animation/shouldMerge(previous:value:time:context:)``) takes over
///   the running motion instead: "the system merges the new animation
///   instance with the previous animation. The system provides to the new
///   instance the state and elapsed time from the previous one. Then it
///   removes the previous animation." The animations running before it stop
///   counting. `shouldMerge` is asked with the running animation, the change
///   it animates, the time since it started (carried over earlier merges)
///   and the context it has then.
///   - The `spring` family merges with any running animation ("each
///     animation will be replaced by their successor, preserving velocity
///     from one animation to the next"): the spring starts from the value
///     and velocity shown at that moment, so both stay continuous. Where the
///     velocity shown is infinite (a curve's vertical tangent) it starts
///     with the slope of the value over the last frame (1/120 s), so no NaN
///     comes out.
///   - A spring inside `delay`, `speed`, `repeatCount`, `repeatForever` or
///     `logicallyComplete(after:)` merges with a running animation built the
///     same way, with the same parameters ("a running animation of the same
///     animation type"; see ``Animation/shouldMerge(previous:value:time:context:)``),
///     and runs as its modifiers time it, keeping value and velocity: under
///     `delay` it moves at once when the running one's delay is over, and
///     within that delay waits for its end (the running spring has not
///     moved: nothing to keep but the value); under `speed(k)` it runs at k
///     times the clock, handed the velocity shown divided by k so the
///     velocity shown stays continuous (speed 0 pauses it, +∞ shows the
///     target at once); under `repeatCount` and `repeatForever` it
///     finishes the current leg, heading for where that leg ends (the new
///     target, or the run's start on a backward leg), and then the legs
///     left play over the whole run's change (the running animation's
///     change plus the new one, as SwiftUI's interval grows), as SwiftUI
///     plays them.
///   - Any other animation that merges (a ``CustomAnimation``, alone or in
///     built-in modifiers) is evaluated as SwiftUI evaluates it: with the
///     context its `shouldMerge` left, at the elapsed time carried on, on
///     the running animation's change plus the new change. It sees the
///     running animation's state, value (`previous.animate`) and velocity
///     (`previous.velocity`) through `shouldMerge`'s arguments, so a
///     spring-like one can continue in value and velocity. The value shown
///     is then the new target minus that change plus what it covers, with
///     the change measured so that covering what the running animation
///     covered shows the value shown at the merge. A running spring that
///     had itself merged is passed as the spring animation it is, with a
///     context that keeps the motion it took over (as SwiftUI's spring
///     keeps its state in its context), so `previous.animate` and
///     `previous.velocity` with that context give the value and velocity
///     shown, not the spring from rest. At a
///     curve's vertical tangent `previous.velocity` is ±∞, as in SwiftUI;
///     what a custom animation makes of that is its own (the built-in
///     springs take the last frame's slope instead).
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
    ///
    /// A class, so that a ``Change`` stays small: every frame copies the
    /// changes it evaluates, and most are no merge.
    final class Merge {
        /// Target minus the value shown at the change, for a spring; for
        /// another animation, the change it animates (what it is evaluated
        /// on; see the type's description).
        let delta: Value
        /// For a spring, the velocity it starts with, in its own time (the
        /// velocity shown divided by its rate); zero otherwise.
        let velocity: Value
        /// For a spring, where it heads from the value shown: `delta`, or
        /// for a repeated spring in a backward leg the run's start,
        /// `delta − legInterval`.
        let goal: Value
        /// For a repeated spring, the whole run's change its later legs
        /// cover (the running animation's plus this one's); zero otherwise.
        let legInterval: Value
        /// The spring and how its modifiers time it when the merging
        /// animation is one; when (seconds after the change) its motion
        /// from `delta` with `velocity` has settled, and when its legs, if
        /// any, are done (`end`, ∞ for another animation).
        let takeover: SpringTakeover?
        let springEnd: Double
        let end: Double
        /// Seconds since the start of the run taken over, at the change:
        /// SwiftUI hands the elapsed time on to the new animation.
        let elapsed: Double

        /// The merging spring, if the animation is one.
        var spring: Spring? { takeover?.spring }

        /// A merge of these parts.
        init(delta: Value, velocity: Value, goal: Value, legInterval: Value, takeover: SpringTakeover?,
             springEnd: Double, end: Double, elapsed: Double) {
            self.delta = delta
            self.velocity = velocity
            self.goal = goal
            self.legInterval = legInterval
            self.takeover = takeover
            self.springEnd = springEnd
            self.end = end
            self.elapsed = elapsed
        }
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
        /// How its animation's weights are computed.
        let weights: WeightsForm
    }

    /// How a change's animation enters a block of weights (see
    /// `fillWeights`).
    enum WeightsForm {
        /// No animation: its weights stay 0.
        case jump
        /// A built-in animation's progress in one batch: the animation
        /// at this index of ``batchAnimations``.
        case batch(Int)
        /// A spring taking over the running motion (and its legs).
        case takeover
        /// A custom animation, frame by frame with its context.
        case inOrder
        /// A merge other than a spring's (a custom animation's): its motion
        /// depends on its context and on vectors no single row holds, so it
        /// has no weights form.
        case customMerge
    }

    /// The value before any change.
    let initialValue: Value
    /// The changes in the order (and time order) they were made.
    var changes: [Change] = []
    /// `changes` as ``Span``s.
    var spans: [Span] = []
    /// The animations of the changes whose weights are a batch of progress
    /// (``WeightsForm/batch(_:)``), not optional: reading a change's
    /// optional animation copied the whole change (its vectors and every
    /// box of its animation retained) several times per block.
    var batchAnimations: [Animation] = []
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
        var initialContext: AnimationContext<Value>?
        if let animation, let running = runningChange(at: time) {
            let previous = changes[running].animation!
            let s = time - changes[running].time
            let (interval, elapsed) = (self.interval(of: running), self.elapsed(of: running, at: s))
            let before = runningContext(running, at: s)
            var context = before
            if animation.shouldMerge(previous: previous, value: interval, time: elapsed, context: &context) {
                if let takeover = animation.springTakeover(elapsed: elapsed) {
                    // A repeated spring's legs cover the run's change, as
                    // SwiftUI's interval grows by each merged change.
                    let run = changes[running].merge.map { $0.takeover?.legs != nil ? $0.legInterval : $0.delta } ?? changes[running].step
                    merge = makeMerge(to: value, at: time, takeover: takeover, elapsed: elapsed,
                                      legInterval: takeover.legs == nil ? .zero : run + step)
                } else {
                    // What the running animation covers at the merge, as the
                    // new one sees it through `previous` (with the context
                    // as it was before `shouldMerge`): the change is measured
                    // so that covering it shows the value shown now.
                    var seen = before
                    let covered = previous.animate(value: interval, time: elapsed, context: &seen) ?? interval
                    merge = Merge(delta: value - self.value(at: time) + covered, velocity: .zero, goal: .zero, legInterval: .zero,
                                  takeover: nil, springEnd: .infinity, end: .infinity, elapsed: elapsed)
                    initialContext = context
                }
            }
        }
        if !isKnownUniquelyReferenced(&contexts) {
            contexts = AnimationContextStore(copying: contexts)
        }
        if let initialContext {
            contexts.setInitialContext(initialContext, change: changes.count)
        }
        let firstRow = (changes.last?.targetRow ?? 0) + 1
        let rowCount = animation == nil ? 1 : (merge == nil ? 2 : (merge!.takeover?.legs == nil ? 3 : 4))
        let change = Change(time: time, target: value, step: step, animation: animation, merge: merge,
                            firstRow: firstRow, targetRow: firstRow + rowCount - 1)
        let end = merge != nil ? merge!.end : (animation == nil ? 0 : animation!.duration ?? .infinity)
        let weights: WeightsForm
        if let animation {
            if let merge {
                weights = merge.takeover != nil ? .takeover : .customMerge
            } else if animation.keepsState {
                weights = .inOrder
            } else {
                weights = .batch(batchAnimations.count)
                batchAnimations.append(animation)
            }
        } else {
            weights = .jump
        }
        spans.append(Span(time: time, first: change.startsOver ? changes.count : (spans.last?.first ?? 0), end: end,
                          firstRow: change.firstRow, targetRow: change.targetRow, weights: weights))
        changes.append(change)
        rows = Self.makeRows(initialValue: initialValue, changes: changes)
    }

    /// The delta, velocity, goal and end of a merging spring timed by
    /// `takeover`, `elapsed` seconds into the run it takes over, whose
    /// legs (if any) cover `legInterval`.
    func makeMerge(to value: Value, at time: Double, takeover: SpringTakeover, elapsed: Double, legInterval: Value) -> Merge {
        let delta = value - self.value(at: time)
        let goal = takeover.legs?.towardsStart == true ? delta - legInterval : delta
        let spring = takeover.spring
        var velocity = Value.zero
        // Within a delay the running spring has not moved (SwiftUI's
        // delayed spring reports no velocity), and a paused or instant one
        // has no velocity to carry: only a spring that moves at once on a
        // finite clock takes the velocity shown.
        if takeover.wait == 0, takeover.rate > 0, takeover.rate.isFinite {
            velocity = self.velocity(at: time)
            // At a vertical tangent (UnitCurve's velocity is ±∞ there, e.g.
            // (0, 2, 1, −2) at its start) there is no finite velocity to hand
            // over, and the spring would give NaN: it takes the slope of the
            // value shown over the last frame (1/120 s) instead.
            if !velocity.magnitudeSquared.isFinite {
                let frame = 1.0 / 120
                velocity = (self.value(at: time) - self.value(at: time - frame)).scaled(by: 1 / frame)
            }
            // The spring's own clock runs `rate` times as fast.
            velocity.scale(by: 1 / takeover.rate)
            // A near-zero rate can make it too large to square, and the
            // settling time NaN: such a spring (all but paused) starts at rest.
            if !velocity.magnitudeSquared.isFinite { velocity = .zero }
        }
        // Settled within 0.001 of the larger of the distance and the
        // distance the initial velocity alone would carry over a response.
        let scale = Swift.max(goal.magnitudeSquared.squareRoot(), velocity.magnitudeSquared.squareRoot() * spring.response)
        let settle = scale > 0 ? spring.settlingDuration(target: goal, initialVelocity: velocity, epsilon: 0.001 * scale) : 0
        // In seconds after the change: the wait, then the settling time at
        // the spring's rate (never, paused; at once, at infinite rate),
        // then the legs left.
        let springEnd: Double
        if takeover.rate == 0 {
            springEnd = settle == 0 ? takeover.wait : .infinity
        } else {
            springEnd = takeover.wait + (takeover.rate.isFinite ? settle / takeover.rate : 0)
        }
        return Merge(delta: delta, velocity: velocity, goal: goal, legInterval: legInterval, takeover: takeover,
                     springEnd: springEnd, end: springEnd + (takeover.legs?.duration ?? 0), elapsed: elapsed)
    }

    /// The context change `index`'s animation has `s` seconds after the
    /// change, as an animation merging over it is handed: for a bare
    /// merging spring that has taken over, one that keeps the motion it
    /// runs (a ``MergedSpringMotion``), as SwiftUI's spring keeps its state
    /// in its context; else ``evaluate(_:at:)``'s.
    func runningContext(_ index: Int, at s: Double) -> AnimationContext<Value> {
        let change = changes[index]
        guard let merge = change.merge, let takeover = merge.takeover, takeover.legs == nil, takeover.wait == 0, takeover.rate == 1,
              let spring = change.animation?.progress as? SpringAnimation else {
            return evaluate(index, at: s).context
        }
        var context = AnimationContext<Value>()
        context.state[MergedSpringKey.self] = MergedSpringMotion(
            animation: spring, start: merge.elapsed, velocity: merge.velocity, end: merge.springEnd)
        return context
    }

    /// The most recent change whose animation still runs at `time`.
    func runningChange(at time: Double) -> Int? {
        let (first, last) = activeRange(at: time)
        for i in stride(from: last, through: first, by: -1) where isRunning(i, at: time) {
            return i
        }
        return nil
    }

    /// What change `index`'s animation is evaluated on: its step, or for a
    /// merge the change it took over.
    @inline(__always)
    func interval(of index: Int) -> Value {
        changes[index].merge?.delta ?? changes[index].step
    }

    /// The time change `index`'s animation is evaluated at `s` seconds
    /// after the change: `s`, plus for a merge the elapsed time it was
    /// handed.
    @inline(__always)
    func elapsed(of index: Int, at s: Double) -> Double {
        (changes[index].merge?.elapsed ?? 0) + s
    }

    /// Whether change `index`'s animation has not finished at `time`.
    func isRunning(_ index: Int, at time: Double) -> Bool {
        let change = changes[index]
        guard let animation = change.animation, time >= change.time else { return false }
        let s = time - change.time
        if let merge = change.merge, merge.spring != nil { return s < merge.end }
        if let duration = animation.duration, duration <= elapsed(of: index, at: s) { return false }
        if !animation.keepsState, animation.duration != nil, change.merge == nil { return true }
        return evaluate(index, at: s).part != nil
    }

    /// Change `index`'s animation evaluated `s` seconds after the change,
    /// on its ``interval(of:)`` at its ``elapsed(of:at:)``, and the context
    /// it has then: a fresh one for a built-in animation, or, when it keeps
    /// state or took over by merging, the one the timeline keeps for it
    /// (see the type's description). Not for merging springs, whose motion
    /// is their closed form.
    @inline(__always)
    func evaluate(_ index: Int, at s: Double) -> (part: Value?, context: AnimationContext<Value>) {
        let change = changes[index], animation = change.animation!
        let (value, t) = change.merge.map { ($0.delta, $0.elapsed + s) } ?? (change.step, s)
        if animation.keepsState || change.merge != nil {
            return contexts.animate(animation, change: index, value: value, time: t)
        }
        var context = AnimationContext<Value>()
        let part = animation.animate(value: value, time: t, context: &context)
        return (part, context)
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
        // Each case reads the change once and builds no context it does not
        // need: this runs for every running change on every frame.
        if let merge = change.merge {
            if let takeover = merge.takeover {
                if s < merge.springEnd {
                    return takeover.spring.value(target: merge.goal, initialVelocity: merge.velocity, time: takeover.springTime(s)) - merge.delta
                }
                // The legs left, over the run's change, then the target.
                guard s < merge.end, let legs = takeover.legs else { return .zero }
                var context = AnimationContext<Value>()
                let part = legs.animation.animate(value: merge.legInterval, time: legs.time(s - merge.springEnd), context: &context)
                return part.map { $0 - merge.legInterval } ?? .zero
            }
            let part = contexts.animate(animation, change: index, value: merge.delta, time: merge.elapsed + s).part
            return part.map { $0 - merge.delta } ?? .zero
        }
        if animation.keepsState {
            return contexts.animate(animation, change: index, value: change.step, time: s).part.map { $0 - change.step } ?? .zero
        }
        var context = AnimationContext<Value>()
        return animation.animate(value: change.step, time: s, context: &context).map { $0 - change.step } ?? .zero
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
            if let merge = change.merge, let takeover = merge.takeover {
                if s >= merge.springEnd, let legs = takeover.legs {
                    // The legs run at their rate.
                    let velocity = legs.animation.velocity(value: merge.legInterval, time: legs.time(s - merge.springEnd),
                                                           context: AnimationContext())
                    result += (velocity ?? .zero).scaled(by: legs.rate)
                } else if s >= takeover.wait, takeover.rate > 0 {
                    // Before the wait is over the spring rests; then it
                    // moves at `rate` times its own velocity.
                    result += takeover.spring.velocity(target: merge.goal, initialVelocity: merge.velocity,
                                                       time: takeover.springTime(s)).scaled(by: takeover.rate)
                }
            } else {
                // A built-in animation's velocity needs no evaluation first.
                let context = change.animation!.keepsState || change.merge != nil ? evaluate(i, at: s).context : AnimationContext()
                if let velocity = change.animation!.velocity(value: interval(of: i), time: elapsed(of: i, at: s), context: context) {
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
