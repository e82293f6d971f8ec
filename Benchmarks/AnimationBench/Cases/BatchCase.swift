@_spi(Benchmarking) import AnimationKernels
import Foundation

/// The shared shape of the batched path cases (`frames`, `waves`, `blobs`,
/// `blobMorph`, `blobMorphFloat`): every backend beside a plain loop, the
/// seed's code, `dgemm` on one thread and on every core (for the products)
/// and numpy, all writing the same output buffer.
///
/// Elements are output values for `frames`, points (columns) for `waves`
/// and anchors (6 values: the anchor and its two control points) for the
/// blob kernels.
protocol BatchCase: BenchmarkCase where Workload == BatchWorkload {
    /// Runs the library's kernel once into the workload's output on `backend`.
    func library(_ w: BatchWorkload, _ backend: Backend) -> () throws -> Void
    /// The plain loop: what a careful programmer writes over raw pointers
    /// on one thread. A reference, not a floor.
    func plainLoop(_ w: BatchWorkload) -> () -> Void
    /// The seed's code, or nil where it would measure another case again.
    func seed(_ w: BatchWorkload) -> (() -> Void)?
    /// For the products (a weights matrix times K rows): the right-hand
    /// matrix, K rows of `rowLength`; nil for the other kernels.
    func productOperands(_ w: BatchWorkload) -> (rowLength: Int, matrix: [Double])?
}

/// Width and height of the blob frames, as in the seed's bubble.
enum BatchGeometry {
    static let side = 300.0

    /// From this many keyframes on, `frames` rows mix every keyframe with
    /// random weights (a dense mix, the shape that belongs to `dgemm`);
    /// below it each row blends two neighbours, as an eased segment does.
    static let denseKeyframes = 16

    /// The blob kernels' shapes: anchors per blob by blob count. The
    /// standard grid keeps 50 000 blobs (the README's headline and a
    /// target) at 64 anchors only: each such shape takes seconds.
    static func blobShapes(_ grid: Grid, inner: Int) -> [Shape] {
        switch grid {
        case .quick: return [1000, 10_000].map { Shape(size: 64, frames: $0, inner: inner) }
        case .standard:
            return [(8, 1000), (64, 1000), (256, 1000), (64, 50_000)].map { Shape(size: $0, frames: $1, inner: inner) }
        case .full:
            return [8, 64, 256].flatMap { n in [1000, 10_000, 50_000].map { Shape(size: n, frames: $0, inner: inner) } }
        }
    }
}

/// Everything one batch shape needs, built once and shared by its candidates.
final class BatchWorkload {
    let kernel: KernelName
    let shape: Shape
    var weights: [Double] = []
    var keyframes: [AnimatableVector] = []
    var keyframeMatrix: [Double] = []
    var tops: [Double] = [], amplitudes: [Double] = [], phases: [Double] = [], wavelengths: [Double] = []
    var offsets: [Double] = []
    /// The Double output; empty for `blobMorphFloat`.
    private(set) var output = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    /// `blobMorphFloat`'s output, and a row of Doubles for its plain loop;
    /// empty for the other kernels.
    private(set) var floatOutput = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    private(set) var rowScratch = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    /// The inputs' random numbers, seeded by the shape.
    var rng: BenchmarkRandom
    /// The library's operand (an interpolator, a basis), built by the
    /// first library candidate and shared by the others: their arrays then
    /// sit at the same addresses, so placement cannot tell backends apart.
    private var libraryOperand: Any?

    /// The shared library operand, made by `make` on first use.
    func sharedOperand<T>(_ make: () -> T) -> T {
        if let operand = libraryOperand as? T { return operand }
        let operand = make()
        libraryOperand = operand
        return operand
    }

    init(_ kernel: KernelName, _ shape: Shape) {
        self.kernel = kernel
        self.shape = shape
        rng = BenchmarkRandom(seed: UInt64(shape.size &* 131 &+ shape.frames &* 7 &+ shape.inner))
    }

    /// Allocates `count` zeroed Doubles of output.
    func allocateOutput(_ count: Int) {
        output = .allocateCacheAligned(count: count)
        output.initialize(repeating: 0)
    }

    /// Allocates `count` zeroed Floats of output and a row of `row` Doubles.
    func allocateFloatOutput(_ count: Int, row: Int) {
        floatOutput = .allocateCacheAligned(count: count)
        floatOutput.initialize(repeating: 0)
        rowScratch = .allocateCacheAligned(count: row)
    }

