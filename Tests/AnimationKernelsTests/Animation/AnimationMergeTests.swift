import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

/// What a ``HandoverSpring`` takes over when it merges.
private struct Handover<V: VectorArithmetic>: AnimationStateKey {
    var time = 0.0
    var offset = V.zero
    var velocity = V.zero
    static var defaultValue: Handover { Handover() }
}

/// A user-written spring-like animation that merges as SwiftUI's springs
/// do: its `shouldMerge` reads the running animation's value and velocity
/// (through `previous`) into its state, and its motion is the underdamped
/// spring x″ = −ω²(x − value) − 2ζωx′ from there, written out here in
/// full (none of the library's spring code).
struct HandoverSpring: CustomAnimation {
    let response: Double
    let dampingRatio: Double

    /// (x, x′) at `time` from the state's offset and velocity at its time.
    private func motion<V: VectorArithmetic>(_ value: V, _ time: Double, _ h: Handover<V>) -> (V, V) {
        let omega = 2 * Double.pi / response, lambda = dampingRatio * omega
        let wd = omega * (1 - dampingRatio * dampingRatio).squareRoot()
        let u = time - h.time, e = exp(-lambda * u), c = cos(wd * u), s = sin(wd * u)
        let d0 = h.offset - value
        let b = (h.velocity + d0.scaled(by: lambda)).scaled(by: 1 / wd)
        let displacement = d0.scaled(by: c) + b.scaled(by: s)
        let x = value + displacement.scaled(by: e)
        let dx = (displacement.scaled(by: -lambda) + d0.scaled(by: -wd * s) + b.scaled(by: wd * c)).scaled(by: e)
        return (x, dx)
    }

    /// Done 8 responses after its start or last merge.
    private func isDone<V: VectorArithmetic>(_ time: Double, _ h: Handover<V>) -> Bool { time - h.time >= 8 * response }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let h = context.state[Handover<V>.self]
        return isDone(time, h) ? nil : motion(value, time, h).0
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let h = context.state[Handover<V>.self]
        return isDone(time, h) ? nil : motion(value, time, h).1
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        var h = Handover<V>()
        h.velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        h.offset = previous.animate(value: value, time: time, context: &context) ?? value
        h.time = time
        context.state[Handover<V>.self] = h
        return true
    }
}

/// What a ``HoldsWhatItSaw`` read from the running animation at the merge.
private struct Seen<V: VectorArithmetic>: AnimationStateKey {
    var interval = V.zero
    var covered = V.zero
    static var defaultValue: Seen { Seen() }
}

/// Merges, then for a second covers what the running animation had
/// covered when it merged (`previous.animate`) plus the new change: the
/// value shown is then the new target minus the running animation's change
/// plus that part, so it shows what `previous.animate` gave.
struct HoldsWhatItSaw: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let seen = context.state[Seen<V>.self]
        return time < 1 ? value - seen.interval + seen.covered : nil
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        var seen = Seen<V>()
        seen.interval = value
        seen.covered = previous.animate(value: value, time: time, context: &context) ?? value
        context.state[Seen<V>.self] = seen
        return true
    }
}

@Suite("Merges through modifiers and custom animations")
struct AnimationMergeTests {
    static let (response, zeta) = (0.4, 0.6)
    static let spring = Animation.spring(response: response, dampingFraction: zeta)

    /// The spring from 0 over `delta` with initial velocity `v0` at `time`
    /// (at rest before 0).
    static func oracle(_ delta: Double, _ v0: Double, _ time: Double) -> (Double, Double) {
        time <= 0 ? (0, time == 0 ? v0 : 0) : Oracle.spring(response: response, dampingRatio: zeta, delta: delta, v0: v0, time: time)
    }

