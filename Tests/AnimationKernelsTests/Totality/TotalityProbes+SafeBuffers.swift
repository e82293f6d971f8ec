import AnimationKernels
import Foundation

extension TotalityWalk {
    /// Inputs of the lengths the safe forms treat differently (empty, one
    /// element, a few, and a length derived from `x`, capped), holding `x`.
    static func hostileInputs(_ x: Double) -> [[Double]] {
        [[], [x], [x, 0.5, 1, 0.25], [Double](repeating: x, count: min(max(TotalityInput.count(x), 0), 64))]
    }

    /// Calls `body` with a span over `input` and spans over outputs of 0,
    /// `expected − 1`, `expected` and `expected + 1` elements (`expected`
    /// capped as in ``withBuffers(_:outputCount:of:_:)``), handing each
    /// output it fills without throwing to `checking`.
    static func withSpans<Output>(
        _ input: [Double], expected: Int, fill: Output, checking: ([Output]) -> Void,
        _ body: (Span<Double>, inout MutableSpan<Output>) throws -> Void
    ) {
        let n = min(max(expected, 0), 1 << 16)
        for count in [0, max(n - 1, 0), n, n + 1] {
            var output = [Output](repeating: fill, count: count)
            var span = output.mutableSpan
            if (try? body(input.span, &span)) != nil { checking(output) }
        }
    }

    /// ``withSpans(_:expected:fill:checking:_:)`` checking that the numbers
    /// written from finite `x` hold no NaN (see ``computed(_:from:)``).
    static func withSpans<Output: BinaryFloatingPoint>(
        _ input: [Double], expected: Int, fill: Output, from x: Double, _ body: (Span<Double>, inout MutableSpan<Output>) throws -> Void
    ) {
        withSpans(input, expected: expected, fill: fill, checking: { computed($0, from: x) }, body)
    }

    /// A timeline of vectors: two rows, animated by a curve and a spring.
    static func vectorTimeline() throws -> AnimationTimeline<AnimatableVector> {
        var timeline = AnimationTimeline(AnimatableVector([0, 1, 2]))
        try timeline.set([2, 3, 4], at: 0, animation: .easeIn)
        try timeline.set([5, 1, 0], at: 0.2, animation: .bouncy)
        return timeline
    }

