import AnimationKernels

/// Curve and spring evaluation: one call per value (`per-call`) against the
/// batch entry points writing into a caller-owned buffer (`batch`).
struct TimingCases: KernelSuite {
    let sampler: Sampler

    static let curve = UnitCurve.easeInOut
    static let spring = Spring(response: 0.5, dampingRatio: 0.825)

    func shapes(for kernel: KernelName, quick: Bool, sizes: [Int]?) -> [Shape] {
        (quick ? [1 << 10] : [64, 1 << 10, 16 << 10]).map { Shape(size: $0) }
    }

    /// Progress values (or times) spread over the whole curve, shuffled so
    /// no solve starts from its neighbour's answer.
    func inputs(_ kernel: KernelName, _ n: Int) -> [Double] {
        var rng = BenchmarkRandom(seed: UInt64(n) &+ 77)
        let scale = kernel == .spring ? Self.spring.settlingDuration : 1
        return (0..<n).map { _ in Double.random(in: 0...1, using: &rng) * scale }
    }

    func perCall(_ kernel: KernelName, _ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) {
        if kernel == .curve {
            for i in input.indices { output[i] = Self.curve.value(at: input[i]) }
        } else {
            for i in input.indices { output[i] = Self.spring.value(target: 1.0, time: input[i]) }
        }
    }

    func batch(_ kernel: KernelName, _ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) throws {
        if kernel == .curve {
            try Self.curve.values(at: input, into: output)
        } else {
            try Self.spring.values(target: 1.0, times: input, into: output)
        }
    }

    func verify(_ kernel: KernelName, _ shape: Shape) throws {
        let input = inputs(kernel, shape.size)
        var single = [Double](repeating: 0, count: shape.size), batched = single
        input.withUnsafeBufferPointer { i in single.withUnsafeMutableBufferPointer { perCall(kernel, i, $0) } }
        try input.withUnsafeBufferPointer { i in try batched.withUnsafeMutableBufferPointer { try batch(kernel, i, $0) } }
        if let k = single.indices.first(where: { single[$0] != batched[$0] }) {
            throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: "batch", size: shape.size,
                                            detail: "value \(k): \(batched[k]) vs per-call \(single[k])")
        }
    }

    func measure(_ kernel: KernelName, _ shape: Shape, backends: [Backend], references: Bool) -> [Measurement] {
        let n = shape.size
        let input = Slot(inputs(kernel, n)), output = Slot([Double](repeating: 0, count: n))
        let i = UnsafeBufferPointer(start: input.pointer.pointee.withUnsafeBufferPointer { $0.baseAddress }, count: n)
        let o = output.pointer.pointee.withUnsafeMutableBufferPointer { $0 }
        let times = sampler.nanosecondsPerCall([
            Sampler.loop { perCall(kernel, i, o) },
            Sampler.loop { try! batch(kernel, i, o) },
        ])
        withExtendedLifetime((input, output)) {}
        return zip(["per-call", "batch"], times).map { name, ns in
            var m = Measurement(kernel: kernel.rawValue, backend: name, size: n,
                                nanosecondsPerCall: ns, elementsPerCall: n, bytesPerElement: 16)
            m.unit = "M values/s"
            return m
        }
    }
}
