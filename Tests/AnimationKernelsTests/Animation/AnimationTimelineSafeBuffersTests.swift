import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// The array and span forms of timeline sampling: the unsafe forms' values
/// bit for bit, ``AnimationTimeline/value(at:)`` frame by frame, and the
/// unsafe forms' errors.
@Suite("Animation timeline safe buffers")
struct AnimationTimelineSafeBuffersTests {
    @Test("frames and values: array and span forms equal the unsafe forms and value(at:)", arguments: Backend.allCases)
    func frames(backend: Backend) throws {
        let n = 11
        let timeline = try AnimationTimelineFramesTests.timeline(length: n, seed: 6)
        var rng = SeededGenerator(seed: 46)
        for count in TimingSafeBuffersTests.lengths {
            let times = rng.doubles(count, in: -0.5...4)
            let unsafe = try BatchSafeBuffersTests.unsafeOutput(count * n) { out in
                try times.withUnsafeBufferPointer { try timeline.frames(at: $0, into: out, backend: backend) }
            }
            let array = try timeline.frames(at: times, backend: backend)
            let span = try BatchSafeBuffersTests.writingSpan(count * n, fill: Double.nan) {
                try timeline.frames(at: times.span, into: &$0, backend: backend)
            }
            #expect(array == unsafe && span == unsafe, "\(backend) F = \(count)")
            let floats = try timeline.frames(at: times, as: Float.self, backend: backend)
            let floatSpan = try BatchSafeBuffersTests.writingSpan(count * n, fill: Float.nan) {
                try timeline.frames(at: times.span, into: &$0, backend: backend)
            }
            #expect(floatSpan == floats, "\(backend) Float F = \(count)")
            #expect(zip(floats, array).allSatisfy { abs(Double($0) - $1) <= abs($1) * 0x1p-24 }, "\(backend) Float rounding")

            let values = try timeline.values(at: times)
            #expect(values == times.map { timeline.value(at: $0) })
            var storage = [AnimatableVector](repeating: .zero, count: count)
            var valueSpan = storage.mutableSpan
            try timeline.values(at: times.span, into: &valueSpan)
            _ = consume valueSpan
            #expect(storage == values)
            for (f, value) in values.enumerated() {
                let row = (0..<n).map { $0 < value.count ? value[$0] : 0 }
                expectClose(array[f * n ..< (f + 1) * n], row, relative: 1e-12, absolute: 1e-9, "\(backend) frame \(f)")
            }
        }
        expectError(.invalidParameter, "times") { _ = try timeline.frames(at: [0, .nan]) }
        expectError(.invalidParameter, "times") { _ = try timeline.values(at: [.infinity]) }
        let untouched = BatchSafeBuffersTests.writingSpan(n + 1, fill: Double.nan) { span in
            expectError(.bufferSize, "output") { try timeline.frames(at: [0.5].span, into: &span) }
        }
        #expect(untouched.allSatisfy { $0.isNaN })
    }
}
