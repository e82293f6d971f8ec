import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

/// Apple's documentation example: an elastic ease-in-out.
struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

/// A key counting how often the animation was evaluated.
private struct EvaluationCount: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// An animation that keeps state: it counts its evaluations.
struct CountingAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[EvaluationCount.self] += 1
        return time < 1 ? value.scaled(by: time) : nil
    }
}

@Suite("Custom animations")
struct CustomAnimationTests {
    @Test("A custom animation works wherever an Animation does")
    func wrapped() throws {
        let a = Animation(ElasticEaseInEaseOutAnimation(duration: 2))
        #expect(a == Animation(ElasticEaseInEaseOutAnimation(duration: 2)))
        #expect(a != Animation(ElasticEaseInEaseOutAnimation(duration: 1)))
        #expect(a != .linear(duration: 2))
        #expect(velocity(a, at: 0.5) == nil)
        var context = AnimationContext<Double>()
        #expect(!a.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
        let p = 0.3 / 2, s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        #expect(animate(a, 4, at: 0.3) == 4 * -(pow(2, 20 * p - 10) * s) / 2)
        // And in a timeline.
        var timeline = AnimationTimeline(1.0)
        try timeline.set(5, at: 1, animation: a.delay(0.5))
        #expect(isClose(timeline.value(at: 1.8), 1 + 4 * -(pow(2, 20 * p - 10) * s) / 2, relative: 1e-12))
        #expect(timeline.value(at: 3.6) == 5)
    }

    @Test("State lives in the context, and built-in modifiers pass it through")
    func state() {
        let a = Animation(CountingAnimation()).delay(0.1).logicallyComplete(after: 0.5)
        var context = AnimationContext<Double>()
        for k in 0..<5 { _ = a.animate(value: 1.0, time: 0.2 + Double(k) * 0.1, context: &context) }
        #expect(context.state[EvaluationCount.self] == 5)
        #expect(AnimationContext<Double>().state[EvaluationCount.self] == 0)
    }

    @Test("A repeating custom animation starts each leg when the last one ends, frame by frame")
    func repeatingCustom() {
        let a = Animation(CountingAnimation()).repeatCount(3)
        var context = AnimationContext<Double>()
        var values: [Double?] = []
        for k in 0..<8 { values.append(a.animate(value: 1.0, time: Double(k) * 0.5, context: &context)) }
        // Leg 0 at 0, 0.5; ends at 1 → leg 1 (reversed) starts at 1: 1 − 0, 1 − 0.5; leg 2 from 2.
        #expect(values == [0, 0.5, 1, 0.5, 0, 0.5, nil, nil])
    }
}
