import AnimationKernels
import AnimationKernelsTestSupport
import Testing

@Suite("FrameInterpolator")
struct FrameInterpolatorTests {
    static let computeBackends: [Backend] = [.simd, .blas, .automatic]

    /// Frames by the definition, written out here independently of the library.
    static func definition(weights: [Double], keyframes: [[Double]], length: Int) -> [Double] {
        let k = keyframes.count
        let frameCount = weights.count / k
        var result = [Double](repeating: 0, count: frameCount * length)
        for f in 0..<frameCount {
            for j in 0..<length {
                for p in 0..<k where j < keyframes[p].count {
                    result[f * length + j] += weights[f * k + p] * keyframes[p][j]
                }
            }
        }
        return result
    }

    /// Per-element scale for relative comparisons: Σ|w|·max|keyframe| of the row.
    static func scales(weights: [Double], keyframes: [[Double]], length: Int) -> [Double] {
        let k = keyframes.count
        let largest = max(keyframes.flatMap { $0 }.map(abs).max() ?? 0, 1e-300)
        return (0..<(weights.count / k)).flatMap { f in
            let rowScale = weights[(f * k)..<((f + 1) * k)].map(abs).reduce(0, +) * largest
            return [Double](repeating: rowScale, count: length)
        }
    }

    static func run(_ interpolator: FrameInterpolator, _ weights: [Double], _ backend: Backend) throws -> [Double] {
        try weights.withUnsafeBufferPointer { weights in
            try withGuardedBuffer(count: weights.count / interpolator.keyframeCount * interpolator.length) { output in
                try interpolator.frames(weights: weights, into: output, backend: backend)
            }
        }
    }

    @Test("the scalar oracle is the definition, padding the shorter keyframes")
    func oracleMatchesDefinition() throws {
        var rng = SeededGenerator(seed: 1)
        let keyframes = [rng.doubles(9), rng.doubles(4), [], rng.doubles(9)]
        let weights = rng.doubles(5 * 4)
        let interpolator = try FrameInterpolator(keyframes: keyframes.map(AnimatableVector.init))
        #expect(interpolator.keyframeCount == 4 && interpolator.length == 9)
        expectClose(try Self.run(interpolator, weights, .scalar), Self.definition(weights: weights, keyframes: keyframes, length: 9),
                    relative: 1e-15, scale: Self.scales(weights: weights, keyframes: keyframes, length: 9))
    }

    @Test("every backend matches the scalar oracle", arguments: [0, 1, 7, 8, 9, 15, 17, 31, 64, 101, 1031])
    func backendsMatchOracle(length: Int) throws {
        var rng = SeededGenerator(seed: UInt64(length) &+ 17)
        for (frameCount, keyframeCount) in [(1, 1), (1, 2), (3, 2), (7, 4), (13, 3), (32, 8)] {
            let keyframes = (0..<keyframeCount).map { _ in rng.doubles(length, in: -500...500) }
            let weights = rng.doubles(frameCount * keyframeCount, in: -1.5...1.5)
            let interpolator = try FrameInterpolator(keyframes: keyframes.map(AnimatableVector.init))
            let oracle = try Self.run(interpolator, weights, .scalar)
            let scale = Self.scales(weights: weights, keyframes: keyframes, length: length)
            for backend in Self.computeBackends {
                expectClose(try Self.run(interpolator, weights, backend), oracle, relative: 1e-12, scale: scale,
                            "\(backend) F=\(frameCount) K=\(keyframeCount) N=\(length)")
            }
        }
    }

    @Test("a batch equals its frames computed one at a time", arguments: Backend.allCases)
    func batchEqualsSingleFrames(backend: Backend) throws {
        var rng = SeededGenerator(seed: 5)
        let keyframes = (0..<3).map { _ in AnimatableVector(rng.doubles(37, in: -100...100)) }
        let interpolator = try FrameInterpolator(keyframes: keyframes)
        let weights = rng.doubles(11 * 3)
        let batch = try Self.run(interpolator, weights, backend)
        for f in 0..<11 {
            let single = Array(try interpolator.frame(weights: Array(weights[(3 * f)..<(3 * f + 3)]), backend: backend))
            let row = Array(batch[(37 * f)..<(37 * f + 37)])
            if backend == .blas {
                // One frame goes through dgemv, a batch through dgemm: the
                // summation order may differ.
                expectClose(single, row, relative: 1e-12, scale: [Double](repeating: 300, count: 37))
            } else {
                #expect(single == row, "\(backend) frame \(f)")
            }
        }
    }

    @Test("segment weights blend neighbouring keyframes")
    func segmentWeights() throws {
        let weights = try FrameInterpolator.segmentWeights(keyframeCount: 3, positions: [0, 0.25, 1, 1.5, 2])
        #expect(weights == [1, 0, 0, 0.75, 0.25, 0, 0, 1, 0, 0, 0.5, 0.5, 0, 0, 1])
        #expect(try FrameInterpolator.segmentWeights(keyframeCount: 1, positions: [0, 0]) == [1, 1])

        let interpolator = try FrameInterpolator(keyframes: [[0, 10], [100, 20], [50]])
        let frames = try Self.run(interpolator, weights, .automatic)
        #expect(frames == [0, 10, 25, 12.5, 100, 20, 75, 10, 50, 0])
    }

