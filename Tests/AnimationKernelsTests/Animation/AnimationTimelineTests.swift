import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

@Suite("Animation timelines")
struct AnimationTimelineTests {
    @Test("A single change animates from the old value to the new one")
    func singleChange() throws {
        var timeline = AnimationTimeline(10.0)
        try timeline.set(20, at: 1, animation: .easeInOut(duration: 2))
        for t in Oracle.times(to: 4, marks: [1, 3]) {
            let expected = t < 1 ? 10 : 10 + 10 * Oracle.curve(Oracle.easeInOut, duration: 2, time: t - 1)
            #expect(isClose(timeline.value(at: t), expected, relative: 1e-12), "at \(t)")
            #expect(timeline.isComplete(at: t) == (t < 1 || t >= 3), "at \(t)")
        }
        #expect(timeline.target == 20)
    }

    @Test("Two linear animations interrupted half-way add up")
    func additiveCurves() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(100, at: 0, animation: .linear(duration: 1))
        try timeline.set(0, at: 0.5, animation: .linear(duration: 1))
        for t in Oracle.times(to: 2, count: 200, marks: [0.5, 1, 1.5]) {
            // first: 100·min(t, 1); second: −100·min(t − 0.5, 1) after 0.5.
            let expected = 100 * min(t, 1) - (t >= 0.5 ? 100 * min(t - 0.5, 1) : 0)
            #expect(isClose(timeline.value(at: t), expected, relative: 1e-12, absolute: 1e-10), "at \(t)")
            let v = (t < 0.5 ? 100.0 : 0) + (t >= 0.5 && t < 1 ? 0 : 0) + (t >= 1 && t < 1.5 ? -100 : 0)
            if ![0.5, 1, 1.5].contains(where: { abs($0 - t) < 1e-6 }) {
                #expect(isClose(timeline.velocity(at: t), v, relative: 1e-9, absolute: 1e-9), "velocity at \(t)")
            }
        }
        #expect(!timeline.isComplete(at: 1.2) && timeline.isComplete(at: 1.5))
    }

    @Test("A spring that retargets a running spring keeps value and velocity continuous")
    func mergedSprings() throws {
        var timeline = AnimationTimeline(0.0)
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.7)
        try timeline.set(100, at: 0, animation: spring)
        try timeline.set(-50, at: 0.15, animation: spring)
        let h = 1e-9
        #expect(isClose(timeline.value(at: 0.15 - h), timeline.value(at: 0.15), relative: 1e-6))
        #expect(isClose(timeline.velocity(at: 0.15 - h), timeline.velocity(at: 0.15), relative: 1e-6))
        // After the merge: the spring from the shown value and velocity at 0.15.
        let (x0, v0) = Oracle.spring(response: 0.4, dampingRatio: 0.7, delta: 100, v0: 0, time: 0.15)
        var settled = false
        for k in 0..<100 {
            let s = Double(k) * 0.01
            let (x, dx) = Oracle.spring(response: 0.4, dampingRatio: 0.7, delta: -50 - x0, v0: v0, time: s)
            if timeline.isComplete(at: 0.15 + s) {
                // Once settled (within 0.001 of the larger of the distance and the
                // velocity times the response) the value is the target.
                settled = true
                let scale = max(abs(-50 - x0), abs(v0) * 0.4)
                #expect(timeline.value(at: 0.15 + s) == -50 && abs(x0 + x + 50) <= 0.001 * scale)
            } else {
                #expect(!settled, "the motion restarted at \(0.15 + s)")
                #expect(isClose(timeline.value(at: 0.15 + s), x0 + x, relative: 1e-9, absolute: 1e-9), "at \(0.15 + s)")
                #expect(isClose(timeline.velocity(at: 0.15 + s), dx, relative: 1e-8, absolute: 1e-8), "velocity at \(0.15 + s)")
            }
        }
        #expect(settled && !timeline.isComplete(at: 0.5))
        #expect(timeline.isComplete(at: 5) && timeline.value(at: 5) == -50)
    }

    @Test("Interpolating springs add up instead of merging")
    func additiveSprings() throws {
        var timeline = AnimationTimeline(0.0)
        let a = Animation.interpolatingSpring(stiffness: 120, damping: 10)
        try timeline.set(1, at: 0, animation: a)
        try timeline.set(3, at: 0.2, animation: a)
        let response = 2 * Double.pi / 120.squareRoot(), zeta = 10 / (2 * 120.squareRoot())
        for k in 0..<100 {
            let t = Double(k) * 0.02
            let first = Oracle.spring(response: response, dampingRatio: zeta, delta: 1, v0: 0, time: t).0
            let second = t >= 0.2 ? Oracle.spring(response: response, dampingRatio: zeta, delta: 2, v0: 0, time: t - 0.2).0 : 0
            #expect(isClose(timeline.value(at: t), first + second, relative: 1e-9, absolute: 3e-3), "at \(t)")
        }
    }

    @Test("A change without animation jumps and drops the running animations")
    func jump() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(10, at: 0, animation: .linear(duration: 1))
        try timeline.set(-4, at: 0.5, animation: nil)
        #expect(timeline.value(at: 0.49) == 4.9)
        #expect(timeline.value(at: 0.5) == -4)
        #expect(timeline.value(at: 0.7) == -4)
        #expect(timeline.isComplete(at: 0.5))
        #expect(timeline.velocity(at: 0.7) == 0)
    }

    @Test("Bad times, values and animations are refused with the parameter named, and nothing is recorded")
    func badInput() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(1, at: 1, animation: .linear)
        for (time, value, animation, parameter) in [
            (Double.nan, 1.0, Animation.linear, "time"), (.infinity, 1, .linear, "time"), (0.5, 1, .linear, "time"),
            (2, .nan, .linear, "value"), (2, 1, .linear(duration: -1), "duration"), (2, 1, .linear.repeatCount(0), "repeatCount"),
            (2, 1, .linear.speed(.nan), "speed"), (2, 1, .linear.delay(-1), "delay"),
        ] as [(Double, Double, Animation, String)] {
            do {
                try timeline.set(value, at: time, animation: animation)
                Issue.record("accepted \(parameter)")
            } catch let error as AnimationKernelsError {
                #expect(error.parameter == parameter)
            }
        }
        #expect(timeline.target == 1)
        // Same time as the last change is fine.
        try timeline.set(2, at: 1, animation: .linear)
        #expect(!timeline.value(at: .nan).isNaN && !timeline.value(at: -.infinity).isNaN)
        #expect(timeline.value(at: .infinity) == 2)
    }

    @Test("Any Animatable animates through its animatableData: nested pairs and vectors")
    func animatableData() throws {
        typealias Rect = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
        let start = Rect(AnimatablePair(0, 0), AnimatablePair(10, 20))
        let end = Rect(AnimatablePair(4, -8), AnimatablePair(30, 20))
        var timeline = AnimationTimeline(start)
        try timeline.set(end, at: 0, animation: .easeOut(duration: 1))
        let p = Oracle.bezier(0, 0, 0.58, 1, 0.3)
        let v = timeline.value(at: 0.3)
        #expect(isClose(v.first.first, 4 * p) && isClose(v.first.second, -8 * p) && isClose(v.second.first, 10 + 20 * p) && v.second.second == 20)

        var point = CGPoint(x: 1, y: 2)
        var pointTimeline = AnimationTimeline(point.animatableData)
        try pointTimeline.set(CGPoint(x: 3, y: 6).animatableData, at: 0, animation: .linear(duration: 2))
        point.animatableData = pointTimeline.value(at: 1)
        #expect(point == CGPoint(x: 2, y: 4))

        var vectors = AnimationTimeline(AnimatableVector([0, 0, 0]))
        try vectors.set(AnimatableVector([3, 6, 9, 12]), at: 0, animation: .linear(duration: 3))
        #expect(vectors.value(at: 1) == AnimatableVector([1, 2, 3, 4]))
    }

    @Test("Sampling values in a batch equals sampling one by one")
    func valuesBatch() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(1, at: 0, animation: .bouncy)
        try timeline.set(-1, at: 0.3, animation: .easeIn(duration: 0.4))
        let times = (0..<50).map { Double($0) * 0.02 }.shuffled()
        var out = [Double](repeating: .nan, count: times.count)
        try times.withUnsafeBufferPointer { t in try out.withUnsafeMutableBufferPointer { try timeline.values(at: t, into: $0) } }
        #expect(out == times.map { timeline.value(at: $0) })
        var short = [Double](repeating: 0, count: 3)
        #expect(throws: AnimationKernelsError.self) {
            try times.withUnsafeBufferPointer { t in try short.withUnsafeMutableBufferPointer { try timeline.values(at: t, into: $0) } }
        }
    }
}
