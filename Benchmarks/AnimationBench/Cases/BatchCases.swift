@_spi(Benchmarking) import AnimationKernels
import Foundation

/// The batched path kernels: frame interpolation, wave fill, blob points
/// and blob morphs, on every backend, beside a plain loop, the seed-style
/// code, `dgemm` on one thread and on every core (for the products) and
/// numpy.
///
/// Elements are output values for `frames`, points (columns) for `waves` and
/// anchors (6 values: the anchor and its two control points) for `blobs`,
/// `blobMorph` and `blobMorphFloat` (the morph written as `Float`s).
/// Candidates of one shape share the output buffer.
struct BatchCases: KernelSuite {
    let sampler: Sampler

    /// Width and height of the blob frames, as in the seed's bubble.
    static let side = 300.0

    /// From this many keyframes on, `frames` rows mix every keyframe with
    /// random weights (a dense mix, the shape that belongs to `dgemm`);
    /// below it each row blends two neighbours, as an eased segment does.
    static let denseKeyframes = 16

    func shapes(for kernel: KernelName, quick: Bool, sizes: [Int]?) -> [Shape] {
        switch kernel {
        case .frames:
            let ns = quick ? [64, 1024] : [64, 256, 1024, 4096]
            let blends = (quick ? [4] : [2, 4, 8]).flatMap { k in (quick ? [256] : [256, 1024]).flatMap { f in ns.map { Shape(size: $0, frames: f, inner: k) } } }
            // Many keyframes mixed densely in every row (see `denseKeyframes`).
            let dense = (quick ? [16] : [16, 64]).flatMap { k in ns.map { Shape(size: $0, frames: 256, inner: k) } }
            return blends + dense
        case .waves:
            let ws = quick ? [390] : [64, 390, 1024, 4096]
            return (quick ? [2] : [1, 2, 4]).flatMap { h in ws.map { Shape(size: $0, frames: 256, inner: h) } }
        case .blobs, .blobMorph, .blobMorphFloat:
            let inner = kernel == .blobs ? 0 : 4
            let bs = quick ? [1000, 10_000] : [1000, 10_000, 50_000]
            return (quick ? [64] : [8, 64, 256]).flatMap { n in bs.map { Shape(size: n, frames: $0, inner: inner) } }
        default:
            return []
        }
    }

    // MARK: Inputs

    /// Everything one shape needs, built once and shared by its candidates.
    final class Workload {
        let kernel: KernelName
        let shape: Shape
        var weights: [Double] = []
        var keyframes: [AnimatableVector] = []
        var keyframeMatrix: [Double] = []
        var tops: [Double] = [], amplitudes: [Double] = [], phases: [Double] = [], wavelengths: [Double] = []
        var offsets: [Double] = []
        let output: UnsafeMutableBufferPointer<Double>
        /// `blobMorphFloat`'s output, and a row of Doubles for its hand
        /// loop; empty for the other kernels.
        var floatOutput = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
        var rowScratch = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)

        var outputCount: Int { output.count }

        init(_ kernel: KernelName, _ shape: Shape) {
            self.kernel = kernel
            self.shape = shape
            var rng = BenchmarkRandom(seed: UInt64(shape.size &* 131 &+ shape.frames &* 7 &+ shape.inner))
            let f = shape.frames, n = shape.size, k = shape.inner
            switch kernel {
            case .frames:
                keyframes = (0..<k).map { _ in AnimatableVector(rng.doubles(n)) }
                keyframeMatrix = keyframes.flatMap { Array($0) }
                weights = k >= BatchCases.denseKeyframes ? rng.doubles(f * k) : Self.segmentBlends(frames: f, keyframes: k, &rng)
                output = .allocateCacheAligned(count: f * n)
            case .waves:
                wavelengths = (0..<k).map { Double(4 + $0) }
                tops = (0..<f).map { 900 - 900 * Double($0) / Double(f) }
                amplitudes = (0..<f * k).map { _ in Double.random(in: 5...20, using: &rng) }
                phases = (0..<f * k).map { _ in Double.random(in: -180...180, using: &rng) }
                output = .allocateCacheAligned(count: f * n)
            case .blobs:
                offsets = rng.doubles(f * n).map { $0 * 20 }
                output = .allocateCacheAligned(count: f * 6 * n)
            case .blobMorph, .blobMorphFloat:
                keyframes = (0..<k).map { _ in AnimatableVector(rng.doubles(n).map { $0 * 20 }) }
                weights = Self.segmentBlends(frames: f, keyframes: k, &rng)
                output = .allocateCacheAligned(count: kernel == .blobMorph ? f * 6 * n : 0)
                if kernel == .blobMorphFloat {
                    floatOutput = .allocateCacheAligned(count: f * 6 * n)
                    floatOutput.initialize(repeating: 0)
                    rowScratch = .allocateCacheAligned(count: 6 * n)
                }
            default:
                preconditionFailure("\(kernel) is not a batch kernel")
            }
            output.initialize(repeating: 0)
        }