    /// Checks `timeline` against `expected(t) = (value, velocity)` at many
    /// times from `start`, until it completes (where the value must be the
    /// target), and that value and velocity are continuous at `start`.
    static func check(_ timeline: AnimationTimeline<Double>, from start: Double, target: Double,
                      _ expected: (Double) -> (Double, Double), _ label: String) {
        let h = 1e-9
        #expect(isClose(timeline.value(at: start - h), timeline.value(at: start), relative: 1e-6, absolute: 1e-6), "\(label): value jumps")
        #expect(isClose(timeline.velocity(at: start - h), timeline.velocity(at: start), relative: 1e-5, absolute: 1e-5), "\(label): velocity jumps")
        var completed = false
        for k in 0..<400 {
            let t = start + Double(k) * 0.01
            if timeline.isComplete(at: t) {
                completed = true
                #expect(timeline.value(at: t) == target, "\(label) at \(t)")
                continue
            }
            #expect(!completed, "\(label): restarted at \(t)")
            let (x, v) = expected(t)
            #expect(isClose(timeline.value(at: t), x, relative: 1e-9, absolute: 1e-9), "\(label): value at \(t)")
            #expect(isClose(timeline.velocity(at: t), v, relative: 1e-8, absolute: 1e-8), "\(label): velocity at \(t)")
        }
        #expect(completed, "\(label): never completed")
    }

    /// Checks that from `start` on `timeline` shows the spring from `x0`
    /// towards `target`, handed velocity `v0` (per second of the clock),
    /// running at `rate` times the clock.
    static func expectTakesOver(_ timeline: AnimationTimeline<Double>, at start: Double, target: Double,
                                from x0: Double, velocity v0: Double, rate: Double = 1, _ label: String) {
        check(timeline, from: start, target: target, { t in
            // In the spring's own time the handed velocity is v0 / rate.
            let (x, v) = oracle(target - x0, v0 / rate, rate * (t - start))
            return (x0 + x, rate * v)
        }, label)
    }

    @Test("A modified animation merges with the same modifier, same parameters, around a merging base")
    func rule() {
        let s = Self.spring
        let cases: [(Animation, Animation, Bool)] = [
            (s.delay(0.2), s.delay(0.2), true), (s.delay(0.2), s.delay(0.3), false), (s.delay(0.2), s, false),
            (s.delay(0.2), .linear.delay(0.2), false), (.linear.delay(0.2), .linear.delay(0.2), false),
            (s.speed(2), s.speed(2), true), (s.speed(2), s.speed(3), false), (s.speed(2), s.delay(2), false),
            (s.repeatCount(3), s.repeatCount(3), true), (s.repeatCount(3), s.repeatCount(2), false),
            (s.repeatCount(3), s.repeatCount(3, autoreverses: false), false), (s.repeatForever(), s.repeatForever(), true),
            (s.logicallyComplete(after: 0.1), s.logicallyComplete(after: 0.1), true),
            (s.logicallyComplete(after: 0.1), s.logicallyComplete(after: 0.2), false), (s.logicallyComplete(after: 0.1), .linear, false),
            (s.delay(0.1).speed(2), s.delay(0.1).speed(2), true), (s.delay(0.1).speed(2), s.speed(2).delay(0.1), false),
            // A spring of other parameters is the same kind of animation, as in SwiftUI.
            (s.delay(0.2), Animation.bouncy.delay(0.2), true),
            (Animation.interpolatingSpring(stiffness: 100, damping: 10).delay(0.2), Animation.interpolatingSpring(stiffness: 100, damping: 10).delay(0.2), false),
            (Animation(HandoverSpring(response: 0.3, dampingRatio: 0.5)).speed(2), Animation(HandoverSpring(response: 0.3, dampingRatio: 0.5)).speed(2), true),
            (Animation(HandoverSpring(response: 0.3, dampingRatio: 0.5)).speed(2), s.speed(2), false),
        ]
        for (new, previous, merges) in cases {
            var context = AnimationContext<Double>()
            #expect(new.shouldMerge(previous: previous, value: 1.0, time: 0.1, context: &context) == merges, "\(new) after \(previous)")
        }
    }

