import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

@Suite("MorphingBlob")
struct MorphingBlobTests {
    struct GoldenBlob: Decodable {
        struct Segment: Decodable {
            let control1: [Double]
            let control2: [Double]
            let to: [Double]
        }
        struct Outline: Decodable {
            let start: [Double]
            let segments: [Segment]
        }
        let width: Double
        let height: Double
        let offsets: [Double]
        let path: Outline
    }

    static func run(_ basis: MorphingBlob.Basis, _ offsets: [Double], _ backend: Backend) throws -> [Double] {
        try offsets.withUnsafeBufferPointer { offsets in
            try withGuardedBuffer(count: offsets.count * 6) { output in
                try basis.points(offsets: offsets, into: output, backend: backend)
            }
        }
    }

    @Test("outlines match blobs.json within 1e-9 on every backend", arguments: Backend.allCases)
    func golden(backend: Backend) throws {
        let cases = try Golden.load("blobs", as: [GoldenBlob].self)
        #expect(cases.count == 2)
        var worst = 0.0
        func compare(_ point: CGPoint, _ expected: [Double]) {
            worst = max(worst, abs(point.x - expected[0]), abs(point.y - expected[1]))
        }
        for golden in cases {
            let blob = try MorphingBlob(pointCount: golden.offsets.count)
            let path = try blob.path(width: golden.width, height: golden.height,
                                     offsets: AnimatableVector(golden.offsets), backend: backend)
            #expect(path.elements.count == golden.path.segments.count + 2)
            guard case .move(let start) = path.elements.first, path.elements.last == .closeSubpath else {
                Issue.record("outline must start with a move and end with a close")
                continue
            }
            compare(start, golden.path.start)
            for (element, segment) in zip(path.elements.dropFirst(), golden.path.segments) {
                guard case .curve(let to, let control1, let control2) = element else {
                    Issue.record("expected a cubic segment, got \(element)")
                    continue
                }
                compare(to, segment.to)
                compare(control1, segment.control1)
                compare(control2, segment.control2)
            }
        }
        // Absolute: the coordinates are hundreds of points.
        #expect(worst <= 1e-9, "\(backend): largest deviation \(worst)")
    }

    @Test("the control factor is (4/3)·tan(π/2n)")
    func controlFactor() throws {
        for (n, k) in [(3, 0.7698003589), (4, 0.5522847498), (8, 0.2652164898)] {
            #expect(abs(try MorphingBlob(pointCount: n).controlFactor - k) < 1e-10)
        }
    }