    deinit {
        if output.baseAddress != nil { UnsafeMutableRawBufferPointer(output).deallocate() }
        if floatOutput.baseAddress != nil { UnsafeMutableRawBufferPointer(floatOutput).deallocate() }
        if rowScratch.baseAddress != nil { UnsafeMutableRawBufferPointer(rowScratch).deallocate() }
    }

    /// Rows of two non-zero weights, as an eased segment between
    /// neighbouring keyframes gives.
    func segmentBlends() -> [Double] {
        let frames = shape.frames, keyframes = shape.inner
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

extension BatchCase {
    func candidates(backends: [Backend], references: Bool, shape: Shape) -> [Candidate] {
        guard references else { return backends.map(Candidate.library) }
        var all: [Candidate] = [.plainLoop] + backends.map(Candidate.library)
        if isProduct {
            let cores = ProcessInfo.processInfo.activeProcessorCount
            all += (cores > 1 ? [1, cores] : [1]).map { Candidate.dgemm(threads: $0) }
        }
        if hasSeed { all.append(.seed) }
        return all
    }

    func productOperands(_ w: BatchWorkload) -> (rowLength: Int, matrix: [Double])? { nil }

    /// Whether `dgemm` computes the same product.
    var isProduct: Bool { kernel == .frames || kernel == .blobMorph }

    /// Whether the seed's code is timed (not for the `Float` morph: its
    /// points are CGPoints of Doubles, so it would be `blobMorph`'s seed
    /// again, which costs seconds per shape).
    var hasSeed: Bool { kernel != .blobMorphFloat }

    func loop(_ candidate: Candidate, _ w: BatchWorkload) -> TimedLoop {
        switch candidate {
        case .plainLoop: return Sampler.loop(plainLoop(w))
        case .library(let backend):
            let call = library(w, backend)
            return Sampler.loop { try! call() }
        case .dgemm(let threads): return dgemm(w, threads: threads)
        case .seed: return Sampler.loop(seed(w)!)
        default: preconditionFailure("\(kernel) has no candidate \(candidate)")
        }
    }

    /// Every backend's output within 1e-12 of the largest value of the
    /// scalar oracle's.
    func verify(_ w: BatchWorkload) throws {
        try library(w, .scalar)()
        let oracle = UnsafeMutableBufferPointer.cacheAlignedCopy(of: w.output)
        defer { UnsafeMutableRawBufferPointer(oracle).deallocate() }
        var scale = 1.0
        for value in oracle { scale = max(scale, abs(value)) }
        for backend in Backend.allCases where backend != .scalar {
            try library(w, backend)()
            for (i, (a, b)) in zip(w.output, oracle).enumerated() where !(abs(a - b) <= 1e-12 * scale) {
                throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: backend.rawValue, size: w.shape.size,
                                                detail: "\(w.shape), element \(i): \(a) vs oracle \(b)")
            }
        }
    }

    /// The plain loop of a product: each output row zeroed, then one axpy
    /// per keyframe (zero weights included).
    func productPlainLoop(_ w: BatchWorkload) -> () -> Void {
        let (rowLength, points) = productOperands(w)!
        let out = w.output.baseAddress!, f = w.shape.frames, k = w.shape.inner
        let weights = w.weights
        return {
            points.withUnsafeBufferPointer { p in
                weights.withUnsafeBufferPointer { wt in
                    for frame in 0..<f {
                        blendRow(frame, keyframes: k, weights: wt, points: p, into: out + frame * rowLength)
                    }
                }
            }
        }
    }

    /// `cblas_dgemm` on `threads` threads for the products, with OpenBLAS's
    /// thread count restored after each sample.
    func dgemm(_ w: BatchWorkload, threads: Int) -> TimedLoop {
        let f = w.shape.frames, k = w.shape.inner
        let (columns, points) = productOperands(w)!
        let weights = w.weights, out = w.output.baseAddress!
        return OpenBLAS.onThreads(threads) { iterations in
            points.withUnsafeBufferPointer { p in
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
}

/// The plain loop's row `frame` of a product: zeroed, then one axpy per
/// keyframe over `points`, K rows of `points.count / K`.
@inline(__always)
func blendRow(
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
