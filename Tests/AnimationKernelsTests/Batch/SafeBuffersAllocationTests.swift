import AnimationKernels
import CAllocationCounter
import Testing

/// The span forms write into the caller's storage: after a first call
/// (which may build a curve's table), they allocate nothing, as the unsafe
/// forms they wrap.
@Suite("Span forms allocate nothing")
struct SafeBuffersAllocationTests {
    @Test("every span form allocates nothing after its first call",
          .enabled(if: ak_allocation_counter_is_available(), "the sanitizers own malloc"),
          arguments: [Backend.scalar, .simd, .automatic])
    func spanFormsAllocateNothing(backend: Backend) throws {
        let input: [Double] = (0..<96).map { Double($0) / 96 }
        // Outputs of each call's exact size.
        var values = [Double](repeating: 0, count: 96), weights = [Double](repeating: 0, count: 96 * 2)
        var frames = [Double](repeating: 0, count: 48 * 64), floatFrames = [Float](repeating: 0, count: 48 * 64)
        var points = [Double](repeating: 0, count: 12 * 48)
        var timelineFrames = [Double](repeating: 0, count: 96 * 16), timelineFloats = [Float](repeating: 0, count: 96 * 16)

        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 0.1), endControlPoint: UnitPoint(x: 0.2, y: 1.2))
        try expectNoAllocations("UnitCurve.values") {
            var span = values.mutableSpan
            try curve.values(at: input.span, into: &span)
        }
        let spring = Spring(duration: 0.4, bounce: 0.2)
        try expectNoAllocations("Spring.values/velocities") {
            var span = values.mutableSpan
            try spring.values(target: 1, initialVelocity: 2, times: input.span, into: &span)
            try spring.velocities(target: 1, initialVelocity: 2, times: input.span, into: &span)
        }
        let interpolator = try FrameInterpolator(keyframes: [AnimatableVector([Double](repeating: 1, count: 64)),
                                                             AnimatableVector([Double](repeating: 2, count: 64))])
        try expectNoAllocations("FrameInterpolator.frames, \(backend)") {
            var span = frames.mutableSpan
            try interpolator.frames(weights: input.span, into: &span, backend: backend)
            var single = floatFrames.mutableSpan
            try interpolator.frames(weights: input.span, into: &single, backend: backend)
        }
        try expectNoAllocations("FrameInterpolator.segmentWeights") {
            var span = weights.mutableSpan
            try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: input.span, into: &span)
            try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: input.span, curve: curve, into: &span)
        }
        let waves = try WaveFill.Basis(width: 64, wavelengths: [1, 2.5])
        try expectNoAllocations("WaveFill.Basis.yValues, \(backend)") {
            var span = frames.mutableSpan
            try waves.yValues(tops: input.span.extracting(0..<48), amplitudes: input.span, phases: input.span, into: &span, backend: backend)
        }
        let blob = try MorphingBlob(pointCount: 8).basis(width: 100, height: 80)
        try expectNoAllocations("MorphingBlob.Basis.points, \(backend)") {
            var span = points.mutableSpan
            try blob.points(offsets: input.span, into: &span, backend: backend)
        }
        let keyframes = try KeyframeTimeline(initialValue: 0.0, keyframes: [
            .linear(LinearKeyframe(2.0, duration: 0.4, timingCurve: .easeOut)),
            .spring(SpringKeyframe(-1.0, duration: 0.6, spring: .bouncy)),
        ])
        try expectNoAllocations("KeyframeTimeline<Double>.values") {
            var span = values.mutableSpan
            try keyframes.values(at: input.span, into: &span)
        }
        let timeline = try AnimationTimelineFramesTests.timeline(length: 16, seed: 7)
        try expectNoAllocations("AnimationTimeline.frames, \(backend)") {
            var span = timelineFrames.mutableSpan
            try timeline.frames(at: input.span, into: &span, backend: backend)
            var single = timelineFloats.mutableSpan
            try timeline.frames(at: input.span, into: &single, backend: backend)
        }
    }
}

/// Records an issue when `body`'s second run allocates on this thread (the
/// first fills the caches).
private func expectNoAllocations(_ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) rethrows {
    try body()
    ak_allocation_counter_start()
    try body()
    let count = ak_allocation_counter_stop()
    #expect(count == 0, "\(name): \(count) allocations", sourceLocation: sourceLocation)
}
