import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// The array and span forms of the batched frames, wave heights and blob
/// points: the unsafe form's values bit for bit (they share its kernel),
/// hence the oracle's, and its errors.
@Suite("Batch safe buffers")
struct BatchSafeBuffersTests {
    /// `body` on a span of `count` NaNs, returning what it wrote.
    static func writingSpan<T: BitwiseCopyable>(
        _ count: Int, fill: T, _ body: (inout MutableSpan<T>) throws -> Void
    ) rethrows -> [T] {
        var output = [T](repeating: fill, count: count)
        var span = output.mutableSpan
        try body(&span)
        return output
    }

    /// The unsafe form's output, through a guarded buffer.
    static func unsafeOutput(_ count: Int, _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void) rethrows -> [Double] {
        var output = [Double](repeating: .nan, count: count)
        try output.withUnsafeMutableBufferPointer { try body($0) }
        return output
    }

    @Test("frames: array and span forms equal the unsafe form and the oracle, both precisions",
          arguments: Backend.allCases)
    func frames(backend: Backend) throws {
        var rng = SeededGenerator(seed: 40)
        for (keyframes, length, frames) in [(1, 1, 1), (3, 5, 1), (3, 17, 7), (4, 1, 13), (2, 64, 31)] {
            let matrix = rng.doubles(keyframes * length)
            let interpolator = try FrameInterpolator(keyframes: (0..<keyframes).map {
                AnimatableVector(Array(matrix[$0 * length ..< ($0 + 1) * length]))
            })
            let weights = rng.doubles(frames * keyframes)
            let count = frames * length
            let unsafe = try Self.unsafeOutput(count) { out in
                try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: out, backend: backend) }
            }
            let array = try interpolator.frames(weights: weights, backend: backend)
            // A collection without contiguous storage is copied once.
            let lazy = try interpolator.frames(weights: weights.lazy.map { $0 }, backend: backend)
            let span = try Self.writingSpan(count, fill: Double.nan) {
                try interpolator.frames(weights: weights.span, into: &$0, backend: backend)
            }
            #expect(array == unsafe && lazy == unsafe && span == unsafe, "\(backend) K=\(keyframes) N=\(length) F=\(frames)")
            let oracle = ProductOracle.product(rows: frames, columns: length, inner: keyframes, a: weights, lda: keyframes,
                                               b: matrix, ldb: length)
            expectClose(array, oracle.values, relative: 4e-16 * Double(keyframes), scale: oracle.magnitudes, "\(backend)")

