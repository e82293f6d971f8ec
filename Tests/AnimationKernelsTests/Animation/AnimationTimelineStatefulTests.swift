import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

/// A key holding how many frames an animation has shown.
private struct FramesShown: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// An animation whose progress depends only on its state: it covers
/// 1/`frames` of the change per evaluation, whatever the time, and is done
/// after `frames` evaluations.
private struct FrameStepAnimation: CustomAnimation {
    let frames: Int

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let shown = context.state[FramesShown.self] + 1
        context.state[FramesShown.self] = shown
        return shown > frames ? nil : value.scaled(by: Double(shown) / Double(frames))
    }
}

@Suite("Stateful custom animations in timelines")
struct AnimationTimelineStatefulTests {
    @Test("A custom animation's context is carried from frame to frame, in order")
    func carried() throws {
        var timeline = AnimationTimeline(2.0)
        try timeline.set(12, at: 1, animation: Animation(FrameStepAnimation(frames: 5)))
        // Frame k shows k/5 of the change of 10, then the target once done.
        for k in 1...7 {
            let expected = 2 + 10 * Double(min(k, 5)) / 5
            #expect(isClose(timeline.value(at: 1 + 0.01 * Double(k)), expected, relative: 1e-15), "frame \(k)")
        }
        #expect(timeline.isComplete(at: 1.08))
    }

    @Test("The same time again reuses the frame; an earlier time replays from the start")
    func replay() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(10, at: 0, animation: Animation(FrameStepAnimation(frames: 5)))
        #expect(isClose(timeline.value(at: 0.1), 2, relative: 1e-15))
        #expect(isClose(timeline.value(at: 0.1), 2, relative: 1e-15))
        #expect(!timeline.isComplete(at: 0.1))
        #expect(isClose(timeline.value(at: 0.2), 4, relative: 1e-15))
        // Back in time: a fresh context, so the first frame again.
        #expect(isClose(timeline.value(at: 0.05), 2, relative: 1e-15))
        #expect(isClose(timeline.value(at: 0.06), 4, relative: 1e-15))
    }

    @Test("Built-in modifiers around a custom animation keep its context too")
    func wrapped() throws {
        var timeline = AnimationTimeline(0.0)
        try timeline.set(10, at: 0, animation: Animation(FrameStepAnimation(frames: 4)).delay(0.5).speed(2))
        // Within the delay (0.25 s at speed 2) nothing moves and no frame is counted.
        #expect(timeline.value(at: 0.1) == 0)
        for k in 1...4 {
            #expect(isClose(timeline.value(at: 0.3 + 0.01 * Double(k)), 10 * Double(k) / 4, relative: 1e-15), "frame \(k)")
        }
    }

    @Test("Batched frames evaluate a custom animation frame by frame, in order, on every backend",
          arguments: [Backend.scalar, .simd, .blas, .automatic])
    func batched(backend: Backend) throws {
        var timeline = AnimationTimeline(AnimatableVector([1, -1, 0]))
        try timeline.set(AnimatableVector([6, 9, 5]), at: 0.5, animation: Animation(FrameStepAnimation(frames: 5)))
        // Two frames before the change, then eight after it.
        let times = (3..<13).map { Double($0) / 10 }
        var frames = [Double](repeating: .nan, count: times.count * 3)
        try times.withUnsafeBufferPointer { t in
            try frames.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0, backend: backend) }
        }
        for (i, t) in times.enumerated() {
            // Frames at or after 0.5 are the (i − 1)th shown: i − 1 fifths of (5, 10, 5).
            let shown = t < 0.45 ? 0.0 : Double(min(i - 1, 5)) / 5
            let expected = [1 + 5 * shown, -1 + 10 * shown, 5 * shown]
            expectClose(frames[(3 * i)..<(3 * i + 3)], expected[...], relative: 1e-14, scale: [10, 10, 10], "frame at \(t)")
        }
    }
}
