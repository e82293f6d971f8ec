import AnimationKernels
import CTextbookBezier
#if canImport(Glibc)
import Glibc
#endif

/// Curve and spring evaluation: one call per value (`per-call`), the batch
/// entry points writing into a caller-owned buffer (`batch`), and what a
/// user would write instead: the textbook bezier solver in Swift and in C
/// (`textbook-swift`, `textbook-c`), and a plain libm loop for the spring
/// (`libm-loop`). Curves other than easeInOut carry their name in the
/// backend column, e.g. `batch (ease)`.
struct TimingCases: KernelSuite {
    let sampler: Sampler

    static let curve = UnitCurve.easeInOut
    static let spring = Spring(response: 0.5, dampingRatio: 0.825)

    /// The curves measured: easeInOut, CSS ease and an overshooting curve
    /// whose x′ vanishes at both ends.
    static let curves: [(name: String, controls: (Double, Double, Double, Double))] = [
        ("", (0.42, 0, 0.58, 1)), (" (ease)", (0.25, 0.1, 0.25, 1)), (" (overshoot)", (0, 2, 1, -2)),
    ]

    static func unitCurve(_ c: (Double, Double, Double, Double)) -> UnitCurve {
        .bezier(startControlPoint: UnitPoint(x: c.0, y: c.1), endControlPoint: UnitPoint(x: c.2, y: c.3))
    }

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

    /// The spring's value from rest towards 1 with libm's exp, cos and sin,
    /// the under-damped closed form written out (the measured spring is
    /// under-damped).
    static func libmSpringLoop(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) {
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let lambda = spring.damping / (2 * spring.mass)
        let omegaD = (omega * omega - lambda * lambda).squareRoot()
        for i in input.indices {
            let t = input[i]
            output[i] = 1 - exp(-lambda * t) * (cos(omegaD * t) + lambda / omegaD * sin(omegaD * t))
        }
    }

    func verify(_ kernel: KernelName, _ shape: Shape) throws {
        let input = inputs(kernel, shape.size)
        var single = [Double](repeating: 0, count: shape.size), batched = single, reference = single
        input.withUnsafeBufferPointer { i in single.withUnsafeMutableBufferPointer { perCall(kernel, i, $0) } }
        try input.withUnsafeBufferPointer { i in try batched.withUnsafeMutableBufferPointer { try batch(kernel, i, $0) } }
        // The batches agree with the single calls to 1e-13, not bit for bit.
        if let k = single.indices.first(where: { abs(single[$0] - batched[$0]) > 1e-12 }) {
            throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: "batch", size: shape.size,
                                            detail: "value \(k): \(batched[k]) vs per-call \(single[k])")
        }
        if kernel == .spring {
            input.withUnsafeBufferPointer { i in reference.withUnsafeMutableBufferPointer { Self.libmSpringLoop(i, $0) } }
        } else {
            let textbook = TextbookBezier(0.42, 0, 0.58, 1)
            reference = input.map(textbook.value)
        }
        if let k = single.indices.first(where: { abs(single[$0] - reference[$0]) > 1e-9 }) {
            throw BenchmarkFailure.mismatch(kernel: kernel.rawValue, backend: "reference", size: shape.size,
                                            detail: "value \(k): \(reference[k]) vs per-call \(single[k])")
        }
    }

    func measure(_ kernel: KernelName, _ shape: Shape, backends: [Backend], references: Bool) -> [Measurement] {
        let n = shape.size
        let input = Slot(inputs(kernel, n)), output = Slot([Double](repeating: 0, count: n))
        let i = UnsafeBufferPointer(start: input.pointer.pointee.withUnsafeBufferPointer { $0.baseAddress }, count: n)
        let o = output.pointer.pointee.withUnsafeMutableBufferPointer { $0 }
        var names = ["per-call", "batch"]
        var loops = [Sampler.loop { perCall(kernel, i, o) }, Sampler.loop { try! batch(kernel, i, o) }]
        if references && kernel == .spring {
            names.append("libm-loop")
            loops.append(Sampler.loop { Self.libmSpringLoop(i, o) })
        }
        if kernel == .curve {
            for (index, (name, c)) in Self.curves.enumerated() {
                let curve = Self.unitCurve(c)
                if index > 0 {
                    names.append("batch\(name)")
                    loops.append(Sampler.loop { try! curve.values(at: i, into: o) })
                }
                guard references else { continue }
                let swift = TextbookBezier(c.0, c.1, c.2, c.3)
                var cCurve = textbook_bezier_make(c.0, c.1, c.2, c.3)
                names += ["textbook-swift\(name)", "textbook-c\(name)"]
                loops.append(Sampler.loop { for k in 0..<n { o[k] = swift.value(i[k]) } })
                loops.append(Sampler.loop { textbook_bezier_values(&cCurve, i.baseAddress, o.baseAddress, n) })
            }
        }
        let times = sampler.summaries(loops)
        withExtendedLifetime((input, output)) {}
        return zip(names, times).map { name, ns in
            var m = Measurement(kernel: kernel.rawValue, backend: name, size: n,
                                timing: ns, elementsPerCall: n, bytesPerElement: 16)
            m.unit = "M values/s"
            return m
        }
    }
}
