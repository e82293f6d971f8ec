import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// The array and span forms of the batched curve, spring and keyframes:
/// the unsafe form's values bit for bit (they share its kernel), the
/// oracle's to its accuracy, and the unsafe form's errors.
@Suite("Timing safe buffers")
struct TimingSafeBuffersTests {
    static let lengths = [0, 1, 2, 7, 67]

    @Test("curve values: array and span forms equal the unsafe form and the bisection oracle")
    func curveValues() throws {
        var rng = SeededGenerator(seed: 43)
        let controls = (0.42, 0.0, 0.58, 1.0)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: controls.0, y: controls.1),
                                     endControlPoint: UnitPoint(x: controls.2, y: controls.3))
        for n in Self.lengths {
            let progress = rng.doubles(n, in: -0.1...1.1)
            let unsafe = try BatchSafeBuffersTests.unsafeOutput(n) { out in
                try progress.withUnsafeBufferPointer { try curve.values(at: $0, into: out) }
            }
            let array = try curve.values(at: progress)
            let lazy = try curve.values(at: progress.lazy.map { $0 })
            let span = try BatchSafeBuffersTests.writingSpan(n, fill: Double.nan) { try curve.values(at: progress.span, into: &$0) }
            #expect(array == unsafe && lazy == unsafe && span == unsafe, "n = \(n)")
            expectClose(array, progress.map { referenceEase(controls, $0) }, absolute: 1e-13, "n = \(n)")
        }
        expectError(.invalidParameter, "progress[1]") { _ = try curve.values(at: [0.5, .nan]) }
        let untouched = BatchSafeBuffersTests.writingSpan(3, fill: Double.nan) { span in
            expectError(.bufferSize, "output") { try curve.values(at: [0.5, 0.25].span, into: &span) }
            expectError(.invalidParameter, "progress[2]") { try curve.values(at: [0.5, 0.25, .nan].span, into: &span) }
        }
        #expect(untouched.allSatisfy { $0.isNaN })
    }

    @Test("spring values and velocities: array and span forms equal the unsafe form and the closed form")
    func springValues() throws {
        var rng = SeededGenerator(seed: 44)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        for n in Self.lengths {
            let times = rng.doubles(n, in: -0.1...2)
            for velocities in [false, true] {
                let unsafe = try BatchSafeBuffersTests.unsafeOutput(n) { out in
                    try times.withUnsafeBufferPointer {
                        if velocities {
                            try spring.velocities(target: 3, initialVelocity: -2, times: $0, into: out)
                        } else {
                            try spring.values(target: 3, initialVelocity: -2, times: $0, into: out)
                        }
                    }
                }
                let array = velocities
                    ? try spring.velocities(target: 3, initialVelocity: -2, times: times)
                    : try spring.values(target: 3, initialVelocity: -2, times: times)
                let span = try BatchSafeBuffersTests.writingSpan(n, fill: Double.nan) {
                    if velocities {
                        try spring.velocities(target: 3, initialVelocity: -2, times: times.span, into: &$0)
                    } else {
                        try spring.values(target: 3, initialVelocity: -2, times: times.span, into: &$0)
                    }
                }
                #expect(array == unsafe && span == unsafe, "n = \(n), velocities: \(velocities)")
                let closedForm = times.map {
                    velocities ? spring.velocity(target: 3, initialVelocity: -2, time: $0)
                               : spring.value(target: 3, initialVelocity: -2, time: $0)
                }
                // Relative to the motion's scale, as SpringBatchTests.
                expectClose(array, closedForm, relative: 1e-13, scale: [Double](repeating: 40, count: n), "n = \(n)")
            }
        }
        expectError(.invalidParameter, "target") { _ = try spring.values(target: .nan, times: [0.0]) }
        expectError(.invalidParameter, "times[1]") { _ = try spring.velocities(target: 1, times: [0, .infinity]) }
        let untouched = BatchSafeBuffersTests.writingSpan(1, fill: Double.nan) { span in
            expectError(.bufferSize, "output") { try spring.values(target: 1, times: [0.0, 1].span, into: &span) }
        }
        #expect(untouched.allSatisfy { $0.isNaN })
    }

    @Test("keyframe values and fills: array and span forms equal the unsafe forms and value(time:)")
    func keyframes() throws {
        var rng = SeededGenerator(seed: 45)
        let scalar = try KeyframeTimeline(initialValue: 0.0, keyframes: [
            .linear(LinearKeyframe(2.0, duration: 0.4, timingCurve: .easeOut)),
            .spring(SpringKeyframe(-1.0, duration: 0.6, spring: .bouncy)),
            .cubic(CubicKeyframe(0.5, duration: 0.3)),
        ])
        let vector = try KeyframeTimeline(initialValue: AnimatableVector([1, 2, 3]), keyframes: [
            .linear(LinearKeyframe(AnimatableVector([4, 5]), duration: 0.5, timingCurve: .easeInOut)),
            .cubic(CubicKeyframe(AnimatableVector([-1, 0, 2, 7]), duration: 0.5)),
        ])
        let frameLength = try #require(vector.minimumFrameLength) + 1
        for n in Self.lengths {
            let times = rng.doubles(n, in: -0.2...1.5)
            let unsafe = try BatchSafeBuffersTests.unsafeOutput(n) { out in
                try times.withUnsafeBufferPointer { try scalar.values(at: $0, into: out) }
            }
            let array = try scalar.values(at: times)
            let span = try BatchSafeBuffersTests.writingSpan(n, fill: Double.nan) { try scalar.values(at: times.span, into: &$0) }
            #expect(array == unsafe && span == unsafe, "n = \(n)")
            expectClose(array, times.map { scalar.value(time: $0) }, relative: 1e-12, absolute: 1e-13, "n = \(n)")

            let unsafeFill = try BatchSafeBuffersTests.unsafeOutput(n * frameLength) { out in
                try times.withUnsafeBufferPointer { try vector.fill(times: $0, frameLength: frameLength, into: out) }
            }
            let fill = try vector.fill(times: times, frameLength: frameLength)
            let fillSpan = try BatchSafeBuffersTests.writingSpan(n * frameLength, fill: Double.nan) {
                try vector.fill(times: times.span, frameLength: frameLength, into: &$0)
            }
            #expect(fill == unsafeFill && fillSpan == unsafeFill, "fill n = \(n)")
            let rows = times.flatMap { t in
                let value = vector.value(time: t)
                return (0..<frameLength).map { $0 < value.count ? value[$0] : 0 }
            }
            expectClose(fill, rows, relative: 1e-12, absolute: 1e-12, "fill n = \(n)")

            let generic = try vector.values(at: times)
            var genericSpanStorage = [AnimatableVector](repeating: .zero, count: n)
            var genericSpan = genericSpanStorage.mutableSpan
            try vector.values(at: times.span, into: &genericSpan)
            _ = consume genericSpan
            #expect(genericSpanStorage == generic, "generic n = \(n)")
            for (value, t) in zip(generic, times) { expectClose(value, vector.value(time: t), relative: 1e-12, absolute: 1e-12) }
        }
        expectError(.invalidParameter, "times[0]") { _ = try scalar.values(at: [.nan]) }
        expectError(.invalidParameter, "frameLength") { _ = try vector.fill(times: [0.5], frameLength: 1) }
        expectError(.tooLarge, "frameLength") { _ = try vector.fill(times: [0.5, 1], frameLength: Int.max / 2 + 1) }
        let untouched = BatchSafeBuffersTests.writingSpan(3, fill: Double.nan) { span in
            expectError(.bufferSize, "output") { try scalar.values(at: [0.5, 1].span, into: &span) }
            expectError(.bufferSize, "output") { try vector.fill(times: [0.5].span, frameLength: frameLength, into: &span) }
        }
        #expect(untouched.allSatisfy { $0.isNaN })
    }
}
