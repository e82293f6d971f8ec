import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

@Suite("Batched timeline frames")
struct AnimationTimelineFramesTests {
    /// A vector timeline with every kind of change: additive curves, a
    /// merged spring, a repeating animation and a jump.
    static func timeline(length n: Int, seed: UInt64) throws -> AnimationTimeline<AnimatableVector> {
        var random = SeededGenerator(seed: seed)
        func vector(_ count: Int) -> AnimatableVector { AnimatableVector((0..<count).map { _ in Double.random(in: -10...10, using: &random) }) }
        var timeline = AnimationTimeline(vector(n))
        try timeline.set(vector(n), at: 0.1, animation: .easeInOut(duration: 0.5))
        try timeline.set(vector(max(n - 1, 0)), at: 0.3, animation: .linear(duration: 0.4).delay(0.05))
        try timeline.set(vector(n), at: 0.5, animation: .spring(response: 0.3, dampingFraction: 0.6))
        try timeline.set(vector(n), at: 0.6, animation: .spring(response: 0.2, dampingFraction: 0.9))
        try timeline.set(vector(n), at: 0.9, animation: .easeOut(duration: 0.2).repeatCount(3))
        try timeline.set(vector(n), at: 1.6, animation: nil)
        try timeline.set(vector(n), at: 1.7, animation: .timingCurve(0, 2, 1, -2, duration: 0.35).speed(2))
        // Springs in modifiers merging: within the running one's delay,
        // after it, and sped up.
        let delayed = Animation.spring(response: 0.3, dampingFraction: 0.7).delay(0.1)
        try timeline.set(vector(n), at: 2.0, animation: delayed)
        try timeline.set(vector(n), at: 2.05, animation: delayed)
        try timeline.set(vector(n), at: 2.3, animation: delayed)
        try timeline.set(vector(n), at: 2.6, animation: .snappy.speed(2).repeatCount(2))
        try timeline.set(vector(n), at: 2.7, animation: .snappy.speed(2).repeatCount(2))
        try timeline.set(vector(n), at: 3.0, animation: .bouncy.logicallyComplete(after: 0.1))
        try timeline.set(vector(n), at: 3.1, animation: .smooth.logicallyComplete(after: 0.1))
        // A repeating spring merged in its second (backward) leg, sped up.
        let repeating = Animation.spring(response: 0.2, dampingFraction: 0.8).repeatCount(3).speed(2)
        try timeline.set(vector(n), at: 3.3, animation: repeating)
        try timeline.set(vector(n), at: 3.55, animation: repeating)
        return timeline
    }

