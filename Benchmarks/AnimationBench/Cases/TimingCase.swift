import AnimationKernels

/// The shared shape of the timing-function cases (`curve`, `spring`): one
/// call per value (`per-call`) against the batch entry point writing into a
/// caller-owned buffer (`batch`), beside what a user would write instead.
/// They have no backend choice: the backends asked for are ignored.
protocol TimingCase: BenchmarkCase where Workload == TimingWorkload {
    /// The value at each input, one library call per value.
    func perCall(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>)
    /// The values through the batch entry point.
    func batch(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) throws
    /// What the inputs are scaled by (1 for progress, the settling time for a spring).
    var inputScale: Double { get }
    /// The per-call values against an independent formula, element by element.
    func verifyReference(_ input: [Double], _ single: [Double]) throws
}

/// A timing case's inputs and output.
final class TimingWorkload {
    let input: UnsafeMutableBufferPointer<Double>
    let output: UnsafeMutableBufferPointer<Double>

    /// Progress values (or times) spread over the whole curve, shuffled so
    /// no solve starts from its neighbour's answer.
    init(_ n: Int, scale: Double) {
        var rng = BenchmarkRandom(seed: UInt64(n) &+ 77)
        input = .allocateCacheAligned(count: n)
        for k in 0..<n { input[k] = Double.random(in: 0...1, using: &rng) * scale }
        output = .allocateCacheAligned(count: n)
        output.initialize(repeating: 0)
    }

    var values: UnsafeBufferPointer<Double> { UnsafeBufferPointer(input) }

    deinit {
        UnsafeMutableRawBufferPointer(input).deallocate()
        UnsafeMutableRawBufferPointer(output).deallocate()
    }
}

extension TimingCase {
    func shapes(_ grid: Grid, sizes: [Int]?) -> [Shape] {
        grid.pick(quick: [1 << 10], standard: [64, 16 << 10], full: [64, 1 << 10, 16 << 10]).map { Shape(size: $0) }
    }

    func workload(_ shape: Shape) -> TimingWorkload { TimingWorkload(shape.size, scale: inputScale) }

    func verify(_ w: TimingWorkload) throws {
        let n = w.input.count
        var single = [Double](repeating: 0, count: n), batched = single
        single.withUnsafeMutableBufferPointer { perCall(w.values, $0) }
        try batched.withUnsafeMutableBufferPointer { try batch(w.values, $0) }
        // The batches agree with the single calls to 1e-13, not bit for bit.
        if let k = single.indices.first(where: { abs(single[$0] - batched[$0]) > 1e-12 }) {
            throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: Candidate.batch(.easeInOut).rawValue, size: n,
                                            detail: "value \(k): \(batched[k]) vs per-call \(single[k])")
        }
        try verifyReference(Array(w.input), single)
    }

    /// Throws unless `single` is within 1e-9 of `reference` everywhere.
    func compare(_ single: [Double], with reference: [Double]) throws {
        if let k = single.indices.first(where: { abs(single[$0] - reference[$0]) > 1e-9 }) {
            throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: "reference", size: single.count,
                                            detail: "value \(k): \(reference[k]) vs per-call \(single[k])")
        }
    }

    /// The loops every timing case has.
    func commonLoop(_ candidate: Candidate, _ w: TimingWorkload) -> TimedLoop? {
        let i = w.values, o = w.output
        switch candidate {
        case .perCall: return Sampler.loop { perCall(i, o) }
        case .batch(.easeInOut): return Sampler.loop { try! batch(i, o) }
        default: return nil
        }
    }
}