    @Test("with zero offsets the outline follows the circle", arguments: [4, 5, 8, 64])
    func circle(pointCount: Int) throws {
        let blob = try MorphingBlob(pointCount: pointCount)
        let path = try blob.path(width: 300, height: 200, offsets: [])
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let to):
                current = to
            case .curve(let to, let c1, let c2):
                for t in stride(from: CGFloat(0), through: 1, by: 0.125) {
                    let u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                    let distance = ((x - 150) * (x - 150) + (y - 100) * (y - 100)).squareRoot()
                    #expect(abs(distance - 100) < 3e-4 * 100, "n=\(pointCount) t=\(t)")
                }
                current = to
            default:
                break
            }
        }
    }

    @Test("every backend matches the per-anchor formula", arguments: [3, 4, 5, 7, 8, 9, 15, 17, 64, 97])
    func backendsMatchOracle(pointCount: Int) throws {
        var rng = SeededGenerator(seed: UInt64(pointCount))
        let blob = try MorphingBlob(pointCount: pointCount)
        let basis = try blob.basis(width: 390, height: 250)
        // 130 blobs of 97 anchors span three chunks.
        for blobCount in [1, 2, 13, 130] {
            let offsets = rng.doubles(blobCount * pointCount, in: -60...60)
            let oracle = BlobOracle.points(width: 390, height: 250, pointCount: pointCount,
                                           controlFactor: blob.controlFactor, offsets: offsets)
            let scale = [Double](repeating: 390, count: oracle.count)
            for backend in Backend.allCases {
                expectClose(try Self.run(basis, offsets, backend), oracle, relative: 1e-12, scale: scale,
                            "\(backend) B=\(blobCount) n=\(pointCount)")
            }
        }
    }

    @Test("a batch equals its blobs drawn one at a time", arguments: Backend.allCases)
    func batchEqualsSingleBlobs(backend: Backend) throws {
        var rng = SeededGenerator(seed: 3)
        let blob = try MorphingBlob(pointCount: 9)
        let basis = try blob.basis(width: 120, height: 100)
        let offsets = rng.doubles(20 * 9, in: -10...10)
        let batch = try Self.run(basis, offsets, backend)
        for b in 0..<20 {
            let single = try blob.points(width: 120, height: 100, offsets: AnimatableVector(offsets[(9 * b)..<(9 * b + 9)]), backend: backend)
            let row = Array(batch[(54 * b)..<(54 * b + 54)])
            if backend == .blas {
                expectClose(single, row, relative: 1e-12, scale: [Double](repeating: 120, count: 54))
            } else {
                #expect(single == row, "\(backend) blob \(b)")
                #expect(try blob.path(points: row[...]) == blob.path(width: 120, height: 100, offsets: AnimatableVector(offsets[(9 * b)..<(9 * b + 9)]), backend: backend))
            }
        }
    }

    @Test("short offsets are zero-padded; trailing zeros beyond n are padding")
    func padding() throws {
        let blob = try MorphingBlob(pointCount: 5)
        let padded = try blob.points(width: 100, height: 100, offsets: [1, 2, 0, 0, 0])
        #expect(try blob.points(width: 100, height: 100, offsets: [1, 2]) == padded)
        #expect(try blob.points(width: 100, height: 100, offsets: [1, 2, 0, 0, 0, 0, 0]) == padded)
        expectError(.invalidParameter, "offsets") { _ = try blob.points(width: 100, height: 100, offsets: [1, 2, 0, 0, 0, 3]) }
    }

    @Test("a morph is weights · keyframe point sets, equal to the blob of the blended offsets", arguments: Backend.allCases)
    func morph(backend: Backend) throws {
        var rng = SeededGenerator(seed: 11)
        let n = 64
        let blob = try MorphingBlob(pointCount: n)
        let keyframes = (0..<4).map { _ in AnimatableVector(rng.doubles(n, in: -40...40)) }
        let morph = try blob.morph(width: 400, height: 400, keyframes: keyframes)
        #expect(morph.keyframeCount == 4 && morph.length == 6 * n)
        let positions = (0..<25).map { Double($0) * 3 / 24 }
        let weights = try FrameInterpolator.segmentWeights(keyframeCount: 4, positions: positions)
        let frames = try weights.withUnsafeBufferPointer { weights in
            try withGuardedBuffer(count: 25 * 6 * n) { output in
                try morph.frames(weights: weights, into: output, backend: backend)
            }
        }
        for (f, position) in positions.enumerated() {
            let segment = min(Int(position), 2), t = position - Double(segment)
            let blended = keyframes[segment].interpolated(towards: keyframes[segment + 1], amount: t)
            let expected = try blob.points(width: 400, height: 400, offsets: blended, backend: .scalar)
            expectClose(frames[(6 * n * f)..<(6 * n * (f + 1))], expected, relative: 1e-12,
                        scale: [Double](repeating: 400, count: 6 * n), "\(backend) frame \(f)")
        }
    }

    @Test("bad parameters throw, naming them")
    func badParameters() throws {
        for count in [2, 0, -1] {
            expectError(.invalidParameter, "pointCount") { _ = try MorphingBlob(pointCount: count) }
        }
        expectError(.tooLarge, "pointCount") { _ = try MorphingBlob(pointCount: Int.max / 4) }
        let blob = try MorphingBlob(pointCount: 4)
        for size in [0, -2, .nan, .infinity] {
            expectError(.invalidParameter, "width") { _ = try blob.path(width: size, height: 10, offsets: []) }
            expectError(.invalidParameter, "height") { _ = try blob.path(width: 10, height: size, offsets: []) }
        }
        expectError(.invalidParameter, "offsets") { _ = try blob.path(width: 10, height: 10, offsets: [1, .nan]) }
        expectError(.invalidParameter, "offsets") { _ = try blob.path(width: 10, height: 10, offsets: [0, 0, 0, 0, .infinity]) }
        expectError(.bufferSize, "points") { _ = try blob.path(points: [Double](repeating: 1, count: 23)) }
        expectError(.invalidParameter, "points") { _ = try blob.path(points: [Double](repeating: .nan, count: 24)) }
        expectError(.invalidParameter, "keyframes") { _ = try blob.morph(width: 10, height: 10, keyframes: []) }
        expectError(.invalidParameter, "keyframes") { _ = try blob.morph(width: 10, height: 10, keyframes: [[1], [.nan]]) }
        expectError(.invalidParameter, "keyframes") { _ = try blob.morph(width: 10, height: 10, keyframes: [[1, 2, 3, 4, 5]]) }
    }

    @Test("bad buffers throw before writing", arguments: Backend.allCases)
    func badBuffers(backend: Backend) throws {
        let basis = try MorphingBlob(pointCount: 3).basis(width: 10, height: 10)
        func attempt(_ offsets: [Double], outputCount: Int, _ kind: ErrorKind, _ parameter: String) {
            expectRejected(outputCount: outputCount, kind, parameter) { output in
                try offsets.withUnsafeBufferPointer { try basis.points(offsets: $0, into: output, backend: backend) }
            }
        }
        attempt([], outputCount: 0, .invalidParameter, "offsets")
        attempt([1, 2, 3, 4], outputCount: 24, .invalidParameter, "offsets")
        attempt([1, 2, .nan], outputCount: 18, .invalidParameter, "offsets")
        attempt([1, 2, 3], outputCount: 17, .bufferSize, "output")
        attempt([1, 2, 3, 4, 5, 6], outputCount: 18, .bufferSize, "output")
    }
}
