import AnimationKernels
import AnimationKernelsTestSupport
import Testing

@Suite("FrameInterpolator into Float")
struct SinglePrecisionFramesTests {
    @Test("every backend writes the scalar oracle's frames rounded to Float", arguments: [1, 7, 9, 17, 64, 390, 1031])
    func matchesRoundedOracle(length: Int) throws {
        var rng = SeededGenerator(seed: UInt64(length) &+ 99)
        for (frameCount, keyframeCount) in [(1, 1), (3, 2), (7, 4), (13, 3), (32, 8)] {
            let keyframes = (0..<keyframeCount).map { _ in AnimatableVector(rng.doubles(length, in: -500...500)) }
            let weights = rng.doubles(frameCount * keyframeCount, in: -1.5...1.5)
            let interpolator = try FrameInterpolator(keyframes: keyframes)
            let oracle = try FrameInterpolatorTests.run(interpolator, weights, .scalar)
            for backend in Backend.allCases {
                var output = [Float](repeating: .nan, count: frameCount * length)
                try weights.withUnsafeBufferPointer { weights in
                    try output.withUnsafeMutableBufferPointer { try interpolator.frames(weights: weights, into: $0, backend: backend) }
                }
                // The backends' Double sums agree with the oracle's to about
                // 1e-15 of the row's scale, which can tip a rounding to the
                // neighbouring Float, no further.
                let wrong = zip(output, oracle).filter { got, exact in !(abs(got - Float(exact)) <= Float(exact).ulp) }
                #expect(wrong.isEmpty, "\(backend) F=\(frameCount) K=\(keyframeCount) N=\(length): \(wrong.prefix(3))")
                if backend == .scalar { #expect(output == oracle.map { Float($0) }, "the scalar oracle rounds its own sums") }
            }
        }
    }

    @Test("a blob morph in Float is the Double morph rounded")
    func blobMorph() throws {
        let blob = try MorphingBlob(pointCount: 13)
        var rng = SeededGenerator(seed: 3)
        let keyframes = (0..<4).map { _ in AnimatableVector(rng.doubles(13, in: -20...20)) }
        let morph = try blob.morph(width: 300, height: 200, keyframes: keyframes)
        let weights = try FrameInterpolator.segmentWeights(keyframeCount: 4, positions: (0..<9).map { Double($0) * 3 / 8 })
        let double = try FrameInterpolatorTests.run(morph, weights, .scalar)
        for backend in Backend.allCases {
            var single = [Float](repeating: .nan, count: 9 * blob.pointSetLength)
            try weights.withUnsafeBufferPointer { weights in
                try single.withUnsafeMutableBufferPointer { try morph.frames(weights: weights, into: $0, backend: backend) }
            }
            #expect(zip(single, double).allSatisfy { abs($0 - Float($1)) <= Float($1).ulp }, "\(backend)")
        }
    }

    @Test("bad weights, buffers and out-of-range frames throw before writing", arguments: Backend.allCases)
    func badInput(backend: Backend) throws {
        let interpolator = try FrameInterpolator(keyframes: [[1, 2, 3], [4e36, 5, 6]])
        func attempt(_ weights: [Double], outputCount: Int, _ kind: ErrorKind, _ parameter: String) {
            var output = [Float](repeating: 42, count: outputCount)
            expectError(kind, parameter) {
                try weights.withUnsafeBufferPointer { weights in
                    try output.withUnsafeMutableBufferPointer { try interpolator.frames(weights: weights, into: $0, backend: backend) }
                }
            }
            #expect(output.allSatisfy { $0 == 42 }, "output written despite the \(parameter) error")
        }
        attempt([], outputCount: 0, .invalidParameter, "weights")
        attempt([0.5, .nan], outputCount: 3, .invalidParameter, "weights")
        attempt([0.5, 0.5], outputCount: 2, .bufferSize, "output")
        // 100 · 4e36 = 4e38 lies beyond Float's 3.4e38: rounding would give +∞.
        attempt([0, 1, 0, 100], outputCount: 6, .invalidParameter, "weights")
        attempt([0, 1, 0, -100], outputCount: 6, .invalidParameter, "weights")

        var output = [Float](repeating: 42, count: 6)
        try [0, 1, 0, 80].withUnsafeBufferPointer { weights in
            try output.withUnsafeMutableBufferPointer { try interpolator.frames(weights: weights, into: $0, backend: backend) }
        }
        #expect(output[3] == Float(3.2e38) && output.allSatisfy(\.isFinite), "80 · 4e36 = 3.2e38 is within range")
    }

    /// The `Float` path checks finiteness through the sum of the weights'
    /// squares: a NaN or an infinity anywhere (in the scan's two-vector
    /// steps, its one-vector step or its scalar tail) must still be named
    /// with its index, and huge finite weights whose squares overflow must
    /// still be judged by the range rule, not called non-finite.
    @Test("non-finite weights are named at every position; overflowing squares are not non-finite")
    func finitenessThroughTheSumOfSquares() throws {
        let interpolator = try FrameInterpolator(keyframes: [[2, -3]])
        for count in [1, 7, 8, 9, 15, 16, 17, 23, 24, 25, 40] {
            for index in 0..<count {
                for bad in [Double.nan, .infinity, -.infinity] {
                    var weights = [Double](repeating: 0.25, count: count)
                    weights[index] = bad
                    var output = [Float](repeating: 42, count: 2 * count)
                    do {
                        try weights.withUnsafeBufferPointer { w in
                            try output.withUnsafeMutableBufferPointer { try interpolator.frames(weights: w, into: $0) }
                        }
                        Issue.record("\(bad) at \(index) of \(count) weights was accepted")
                    } catch AnimationKernelsError.invalidParameter(let parameter, let value, let requirement) {
                        #expect(parameter == "weights" && requirement == "must be finite" && value.hasSuffix("at index \(index)"),
                                "\(bad) at \(index) of \(count): \(value), \(requirement)")
                    }
                    #expect(output.allSatisfy { $0 == 42 })
                }
            }
        }
        // 1e200² overflows to +∞, yet every weight is finite: with zero
        // keyframes the frames are zero; with these they would reach 2e200.
        let zero = try FrameInterpolator(keyframes: [[0, 0]])
        var output = [Float](repeating: 42, count: 4)
        try [1e200, -1e200].withUnsafeBufferPointer { w in
            try output.withUnsafeMutableBufferPointer { try zero.frames(weights: w, into: $0) }
        }
        #expect(output.allSatisfy { $0 == 0 })
        do {
            try [1e200, 0.5].withUnsafeBufferPointer { w in
                try output.withUnsafeMutableBufferPointer { try interpolator.frames(weights: w, into: $0) }
            }
            Issue.record("a frame of 2e200 was accepted for Float output")
        } catch AnimationKernelsError.invalidParameter(let parameter, _, let requirement) {
            #expect(parameter == "weights" && requirement.contains("Float's range"), "\(requirement)")
        }
    }
}