    static let safeBufferProbes: [String: [TotalityProbe]] = [
        "Safe buffers: curves and springs": [
            TotalityProbe("UnitCurve.values(at:)", "UnitCurve.values(at:into:)") { x in
                for curve in [UnitCurve.easeInOut, .linear, .bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.5), endControlPoint: UnitPoint(x: 0.6, y: 1.6))] {
                    for input in hostileInputs(x) {
                        computed(try? curve.values(at: input), from: x); computed(try? curve.values(at: input.lazy.map { $0 }), from: x)
                        withSpans(input, expected: input.count, fill: 0.0, from: x) { try curve.values(at: $0, into: &$1) }
                    }
                }
            },
            TotalityProbe("Spring.values(target:initialVelocity:times:)", "Spring.velocities(target:initialVelocity:times:)",
                          "Spring.values(target:initialVelocity:times:into:)", "Spring.velocities(target:initialVelocity:times:into:)") { x in
                for spring in [Spring(), .bouncy, Spring(mass: 1, stiffness: 1, damping: 5, allowOverDamping: true)] {
                    for input in hostileInputs(x) {
                        computed(try? spring.values(target: 1, times: input), from: x); computed(try? spring.velocities(target: 1, initialVelocity: 2, times: input), from: x)
                        computed(try? spring.values(target: 1, times: input.lazy.map { $0 }), from: x)
                        withSpans(input, expected: input.count, fill: 0.0, from: x) { try spring.values(target: 1, times: $0, into: &$1) }
                        withSpans(input, expected: input.count, fill: 0.0, from: x) { try spring.velocities(target: 1, times: $0, into: &$1) }
                    }
                    computed(try? spring.values(target: x, initialVelocity: 1, times: [0.1, 0.2]), from: x)
                    computed(try? spring.velocities(target: 1, initialVelocity: x, times: [0.1]), from: x)
                    withSpans([0.1, 0.2], expected: 2, fill: 0.0, from: x) { try spring.values(target: x, initialVelocity: x, times: $0, into: &$1) }
                    withSpans([0.1], expected: 1, fill: 0.0, from: x) { try spring.velocities(target: x, initialVelocity: 1, times: $0, into: &$1) }
                }
            },
        ],
        "Safe buffers: timelines": [
            TotalityProbe("KeyframeTimeline.values(at:)", "KeyframeTimeline.values(at:into:)") { x in
                let doubles = sampleTimeline()
                let angles = KeyframeTimeline(initialValue: Angle.zero) {
                    KeyframeTrack {
                        LinearKeyframe(Angle.degrees(90), duration: 0.5)
                        SpringKeyframe(Angle.degrees(-30), duration: 0.5, spring: .bouncy)
                    }
                }
                for input in hostileInputs(x) {
                    computed(try? doubles.values(at: input), from: x); computed(try? doubles.values(at: input.lazy.map { $0 }), from: x)
                    sink(try? angles.values(at: input)); sink(try? angles.values(at: input.lazy.map { $0 }))
                    withSpans(input, expected: input.count, fill: 0.0, from: x) { try doubles.values(at: $0, into: &$1) }
                    withSpans(input, expected: input.count, fill: Angle.zero, checking: { sink($0) }) { try angles.values(at: $0, into: &$1) }
                }
            },
            TotalityProbe("KeyframeTimeline.fill(times:frameLength:backend:)", "KeyframeTimeline.fill(times:frameLength:into:backend:)") { x in
                let vectors = KeyframeTimeline(initialValue: AnimatableVector([0, 1])) {
                    KeyframeTrack { LinearKeyframe(AnimatableVector([2, 3]), duration: 1) }
                }
                let length = TotalityInput.count(x)
                for input in hostileInputs(x) {
                    for backend in Backend.allCases {
                        for frameLength in [2, 5, 1, 0, length] {
                            computed(try? vectors.fill(times: input, frameLength: frameLength, backend: backend), from: x)
                            computed(try? vectors.fill(times: input.lazy.map { $0 }, frameLength: frameLength, backend: backend), from: x)
                            let expected = input.count.multipliedReportingOverflow(by: frameLength)
                            withSpans(input, expected: expected.overflow ? 0 : expected.partialValue, fill: 0.0, from: x) {
                                try vectors.fill(times: $0, frameLength: frameLength, into: &$1, backend: backend)
                            }
                        }
                    }
                }
            },
            // Keyframes from −x to x: the changes between them can overflow
            // (a NaN from ±max stops the probe, listed in knownTraps).
            TotalityProbe("KeyframeTimeline.fill(times:frameLength:into:backend:)", "KeyframeTimeline.values(at:)") { x in
                let scalars = KeyframeTimeline(initialValue: -x) {
                    KeyframeTrack {
                        LinearKeyframe(x, duration: 1)
                        CubicKeyframe(-x, duration: 1)
                        SpringKeyframe(x, duration: 1, spring: .bouncy)
                    }
                }
                computed(try? scalars.values(at: [0, 0.5, 1.5, 2.5, 9]), from: x)
                let vectors = KeyframeTimeline(initialValue: AnimatableVector([-x, x])) {
                    KeyframeTrack {
                        LinearKeyframe(AnimatableVector([x, -x]), duration: 1)
                        CubicKeyframe(AnimatableVector([-x, 1]), duration: 1)
                        SpringKeyframe(AnimatableVector([1, x]), duration: 1, spring: .bouncy)
                    }
                }
                computed(try? vectors.fill(times: [0, 0.5, 1.5, 2.5, 9], frameLength: 2), from: x)
            },
            TotalityProbe("AnimationTimeline.values(at:)", "AnimationTimeline.values(at:into:)") { x in
                var doubles = AnimationTimeline(0.0)
                try doubles.set(1, at: 0, animation: .easeIn)
                try? doubles.set(x, at: 0.5, animation: .smooth)
                let vectors = try vectorTimeline()
                var opposed = AnimationTimeline(-x)
                try? opposed.set(x, at: 0, animation: .bouncy)
                computed(try? opposed.values(at: [0, 0.05, 0.2, 5]), from: x)
                for input in hostileInputs(x) {
                    computed(try? doubles.values(at: input), from: x); computed(try? doubles.values(at: input.lazy.map { $0 }), from: x)
                    sink(try? vectors.values(at: input))
                    withSpans(input, expected: input.count, fill: 0.0, from: x) { try doubles.values(at: $0, into: &$1) }
                    withSpans(input, expected: input.count, fill: AnimatableVector(), checking: { sink($0) }) { try vectors.values(at: $0, into: &$1) }
                }
            },
            TotalityProbe("AnimationTimeline.frames(at:backend:)", "AnimationTimeline.frames(at:as:backend:)",
                          "AnimationTimeline.frames(at:into:backend:)") { x in
                let vectors = try vectorTimeline()
                for input in hostileInputs(x) {
                    for backend in Backend.allCases {
                        computed(try? vectors.frames(at: input, backend: backend), from: x); computed(try? vectors.frames(at: input.lazy.map { $0 }, backend: backend), from: x)
                        computed(try? vectors.frames(at: input, as: Float.self, backend: backend), from: x)
                        withSpans(input, expected: 3 * input.count, fill: 0.0, from: x) { try vectors.frames(at: $0, into: &$1, backend: backend) }
                        withSpans(input, expected: 3 * input.count, fill: Float(0), from: x) { try vectors.frames(at: $0, into: &$1, backend: backend) }
                    }
                }
                // From −x to x: the change itself can overflow.
                var opposed = AnimationTimeline(AnimatableVector([-x, x, 1]))
                try? opposed.set([x, -x, 1], at: 0, animation: .bouncy)
                try? opposed.set([1, x, -x], at: 0.1, animation: .easeInOut)
                for backend in Backend.allCases {
                    computed(try? opposed.frames(at: [0, 0.05, 0.2, 5], backend: backend), from: x)
                    computed(try? opposed.frames(at: [0, 0.05, 0.2, 5], as: Float.self, backend: backend), from: x)
                }
                var huge = AnimationTimeline(AnimatableVector([0, 1e300]))
                try huge.set([1e300, -1e300], at: 0, animation: .bouncy)
                computed(try? huge.frames(at: [0.1, x], as: Float.self), from: x)
            },
        ],
        "Safe buffers: batch": [
            TotalityProbe("FrameInterpolator.frames(weights:backend:)", "FrameInterpolator.frames(weights:as:backend:)",
                          "FrameInterpolator.frames(weights:into:backend:)") { x in
                let interpolator = try FrameInterpolator(keyframes: sampleVectors(1e300))
                let k = interpolator.keyframeCount, n = interpolator.length
                for input in hostileInputs(x) + [[x, 1, 0, 0.5, 1, 1, 1, 1]] {
                    for backend in Backend.allCases {
                        computed(try? interpolator.frames(weights: input, backend: backend), from: x)
                        computed(try? interpolator.frames(weights: input.lazy.map { $0 }, backend: backend), from: x)
                        computed(try? interpolator.frames(weights: input, as: Float.self, backend: backend), from: x)
                        withSpans(input, expected: input.count / k * n, fill: 0.0, from: x) { try interpolator.frames(weights: $0, into: &$1, backend: backend) }
                        withSpans(input, expected: input.count / k * n, fill: Float(0), from: x) { try interpolator.frames(weights: $0, into: &$1, backend: backend) }
                    }
                }
                // Two huge keyframes meet in a column, weighted by x with both signs.
                let opposed = try FrameInterpolator(keyframes: [[1e300, 1], [1e300, -1]])
                for backend in Backend.allCases {
                    for weights in [[x, -x], [x, x], [-x, 1e10]] {
                        computed(try? opposed.frames(weights: weights, backend: backend), from: x)
                        computed(try? opposed.frames(weights: weights, as: Float.self, backend: backend), from: x)
                    }
                }
            },
            TotalityProbe("FrameInterpolator.segmentWeights(keyframeCount:positions:into:)",
                          "FrameInterpolator.segmentWeights(keyframeCount:positions:curve:into:)") { x in
                for k in [TotalityInput.count(x), 0, 1, 3] {
                    for input in hostileInputs(x) + [[0, 1.5, 2]] {
                        let expected = k > 0 && k < 1 << 16 ? input.count * k : 0
                        withSpans(input, expected: expected, fill: 0.0, from: x) {
                            try FrameInterpolator.segmentWeights(keyframeCount: k, positions: $0, into: &$1)
                        }
                        withSpans(input, expected: expected, fill: 0.0, from: x) {
                            try FrameInterpolator.segmentWeights(keyframeCount: k, positions: $0, curve: .easeOut, into: &$1)
                        }
                    }
                }
            },
            TotalityProbe("MorphingBlob.Basis.points(offsets:backend:)", "MorphingBlob.Basis.points(offsets:into:backend:)") { x in
                let blob = try MorphingBlob(pointCount: 4)
                for basis in [try blob.basis(width: 100, height: 80), try? blob.basis(width: x, height: x)].compactMap({ $0 }) {
                    for input in hostileInputs(x) + [[1, 2, 3, x, 1e300, -1e300, 0, 0]] {
                        for backend in Backend.allCases {
                            computed(try? basis.points(offsets: input, backend: backend), from: x)
                            computed(try? basis.points(offsets: input.lazy.map { $0 }, backend: backend), from: x)
                            withSpans(input, expected: input.count / 4 * blob.pointSetLength, fill: 0.0, from: x) {
                                try basis.points(offsets: $0, into: &$1, backend: backend)
                            }
                        }
                    }
                }
            },
            TotalityProbe("WaveFill.Basis.yValues(tops:amplitudes:phases:backend:)",
                          "WaveFill.Basis.yValues(tops:amplitudes:phases:into:backend:)") { x in
                let fill = try WaveFill(waves: [Wave(amplitude: 2, wavelength: 3, phase: 45), Wave(amplitude: 1, wavelength: 7, phase: 0)])
                let basis = try fill.basis(width: 9)
                let w = basis.columnCount
                for tops in hostileInputs(x) {
                    // Two waves: matching coefficient rows, one too few, and x in each.
                    let rows = [[Double](repeating: 1, count: 2 * tops.count), [x], [Double](repeating: x, count: 2 * tops.count)]
                    for backend in Backend.allCases {
                        for (amplitudes, phases) in [(rows[0], rows[2]), (rows[2], rows[0]), (rows[1], rows[0]), (rows[0], rows[1])] {
                            computed(try? basis.yValues(tops: tops, amplitudes: amplitudes, phases: phases, backend: backend), from: x)
                            computed(try? basis.yValues(tops: tops.lazy.map { $0 }, amplitudes: amplitudes.lazy.map { $0 }, phases: phases, backend: backend), from: x)
                            withSpans(tops, expected: tops.count * w, fill: 0.0, from: x) { tops, output in
                                try basis.yValues(tops: tops, amplitudes: amplitudes.span, phases: phases.span, into: &output, backend: backend)
                            }
                        }
                    }
                }
            },
        ],
    ]
}
