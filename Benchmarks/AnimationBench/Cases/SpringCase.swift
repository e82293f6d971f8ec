import AnimationKernels
#if canImport(Glibc)
import Glibc
#endif

/// `Spring` evaluation (under-damped) per call and in a batch, beside the
/// closed form written with libm's `exp`, `cos` and `sin`.
struct SpringCase: TimingCase {
    let kernel = KernelName.spring

    static let spring = Spring(response: 0.5, dampingRatio: 0.825)

    var inputScale: Double { Self.spring.settlingDuration }

    func candidates(backends: [Backend], references: Bool, shape: Shape) -> [Candidate] {
        [.perCall, .batch(.easeInOut)] + (references ? [.libmLoop] : [])
    }

    var numpyPeers: [(peer: String, candidate: Candidate)] { [("spring", .numpy(.standard))] }

    func perCall(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) {
        for i in input.indices { output[i] = Self.spring.value(target: 1.0, time: input[i]) }
    }

    func batch(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) throws {
        try Self.spring.values(target: 1.0, times: input, into: output)
    }

    /// The spring's value from rest towards 1 with libm's exp, cos and sin,
    /// the under-damped closed form written out.
    static func libmSpringLoop(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) {
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let lambda = spring.damping / (2 * spring.mass)
        let omegaD = (omega * omega - lambda * lambda).squareRoot()
        for i in input.indices {
            let t = input[i]
            output[i] = 1 - exp(-lambda * t) * (cos(omegaD * t) + lambda / omegaD * sin(omegaD * t))
        }
    }

    func verifyReference(_ input: [Double], _ single: [Double]) throws {
        var reference = [Double](repeating: 0, count: input.count)
        input.withUnsafeBufferPointer { i in reference.withUnsafeMutableBufferPointer { Self.libmSpringLoop(i, $0) } }
        try compare(single, with: reference)
    }

    func loop(_ candidate: Candidate, _ w: TimingWorkload) -> TimedLoop {
        if let common = commonLoop(candidate, w) { return common }
        guard candidate == .libmLoop else { preconditionFailure("\(kernel) has no candidate \(candidate)") }
        let i = w.values, o = w.output
        return Sampler.loop { Self.libmSpringLoop(i, o) }
    }
}