    @Test("Batched frames equal value(at:) frame by frame on every backend, in both precisions",
          arguments: [1, 7, 64, 257], [Backend.scalar, .simd, .blas, .automatic])
    func framesMatch(length n: Int, backend: Backend) throws {
        let timeline = try Self.timeline(length: n, seed: UInt64(n))
        let times = (0..<480).map { Double($0) / 120 } + [-1, 5, 0.6, 0.1, 2.05, 2.15]
        var frames = [Double](repeating: .nan, count: times.count * n)
        var single = [Float](repeating: .nan, count: times.count * n)
        try times.withUnsafeBufferPointer { t in
            try frames.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0, backend: backend) }
            try single.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0, backend: backend) }
        }
        for (i, t) in times.enumerated() {
            let expected = Array(timeline.value(at: t)) + [Double](repeating: 0, count: n - timeline.value(at: t).count)
            let scale = expected.map { _ in 40.0 }
            expectClose(frames[(i * n)..<((i + 1) * n)], expected.prefix(n), relative: 1e-12, scale: scale, "frame at \(t)")
            expectClose(single[(i * n)..<((i + 1) * n)].map(Double.init), expected.prefix(n), relative: 1e-7, scale: scale, "Float frame at \(t)")
        }
    }

    @Test("Frames in any order, at the changes' own times and repeated, equal value(at:)",
          arguments: [Backend.scalar, .simd, .automatic])
    func framesInAnyOrder(backend: Backend) throws {
        let n = 5
        let timeline = try Self.timeline(length: n, seed: 3)
        // Each change's time, the times just either side of it, and a grid,
        // twice over, shuffled: consecutive frames fall in different spans.
        let changes = [0.1, 0.3, 0.5, 0.6, 0.9, 1.6, 1.7, 2.0, 2.05, 2.3, 2.6, 2.7, 3.0, 3.1, 3.3, 3.55]
        let grid = (0..<200).map { Double($0) / 50 - 0.5 }
        var random = SeededGenerator(seed: 11)
        let times = (changes + changes.map(\.nextUp) + changes.map(\.nextDown) + grid + changes + grid).shuffled(using: &random)
        var frames = [Double](repeating: .nan, count: times.count * n)
        try times.withUnsafeBufferPointer { t in
            try frames.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0, backend: backend) }
        }
        for (i, t) in times.enumerated() {
            let expected = Array(timeline.value(at: t)) + [Double](repeating: 0, count: n - timeline.value(at: t).count)
            expectClose(frames[(i * n)..<((i + 1) * n)], expected, relative: 1e-12, scale: expected.map { _ in 40.0 }, "frame at \(t)")
        }
    }

    @Test("Batched frames of a timeline where a custom animation merged equal value(at:), in both precisions",
          arguments: [Backend.scalar, .simd, .blas, .automatic])
    func customMergeFrames(backend: Backend) throws {
        let custom = Animation(HandoverSpring(response: 0.3, dampingRatio: 0.5))
        var timeline = AnimationTimeline(AnimatableVector([1, -1, 0]))
        try timeline.set(AnimatableVector([6, 9, 5]), at: 0.1, animation: .spring(response: 0.3, dampingFraction: 0.5))
        try timeline.set(AnimatableVector([-2, 4, 1]), at: 0.25, animation: custom)
        try timeline.set(AnimatableVector([0, 0, 3]), at: 0.4, animation: custom.delay(0.1))
        let times = (0..<300).map { Double($0) / 120 }
        var frames = [Double](repeating: .nan, count: times.count * 3)
        var single = [Float](repeating: .nan, count: times.count * 3)
        try times.withUnsafeBufferPointer { t in
            try frames.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0, backend: backend) }
            try single.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0, backend: backend) }
        }
        for (i, t) in times.enumerated() {
            let expected = Array(timeline.value(at: t))
            #expect(Array(frames[(3 * i)..<(3 * i + 3)]) == expected, "frame at \(t)")
            #expect(Array(single[(3 * i)..<(3 * i + 3)]) == expected.map { Float($0) }, "Float frame at \(t)")
        }
    }

    @Test("Batched frames refuse bad times and wrong buffers before writing")
    func badInput() throws {
        let timeline = try Self.timeline(length: 4, seed: 9)
        var out = [Double](repeating: 7, count: 8)
        for times in [[0.0, .nan], [0.0, .infinity]] {
            #expect(throws: AnimationKernelsError.self) {
                try times.withUnsafeBufferPointer { t in try out.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0) } }
            }
        }
        #expect(throws: AnimationKernelsError.self) {
            try [0.0, 1, 2].withUnsafeBufferPointer { t in try out.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0) } }
        }
        #expect(out == [Double](repeating: 7, count: 8))
        var huge = AnimationTimeline(AnimatableVector([1e50]))
        try huge.set(AnimatableVector([2e50]), at: 0, animation: .linear)
        var single = [Float](repeating: 0, count: 1)
        #expect(throws: AnimationKernelsError.self) {
            try [0.1].withUnsafeBufferPointer { t in try single.withUnsafeMutableBufferPointer { try huge.frames(at: t, into: $0) } }
        }
        // No frames: nothing to do.
        try [Double]().withUnsafeBufferPointer { t in try [Double]().withUnsafeBufferPointer { _ in
            var empty = [Double]()
            try empty.withUnsafeMutableBufferPointer { try timeline.frames(at: t, into: $0) }
        } }
    }
}