    /// Eased segments: each row's two weights are 1 − c(t) and c(t) with
    /// c the curve's own exact value(at:), over more frames than one block
    /// of eased values, at the keyframes themselves and between them.
    @Test("eased segment weights use the curve within each segment", arguments: [
        UnitCurve.easeInOut, .bezier(startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -2)), .linear,
        .circularEaseIn,
    ])
    func easedSegmentWeights(curve: UnitCurve) throws {
        let k = 5
        var rng = SeededGenerator(seed: 404)
        let positions = (0..<300).map { f in f % 7 == 0 ? Double(f % k) : Double.random(in: 0...Double(k - 1), using: &rng) }
        let weights = try FrameInterpolator.segmentWeights(keyframeCount: k, positions: positions, curve: curve)
        for (f, position) in positions.enumerated() {
            let segment = min(Int(position), k - 1)
            let eased = curve.value(at: position - Double(segment))
            var expected = [Double](repeating: 0, count: k)
            expected[segment] = 1 - eased
            if segment + 1 < k { expected[segment + 1] = eased }
            expectClose(weights[(f * k)..<((f + 1) * k)], expected, relative: 0, absolute: 1e-12, "frame \(f) at \(position)")
        }
        expectError(.invalidParameter, "positions") {
            _ = try FrameInterpolator.segmentWeights(keyframeCount: 3, positions: [0, 3.5], curve: curve)
        }
        expectRejected(outputCount: 3, .bufferSize, "weights") { weights in
            try [0.5].withUnsafeBufferPointer {
                try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: $0, curve: curve, into: weights)
            }
        }
    }

    @Test("bad segment positions throw before writing")
    func badSegmentPositions() throws {
        expectError(.invalidParameter, "keyframeCount") { _ = try FrameInterpolator.segmentWeights(keyframeCount: 0, positions: [0]) }
        expectError(.invalidParameter, "keyframeCount") { _ = try FrameInterpolator.segmentWeights(keyframeCount: -2, positions: [0]) }
        expectError(.invalidParameter, "positions") { _ = try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: []) }
        for bad in [-0.01, 2.0001, .nan, .infinity] {
            expectError(.invalidParameter, "positions") { _ = try FrameInterpolator.segmentWeights(keyframeCount: 3, positions: [0, bad]) }
        }
        expectRejected(outputCount: 3, .bufferSize, "weights") { weights in
            try [0.5].withUnsafeBufferPointer {
                try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: $0, into: weights)
            }
        }
    }

    @Test("bad keyframes throw")
    func badKeyframes() {
        expectError(.invalidParameter, "keyframes") { _ = try FrameInterpolator(keyframes: []) }
        expectError(.invalidParameter, "keyframes") { _ = try FrameInterpolator(keyframes: [[1, 2], [3, .nan]]) }
        expectError(.invalidParameter, "keyframes") { _ = try FrameInterpolator(keyframes: [[-.infinity]]) }
    }

    @Test("bad weights and buffers throw before writing", arguments: Backend.allCases)
    func badBuffers(backend: Backend) throws {
        let interpolator = try FrameInterpolator(keyframes: [[1, 2, 3], [4, 5, 6]])
        func attempt(_ weights: [Double], outputCount: Int, _ kind: ErrorKind, _ parameter: String) {
            expectRejected(outputCount: outputCount, kind, parameter) { output in
                try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: output, backend: backend) }
            }
        }
        attempt([], outputCount: 0, .invalidParameter, "weights")
        attempt([0.5, 0.5, 1], outputCount: 3, .invalidParameter, "weights")
        attempt([0.5, .nan], outputCount: 3, .invalidParameter, "weights")
        attempt([0.5, 0.5], outputCount: 2, .bufferSize, "output")
        attempt([0.5, 0.5], outputCount: 4, .bufferSize, "output")
        attempt([0.5, 0.5, 1, 0], outputCount: 3, .bufferSize, "output")
        expectError(.bufferSize, "weights") { _ = try interpolator.frame(weights: [1]) }
    }

    @Test("frames that could pass half Double's range throw naming weights; inside it, they are finite", arguments: Backend.allCases)
    func doubleRange(backend: Backend) throws {
        // Huge keyframes meeting in a column: weights of both signs would sum +∞ and −∞ to NaN.
        let interpolator = try FrameInterpolator(keyframes: [[1e300, 1], [1e300, -1]])
        let half = Double.greatestFiniteMagnitude / 2
        for weights in [[1e10, -1e10], [.greatestFiniteMagnitude, 0], [1, 1, 0, half / 1e300 * 1.01]] {
            expectRejected(outputCount: weights.count, .invalidParameter, "weights") { output in
                try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: output, backend: backend) }
            }
        }
        // Σ|w|·1e300 just inside half the range: every value is finite.
        let inside = half / 1e300 * 0.99
        let frames = try interpolator.frames(weights: [inside / 2, -inside / 2, inside / 2, inside / 2], backend: backend)
        let expected = [0, inside, inside * 1e300, 0], scale = [half, inside, half, inside]
        #expect(frames.count == 4)
        for j in 0..<min(frames.count, 4) {
            #expect(frames[j].isFinite && abs(frames[j] - expected[j]) <= 1e-15 * scale[j], "value \(j): \(frames[j])")
        }
    }
}