    @Test("A delayed spring retargeted after its delay takes over at once, keeping value and velocity")
    func delayedAfterDelay() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: Self.spring.delay(0.2))
        try timeline.set(-50, at: 0.35, animation: Self.spring.delay(0.2))
        let (x0, v0) = Self.oracle(100, 0, 0.15)
        #expect(isClose(timeline.value(at: 0.3), Self.oracle(100, 0, 0.1).0, relative: 1e-12))
        Self.expectTakesOver(timeline, at: 0.35, target: -50, from: x0, velocity: v0, "delay")
    }

    @Test("A delayed spring retargeted within its delay waits for the running one's delay to end")
    func delayedWithinDelay() throws {
        var timeline = AnimationTimeline(10.0)
        try timeline.set(100, at: 0, animation: Self.spring.delay(0.3))
        try timeline.set(-50, at: 0.1, animation: Self.spring.delay(0.3))
        for t in [0.1, 0.2, 0.29] {
            #expect(timeline.value(at: t) == 10 && timeline.velocity(at: t) == 0, "at \(t)")
        }
        Self.expectTakesOver(timeline, at: 0.3, target: -50, from: 10, velocity: 0, "within delay")
    }

    @Test("A sped-up spring retargeted runs at its speed, keeping value and velocity",
          arguments: [0.5, 2.0, 3.0])
    func speed(_ k: Double) throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: Self.spring.speed(k))
        try timeline.set(-50, at: 0.1, animation: Self.spring.speed(k))
        // The first spring at k times the clock: x(kt), velocity k·x′(kt).
        let (x0, d0) = Self.oracle(100, 0, k * 0.1)
        let v0 = k * d0
        #expect(isClose(timeline.velocity(at: 0.05), k * Self.oracle(100, 0, k * 0.05).1, relative: 1e-9))
        Self.expectTakesOver(timeline, at: 0.1, target: -50, from: x0, velocity: v0, rate: k, "speed \(k)")
    }

    @Test("A delayed, sped-up spring merges as its modifiers time it: the delay counts on the spring's clock")
    func delayThenSpeed() throws {
        // speed(2) over delay(0.2): the spring starts 0.1 s in, at twice the clock.
        let a = Self.spring.delay(0.2).speed(2)
        var within = AnimationTimeline(0.0)
        try within.set(100, at: 0, animation: a)
        try within.set(-50, at: 0.05, animation: a)
        #expect(within.value(at: 0.09) == 0)
        Self.expectTakesOver(within, at: 0.1, target: -50, from: 0, velocity: 0, rate: 2, "within delay")
        var after = AnimationTimeline(0.0)
        try after.set(100, at: 0, animation: a)
        try after.set(-50, at: 0.2, animation: a)
        let (x0, d0) = Self.oracle(100, 0, 2 * 0.1)
        Self.expectTakesOver(after, at: 0.2, target: -50, from: x0, velocity: 2 * d0, rate: 2, "after delay")
    }

    @Test("A logically complete spring merges as the bare spring")
    func completion() throws {
        let a = Self.spring.logicallyComplete(after: 0.05)
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: a)
        try timeline.set(-50, at: 0.15, animation: a)
        let (x0, v0) = Self.oracle(100, 0, 0.15)
        Self.expectTakesOver(timeline, at: 0.15, target: -50, from: x0, velocity: v0, "\(a)")
    }

    /// The settling time the library documents for a merged spring: within
    /// 0.001 of the larger of the distance and the velocity times the
    /// response (an input to the oracle: when the legs begin).
    static func settling(_ distance: Double, _ v0: Double) -> Double {
        let spring = Spring(response: response, dampingRatio: zeta)
        return spring.settlingDuration(target: distance, initialVelocity: v0, epsilon: 0.001 * max(abs(distance), abs(v0) * response))
    }

    /// Checks a merged repeating spring: from `x0` with velocity `v0` at
    /// `start` towards `goal`, then legs `legs` (index, reversed) of the
    /// spring over `interval` from `base`, each `L` long, then `target`.
    static func expectLegs(_ timeline: AnimationTimeline<Double>, at start: Double, from x0: Double, velocity v0: Double, goal: Double,
                           legs: [Bool], base: Double, interval: Double, target: Double, _ label: String) {
        let L = Spring(response: response, dampingRatio: zeta).settlingDuration
        let springEnd = start + settling(goal - x0, v0)
        #expect(isClose(timeline.value(at: start - 1e-9), timeline.value(at: start), relative: 1e-6), "\(label): value jumps")
        #expect(isClose(timeline.velocity(at: start - 1e-9), timeline.velocity(at: start), relative: 1e-5), "\(label): velocity jumps")
        for k in 0..<20 {
            let t = start + (springEnd - start) * (Double(k) + 0.5) / 20
            let (x, v) = oracle(goal - x0, v0, t - start)
            #expect(isClose(timeline.value(at: t), x0 + x, relative: 1e-9, absolute: 1e-9), "\(label): spring at \(t)")
            #expect(isClose(timeline.velocity(at: t), v, relative: 1e-8, absolute: 1e-8), "\(label): spring velocity at \(t)")
        }
        for (j, reversed) in legs.enumerated() {
            for k in 0..<20 {
                let local = L * (Double(k) + 0.5) / 20, t = springEnd + Double(j) * L + local
                // A backward leg plays the spring backwards in time.
                let (p, dp) = Oracle.spring(response: response, dampingRatio: zeta, delta: 1, v0: 0, time: reversed ? L - local : local)
                #expect(isClose(timeline.value(at: t), base + interval * p, relative: 1e-9, absolute: 1e-9), "\(label): leg \(j) at \(t)")
                #expect(isClose(timeline.velocity(at: t), interval * (reversed ? -dp : dp), relative: 1e-8, absolute: 1e-8),
                        "\(label): leg \(j) velocity at \(t)")
                #expect(!timeline.isComplete(at: t), "\(label): done in leg \(j)")
            }
        }
        let done = springEnd + Double(legs.count) * L + 1e-6
        if legs.count < 4 {
            #expect(timeline.isComplete(at: done) && timeline.value(at: done) == target, "\(label): not done after its legs")
        }
    }

    @Test("A repeating spring merged in a forward leg heads for the new target, then plays the legs left over the run's change")
    func repeatForwardLeg() throws {
        let a = Self.spring.repeatCount(3)
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: a)
        try timeline.set(-50, at: 0.15, animation: a)
        let (x0, v0) = Self.oracle(100, 0, 0.15)
        // The run's change is 100 − 150 = −50 from 0: leg 1 back to 0, leg 2 forward to −50.
        Self.expectLegs(timeline, at: 0.15, from: x0, velocity: v0, goal: -50, legs: [true, false], base: 0, interval: -50, target: -50, "count 3")
        // Forever without reversing: every leg from the run's start.
        let b = Self.spring.repeatForever(autoreverses: false)
        var forever = AnimationTimeline(0.0)
        try forever.set(100, at: 0, animation: b)
        try forever.set(-50, at: 0.15, animation: b)
        Self.expectLegs(forever, at: 0.15, from: x0, velocity: v0, goal: -50, legs: [false, false, false, false], base: 0, interval: -50,
                        target: -50, "forever")
    }

    @Test("A repeating spring merged in a backward leg heads for the run's start, then plays the legs left")
    func repeatBackwardLeg() throws {
        let a = Self.spring.speed(1).repeatCount(3)
        let L = Spring(response: Self.response, dampingRatio: Self.zeta).settlingDuration
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: a)
        let t = L + 0.1
        try timeline.set(40, at: t, animation: a)
        // Leg 1 runs the spring backwards in time: 100·p(L − 0.1), velocity −100·p′.
        let (p, dp) = Self.oracle(1, 0, L - 0.1)
        let (x0, v0) = (100 * p, -100 * dp)
        #expect(isClose(timeline.value(at: t - 0.05), 100 * Self.oracle(1, 0, L - 0.05).0, relative: 1e-9))
        // The run's change is 100 − 60 = 40 from 0: back to 0, then leg 2 forward to 40.
        Self.expectLegs(timeline, at: t, from: x0, velocity: v0, goal: 0, legs: [false], base: 0, interval: 40, target: 40, "backward leg")
    }

    @Test("Retargets that do not merge still add up: a differently delayed spring")
    func differentDelayAdds() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: Self.spring.delay(0.1))
        try timeline.set(40, at: 0.2, animation: Self.spring.delay(0.2))
        // Up to 0.6 s, before either spring settles (and jumps to its target).
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            let expected = Self.oracle(100, 0, t - 0.1).0 + (t >= 0.2 ? Self.oracle(-60, 0, t - 0.4).0 : 0)
            #expect(isClose(timeline.value(at: t), expected, relative: 1e-9, absolute: 1e-9), "at \(t)")
        }
    }

    @Test("Paused and never-starting springs merge without NaN")
    func extremes() throws {
        for a in [Self.spring.speed(0), Self.spring.delay(1e300), Self.spring.speed(1e-300), Self.spring.speed(1e300).delay(0.1),
                  Self.spring.repeatCount(2).speed(1e300), Self.spring.repeatForever().speed(1e300), Self.spring.repeatForever().speed(1e-300)] {
            var timeline = AnimationTimeline(1.0)
            // A fast curve underneath, so the velocity shown is large.
            try timeline.set(1e10, at: 0, animation: .linear(duration: 1))
            try timeline.set(5, at: 0, animation: a)
            try timeline.set(-3, at: 0.2, animation: a)
            try timeline.set(7, at: 0.3, animation: a)
            for t in stride(from: 0.0, through: 2, by: 0.01) {
                #expect(timeline.value(at: t).isFinite && timeline.velocity(at: t).isFinite, "\(a) at \(t)")
            }
        }
        // Paused: the value never moves from where it was.
        var paused = AnimationTimeline(1.0)
        try paused.set(5, at: 0, animation: Self.spring.speed(0))
        try paused.set(-3, at: 0.2, animation: Self.spring.speed(0))
        #expect(paused.value(at: 10) == 1 && !paused.isComplete(at: 10))
    }

    @Test("A user's custom spring that merges takes over the running motion with its velocity")
    func customMerges() throws {
        let custom = Animation(HandoverSpring(response: Self.response, dampingRatio: Self.zeta))
        // Over a built-in spring, over itself, and over a merged one of itself.
        for first in [Self.spring, custom] {
            var timeline = AnimationTimeline(0.0)
            try timeline.set(100, at: 0, animation: first)
            try timeline.set(-50, at: 0.15, animation: custom)
            try timeline.set(20, at: 0.3, animation: custom)
            let (x0, v0) = Self.oracle(100, 0, 0.15)
            let (x1, v1) = Self.oracle(-50 - x0, v0, 0.15)
            #expect(isClose(timeline.value(at: 0.1), Self.oracle(100, 0, 0.1).0, relative: 1e-12), "\(first)")
            for k in 0..<15 {
                let t = 0.15 + Double(k) * 0.01
                let (x, v) = Self.oracle(-50 - x0, v0, t - 0.15)
                #expect(isClose(timeline.value(at: t), x0 + x, relative: 1e-9, absolute: 1e-9), "\(first): value at \(t)")
                #expect(isClose(timeline.velocity(at: t), v, relative: 1e-8, absolute: 1e-8), "\(first): velocity at \(t)")
            }
            Self.expectTakesOver(timeline, at: 0.3, target: 20, from: x0 + x1, velocity: v1, "\(first), then custom twice")
        }
    }

    @Test("A custom spring merging over a merged spring takes over the motion shown, not the spring from rest")
    func customOverMergedSpring() throws {
        let custom = Animation(HandoverSpring(response: Self.response, dampingRatio: Self.zeta))
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: Self.spring)
        try timeline.set(-50, at: 0.15, animation: Self.spring)
        // The built-in merged motion, computed independently.
        let (x0, v0) = Self.oracle(100, 0, 0.15)
        let (x1, v1) = Self.oracle(-50 - x0, v0, 0.15)
        #expect(isClose(timeline.value(at: 0.3), x0 + x1, relative: 1e-9, absolute: 1e-9))
        try timeline.set(20, at: 0.3, animation: custom)
        Self.expectTakesOver(timeline, at: 0.3, target: 20, from: x0 + x1, velocity: v1, "custom over a merged spring")
        // previous.animate gives the part the merged motion covered: held,
        // it shows the value at the merge moved by the new change (20 − −50).
        var held = AnimationTimeline(0.0)
        try held.set(100, at: 0, animation: Self.spring)
        try held.set(-50, at: 0.15, animation: Self.spring)
        try held.set(20, at: 0.3, animation: Animation(HoldsWhatItSaw()))
        #expect(isClose(held.value(at: 0.5), 70 + x0 + x1, relative: 1e-9, absolute: 1e-9))
        #expect(held.value(at: 1.2) == 20)
    }

    @Test("A custom spring inside a delay merges through the modifier, with the context handed over")
    func customDelayed() throws {
        let custom = Animation(HandoverSpring(response: Self.response, dampingRatio: Self.zeta)).delay(0.2)
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: custom)
        try timeline.set(-50, at: 0.35, animation: custom)
        let (x0, v0) = Self.oracle(100, 0, 0.15)
        for k in 0..<40 {
            let t = 0.35 + Double(k) * 0.01
            let (x, v) = Self.oracle(-50 - x0, v0, t - 0.35)
            #expect(isClose(timeline.value(at: t), x0 + x, relative: 1e-9, absolute: 1e-9), "value at \(t)")
            #expect(isClose(timeline.velocity(at: t), v, relative: 1e-8, absolute: 1e-8), "velocity at \(t)")
        }
    }
}