            let floats = try interpolator.frames(weights: weights, as: Float.self, backend: backend)
            let floatSpan = try Self.writingSpan(count, fill: Float.nan) {
                try interpolator.frames(weights: weights.span, into: &$0, backend: backend)
            }
            var unsafeFloats = [Float](repeating: .nan, count: count)
            try unsafeFloats.withUnsafeMutableBufferPointer { out in
                try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: out, backend: backend) }
            }
            #expect(floats == unsafeFloats && floatSpan == unsafeFloats, "\(backend) Float K=\(keyframes) F=\(frames)")
            // Each value rounded once from its Double.
            #expect(zip(floats, array).allSatisfy { abs(Double($0) - $1) <= abs($1) * 0x1p-24 }, "\(backend) Float rounding")
        }
    }

    @Test("frames: the unsafe form's errors, naming the parameter; a short span is an error, untouched")
    func frameErrors() throws {
        let interpolator = try FrameInterpolator(keyframes: [AnimatableVector([1, 2]), AnimatableVector([3, 4])])
        expectError(.invalidParameter, "weights") { _ = try interpolator.frames(weights: [Double]()) }
        expectError(.invalidParameter, "weights") { _ = try interpolator.frames(weights: [0.5, 0.5, 1]) }
        expectError(.invalidParameter, "weights") { _ = try interpolator.frames(weights: [0.5, .nan]) }
        expectError(.invalidParameter, "weights") { _ = try interpolator.frames(weights: [1e300, 1e300], as: Float.self) }
        for count in [0, 3, 5] {
            let untouched = Self.writingSpan(count, fill: Double.nan) { span in
                expectError(.bufferSize, "output") { try interpolator.frames(weights: [0.5, 0.5, 1, 0].span, into: &span) }
            }
            #expect(untouched.allSatisfy { $0.isNaN })
            let floats = Self.writingSpan(count, fill: Float.nan) { span in
                expectError(.bufferSize, "output") { try interpolator.frames(weights: [0.5, 0.5, 1, 0].span, into: &span) }
            }
            #expect(floats.allSatisfy { $0.isNaN })
        }
    }

    @Test("segment weights: the span forms equal the array forms, and reject what they reject")
    func segmentWeights() throws {
        for (keyframes, positions) in [(1, [0.0]), (2, [0, 0.25, 1]), (5, [0, 1.5, 2, 3.75, 4, 0.1, 2.9])] {
            let plain = try FrameInterpolator.segmentWeights(keyframeCount: keyframes, positions: positions)
            let eased = try FrameInterpolator.segmentWeights(keyframeCount: keyframes, positions: positions, curve: .easeInOut)
            let plainSpan = try Self.writingSpan(plain.count, fill: Double.nan) {
                try FrameInterpolator.segmentWeights(keyframeCount: keyframes, positions: positions.span, into: &$0)
            }
            let easedSpan = try Self.writingSpan(eased.count, fill: Double.nan) {
                try FrameInterpolator.segmentWeights(keyframeCount: keyframes, positions: positions.span, curve: .easeInOut, into: &$0)
            }
            #expect(plainSpan == plain && easedSpan == eased)
            // Each row blends to 1, eased or not.
            for f in positions.indices {
                #expect(abs(eased[f * keyframes ..< (f + 1) * keyframes].reduce(0, +) - 1) <= 1e-15)
            }
        }
        _ = Self.writingSpan(4, fill: Double.nan) { span in
            expectError(.invalidParameter, "keyframeCount") {
                try FrameInterpolator.segmentWeights(keyframeCount: 0, positions: [0.0].span, into: &span)
            }
            expectError(.invalidParameter, "positions") {
                try FrameInterpolator.segmentWeights(keyframeCount: 2, positions: [0.5, .nan].span, into: &span)
            }
            expectError(.bufferSize, "weights") {
                try FrameInterpolator.segmentWeights(keyframeCount: 3, positions: [0.5].span, curve: .linear, into: &span)
            }
        }
    }

    @Test("wave heights: array and span forms equal the unsafe form and the per-point oracle", arguments: Backend.allCases)
    func waveHeights(backend: Backend) throws {
        var rng = SeededGenerator(seed: 41)
        for (frames, waves, width) in [(1, 0, 1.0), (1, 1, 7.5), (3, 2, 17), (13, 3, 64)] {
            let basis = try WaveFill.Basis(width: width, wavelengths: rng.doubles(waves, in: 0.5...7))
            let tops = rng.doubles(frames, in: 0...300)
            let amplitudes = rng.doubles(frames * waves, in: -20...20), phases = rng.doubles(frames * waves, in: -360...360)
            let count = frames * basis.columnCount
            let unsafe = try Self.unsafeOutput(count) { out in
                try tops.withUnsafeBufferPointer { t in
                    try amplitudes.withUnsafeBufferPointer { a in
                        try phases.withUnsafeBufferPointer { try basis.yValues(tops: t, amplitudes: a, phases: $0, into: out, backend: backend) }
                    }
                }
            }
            let array = try basis.yValues(tops: tops, amplitudes: amplitudes[...], phases: phases.lazy.map { $0 }, backend: backend)
            let span = try Self.writingSpan(count, fill: Double.nan) {
                try basis.yValues(tops: tops.span, amplitudes: amplitudes.span, phases: phases.span, into: &$0, backend: backend)
            }
            #expect(array == unsafe && span == unsafe, "\(backend) F=\(frames) H=\(waves)")
            let oracle = WaveOracle.heights(width: width, wavelengths: basis.wavelengths, tops: tops, amplitudes: amplitudes, phases: phases)
            // Relative to the frame's scale: its top and its amplitudes.
            let scales = (0..<count).map { i in
                let f = i / basis.columnCount
                return abs(tops[f]) + amplitudes[f * waves ..< (f + 1) * waves].map(abs).reduce(0, +)
            }
            expectClose(array, oracle, relative: 1e-13, scale: scales, "\(backend)")
        }
        let basis = try WaveFill.Basis(width: 5, wavelengths: [2])
        expectError(.invalidParameter, "tops") { _ = try basis.yValues(tops: [], amplitudes: [], phases: []) }
        expectError(.bufferSize, "amplitudes") { _ = try basis.yValues(tops: [1], amplitudes: [], phases: [0]) }
        expectError(.invalidParameter, "phases") { _ = try basis.yValues(tops: [1], amplitudes: [1], phases: [.infinity]) }
        let untouched = Self.writingSpan(4, fill: Double.nan) { span in
            expectError(.bufferSize, "output") {
                try basis.yValues(tops: [1.0].span, amplitudes: [1.0].span, phases: [0.0].span, into: &span)
            }
        }
        #expect(untouched.allSatisfy { $0.isNaN })
    }

    @Test("blob points: array and span forms equal the unsafe form and the oracle", arguments: Backend.allCases)
    func blobPoints(backend: Backend) throws {
        var rng = SeededGenerator(seed: 42)
        for (anchors, blobs) in [(3, 1), (4, 2), (7, 13), (64, 5)] {
            let blob = try MorphingBlob(pointCount: anchors)
            let basis = try blob.basis(width: 300, height: 200)
            let offsets = rng.doubles(anchors * blobs, in: -20...20)
            let count = blobs * blob.pointSetLength
            let unsafe = try Self.unsafeOutput(count) { out in
                try offsets.withUnsafeBufferPointer { try basis.points(offsets: $0, into: out, backend: backend) }
            }
            let array = try basis.points(offsets: offsets, backend: backend)
            let span = try Self.writingSpan(count, fill: Double.nan) { try basis.points(offsets: offsets.span, into: &$0, backend: backend) }
            #expect(array == unsafe && span == unsafe, "\(backend) n=\(anchors) B=\(blobs)")
            let oracle = BlobOracle.points(width: 300, height: 200, pointCount: anchors, controlFactor: blob.controlFactor, offsets: offsets)
            expectClose(array, oracle, relative: 1e-13, scale: [Double](repeating: 300, count: count), "\(backend)")
        }
        let basis = try MorphingBlob(pointCount: 3).basis(width: 10, height: 10)
        expectError(.invalidParameter, "offsets") { _ = try basis.points(offsets: [Double]()) }
        expectError(.invalidParameter, "offsets") { _ = try basis.points(offsets: [1, 2]) }
        expectError(.invalidParameter, "offsets") { _ = try basis.points(offsets: [1, 2, .nan]) }
        let untouched = Self.writingSpan(17, fill: Double.nan) { span in
            expectError(.bufferSize, "output") { try basis.points(offsets: [1.0, 2, 3].span, into: &span) }
        }
        #expect(untouched.allSatisfy { $0.isNaN })
    }
}
