import CAllocationCounter
import Testing
import AnimationKernels

/// Sampling a vector timeline in batches allocates nothing once it is set
/// up: a renderer calls it every frame. The first call may build a timing
/// curve's cached table, so each case is warmed up once.
@Suite("Batched timeline frames allocate nothing")
struct AnimationTimelineFramesAllocationTests {
    @Test("frames(at:into:backend:) allocates nothing after its first call, in both precisions",
          .enabled(if: ak_allocation_counter_is_available(), "the sanitizers own malloc"),
          arguments: [Backend.scalar, .simd, .automatic])
    func framesAllocateNothing(backend: Backend) throws {
        // Every kind of built-in change (curves, merged springs, springs in
        // modifiers, repeats, a jump); 37 × 480 outputs stay on one thread,
        // whose allocations the counter sees.
        let n = 37
        let timeline = try AnimationTimelineFramesTests.timeline(length: n, seed: 5)
        let times = (0..<480).map { Double($0) / 120 }
        var frames = [Double](repeating: 0, count: times.count * n)
        var single = [Float](repeating: 0, count: times.count * n)
        try times.withUnsafeBufferPointer { t in
            let double = try frames.withUnsafeMutableBufferPointer { output in
                try countingSecondCall { try timeline.frames(at: t, into: output, backend: backend) }
            }
            #expect(double == 0, "Double frames on \(backend): \(double) allocations")
            let float = try single.withUnsafeMutableBufferPointer { output in
                try countingSecondCall { try timeline.frames(at: t, into: output, backend: backend) }
            }
            #expect(float == 0, "Float frames on \(backend): \(float) allocations")
        }
        // The frames are the timeline's (not, say, left untouched).
        let last = timeline.value(at: times[times.count - 1])
        #expect(abs(frames[(times.count - 1) * n] - last[0]) <= 1e-9 * 40)
    }
}

/// The heap allocations `body` makes on this thread the second time it
/// runs (the first fills the caches).
private func countingSecondCall(_ body: () throws -> Void) rethrows -> Int64 {
    try body()
    ak_allocation_counter_start()
    try body()
    return ak_allocation_counter_stop()
}