        deinit {
            UnsafeMutableRawBufferPointer(output).deallocate()
            if floatOutput.count > 0 {
                UnsafeMutableRawBufferPointer(floatOutput).deallocate()
                UnsafeMutableRawBufferPointer(rowScratch).deallocate()
            }
        }

        /// Rows of two non-zero weights, as an eased segment between
        /// neighbouring keyframes gives.
        static func segmentBlends(frames: Int, keyframes: Int, _ rng: inout BenchmarkRandom) -> [Double] {
            var w = [Double](repeating: 0, count: frames * keyframes)
            for f in 0..<frames {
                let position = Double(f) / Double(max(frames - 1, 1)) * Double(keyframes - 1)
                let i = min(Int(position), keyframes - 2), t = position - Double(i)
                w[f * keyframes + i] = 1 - t
                w[f * keyframes + i + 1] = t
            }
            return w
        }
    }

    // MARK: The library

    /// Runs the library's kernel once into `output` on `backend`.
    func library(_ w: Workload, _ backend: Backend) -> () throws -> Void {
        let out = w.output
        switch w.kernel {
        case .frames:
            let interpolator = try! FrameInterpolator(keyframes: w.keyframes)
            let weights = w.weights
            return { try weights.withUnsafeBufferPointer { try interpolator.frames(weights: $0, into: out, backend: backend) } }
        case .waves:
            let basis = try! WaveFill.Basis(width: Double(w.shape.size), wavelengths: w.wavelengths)
            let (tops, amplitudes, phases) = (w.tops, w.amplitudes, w.phases)
            return {
                try tops.withUnsafeBufferPointer { t in
                    try amplitudes.withUnsafeBufferPointer { a in
                        try phases.withUnsafeBufferPointer { p in
                            try basis.yValues(tops: t, amplitudes: a, phases: p, into: out, backend: backend)
                        }
                    }
                }
            }
        case .blobs:
            let basis = try! MorphingBlob(pointCount: w.shape.size).basis(width: Self.side, height: Self.side)
            let offsets = w.offsets
            return { try offsets.withUnsafeBufferPointer { try basis.points(offsets: $0, into: out, backend: backend) } }
        case .blobMorph:
            let morph = try! MorphingBlob(pointCount: w.shape.size).morph(width: Self.side, height: Self.side, keyframes: w.keyframes)
            let weights = w.weights
            return { try weights.withUnsafeBufferPointer { try morph.frames(weights: $0, into: out, backend: backend) } }
        case .blobMorphFloat:
            let morph = try! MorphingBlob(pointCount: w.shape.size).morph(width: Self.side, height: Self.side, keyframes: w.keyframes)
            let weights = w.weights, floats = w.floatOutput
            return { try weights.withUnsafeBufferPointer { try morph.frames(weights: $0, into: floats, backend: backend) } }
        default:
            preconditionFailure("\(w.kernel) is not a batch kernel")
        }
    }

    // MARK: References

    /// The plain loop, what a careful programmer writes over raw pointers on
    /// one thread: for products, the rows of the output built by axpy over
    /// every keyframe (zero weights included); for waves, a sine per point
    /// and wave; for blobs, the per-point formula with the per-anchor sines
    /// hoisted out of the frame loop. A reference, not a floor.
    func plainLoop(_ w: Workload) -> () -> Void {
        let out = w.output.baseAddress!
        let f = w.shape.frames, n = w.shape.size, k = w.shape.inner
        switch w.kernel {
        case .frames, .blobMorph:
            let (rowLength, points) = Self.productOperands(w)
            let weights = w.weights
            return {
                points.withUnsafeBufferPointer { p in
                    weights.withUnsafeBufferPointer { wt in
                        for frame in 0..<f {
                            Self.blendRow(frame, keyframes: k, weights: wt, points: p, into: out + frame * rowLength)
                        }
                    }
                }
            }
        case .blobMorphFloat:
            // The Double plain loop into a row that stays in L1, then each
            // value rounded once, as the library rounds: axpy straight into
            // a Float row would round every term.
            let (rowLength, points) = Self.productOperands(w)
            let weights = w.weights, floats = w.floatOutput.baseAddress!
            return {
                withExtendedLifetime(w) {
                    let row = w.rowScratch.baseAddress!
                    points.withUnsafeBufferPointer { p in
                        weights.withUnsafeBufferPointer { wt in
                            for frame in 0..<f {
                                Self.blendRow(frame, keyframes: k, weights: wt, points: p, into: row)
                                let out = floats + frame * rowLength
                                for j in 0..<rowLength { out[j] = Float(row[j]) }
                            }
                        }
                    }
                }
            }
        case .waves:
            let (tops, amplitudes, phases, lambdas) = (w.tops, w.amplitudes, w.phases, w.wavelengths)
            return {
                for frame in 0..<f {
                    for x in 0..<n {
                        var y = tops[frame]
                        for h in 0..<k {
                            let angle = (Double(x) / Double(n) * lambdas[h] * 360 + phases[frame * k + h]) * .pi / 180
                            y -= sin(angle) * amplitudes[frame * k + h]
                        }
                        out[frame * n + x] = y
                    }
                }
            }
        case .blobs:
            let offsets = w.offsets
            let control = 4.0 / 3.0 * tan(.pi / (2 * Double(n)))
            let sines = (0..<n).map { sin(2 * .pi * Double($0) / Double(n)) }
            let cosines = (0..<n).map { cos(2 * .pi * Double($0) / Double(n)) }
            let c = Self.side / 2, r = Self.side / 2
            return {
                for b in 0..<f {
                    for i in 0..<n {
                        let radius = r + offsets[b * n + i]
                        let x = c + radius * sines[i], y = c + radius * cosines[i]
                        let dx = control * radius * cosines[i], dy = -control * radius * sines[i]
                        let slot = out + (b * n + i) * 6
                        slot[0] = x; slot[1] = y; slot[2] = x + dx; slot[3] = y + dy; slot[4] = x - dx; slot[5] = y - dy
                    }
                }
            }
        default:
            preconditionFailure("\(w.kernel) is not a batch kernel")
        }
    }

    /// The seed's code: a new array of points per frame built in a loop
    /// with a sine per point (waves), a closure per anchor (blobs), and the
    /// article's vector for keyframe blends.
    func seed(_ w: Workload) -> () -> Void {
        let out = w.output.baseAddress!
        let f = w.shape.frames, n = w.shape.size, k = w.shape.inner
        switch w.kernel {
        case .frames where k >= Self.denseKeyframes:
            let keyframes = w.keyframes.map { SeedVector(values: Array($0)) }
            let weights = w.weights
            return {
                for frame in 0..<f {
                    var sum = SeedVector(values: [Double](repeating: 0, count: n))
                    for key in 0..<k {
                        var term = keyframes[key]
                        term.scale(by: weights[frame * k + key])
                        sum += term
                    }
                    for (j, value) in sum.values.enumerated() { out[frame * n + j] = value }
                }
            }
        case .frames:
            let keyframes = w.keyframes.map { SeedVector(values: Array($0)) }
            return {
                for frame in 0..<f {
                    let position = Double(frame) / Double(max(f - 1, 1)) * Double(k - 1)
                    let i = min(Int(position), k - 2)
                    let blended = keyframes[i].interpolated(towards: keyframes[i + 1], amount: position - Double(i))
                    for (j, value) in blended.values.enumerated() { out[frame * n + j] = value }
                }
            }
        case .waves:
            let (tops, amplitudes, phases, lambdas) = (w.tops, w.amplitudes, w.phases, w.wavelengths)
            return {
                for frame in 0..<f {
                    var points: [CGPoint] = []
                    for x in 0..<n {
                        var y = tops[frame]
                        for h in 0..<k {
                            let angle = Double(x) / Double(n) * lambdas[h] * 360 + phases[frame * k + h]
                            y -= sin(angle * .pi / 180) * amplitudes[frame * k + h]
                        }
                        points.append(CGPoint(x: Double(x), y: y))
                    }
                    for (x, point) in points.enumerated() { out[frame * n + x] = point.y }
                }
            }
        case .blobs, .blobMorph:
            let offsets = w.kernel == .blobs ? w.offsets : []
            let keyframes = w.keyframes.map { SeedVector(values: Array($0)) }
            return {
                for b in 0..<f {
                    let radii: [Double]
                    if w.kernel == .blobs {
                        radii = (0..<n).map { offsets[b * n + $0] }
                    } else {
                        let position = Double(b) / Double(max(f - 1, 1)) * Double(k - 1)
                        let i = min(Int(position), k - 2)
                        radii = keyframes[i].interpolated(towards: keyframes[i + 1], amount: position - Double(i)).values
                    }
                    let anchors: [(CGPoint, CGPoint, CGPoint)] = (0..<n).map { i in
                        let angle = 2 * Double.pi * Double(i) / Double(n)
                        let radius = Self.side / 2 + radii[i]
                        let anchor = CGPoint(x: Self.side / 2 + radius * sin(angle), y: Self.side / 2 + radius * cos(angle))
                        let d = 4.0 / 3.0 * tan(.pi / (2 * Double(n))) * radius
                        return (anchor, CGPoint(x: anchor.x + d * cos(angle), y: anchor.y - d * sin(angle)),
                                CGPoint(x: anchor.x - d * cos(angle), y: anchor.y + d * sin(angle)))
                    }
                    for (i, (a, o, p)) in anchors.enumerated() {
                        let slot = out + (b * n + i) * 6
                        slot[0] = a.x; slot[1] = a.y; slot[2] = o.x; slot[3] = o.y; slot[4] = p.x; slot[5] = p.y
                    }
                }
            }
        default:
            preconditionFailure("\(w.kernel) is not a batch kernel")
        }
    }

    /// The plain loop's row `frame` of a product: zeroed, then one axpy per
    /// keyframe over `points`, K rows of `points.count / K`.
    @inline(__always)
    static func blendRow(
        _ frame: Int, keyframes k: Int, weights: UnsafeBufferPointer<Double>, points: UnsafeBufferPointer<Double>,
        into row: UnsafeMutablePointer<Double>
    ) {
        let rowLength = points.count / k
        for j in 0..<rowLength { row[j] = 0 }
        for key in 0..<k {
            let a = weights[frame * k + key], src = points.baseAddress! + key * rowLength
            for j in 0..<rowLength { row[j] += a * src[j] }
        }
    }

    /// The right-hand matrix of a product kernel, K rows: the keyframes for
    /// `frames`, the keyframe blobs' point sets for the morphs.
    static func productOperands(_ w: Workload) -> (rowLength: Int, matrix: [Double]) {
        if w.kernel == .frames { return (w.shape.size, w.keyframeMatrix) }
        let blob = try! MorphingBlob(pointCount: w.shape.size)
        return (blob.pointSetLength, w.keyframes.flatMap { try! blob.points(width: side, height: side, offsets: $0) })
    }

    /// `cblas_dgemm` on `threads` threads for the products (the frames
    /// target compares with one thread; every core is shown beside it), with
    /// OpenBLAS's thread count restored after each sample.
    func dgemm(_ w: Workload, threads: Int) -> TimedLoop? {
        guard w.kernel == .frames || w.kernel == .blobMorph else { return nil }
        let f = w.shape.frames, k = w.shape.inner
        let (columns, points) = Self.productOperands(w)
        let weights = w.weights, out = w.output.baseAddress!
        return { iterations in
            let saved = OpenBLAS.threadCount
            try! OpenBLAS.setThreadCount(threads)
            defer { try! OpenBLAS.setThreadCount(saved) }
            return points.withUnsafeBufferPointer { p in
                weights.withUnsafeBufferPointer { wt in
                    let start = monotonicNanoseconds()
                    for _ in 0..<iterations {
                        OpenBLAS.uncheckedMultiply(rows: f, columns: columns, inner: k, weights: wt.baseAddress!,
                                                   matrix: p.baseAddress!, output: out)
                    }
                    return monotonicNanoseconds() - start
                }
            }
        }
    }

    // MARK: Suite

    func elementsPerCall(_ w: Workload) -> Int { w.shape.size * w.shape.frames }

    func verify(_ kernel: KernelName, _ shape: Shape) throws {
        try verify(Workload(kernel, shape))
    }

    /// One workload for the check and the measurement: on the largest blob
    /// batches building one (random offsets, a 614 MB output) takes most of
    /// a second.
    func measure(_ kernel: KernelName, _ shape: Shape, verifying: Bool, backends: [Backend], references: Bool) throws -> [Measurement] {
        let w = Workload(kernel, shape)
        if verifying { try verify(w) }
        return measure(w, backends: backends, references: references)
    }

    private func verify(_ w: Workload) throws {
        if w.kernel == .blobMorphFloat { return try verifyFloat(w) }
        try library(w, .scalar)()
        let oracle = UnsafeMutableBufferPointer.cacheAlignedCopy(of: w.output)
        defer { UnsafeMutableRawBufferPointer(oracle).deallocate() }
        var scale = 1.0
        for value in oracle { scale = max(scale, abs(value)) }
        for backend in Backend.allCases where backend != .scalar {
            try library(w, backend)()
            for (i, (a, b)) in zip(w.output, oracle).enumerated() where !(abs(a - b) <= 1e-12 * scale) {
                throw BenchmarkFailure.mismatch(kernel: w.kernel.rawValue, backend: backend.rawValue, size: w.shape.size,
                                                detail: "\(w.shape), element \(i): \(a) vs oracle \(b)")
            }
        }
    }

    /// The single-precision output against the oracle's, each value within
    /// one `Float` ulp (the backends' Double sums agree to about 1e-15,
    /// which can tip a rounding to the neighbouring Float).
    private func verifyFloat(_ w: Workload) throws {
        try library(w, .scalar)()
        let oracle = UnsafeMutableBufferPointer.cacheAlignedCopy(of: w.floatOutput)
        defer { UnsafeMutableRawBufferPointer(oracle).deallocate() }
        for backend in Backend.allCases where backend != .scalar {
            try library(w, backend)()
            for (i, (a, b)) in zip(w.floatOutput, oracle).enumerated() where !(abs(a - b) <= b.ulp) {
                throw BenchmarkFailure.mismatch(kernel: w.kernel.rawValue, backend: backend.rawValue, size: w.shape.size,
                                                detail: "\(w.shape), element \(i): \(a) vs oracle \(b)")
            }
        }
    }

    func measure(_ kernel: KernelName, _ shape: Shape, backends: [Backend], references: Bool) -> [Measurement] {
        measure(Workload(kernel, shape), backends: backends, references: references)
    }

    private func measure(_ w: Workload, backends: [Backend], references: Bool) -> [Measurement] {
        let kernel = w.kernel, shape = w.shape
        var names: [String] = [], loops: [TimedLoop] = []
        if references {
            names.append("plain-loop"); loops.append(Sampler.loop(plainLoop(w)))
        }
        for backend in backends {
            let call = library(w, backend)
            names.append(backend.rawValue); loops.append(Sampler.loop { try! call() })
        }
        var probe: SideBySideProbe?
        if references {
            let cores = ProcessInfo.processInfo.activeProcessorCount
            for t in cores > 1 ? [1, cores] : [1] {
                if let dgemm = dgemm(w, threads: t) { names.append("dgemm-\(t)thread"); loops.append(dgemm) }
            }
            // The seed computes Doubles (its points are CGPoints): for the
            // Float morph it would be blobMorph's seed measured again, which
            // costs seconds per shape.
            if kernel != .blobMorphFloat {
                names.append("seed"); loops.append(Sampler.loop(seed(w)))
            }
            probe = SideBySideProbe(kernel.pattern!, doubles: elementsPerCall(w) * kernel.doublesPerElement)
            names += probe!.names
            loops += probe!.loops
        }
        let outputBytes = elementsPerCall(w) * kernel.doublesPerElement * MemoryLayout<Double>.stride
        let times = sampler.summaries(loops, workingSetBytes: outputBytes)
        withExtendedLifetime(probe) {}
        let bytes = kernel.pattern!.bytesPerElement * Double(kernel.doublesPerElement)
        return zip(names, times).map { name, ns in
            var m = Measurement(kernel: kernel.rawValue, backend: name, size: shape.size, frames: shape.frames,
                                timing: ns, elementsPerCall: elementsPerCall(w), bytesPerElement: bytes)
            m.inner = shape.inner > 0 ? shape.inner : nil
            m.unit = kernel.unit
            return m
        }
    }
}
