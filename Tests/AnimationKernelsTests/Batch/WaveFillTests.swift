import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

@Suite("WaveFill")
struct WaveFillTests {
    struct GoldenWave: Decodable {
        let width: Double
        let height: Double
        let top: Double
        let waves: [[Double]]
        let points: [[Double]]
    }

    /// Every point of a path's straight-line outline, in order (the close excluded).
    static func outlinePoints(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let to), .line(let to): return to
            default: return nil
            }
        }
    }

    /// The per-frame parameter buffers of a random batch.
    struct Batch {
        var tops: [Double], amplitudes: [Double], phases: [Double]
        init(frames: Int, waves: Int, rng: inout SeededGenerator) {
            tops = rng.doubles(frames, in: -50...900)
            amplitudes = rng.doubles(frames * waves, in: -30...30)
            phases = rng.doubles(frames * waves, in: -720...720)
        }
        /// |top| + Σ|A|: the magnitude scale of each frame's heights.
        func scales(columns: Int, waves: Int) -> [Double] {
            tops.indices.flatMap { f in
                let scale = abs(tops[f]) + amplitudes[(f * waves)..<((f + 1) * waves)].map(abs).reduce(0, +)
                return [Double](repeating: scale, count: columns)
            }
        }
        init(tops: [Double], amplitudes: [Double], phases: [Double]) {
            (self.tops, self.amplitudes, self.phases) = (tops, amplitudes, phases)
        }
        func withBuffers<R>(
            _ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>) throws -> R
        ) rethrows -> R {
            try tops.withUnsafeBufferPointer { tops in
                try amplitudes.withUnsafeBufferPointer { amplitudes in
                    try phases.withUnsafeBufferPointer { try body(tops, amplitudes, $0) }
                }
            }
        }
        /// The seed's per-point formula over these frames.
        func oracle(_ basis: WaveFill.Basis) -> [Double] {
            WaveOracle.heights(width: basis.width, wavelengths: basis.wavelengths, tops: tops, amplitudes: amplitudes, phases: phases)
        }
        func run(_ basis: WaveFill.Basis, _ backend: Backend) throws -> [Double] {
            try withGuardedBuffer(count: tops.count * basis.columnCount) { output in
                try withBuffers { try basis.yValues(tops: $0, amplitudes: $1, phases: $2, into: output, backend: backend) }
            }
        }
    }

    @Test("outlines match waves.json within 1e-9 on every backend", arguments: Backend.allCases)
    func golden(backend: Backend) throws {
        let cases = try Golden.load("waves", as: [GoldenWave].self)
        #expect(cases.count == 2)
        var worst = 0.0
        for golden in cases {
            let fill = try WaveFill(waves: golden.waves.map { Wave(amplitude: $0[0], wavelength: $0[1], phase: $0[2]) })
            let path = try fill.path(width: golden.width, height: golden.height, top: golden.top, backend: backend)
            let points = Self.outlinePoints(path)
            #expect(points.count == golden.points.count)
            #expect(path.elements.last == .closeSubpath)
            for (point, expected) in zip(points, golden.points) {
                worst = max(worst, abs(point.x - expected[0]), abs(point.y - expected[1]))
            }
        }
        // Absolute: the coordinates are hundreds of points.
        #expect(worst <= 1e-9, "\(backend): largest deviation \(worst)")
    }

    @Test("every backend matches the seed's per-point formula", arguments: [1, 7, 8, 9, 15, 17, 37, 390])
    func backendsMatchOracle(columns: Int) throws {
        var rng = SeededGenerator(seed: UInt64(columns))
        for (frameCount, waveCount) in [(1, 0), (1, 1), (3, 2), (13, 3), (40, 2)] {
            // A fractional width gets the same number of columns.
            let width = Double(columns) - (columns > 1 ? 0.25 : 0)
            let basis = try WaveFill.Basis(width: width, wavelengths: rng.doubles(waveCount, in: 0.5...7))
            #expect(basis.columnCount == columns)
            let batch = Batch(frames: frameCount, waves: waveCount, rng: &rng)
            let oracle = batch.oracle(basis)
            for backend in Backend.allCases {
                expectClose(try batch.run(basis, backend), oracle, relative: 1e-12,
                            scale: batch.scales(columns: columns, waves: waveCount),
                            "\(backend) F=\(frameCount) H=\(waveCount) W=\(columns)")
            }
        }
    }

    @Test("the scalar backend computes the seed's formula", arguments: [390.0, 10.5])
    func oracleIsSeedFormula(width: Double) throws {
        let fill = try WaveFill(waves: [Wave(amplitude: 15, wavelength: 4, phase: 90), Wave(amplitude: 18, wavelength: 5, phase: 0)])
        let heights = try fill.yValues(width: width, top: 200, backend: .scalar)
        #expect(heights.count == Int(width.rounded(.up)))
        let expected = heights.indices.map { x in
            200 - fill.waves.map { wave in
                Foundation.sin((Double(x) / width * wave.wavelength * 360 + wave.phase) * Double.pi / 180) * wave.amplitude
            }.reduce(0, +)
        }
        // The basis form rounds differently: a few ulps of the heights' scale.
        expectClose(heights, expected, relative: 1e-13, scale: [Double](repeating: 233, count: heights.count))
        let path = try fill.path(width: width, height: 300, top: 200)
        #expect(Array(path.elements.suffix(3)) == [.line(to: CGPoint(x: width, y: 300)), .line(to: CGPoint(x: 0, y: 300)), .closeSubpath])
    }

    /// 701 frames of 390 columns are more outputs than
    /// `Parallelism.minimumCount`: the batch is split over threads by
    /// frames, at a share boundary that is not a multiple of a chunk.
    @Test("a batch long enough to split over threads matches the oracle", arguments: [Backend.simd, .blas, .automatic])
    func threadedBatchMatchesOracle(backend: Backend) throws {
        var rng = SeededGenerator(seed: 701)
        let columns = 390, frameCount = 701, waveCount = 3
        #expect(columns * frameCount >= Parallelism.minimumCount)
        let basis = try WaveFill.Basis(width: Double(columns), wavelengths: rng.doubles(waveCount, in: 0.5...7))
        let batch = Batch(frames: frameCount, waves: waveCount, rng: &rng)
        expectClose(try batch.run(basis, backend), batch.oracle(basis), relative: 1e-12,
                    scale: batch.scales(columns: columns, waves: waveCount), "\(backend)")
    }

    /// From four waves a coefficient row holds nine or more non-zero
    /// values, which AVX-512 builds multiply two vectors of columns at a
    /// time; 390 columns are no whole number of pairs, so every row also
    /// ends in single, overlapping vectors. 200 frames of them (78K outputs)
    /// on either side of that switch in wave count.
    @Test("many waves match the oracle", arguments: [3, 4, 5])
    func manyWavesMatchOracle(waveCount: Int) throws {
        var rng = SeededGenerator(seed: UInt64(40 + waveCount))
        let columns = 390, frameCount = 200
        let basis = try WaveFill.Basis(width: Double(columns), wavelengths: rng.doubles(waveCount, in: 0.5...7))
        let batch = Batch(frames: frameCount, waves: waveCount, rng: &rng)
        let oracle = batch.oracle(basis)
        for backend in Backend.allCases {
            expectClose(try batch.run(basis, backend), oracle, relative: 1e-12,
                        scale: batch.scales(columns: columns, waves: waveCount), "\(backend) H=\(waveCount)")
        }
    }

    @Test("a batch equals its frames drawn one at a time", arguments: Backend.allCases)
    func batchEqualsSingleFrames(backend: Backend) throws {
        var rng = SeededGenerator(seed: 77)
        let wavelengths = [4.0, 5]
        let basis = try WaveFill.Basis(width: 97, wavelengths: wavelengths)
        // More frames than one chunk of coefficients holds.
        let batch = Batch(frames: 60, waves: 2, rng: &rng)
        let heights = try batch.run(basis, backend)
        for f in 0..<60 {
            let fill = try WaveFill(waves: (0..<2).map {
                Wave(amplitude: batch.amplitudes[2 * f + $0], wavelength: wavelengths[$0], phase: batch.phases[2 * f + $0])
            })
            let single = try fill.yValues(width: 97, top: batch.tops[f], backend: backend)
            let row = Array(heights[(97 * f)..<(97 * (f + 1))])
            if backend == .blas || backend == .automatic {
                // One frame goes through dgemv, a batch through dgemm; and
                // automatic may send the batch to BLAS and a frame to SIMD.
                expectClose(single, row, relative: 1e-12, scale: [Double](repeating: 1000, count: 97))
            } else {
                #expect(single == row, "\(backend) frame \(f)")
            }
        }
        let path = try basis.path(yValues: heights[0..<97], height: 1000)
        #expect(Self.outlinePoints(path).prefix(97).map { Double($0.y) } == Array(heights[0..<97]))
    }

    @Test("no waves leave a flat surface at top")
    func flat() throws {
        let heights = try WaveFill(waves: []).yValues(width: 9, top: 42)
        #expect(heights == [Double](repeating: 42, count: 9))
    }

    @Test("bad parameters throw, naming them")
    func badParameters() throws {
        let fill = try WaveFill(waves: [Wave(amplitude: 15, wavelength: 4, phase: 90)])
        for width in [0, -1, .nan, .infinity] {
            expectError(.invalidParameter, "width") { _ = try fill.path(width: width, height: 100, top: 50) }
        }
        for height in [0, -3, .nan] {
            expectError(.invalidParameter, "height") { _ = try fill.path(width: 10, height: height, top: 50) }
        }
        expectError(.invalidParameter, "tops") { _ = try fill.path(width: 10, height: 100, top: .nan) }
        expectError(.tooLarge, "width") { _ = try fill.basis(width: 1e30) }
        expectError(.tooLarge, "width") { _ = try fill.basis(width: Double(Int.max / 8)) }
        for bad in [Wave(amplitude: .nan, wavelength: 4, phase: 0), Wave(amplitude: 1, wavelength: .infinity, phase: 0),
                    Wave(amplitude: 1, wavelength: 4, phase: -.infinity)] {
            expectError(.invalidParameter, "waves") { _ = try WaveFill(waves: [bad]) }
        }
        expectError(.invalidParameter, "wavelengths") { _ = try WaveFill.Basis(width: 10, wavelengths: [.nan]) }
        let basis = try fill.basis(width: 10)
        expectError(.bufferSize, "yValues") { _ = try basis.path(yValues: [1, 2], height: 10) }
        expectError(.invalidParameter, "yValues") { _ = try basis.path(yValues: [Double](repeating: .nan, count: 10), height: 10) }
    }

    @Test("heights that could leave Double's range throw naming amplitudes; just inside, they are finite", arguments: Backend.allCases)
    func doubleRange(backend: Backend) throws {
        let basis = try WaveFill.Basis(width: 9, wavelengths: [3, 7])
        let big = Double.greatestFiniteMagnitude
        for (top, amplitudes) in [(big, [1e300, 0]), (-big, [0, 1e300]), (0, [big / 2, big / 2]), (big / 2, [big / 4, 1e300])] {
            expectError(.invalidParameter, "amplitudes") {
                _ = try basis.yValues(tops: [top], amplitudes: amplitudes, phases: [45, -135], backend: backend)
            }
        }
        // |top| + 2·Σ|A| = max/2 + max/2 exactly: the bound holds, every height is finite.
        for (top, amplitudes) in [(big / 2, [big / 8, big / 8]), (-big / 2, [big / 4, 0]), (big, [0, 0])] {
            let heights = try basis.yValues(tops: [top], amplitudes: amplitudes, phases: [45, -135], backend: backend)
            let finite = heights.allSatisfy { $0.isFinite }
            #expect(finite, "top \(top), amplitudes \(amplitudes)")
        }
    }

    @Test("bad buffers throw before writing", arguments: Backend.allCases)
    func badBuffers(backend: Backend) throws {
        let basis = try WaveFill.Basis(width: 10, wavelengths: [4, 5])
        func attempt(tops: [Double], amplitudes: [Double], phases: [Double], outputCount: Int, _ kind: ErrorKind, _ parameter: String) {
            expectRejected(outputCount: outputCount, kind, parameter) { output in
                let batch = Batch(tops: tops, amplitudes: amplitudes, phases: phases)
                try batch.withBuffers { try basis.yValues(tops: $0, amplitudes: $1, phases: $2, into: output, backend: backend) }
            }
        }
        let two = [1.0, 2], four = [1.0, 2, 3, 4]
        attempt(tops: [], amplitudes: [], phases: [], outputCount: 0, .invalidParameter, "tops")
        attempt(tops: [1], amplitudes: [1], phases: two, outputCount: 10, .bufferSize, "amplitudes")
        attempt(tops: [1, 2], amplitudes: four, phases: two, outputCount: 20, .bufferSize, "phases")
        attempt(tops: [1, 2], amplitudes: four, phases: four, outputCount: 19, .bufferSize, "output")
        attempt(tops: [1, 2], amplitudes: four, phases: four, outputCount: 21, .bufferSize, "output")
        attempt(tops: [1, .infinity], amplitudes: four, phases: four, outputCount: 20, .invalidParameter, "tops")
        attempt(tops: [1, 2], amplitudes: [1, 2, .nan, 4], phases: four, outputCount: 20, .invalidParameter, "amplitudes")
        attempt(tops: [1, 2], amplitudes: four, phases: [.nan, 2, 3, 4], outputCount: 20, .invalidParameter, "phases")
    }
}
